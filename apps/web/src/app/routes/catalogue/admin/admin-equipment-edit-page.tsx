import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useReferences } from '@/features/catalogue/admin/api/list-references';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { EquipmentForm } from '@/features/catalogue/admin/components/equipment-form';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { useAppLanguage } from '@/lib/use-app-language';

/** /admin/equipment/:id/edit: names, bar type, load kind and the grips this equipment allows. */
export function AdminEquipmentEditPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const { id = '' } = useParams();
  const lang = useAppLanguage();
  const list = useReferences('equipment', lang);
  const item = list.data?.items.find((e) => e.id === id);
  return (
    <>
      <AdminPageHeader
        title={item ? item.name : t('routes:adminEquipmentEdit.title')}
        description={t('routes:adminEquipmentEdit.description')}
        actions={<BackLink to="/admin/equipment">{t('equipment.backToList')}</BackLink>}
      />
      {list.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isSuccess && !item ? <p className="text-muted">{t('equipment.notFound')}</p> : null}
      {item ? <EquipmentForm key={item.id} item={item} /> : null}
    </>
  );
}
