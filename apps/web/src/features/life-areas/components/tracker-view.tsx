import { ArrowLeft, Pin, PinOff, Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LifeIcon, lifeColor } from '@/components/ui/life-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '../api/get-categories';
import { useGoals } from '../api/get-goals';
import { usePins } from '../api/get-pins';
import { useSubcategories } from '../api/get-subcategories';
import { useUpdatePins } from '../api/update-pins';
import { canAddPin } from '../lib/order';
import { GoalCard, GoalCardSkeleton } from './goal-card';
import { GoalFormDialog } from './goal-form-dialog';
import { useAppLanguage } from '@/lib/use-app-language';

/** A life-area subcategory's tracker: the member's goals there, each with check-ins, a streak and a trend. */
export function TrackerView({ categorySlug, subcategorySlug }: { categorySlug: string; subcategorySlug: string }) {
  const { t } = useTranslation(['lifeAreas', 'common']);
  const lang = useAppLanguage();
  const categories = useCategories();
  const subcategories = useSubcategories();
  const goals = useGoals(subcategorySlug);
  const pins = usePins();
  const updatePins = useUpdatePins();
  const [newGoalOpen, setNewGoalOpen] = useState(false);

  const category = categories.data?.find((c) => c.slug === categorySlug);
  const subcategory = subcategories.data?.find((s) => s.slug === subcategorySlug);
  const color = lifeColor(category?.color);
  const name = subcategory?.name ?? '';
  useDocumentTitle(name);

  const pinnedSlugs = (pins.data ?? []).map((p) => p.slug);
  const isPinned = pinnedSlugs.includes(subcategorySlug);
  const canPin = isPinned || canAddPin(pinnedSlugs, subcategorySlug);
  const togglePin = () => {
    const next = isPinned ? pinnedSlugs.filter((s) => s !== subcategorySlug) : [...pinnedSlugs, subcategorySlug];
    updatePins.mutate(next, {
      onSuccess: () => toast.success(isPinned ? t('tracker.unpinned', { name }) : t('tracker.pinned', { name })),
      onError: (err) => toast.error(t('configure.saveFailed'), { description: err.message }),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to={`/atlas/${categorySlug}`}
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-[8px] px-2 text-sm text-muted hover:text-text"
        >
          <ArrowLeft className="size-4" strokeWidth={1.75} aria-hidden />
          {category?.name ?? t('atlas.title')}
        </Link>
        <header className="mt-2 flex flex-wrap items-start justify-between gap-4">
          <div className="flex min-w-0 items-start gap-3">
            <span
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-[12px]"
              style={{ background: lifeColor(category?.color, 0.16), color }}
              aria-hidden
            >
              <LifeIcon name={subcategory?.icon} className="size-6" />
            </span>
            <div className="min-w-0">
              {subcategory ? (
                <h1 className="text-2xl font-semibold tracking-tight text-text md:text-[32px] md:leading-tight">
                  {name}
                </h1>
              ) : (
                <Skeleton className="h-8 w-56" />
              )}
              <p className="mt-1 max-w-2xl text-sm text-muted md:text-base">{subcategory?.description}</p>
            </div>
          </div>
          <div className="flex w-full gap-2 sm:w-auto">
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              aria-pressed={isPinned}
              disabled={!canPin || pins.isPending || updatePins.isPending}
              title={canPin ? undefined : t('configure.limitReached')}
              onClick={togglePin}
            >
              {isPinned ? <PinOff aria-hidden strokeWidth={1.75} /> : <Pin aria-hidden strokeWidth={1.75} />}
              {isPinned ? t('tracker.unpin') : t('tracker.pin')}
            </Button>
            {goals.data && goals.data.length > 0 ? (
              <Button className="flex-1 sm:flex-none" onClick={() => setNewGoalOpen(true)}>
                <Plus aria-hidden strokeWidth={1.75} />
                {t('tracker.newGoal')}
              </Button>
            ) : null}
          </div>
        </header>
      </div>

      {goals.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <GoalCardSkeleton />
          <GoalCardSkeleton />
        </div>
      ) : goals.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-[12px] border border-border bg-surface p-5"
        >
          <p className="font-semibold">{t('tracker.loadFailed')}</p>
          <p className="text-sm text-muted">{t('common:errors.network')}</p>
          <Button variant="secondary" onClick={() => void goals.refetch()}>
            {t('common:retry')}
          </Button>
        </div>
      ) : goals.data.length === 0 ? (
        <EmptyState
          icon={Target}
          title={t('tracker.emptyTitle', { name: name || t('tracker.thisArea') })}
          description={t('tracker.emptyDescription')}
          action={
            <Button onClick={() => setNewGoalOpen(true)}>
              <Plus aria-hidden strokeWidth={1.75} />
              {t('tracker.firstGoal')}
            </Button>
          }
        />
      ) : (
        <section aria-label={t('tracker.goals')} className="grid items-start gap-4 md:grid-cols-2">
          {goals.data.map((goal) => (
            <GoalCard key={goal.id} goal={goal} color={color} subcategoryName={name} lang={lang} />
          ))}
        </section>
      )}

      <GoalFormDialog
        open={newGoalOpen}
        onOpenChange={setNewGoalOpen}
        subcategorySlug={subcategorySlug}
        subcategoryName={name}
      />
    </div>
  );
}
