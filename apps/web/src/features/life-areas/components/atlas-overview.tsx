import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useCategories } from '../api/get-categories';
import { useCategoryPrefs } from '../api/get-category-prefs';
import { useProgress } from '../api/get-progress';
import { useSubcategories } from '../api/get-subcategories';
import { orderCategories } from '../lib/order';

/** All six life areas in the member's order, with how much of each they track. */
export function AtlasOverview() {
  const { t } = useTranslation('lifeAreas');
  const categories = useCategories();
  const subcategories = useSubcategories();
  const prefs = useCategoryPrefs();
  const progress = useProgress();
  const ordered = orderCategories(categories.data ?? [], prefs.data ?? []);

  if (categories.isPending) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-40 rounded-[12px]" />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {ordered.map((category, index) => {
        const tracked = (progress.data ?? []).filter((p) => p.categorySlug === category.slug);
        const goals = tracked.reduce((sum, p) => sum + p.goalCount, 0);
        const best = Math.max(0, ...tracked.map((p) => p.bestStreak));
        const subs = (subcategories.data ?? []).filter((s) => s.categorySlug === category.slug);
        return (
          <li key={category.slug}>
            <Link
              to={`/atlas/${category.slug}`}
              className="group flex h-full flex-col gap-3 overflow-hidden rounded-[12px] border border-border bg-surface p-4 transition-colors hover:bg-raised"
              style={{ boxShadow: `inset 0 3px 0 ${lifeColor(category.color)}` }}
            >
              <span className="flex items-center gap-3">
                <span
                  className="inline-flex size-11 items-center justify-center rounded-full"
                  style={{ background: lifeColor(category.color, 0.18), color: lifeColor(category.color) }}
                  aria-hidden
                >
                  <LifeIcon name={category.icon} className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-xs text-muted tabular-nums">{index + 1}</span>
                  <span className="block font-semibold text-text">{category.name}</span>
                </span>
                <ChevronRight className="size-5 text-muted" strokeWidth={1.75} aria-hidden />
              </span>
              <span className="text-sm text-muted">{category.description}</span>
              <span className="mt-auto flex flex-wrap gap-2 text-xs">
                <span className="rounded-full bg-raised px-2.5 py-1 tabular-nums">
                  {t('atlas.areas', { count: subs.length })}
                </span>
                <span className="rounded-full bg-raised px-2.5 py-1 tabular-nums">
                  {t('atlas.goals', { count: goals })}
                </span>
                {best > 0 ? (
                  <span className="rounded-full bg-raised px-2.5 py-1 tabular-nums">
                    {t('atlas.bestStreak', { count: best })}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
