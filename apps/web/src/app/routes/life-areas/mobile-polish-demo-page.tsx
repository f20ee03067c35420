import type { LifeGoal } from '@lifeorbit/contracts';
import type { SUBCATEGORY_SLUGS } from '@lifeorbit/domain';
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { addDays, localDay } from '@/lib/local-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { GoalCard, GoalCardSkeleton } from '@/features/life-areas/components/goal-card';
import { LifePlanetsHub, type HubCategory } from '@/features/life-areas/components/life-planets-hub';
import { StreakRing } from '@/features/life-areas/components/streak-ring';
import { ThemeGallery } from '@/features/life-areas/components/theme-gallery';
import { TrendChart } from '@/features/life-areas/components/trend-chart';
import { useAppLanguage } from '@/lib/use-app-language';

const DEMO_CATEGORIES: { slug: keyof typeof SUBCATEGORY_SLUGS; icon: string; color: string }[] = [
  { slug: 'health', icon: 'heart-pulse', color: '152 65% 45%' },
  { slug: 'wealth', icon: 'coins', color: '45 90% 55%' },
  { slug: 'relationships', icon: 'hand-heart', color: '340 75% 62%' },
  { slug: 'mind', icon: 'brain', color: '262 70% 66%' },
  { slug: 'purpose', icon: 'compass', color: '200 90% 55%' },
  { slug: 'lifestyle', icon: 'leaf', color: '24 90% 58%' },
];

function sampleGoal(name: string, today: string): LifeGoal {
  const values = [120, 135, 150, 150, 180, 210, 240];
  const checkins = values.map((value, index) => {
    const date = addDays(today, index - values.length + 1);
    return { id: `demo-${index}`, goalId: 'demo', date, value, rating: null, note: null, createdAt: '', updatedAt: '' };
  });
  return {
    id: 'demo',
    subcategorySlug: 'saving-investing',
    subcategoryId: 'demo',
    categorySlug: 'wealth',
    name,
    measure: 'value',
    target: 300,
    unit: 'EUR',
    dueDate: addDays(today, 60),
    createdAt: '',
    streak: values.length,
    lastCheckinDate: today,
    checkins,
  };
}

/** /mobile-polish-demo (public): the app's components at phone size, in every state, dark and light. */
export function MobilePolishDemoPage() {
  const { t } = useTranslation(['lifeAreas', 'landing', 'routes', 'common']);
  const lang = useAppLanguage();
  const today = localDay();
  useDocumentTitle(t('routes:mobilePolishDemo.title'));
  const categories: HubCategory[] = DEMO_CATEGORIES.map((c) => ({ ...c, name: t(`landing:areas.${c.slug}.name`) }));
  const goal = sampleGoal(t('demo.sampleGoal'), today);

  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={t('routes:mobilePolishDemo.title')} description={t('routes:mobilePolishDemo.description')} />

      <ThemeGallery title={t('demo.buttons')}>
        {() => (
          <div className="flex flex-col gap-2">
            <Button>{t('demo.primary')}</Button>
            <Button variant="secondary">{t('demo.secondary')}</Button>
            <Button variant="ghost">{t('demo.ghost')}</Button>
            <Button variant="destructive">{t('demo.destructive')}</Button>
            <Button disabled>{t('demo.disabled')}</Button>
            <Button disabled>
              <Spinner label={t('common:saving')} className="[&_svg]:size-5" />
              {t('common:saving')}
            </Button>
          </div>
        )}
      </ThemeGallery>

      <ThemeGallery title={t('demo.fields')}>
        {(theme) => (
          <div className="flex flex-col gap-4">
            <Field id={`demo-empty-${theme}`} label={t('goalForm.name')} hint={t('goalForm.nameHint')}>
              <Input id={`demo-empty-${theme}`} placeholder={t('demo.placeholder')} />
            </Field>
            <Field id={`demo-filled-${theme}`} label={t('goalForm.target')}>
              <Input id={`demo-filled-${theme}`} defaultValue="82,5" inputMode="decimal" className="tabular-nums" />
            </Field>
            <Field id={`demo-error-${theme}`} label={t('goalForm.unit')} error={t('goalForm.errors.unitRequired')}>
              <Input id={`demo-error-${theme}`} aria-invalid aria-describedby={`demo-error-${theme}-error`} />
            </Field>
          </div>
        )}
      </ThemeGallery>

      <ThemeGallery title={t('demo.hub')}>
        {() => (
          <LifePlanetsHub
            categories={categories}
            subcategories={[]}
            chips={[
              { slug: 'fitness-exercise', name: t('landing:areas.health.name'), color: '152 65% 45%' },
              { slug: 'wealth-building', name: t('landing:areas.wealth.name'), color: '45 90% 55%' },
            ]}
            subcategoryHref={() => '/mobile-polish-demo'}
            configureHref="/mobile-polish-demo"
          />
        )}
      </ThemeGallery>

      <ThemeGallery title={t('demo.hubLoading')}>
        {() => <LifePlanetsHub isLoading categories={[]} subcategories={[]} chips={[]} />}
      </ThemeGallery>

      <ThemeGallery title={t('demo.goal')}>
        {() => <GoalCard goal={goal} color="hsl(45 90% 55%)" subcategoryName={t('demo.sampleArea')} lang={lang} />}
      </ThemeGallery>

      <ThemeGallery title={t('demo.states')}>
        {() => (
          <div className="flex flex-col gap-4">
            <p className="text-sm font-medium text-muted">{t('demo.loading')}</p>
            <GoalCardSkeleton />
            <p className="text-sm font-medium text-muted">{t('demo.empty')}</p>
            <EmptyState
              icon={Target}
              title={t('tracker.emptyTitle', { name: t('demo.sampleArea') })}
              description={t('tracker.emptyDescription')}
              action={<Button>{t('tracker.firstGoal')}</Button>}
            />
            <p className="text-sm font-medium text-muted">{t('demo.error')}</p>
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-[12px] border border-border bg-surface p-4"
            >
              <p className="font-semibold">{t('tracker.loadFailed')}</p>
              <p className="text-sm text-muted">{t('common:errors.network')}</p>
              <Button variant="secondary">{t('common:retry')}</Button>
            </div>
          </div>
        )}
      </ThemeGallery>

      <ThemeGallery title={t('demo.streaks')}>
        {() => (
          <div className="flex flex-col gap-4">
            <div className="flex items-center justify-between">
              {[0, 3, 7, 12].map((days) => (
                <StreakRing key={days} days={days} color="hsl(340 75% 62%)" />
              ))}
            </div>
            <TrendChart points={[]} title={t('demo.sampleGoal')} lang={lang} />
            <TrendChart
              points={[1, 2, 2, 3, 4, 3, 5].map((value, index) => ({ date: addDays(today, index - 6), value }))}
              target={4}
              isRating
              color="hsl(262 70% 66%)"
              title={t('demo.sampleRating')}
              lang={lang}
            />
          </div>
        )}
      </ThemeGallery>

      <ThemeGallery title={t('demo.carousel')}>
        {() => (
          <div className="flex gap-3 overflow-hidden">
            <Skeleton className="aspect-[9/16] w-[44%] shrink-0 rounded-[12px]" />
            <img
              src="/carousel/streak-ring.svg"
              alt={t('demo.slideAlt')}
              className="aspect-[9/16] w-[44%] shrink-0 rounded-[12px] border border-border"
            />
          </div>
        )}
      </ThemeGallery>
    </div>
  );
}
