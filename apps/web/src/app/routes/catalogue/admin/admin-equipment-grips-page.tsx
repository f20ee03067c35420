import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useEquipmentGrips } from '@/features/catalogue/admin/api/get-equipment-grips';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { EquipmentGripMatrix } from '@/features/catalogue/admin/components/equipment-grip-matrix';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { useAppLanguage } from '@/lib/use-app-language';

/** /admin/setup/equipment-grip-compatibility: which grips each equipment allows, as a matrix of checkboxes. */
export function AdminEquipmentGripsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const lang = useAppLanguage();
  const matrix = useEquipmentGrips(lang);
  return (
    <>
      <AdminPageHeader title={t('routes:adminEquipmentGrips.title')} description={t('pages.equipmentGrips')} />
      {matrix.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {matrix.isError ? <LoadError error={matrix.error} onRetry={() => void matrix.refetch()} /> : null}
      {matrix.data ? <EquipmentGripMatrix key={matrix.dataUpdatedAt} data={matrix.data} /> : null}
    </>
  );
}
