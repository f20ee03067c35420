import { subcategoryRoute } from '@lifeorbit/domain';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay, localDay } from '@/lib/local-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { useProgress } from '../api/get-progress';
import { useSubcategories } from '../api/get-subcategories';
import { StreakRing } from './streak-ring';
import { useAppLanguage } from '@/lib/use-app-language';

/** One category and its subcategories, each with the member's goals, best streak and last check-in. */
export function CategoryMap({ categorySlug }: { categorySlug: string }) {
  const { t } = useTranslation('lifeAreas');
  const lang = useAppLanguage();
  const categories = useCategories();
  const subcategories = useSubcategories();
  const progress = useProgress();
  const category = categories.data?.find((c) => c.slug === categorySlug);
  const color = lifeColor(category?.color);
  const today = localDay();
  useDocumentTitle(category?.name ?? '');

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-start gap-3">
        <span
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full"
          style={{ background: lifeColor(category?.color, 0.18), color }}
          aria-hidden
        >
          <LifeIcon name={category?.icon} className="size-6" />
        </span>
        <div className="min-w-0">
          {category ? (
            <h1 className="text-2xl font-semibold tracking-tight md:text-[32px] md:leading-tight">{category.name}</h1>
          ) : (
            <Skeleton className="h-8 w-48" />
          )}
          <p className="mt-1 text-sm text-muted md:text-base">{category?.description}</p>
        </div>
      </header>
      <ol className="grid gap-3 md:grid-cols-2">
        {subcategories.isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <li key={i}>
                <Skeleton className="h-28 rounded-[12px]" />
              </li>
            ))
          : (subcategories.data ?? [])
              .filter((sub) => sub.categorySlug === categorySlug)
              .map((sub) => {
                const mine = progress.data?.find((p) => p.subcategorySlug === sub.slug);
                return (
                  <li key={sub.slug}>
                    <Link
                      to={subcategoryRoute(categorySlug, sub.slug)}
                      className="flex h-full items-center gap-4 rounded-[12px] border border-border bg-surface p-4 transition-colors hover:bg-raised"
                    >
                      {mine ? (
                        <StreakRing days={mine.bestStreak} color={color} size="sm" />
                      ) : (
                        <span
                          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-dashed"
                          style={{ borderColor: color, color }}
                          aria-hidden
                        >
                          <LifeIcon name={sub.icon} className="size-5" />
                        </span>
                      )}
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-text">{sub.name}</span>
                        <span className="mt-0.5 block text-sm text-muted">{sub.description}</span>
                        <span className="mt-1.5 block text-xs font-medium text-muted">
                          {mine
                            ? [
                                t('atlas.goals', { count: mine.goalCount }),
                                mine.lastCheckinDate === today
                                  ? t('atlas.checkedInToday')
                                  : mine.lastCheckinDate
                                    ? t('atlas.lastCheckin', { date: formatDay(mine.lastCheckinDate, lang) })
                                    : t('atlas.noCheckins'),
                              ].join(' · ')
                            : t('atlas.notTracked')}
                        </span>
                      </span>
                      <ChevronRight className="size-5 shrink-0 text-muted" strokeWidth={1.75} aria-hidden />
                    </Link>
                  </li>
                );
              })}
      </ol>
    </div>
  );
}
