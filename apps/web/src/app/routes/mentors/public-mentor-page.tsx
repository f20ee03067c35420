import { ExternalLink, Layers, Star, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { numberFormat } from '@/lib/intl';
import { useMe } from '@/lib/session';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMentorPage } from '@/features/mentors/api/get-mentor-page';
import { FollowMentorButton } from '@/features/mentors/components/follow-mentor-button';
import { ItemCard } from '@/features/mentors/components/item-card';
import { MentorPhoto } from '@/features/mentors/components/mentor-photo';

/** /m/:slugOrId: a mentor's public page, readable signed out: who, what they coach, followers, ratings, their items. */
export function PublicMentorPage() {
  const { t, i18n } = useTranslation(['mentors', 'routes']);
  const { slugOrId } = useParams();
  const lang = useAppLanguage();
  const me = useMe().data ?? null;
  const page = useMentorPage(slugOrId, lang);
  const mentor = page.data?.mentor;
  useDocumentTitle(mentor ? mentor.displayName : t('routes:publicMentor.title'));
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });

  return (
    <div className="mx-auto w-full max-w-4xl">
      {page.isPending ? (
        <div className="flex flex-col gap-3" aria-hidden>
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : page.isError || !mentor ? (
        <>
          <h1 className="sr-only">{t('routes:publicMentor.title')}</h1>
          <EmptyState icon={UserX} title={t('page.notFoundTitle')} description={t('page.notFoundText')} />
        </>
      ) : (
        <div className="flex flex-col gap-6">
          <section className="rounded-[12px] border border-border bg-surface p-4 md:p-6" aria-labelledby="mentor-name">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
              <MentorPhoto name={mentor.displayName} photoUrl={mentor.photoUrl} size="lg" />
              <div className="min-w-0 flex-1">
                <h1 id="mentor-name" className="text-2xl font-semibold tracking-tight md:text-[32px] md:leading-tight">
                  {mentor.displayName}
                </h1>
                {mentor.headline ? <p className="mt-1 text-muted">{mentor.headline}</p> : null}
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                  <span>{t('card.followers', { count: mentor.followerCount })}</span>
                  <span>{t('card.items', { count: mentor.itemCount })}</span>
                  <span className="inline-flex items-center gap-1">
                    <Star className="size-4 text-accent" strokeWidth={1.75} aria-hidden />
                    {mentor.ratingAvg !== null
                      ? t('card.rating', { rating: number.format(mentor.ratingAvg), count: mentor.ratingCount })
                      : t('page.noRatings')}
                  </span>
                </p>
              </div>
              {me ? (
                <FollowMentorButton mentorId={mentor.id} name={mentor.displayName} following={mentor.following} />
              ) : (
                <Button asChild variant="secondary">
                  <Link to={`/auth?redirect=${encodeURIComponent(`/m/${mentor.slug}`)}`}>
                    {t('page.signInToFollow')}
                  </Link>
                </Button>
              )}
            </div>
            {mentor.specialities.length > 0 || mentor.languages.length > 0 ? (
              <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={t('page.about')}>
                {mentor.specialities.map((speciality) => (
                  <li key={speciality}>
                    <Chip tone="accent">{t(`specialities.${speciality}`)}</Chip>
                  </li>
                ))}
                {mentor.languages.map((code) => (
                  <li key={code}>
                    <Chip>{t('page.speaks', { language: t(`languages.${code}`) })}</Chip>
                  </li>
                ))}
              </ul>
            ) : null}
            {mentor.bio ? <p className="mt-4 text-sm whitespace-pre-line break-words">{mentor.bio}</p> : null}
            {mentor.links.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-3 text-sm">
                {mentor.links.map((link) => (
                  <li key={link}>
                    <a
                      href={link}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className="inline-flex min-h-11 items-center gap-1 text-accent hover:underline"
                    >
                      {link.replace(/^https:\/\//, '')}
                      <ExternalLink className="size-3.5" strokeWidth={1.75} aria-hidden />
                      <span className="sr-only">{t('page.opensNewTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
          <section aria-labelledby="mentor-items">
            <h2 id="mentor-items" className="mb-3 text-lg font-semibold">
              {t('page.items')}
            </h2>
            {page.data.items.length === 0 ? (
              <EmptyState icon={Layers} title={t('page.noItemsTitle')} description={t('page.noItemsText')} />
            ) : (
              <ul className="grid gap-3 md:grid-cols-2">
                {page.data.items.map((item) => (
                  <li key={item.id}>
                    <ItemCard item={item} showAuthor={false} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
