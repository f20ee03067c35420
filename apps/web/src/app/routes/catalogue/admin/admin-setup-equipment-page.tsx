import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { EquipmentByLoadKind } from '@/features/catalogue/admin/components/equipment-by-load-kind';

/** /admin/setup/equipment: the equipment kinds at a glance, grouped by how they load. */
export function AdminSetupEquipmentPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminSetupEquipment.title')} description={t('pages.setupEquipment')} />
      <EquipmentByLoadKind />
    </>
  );
}
