import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MentorCard as MentorCardData } from '@lifeorbit/contracts/mentors';
import { Chip } from '@/components/ui/chip';
import { numberFormat } from '@/lib/intl';
import { FollowMentorButton } from './follow-mentor-button';
import { MentorPhoto } from './mentor-photo';

/** One mentor in the directory: who, what they coach, in which languages, how followed and rated. */
export function MentorCard({ mentor, signedIn }: { mentor: MentorCardData; signedIn: boolean }) {
  const { t, i18n } = useTranslation('mentors');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <article className="flex h-full flex-col gap-3 rounded-[12px] border border-border bg-surface p-4">
      <div className="flex items-start gap-3">
        <MentorPhoto name={mentor.displayName} photoUrl={mentor.photoUrl} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold">
            <Link to={`/m/${mentor.slug}`} className="hover:underline">
              {mentor.displayName}
            </Link>
          </h2>
          {mentor.headline ? <p className="line-clamp-2 text-sm text-muted">{mentor.headline}</p> : null}
        </div>
      </div>
      {mentor.specialities.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('card.specialities')}>
          {mentor.specialities.map((speciality) => (
            <li key={speciality}>
              <Chip tone="accent">{t(`specialities.${speciality}`)}</Chip>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted">
        {mentor.languages.map((lang) => t(`languages.${lang}`)).join(' · ')}
        {mentor.languages.length > 0 ? ' · ' : ''}
        {t('card.followers', { count: mentor.followerCount })} · {t('card.items', { count: mentor.itemCount })}
        {mentor.ratingAvg !== null ? (
          <>
            {' · '}
            <Star className="inline size-3.5 align-[-2px] text-accent" strokeWidth={1.75} aria-hidden />{' '}
            {t('card.rating', { rating: number.format(mentor.ratingAvg), count: mentor.ratingCount })}
          </>
        ) : null}
      </p>
      {signedIn ? (
        <div className="mt-auto">
          <FollowMentorButton mentorId={mentor.id} name={mentor.displayName} following={mentor.following} />
        </div>
      ) : null}
    </article>
  );
}
