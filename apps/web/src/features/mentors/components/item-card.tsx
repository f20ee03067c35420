import { Copy, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ItemCard as ItemCardData } from '@lifeorbit/contracts/marketplace';
import { Chip } from '@/components/ui/chip';
import { numberFormat } from '@/lib/intl';

/** One program or template in Discover (or on a mentor's page): what it is, for whom, what it needs, how it is rated. */
export function ItemCard({ item, showAuthor = true }: { item: ItemCardData; showAuthor?: boolean }) {
  const { t, i18n } = useTranslation('marketplace');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <article className="flex h-full flex-col gap-2 rounded-[12px] border border-border bg-surface p-4">
      <div className="flex flex-wrap items-center gap-1.5">
        <Chip tone="accent">{t(`kinds.${item.kind}`)}</Chip>
        <Chip>{t(`levels.${item.level}`)}</Chip>
        <Chip>{t(`goals.${item.goal}`)}</Chip>
        <Chip>{item.language.toUpperCase()}</Chip>
      </div>
      <h2 className="text-base font-semibold">
        <Link to={`/marketplace?item=${item.id}`} className="hover:underline">
          {item.title}
        </Link>
      </h2>
      {showAuthor ? (
        <p className="text-sm text-muted">
          {item.author.mentorSlug ? (
            <Link to={`/m/${item.author.mentorSlug}`} className="text-accent hover:underline">
              {item.author.name}
            </Link>
          ) : (
            t('card.byMember', { name: item.author.name })
          )}
        </p>
      ) : null}
      {item.description ? <p className="line-clamp-3 text-sm">{item.description}</p> : null}
      <p className="text-xs text-muted">
        {t('card.schedule', { days: item.daysPerWeek, minutes: item.sessionMinutes })}
        {' · '}
        {item.kind === 'program' ? t('card.workouts', { count: item.dayCount }) : t('card.oneWorkout')}
      </p>
      <p className="text-xs text-muted">
        {item.equipment.length > 0
          ? t('card.equipment', { list: item.equipment.map((q) => q.name).join(', ') })
          : t('card.noEquipment')}
      </p>
      <p className="mt-auto flex flex-wrap items-center gap-3 pt-1 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Star className="size-3.5 text-accent" strokeWidth={1.75} aria-hidden />
          {item.ratingAvg !== null
            ? t('card.rating', { rating: number.format(item.ratingAvg), count: item.ratingCount })
            : t('card.noRatings')}
        </span>
        <span className="inline-flex items-center gap-1">
          <Copy className="size-3.5" strokeWidth={1.75} aria-hidden />
          {t('card.copies', { count: item.copyCount })}
        </span>
      </p>
    </article>
  );
}
