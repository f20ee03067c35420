import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ExerciseBrowser } from '@/features/catalogue/components/exercise-browser';

/** Spec §2 /fitness/exercises: search across names and aliases, filters, a detail sheet, and your own exercises. */
export function ExercisesPage() {
  const { t, i18n } = useTranslation(['catalogue', 'routes', 'common']);
  const navigate = useNavigate();
  useDocumentTitle(t('routes:exercises.title'));
  const newExercise = () => navigate(`/fitness/exercises/${crypto.randomUUID()}/edit?new=1`);
  return (
    <>
      <PageHeader
        title={t('routes:exercises.title')}
        description={t('routes:exercises.description')}
        actions={<AddButton onClick={newExercise}>{t('newExercise')}</AddButton>}
      />
      <ExerciseBrowser lang={i18n.language} onNew={newExercise} />
    </>
  );
}
