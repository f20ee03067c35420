import { Flag, Heart, MessageCircle, Trophy } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WORKOUT_VISIBILITIES, type WorkoutPost, type WorkoutVisibility } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { dateTimeFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useLikeWorkout } from '../api/like-workout';
import { useSetWorkoutVisibility } from '../api/set-workout-visibility';
import { formatDuration as clock } from '@lifeorbit/domain';
import { formatDistance, formatDuration, formatEffort, formatWeight } from '../lib/format';
import { CommentsPanel } from './comments-panel';
import { MemberAvatar } from './member-avatar';
import { ReportDialog } from './report-dialog';

const NAMES_SHOWN = 5;

/**
 * A finished workout as a post: who, when, title, duration, volume, sets (and the distance and time of its time and
 * distance sets when it has them: issue 39), exercises, records and the note.
 */
export function PostCard({ post, unit, signedIn }: { post: WorkoutPost; unit: 'kg' | 'lb'; signedIn: boolean }) {
  const { t, i18n } = useTranslation('social');
  const id = useId();
  const like = useLikeWorkout();
  const setVisibility = useSetWorkoutVisibility();
  const [showComments, setShowComments] = useState(false);
  const [reporting, setReporting] = useState(false);
  const lang = i18n.language;
  const when = dateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(post.endedAt),
  );
  const more = post.exerciseNames.length - NAMES_SHOWN;
  const failed = (error: Error) => toast.error(t('post.failed', { message: error.message }));

  return (
    <article className="rounded-[12px] border border-border bg-surface p-4" aria-labelledby={`${id}-title`}>
      <header className="flex items-center gap-3">
        <MemberAvatar name={post.author.name} avatarUrl={post.author.avatarUrl} />
        <div className="min-w-0 flex-1">
          <Link to={`/u/${post.author.handle}`} className="block truncate font-medium hover:underline">
            {post.author.name}
          </Link>
          <p className="text-xs text-muted">{when}</p>
        </div>
      </header>
      <h3 id={`${id}-title`} className="mt-3 text-lg font-semibold">
        {post.title}
      </h3>
      <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('post.duration')}</dt>
          <dd className="tabular-nums">{formatDuration(post.durationSec, t)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('post.volume')}</dt>
          <dd className="tabular-nums">{formatWeight(post.volumeKg, unit, lang, t)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('post.sets')}</dt>
          <dd className="tabular-nums">{post.setCount}</dd>
        </div>
        {post.distanceM > 0 ? (
          <div>
            <dt className="text-xs text-muted">{t('post.distance')}</dt>
            <dd className="tabular-nums">{formatDistance(post.distanceM, unit, lang, t)}</dd>
          </div>
        ) : null}
        {post.timedSec > 0 ? (
          <div>
            <dt className="text-xs text-muted">{t('post.timed')}</dt>
            <dd className="tabular-nums">{clock(post.timedSec)}</dd>
          </div>
        ) : null}
      </dl>
      {post.exerciseNames.length ? (
        <p className="mt-2 text-sm">
          {post.exerciseNames.slice(0, NAMES_SHOWN).join(', ')}
          {more > 0 ? <span className="text-muted"> {t('post.moreExercises', { count: more })}</span> : null}
        </p>
      ) : null}
      {post.records.length ? (
        <ul className="mt-2 flex flex-col gap-1" aria-label={t('post.records')}>
          {post.records.map((record, index) => (
            <li key={index} className="flex items-center gap-2 text-sm text-accent">
              <Trophy className="size-4 shrink-0" aria-hidden />
              {record.reps === null || record.weightKg === null
                ? t('post.effortRecord', {
                    exercise: record.exerciseName,
                    effort: formatEffort(record, unit, lang, t),
                  })
                : t('post.record', {
                    exercise: record.exerciseName,
                    weight: formatWeight(record.weightKg, unit, lang, t),
                    reps: record.reps,
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      {post.notes ? <p className="mt-2 text-sm whitespace-pre-line break-words text-muted">{post.notes}</p> : null}
      <footer className="mt-3 flex flex-wrap items-center gap-2">
        {signedIn ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-pressed={post.likedByMe}
              disabled={like.isPending}
              onClick={() => like.mutate({ workoutId: post.id, liked: !post.likedByMe }, { onError: failed })}
            >
              <Heart className={post.likedByMe ? 'fill-accent text-accent' : ''} aria-hidden />
              {t('post.likes', { count: post.likeCount })}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={showComments}
              onClick={() => setShowComments((shown) => !shown)}
            >
              <MessageCircle aria-hidden />
              {t('post.comments', { count: post.commentCount })}
            </Button>
          </>
        ) : (
          <p className="text-sm text-muted">
            {t('post.likes', { count: post.likeCount })} · {t('post.comments', { count: post.commentCount })}
          </p>
        )}
        {signedIn && !post.isMine ? (
          <Button size="sm" variant="ghost" className="ml-auto" onClick={() => setReporting(true)}>
            <Flag aria-hidden />
            {t('report.action')}
          </Button>
        ) : null}
        {post.isMine ? (
          <div className="ml-auto flex items-center gap-2">
            <label htmlFor={`${id}-visibility`} className="text-xs text-muted">
              {t('post.visibility')}
            </label>
            <NativeSelect
              id={`${id}-visibility`}
              className="min-h-9 w-auto text-xs"
              value={post.visibility}
              onChange={(event) =>
                setVisibility.mutate(
                  { workoutId: post.id, visibility: event.target.value as WorkoutVisibility },
                  { onError: failed },
                )
              }
            >
              {WORKOUT_VISIBILITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`visibility.${value}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        ) : null}
      </footer>
      {showComments ? <CommentsPanel workoutId={post.id} /> : null}
      {reporting ? (
        <ReportDialog workoutId={post.id} title={post.title} open={reporting} onOpenChange={setReporting} />
      ) : null}
    </article>
  );
}
