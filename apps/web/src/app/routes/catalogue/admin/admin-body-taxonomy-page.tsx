import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { MusclesByBodyPart } from '@/features/catalogue/admin/components/muscles-by-body-part';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';

/** /admin/setup/body-taxonomy: body parts, and the muscles in each. */
export function AdminBodyTaxonomyPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminBodyTaxonomy.title')} description={t('pages.bodyTaxonomy')} />
      <h2 className="mb-2 text-lg font-semibold">{t('kinds.body-parts')}</h2>
      <ReferenceList kind="body-parts" />
      <h2 className="mt-8 mb-1 text-lg font-semibold">{t('bodyTaxonomy.musclesByPart')}</h2>
      <p className="mb-3 text-sm text-muted">
        {t('bodyTaxonomy.editMuscles')}{' '}
        <Link to="/admin/muscles" className="text-accent underline underline-offset-2">
          {t('routes:adminMuscles.title')}
        </Link>
      </p>
      <MusclesByBodyPart />
    </>
  );
}
