import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useLifeSubcategory } from '@/features/life-areas/admin/api/get-life-subcategory';
import { useLifeAreas } from '@/features/life-areas/admin/api/list-life-areas';
import { LifeAreaHeader } from '@/features/life-areas/admin/components/life-area-header';
import { LoadFailed } from '@/features/life-areas/admin/components/load-failed';
import { SubcategoryForm } from '@/features/life-areas/admin/components/subcategory-form';

/**
 * /admin/category/:categoryId/sub/:subcategoryId: a subcategory's names and descriptions per language, icon, order
 * and the bottom-nav items members see on its page.
 */
export function AdminSubcategoryPage() {
  const { t } = useTranslation(['adminLifeAreas', 'routes']);
  const { categoryId = '', subcategoryId = '' } = useParams();
  const subcategory = useLifeSubcategory(categoryId, subcategoryId);
  const areas = useLifeAreas();
  const data = subcategory.data;
  const failed = subcategory.isError ? subcategory : areas.isError ? areas : null;
  return (
    <>
      <LifeAreaHeader
        title={data?.name ?? t('routes:adminSubcategory.title')}
        description={t('routes:adminSubcategory.description')}
        icon={data?.icon}
        color={data?.categoryColor}
        actions={
          data ? (
            <BackLink to={`/admin/category/${data.categoryId}`}>{t('backTo', { name: data.categoryName })}</BackLink>
          ) : null
        }
      />
      {failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      ) : data && areas.data ? (
        <SubcategoryForm key={data.id} subcategory={data} categories={areas.data.categories} />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </>
  );
}
