import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';

/** /admin/others/equipment: equipment no exercise uses, to tidy up (a row in use is refused with 409). */
export function AdminOthersEquipmentPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminOthersEquipment.title')} description={t('pages.othersEquipment')} />
      <ReferenceList
        kind="equipment"
        unusedOnly
        allowCreate={false}
        editHref={(item) => `/admin/equipment/${item.id}/edit`}
        emptyText={t('others.emptyEquipment')}
      />
    </>
  );
}

/** /admin/others/grips: grips no exercise uses by default. */
export function AdminOthersGripsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminOthersGrips.title')} description={t('pages.othersGrips')} />
      <ReferenceList kind="grips" unusedOnly allowCreate={false} emptyText={t('others.emptyGrips')} />
    </>
  );
}
