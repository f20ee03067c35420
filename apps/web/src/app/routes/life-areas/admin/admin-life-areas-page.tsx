import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLifeAreas } from '@/features/life-areas/admin/api/list-life-areas';
import { LifeAreaHeader } from '@/features/life-areas/admin/components/life-area-header';
import { LoadFailed } from '@/features/life-areas/admin/components/load-failed';
import { SubcategoryList } from '@/features/life-areas/admin/components/subcategory-list';
import { AreaIcon } from '@/features/life-areas/admin/components/area-icon';

/** /admin/category: the six life categories in the order members see them, each with its subcategories. */
export function AdminLifeAreasPage() {
  const { t } = useTranslation(['adminLifeAreas', 'routes']);
  const areas = useLifeAreas();
  return (
    <>
      <LifeAreaHeader title={t('routes:adminLifeAreas.title')} description={t('routes:adminLifeAreas.description')} />
      {areas.isPending ? (
        <div className="grid gap-4 xl:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : null}
      {areas.isError ? <LoadFailed error={areas.error} onRetry={() => void areas.refetch()} /> : null}
      {areas.data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          {areas.data.categories.map((category) => (
            <Card key={category.id} className="flex min-w-0 flex-col gap-3 p-3 md:p-4">
              <div className="flex flex-wrap items-center gap-3">
                <AreaIcon icon={category.icon} color={category.color} className="size-10 rounded-[10px]" />
                <div className="min-w-0 flex-1">
                  <h2 className="truncate font-semibold">{category.name}</h2>
                  <p className="text-xs text-muted tabular-nums">
                    {t('list.orderAndSlug', { order: category.effectiveOrder, slug: category.slug })}
                  </p>
                </div>
                <Button asChild variant="secondary" size="sm">
                  <Link
                    to={`/admin/category/${category.id}`}
                    aria-label={t('list.editCategory', { name: category.name })}
                  >
                    <Pencil aria-hidden strokeWidth={1.75} />
                    {t('list.edit')}
                  </Link>
                </Button>
              </div>
              <SubcategoryList category={category} />
            </Card>
          ))}
        </div>
      ) : null}
    </>
  );
}
