import {
  CONFIGURE_SUBCATEGORY_SLUG,
  FITNESS_SUBCATEGORY_SLUG,
  resolveCategorySlug,
  resolveSubcategorySlug,
} from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ReadinessCard } from '@/features/readiness/components/readiness-card';
import { CategoryMap } from '@/features/life-areas/components/category-map';
import { ConfigureView } from '@/features/life-areas/components/configure-view';
import { TrackerView } from '@/features/life-areas/components/tracker-view';
import { TrainingDashboard } from '@/features/life-areas/components/training-dashboard';
import { usePrograms } from '@/features/programs/api/list-programs';
import { useTemplates } from '@/features/templates/api/list-templates';
import { useActiveWorkout } from '@/features/workouts/api/get-active-workout';
import { StartChoices } from '@/features/workouts/components/start-choices';
import { useAppLanguage } from '@/lib/use-app-language';

/**
 * The dashboard's Start a workout, one tap each: the program's next workout and the recent templates. The page's
 * glue of three areas (workouts draws what programs and templates read), read only when the dashboard is drawn.
 */
function DashboardStartChoices() {
  const lang = useAppLanguage();
  const active = useActiveWorkout();
  const programs = usePrograms();
  const templates = useTemplates(lang);
  // A running workout is continued from the start page, not started again.
  if (active.isPending || active.data?.workout) return null;
  return <StartChoices programs={programs.data?.programs} templates={templates.data?.templates} lang={lang} />;
}

/**
 * /dashboard?cat=&sub= (spec §2): no parameters or health + fitness-exercise is the training dashboard;
 * sub=configure is the configure view; another subcategory is its tracker; a category alone is its map. Unknown
 * values fall back per spec §3 (health; fitness-exercise for health, otherwise configure).
 */
export function DashboardPage() {
  const [params] = useSearchParams();
  const cat = params.get('cat');
  const sub = params.get('sub');
  const category = resolveCategorySlug(cat);
  if (cat && sub === null && category !== 'health') return <CategoryMap categorySlug={category} />;
  const subcategory = resolveSubcategorySlug(category, sub);
  if (subcategory === CONFIGURE_SUBCATEGORY_SLUG) return <UserDashboardPage />;
  if (subcategory === FITNESS_SUBCATEGORY_SLUG)
    return <TrainingDashboard readiness={<ReadinessCard />} startChoices={<DashboardStartChoices />} />;
  return <TrackerView key={subcategory} categorySlug={category} subcategorySlug={subcategory} />;
}

/** /user-dashboard (and /dashboard?sub=configure): the pinned subcategories, the areas' order, the shortcut bar. */
export function UserDashboardPage() {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('userDashboard.title'));
  return (
    <>
      <PageHeader title={t('userDashboard.title')} description={t('userDashboard.description')} />
      <ConfigureView />
    </>
  );
}
