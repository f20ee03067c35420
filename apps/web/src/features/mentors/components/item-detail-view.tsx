import { ArrowLeft, Info, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemDetail } from '@lifeorbit/contracts/marketplace';
import { Chip } from '@/components/ui/chip';
import { dateTimeFormat, numberFormat } from '@/lib/intl';
import { ItemPreview } from './item-preview';
import { RatingForm } from './rating-form';
import { copyLink, UseThisButton } from './use-this-button';

/** The detail of a program or template: who made it, what it is, every week and day, "Use this", ratings. */
export function ItemDetailView({ item, backTo }: { item: ItemDetail; backTo: string }) {
  const { t, i18n } = useTranslation('marketplace');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link
        to={backTo}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm text-accent hover:underline"
      >
        <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden />
        {t('detail.back')}
      </Link>
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Chip tone="accent">{t(`kinds.${item.kind}`)}</Chip>
          <Chip>{t(`levels.${item.level}`)}</Chip>
          <Chip>{t(`goals.${item.goal}`)}</Chip>
          <Chip>{t(`languages.${item.language}`)}</Chip>
          {item.status !== 'published' ? <Chip tone="destructive">{t(`statuses.${item.status}`)}</Chip> : null}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight md:text-[32px] md:leading-tight">{item.title}</h1>
        <p className="text-sm text-muted">
          {item.author.mentorSlug ? (
            <Link to={`/m/${item.author.mentorSlug}`} className="text-accent underline underline-offset-4">
              {item.author.name}
            </Link>
          ) : (
            t('card.byMember', { name: item.author.name })
          )}
          {' · '}
          {t('detail.version', { version: item.version, date: date.format(new Date(item.publishedAt)) })}
        </p>
        <p className="text-sm text-muted">
          {t('card.schedule', { days: item.daysPerWeek, minutes: item.sessionMinutes })} ·{' '}
          {item.equipment.length > 0
            ? t('card.equipment', { list: item.equipment.map((q) => q.name).join(', ') })
            : t('card.noEquipment')}
        </p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Star className="size-4 text-accent" strokeWidth={1.75} aria-hidden />
          {item.ratingAvg !== null
            ? t('card.rating', { rating: number.format(item.ratingAvg), count: item.ratingCount })
            : t('card.noRatings')}
          {' · '}
          {t('card.copies', { count: item.copyCount })}
        </p>
      </header>
      {item.isMine && item.reviewNote ? (
        <p role="status" className="rounded-[12px] border border-destructive/60 bg-destructive/10 p-3 text-sm">
          {t('detail.reviewNote', { note: item.reviewNote })}
        </p>
      ) : null}
      {item.description ? <p className="text-base whitespace-pre-line">{item.description}</p> : null}
      {item.myCopy ? (
        <div
          role="status"
          className="flex items-start gap-2 rounded-[12px] border border-accent/50 bg-accent/10 p-3 text-sm"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
          <p>
            {item.myCopy.hasNewerVersion
              ? t('detail.newerVersion', { mine: item.myCopy.version, latest: item.version })
              : t('detail.copied', { version: item.myCopy.version })}{' '}
            {item.myCopy.templateId || item.myCopy.programId ? (
              <Link to={copyLink(item.myCopy)} className="text-accent underline underline-offset-4">
                {item.myCopy.templateId ? t('use.start') : t('use.openPrograms')}
              </Link>
            ) : null}
          </p>
        </div>
      ) : null}
      {item.status === 'published' && !item.isMine ? (
        <div>
          <UseThisButton item={item} />
        </div>
      ) : null}
      <ItemPreview item={item} />
      {item.canRate ? <RatingForm key={item.id} item={item} /> : null}
      <section aria-labelledby="item-reviews" className="flex flex-col gap-2">
        <h2 id="item-reviews" className="text-base font-semibold">
          {t('detail.reviews')}
        </h2>
        {item.reviews.length === 0 ? (
          <p className="rounded-[12px] border border-dashed border-border p-4 text-sm text-muted">
            {t('detail.noReviews')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {item.reviews.map((review, index) => (
              <li key={index} className="rounded-[12px] border border-border bg-surface p-3">
                <p className="text-sm font-medium">
                  {review.name}
                  <span className="ml-2 text-accent" aria-hidden>
                    {'★'.repeat(review.rating)}
                  </span>
                  <span className="sr-only"> {t('rating.starLabel', { count: review.rating })}</span>
                </p>
                {review.review ? <p className="mt-1 text-sm whitespace-pre-line">{review.review}</p> : null}
                <p className="mt-1 text-xs text-muted">{date.format(new Date(review.updatedAt))}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
