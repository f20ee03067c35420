import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { AdminExerciseList } from '@/features/catalogue/admin/components/admin-exercise-list';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';

/** /admin/exercises: the catalogue, searched by name, alias or slug, filtered, paged; the query string keeps it. */
export function AdminExercisesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminExercises.title')}
        description={t('pages.exercises')}
        actions={<AddButton to="/admin/exercises/add">{t('exercises.add')}</AddButton>}
      />
      <AdminExerciseList caption={t('routes:adminExercises.title')} />
    </>
  );
}
