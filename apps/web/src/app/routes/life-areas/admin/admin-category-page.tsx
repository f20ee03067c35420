import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useLifeCategory } from '@/features/life-areas/admin/api/get-life-category';
import { CategoryForm } from '@/features/life-areas/admin/components/category-form';
import { LifeAreaHeader } from '@/features/life-areas/admin/components/life-area-header';
import { LoadFailed } from '@/features/life-areas/admin/components/load-failed';
import { SubcategoryList } from '@/features/life-areas/admin/components/subcategory-list';

/** /admin/category/:categoryId: a life category's names and descriptions per language, icon, colour and order. */
export function AdminCategoryPage() {
  const { t } = useTranslation(['adminLifeAreas', 'routes']);
  const { categoryId = '' } = useParams();
  const category = useLifeCategory(categoryId);
  const data = category.data;
  return (
    <>
      <LifeAreaHeader
        title={data?.name ?? t('routes:adminCategory.title')}
        description={t('routes:adminCategory.description')}
        icon={data?.icon}
        color={data?.color}
        actions={<BackLink to="/admin/category">{t('allLifeAreas')}</BackLink>}
      />
      {category.isPending ? <Skeleton className="h-96 w-full" /> : null}
      {category.isError ? <LoadFailed error={category.error} onRetry={() => void category.refetch()} /> : null}
      {data ? (
        <div className="flex flex-col gap-6">
          <CategoryForm key={data.id} category={data} />
          <section className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{t('subcategories')}</h2>
            <SubcategoryList category={data} />
          </section>
        </div>
      ) : null}
    </>
  );
}
