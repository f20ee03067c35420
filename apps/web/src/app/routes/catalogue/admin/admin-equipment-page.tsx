import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { EquipmentList } from '@/features/catalogue/admin/components/equipment-list';

/** /admin/equipment: every kind of equipment, how it loads; edit one on its own page. */
export function AdminEquipmentPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminEquipment.title')} description={t('pages.equipment')} />
      <EquipmentList />
    </>
  );
}
