import { FITNESS_SUBCATEGORY_SLUG, subcategoryRoute } from '@lifeorbit/domain';
import { Dumbbell, History, LayoutList, Orbit, Search, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { localDay } from '@/lib/local-date';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { usePins } from '../api/get-pins';
import { useProgress } from '../api/get-progress';
import { useSubcategories } from '../api/get-subcategories';
import { StreakRing } from './streak-ring';

const ACTIONS: { to: string; key: string; icon: LucideIcon; primary?: boolean }[] = [
  { to: '/app/workouts', key: 'startWorkout', icon: Dumbbell, primary: true },
  { to: '/fitness/exercises', key: 'exercises', icon: Search },
  { to: '/fitness/templates', key: 'templates', icon: LayoutList },
  { to: '/fitness/history', key: 'history', icon: History },
];

/** Your pinned life areas and the ones you track, each with its streak and whether today is checked in. */
function LifeAreasToday() {
  const { t } = useTranslation('lifeAreas');
  const pins = usePins();
  const progress = useProgress();
  const subcategories = useSubcategories();
  const categories = useCategories();
  const today = localDay();
  const slugs = [
    ...(pins.data ?? []).map((p) => p.slug),
    ...(progress.data ?? []).map((p) => p.subcategorySlug),
  ].filter((slug, index, all) => slug !== FITNESS_SUBCATEGORY_SLUG && all.indexOf(slug) === index);

  if (pins.isPending || progress.isPending || subcategories.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-hidden>
        <Skeleton className="h-20 rounded-[12px]" />
        <Skeleton className="h-20 rounded-[12px]" />
      </div>
    );
  }
  if (slugs.length === 0) {
    return (
      <EmptyState
        icon={Orbit}
        title={t('training.lifeEmptyTitle')}
        description={t('training.lifeEmptyDescription')}
        action={
          <Button asChild variant="secondary">
            <Link to="/planets">{t('training.exploreAreas')}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {slugs.map((slug) => {
        const sub = subcategories.data?.find((s) => s.slug === slug);
        if (!sub) return null;
        const color = lifeColor(categories.data?.find((c) => c.slug === sub.categorySlug)?.color);
        const mine = progress.data?.find((p) => p.subcategorySlug === slug);
        return (
          <li key={slug}>
            <Link
              to={subcategoryRoute(sub.categorySlug, slug)}
              className="flex min-h-20 items-center gap-3 rounded-[12px] border border-border bg-surface p-3 transition-colors hover:bg-raised"
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
              <span className="min-w-0">
                <span className="block truncate font-medium text-text">{sub.name}</span>
                <span className="block text-xs text-muted">
                  {!mine
                    ? t('training.setGoal')
                    : mine.lastCheckinDate === today
                      ? t('atlas.checkedInToday')
                      : t('training.checkInToday')}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Health + fitness-exercise: the training dashboard (workouts, readiness and history join it from their areas; the
 * page hands in the readiness card and the one-tap starts of the program's next workout and recent templates).
 */
export function TrainingDashboard({ readiness, startChoices }: { readiness: ReactNode; startChoices?: ReactNode }) {
  const { t } = useTranslation(['lifeAreas', 'routes']);
  const { data: me } = useMe();
  useDocumentTitle(t('routes:dashboard.title'));
  return (
    <div className="flex flex-col gap-8">
      <div>
        <PageHeader title={t('training.greeting', { name: me?.name ?? '' })} description={t('training.intro')} />
        <ul className="grid gap-3 sm:grid-cols-2">
          {ACTIONS.map((action) => {
            const Icon = action.icon;
            return (
              <li key={action.key}>
                <Link
                  to={action.to}
                  className={
                    action.primary
                      ? 'flex min-h-24 items-start gap-4 rounded-[12px] bg-accent p-5 text-accent-text transition hover:brightness-110'
                      : 'flex min-h-24 items-start gap-4 rounded-[12px] border border-border bg-surface p-5 transition hover:bg-raised'
                  }
                >
                  <Icon className="mt-0.5 size-6 shrink-0" strokeWidth={1.75} aria-hidden />
                  <span>
                    <span className="block font-semibold">{t(`training.${action.key}`)}</span>
                    <span
                      className={action.primary ? 'mt-1 block text-sm opacity-80' : 'mt-1 block text-sm text-muted'}
                    >
                      {t(`training.${action.key}Description`)}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        {startChoices ? <div className="mt-3">{startChoices}</div> : null}
      </div>
      {readiness}
      <section aria-labelledby="life-today" className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id="life-today" className="text-xl font-semibold">
            {t('training.lifeTitle')}
          </h2>
          <Link
            to="/user-dashboard"
            className="inline-flex min-h-11 items-center text-sm font-medium text-accent hover:underline"
          >
            {t('training.configure')}
          </Link>
        </div>
        <LifeAreasToday />
      </section>
    </div>
  );
}
