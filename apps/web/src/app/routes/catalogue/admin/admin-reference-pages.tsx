import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { MuscleList } from '@/features/catalogue/admin/components/muscle-list';
import { TitledReferenceList } from '@/features/catalogue/admin/components/titled-reference-list';

/** /admin/setup/grips */
export function AdminGripsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return <TitledReferenceList kind="grips" title={t('routes:adminGrips.title')} description={t('pages.grips')} />;
}

/** /admin/setup/movement-patterns */
export function AdminMovementPatternsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const title = t('routes:adminMovementPatterns.title');
  return <TitledReferenceList kind="movement-patterns" title={title} description={t('pages.movementPatterns')} />;
}

/** /admin/muscles: muscles with the body part each belongs to, filtered by body part. */
export function AdminMusclesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminMuscles.title')} description={t('pages.muscles')} />
      <MuscleList />
    </>
  );
}
