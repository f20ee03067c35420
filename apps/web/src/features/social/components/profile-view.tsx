import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '@lifeorbit/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { numberFormat } from '@/lib/intl';
import { toast } from '@/lib/toast';
import { useSetFollow } from '../api/set-follow';
import { FollowButton } from './follow-button';
import { MemberAvatar } from './member-avatar';
import { PostCard } from './post-card';

/** A profile as the viewer may see it: who, counts, follow and block, and the recent workouts (or why none show). */
export function ProfileView({
  profile,
  unit,
  signedIn,
}: {
  profile: PublicProfile;
  unit: 'kg' | 'lb';
  signedIn: boolean;
}) {
  const { t, i18n } = useTranslation(['social', 'common']);
  const [askBlock, setAskBlock] = useState(false);
  const setFollow = useSetFollow();
  const number = numberFormat(i18n.language);
  const counts = [
    ['workouts', profile.counts.workouts],
    ['followers', profile.counts.followers],
    ['following', profile.counts.following],
  ] as const;
  const canBlock = signedIn && profile.followState !== 'self' && profile.followState !== 'blocked';
  return (
    <div className="flex flex-col gap-4">
      <section className="rounded-[12px] border border-border bg-surface p-4 md:p-6" aria-labelledby="profile-name">
        <div className="flex items-center gap-4">
          <MemberAvatar name={profile.name} avatarUrl={profile.avatarUrl} size="lg" />
          <div className="min-w-0 flex-1">
            <h2 id="profile-name" className="truncate text-xl font-semibold">
              {profile.name}
            </h2>
            <p className="truncate text-sm text-muted">@{profile.handle}</p>
          </div>
        </div>
        {profile.bio ? <p className="mt-3 text-sm whitespace-pre-line break-words">{profile.bio}</p> : null}
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          {counts.map(([key, value]) => (
            <div key={key} className="flex flex-col-reverse rounded-[8px] bg-raised p-2">
              <dt className="text-xs text-muted">{t(`counts.${key}`, { count: value })}</dt>
              <dd className="text-lg font-semibold tabular-nums">{number.format(value)}</dd>
            </div>
          ))}
        </dl>
        {signedIn ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <FollowButton handle={profile.handle} name={profile.name} state={profile.followState} />
            {canBlock ? (
              <>
                <Button size="sm" variant="ghost" onClick={() => setAskBlock(true)}>
                  {t('block.action')}
                </Button>
                <ConfirmDialog
                  open={askBlock}
                  onOpenChange={setAskBlock}
                  title={t('block.title', { name: profile.name })}
                  description={t('block.confirm')}
                  confirmLabel={t('block.action')}
                  cancelLabel={t('common:cancel')}
                  closeLabel={t('common:close')}
                  isPending={setFollow.isPending}
                  onConfirm={() =>
                    setFollow.mutate(
                      { handle: profile.handle, action: 'block' },
                      {
                        onSuccess: () => {
                          setAskBlock(false);
                          toast.success(t('block.done', { name: profile.name }));
                        },
                      },
                    )
                  }
                />
              </>
            ) : null}
          </div>
        ) : null}
      </section>
      <h2 className="text-lg font-semibold">{t('profile.recent')}</h2>
      {!profile.canSeeWorkouts ? (
        <EmptyState
          icon={Lock}
          title={t('profile.hiddenTitle')}
          description={t(profile.followState === 'blocked' ? 'profile.blockedText' : 'profile.hiddenText')}
        />
      ) : profile.recentWorkouts.length === 0 ? (
        <p className="rounded-[12px] border border-dashed border-border p-6 text-center text-sm text-muted">
          {t(profile.followState === 'self' ? 'profile.noWorkoutsMine' : 'profile.noWorkouts')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {profile.recentWorkouts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} unit={unit} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
