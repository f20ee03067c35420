import { useTranslation } from 'react-i18next';
import { AdminList } from '@/components/ui/admin-list';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLifeAreas } from '../api/list-life-areas';
import { AreaIcon } from './area-icon';
import { LoadFailed } from './load-failed';
import { SubcategoryList } from './subcategory-list';

/** The six life categories in the order members see them, each a card with its subcategories. */
export function CategoryList() {
  const { t } = useTranslation('adminLifeAreas');
  const areas = useLifeAreas();
  return (
    <AdminList
      error={areas.isError ? <LoadFailed error={areas.error} onRetry={() => void areas.refetch()} /> : null}
      items={areas.data?.categories ?? []}
      isLoading={areas.isPending}
      loading={
        <div className="grid gap-4 xl:grid-cols-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      }
      listClassName="grid gap-4 xl:grid-cols-2"
      itemClassName="min-w-0"
      actions={{
        edit: {
          label: (category) => t('list.editCategory', { name: category.name }),
          text: t('list.edit'),
          withIcon: true,
          href: (category) => `/admin/category/${category.id}`,
        },
      }}
      renderItem={(category, actions) => (
        <Card className="flex min-w-0 flex-col gap-3 p-3 md:p-4">
          <div className="flex flex-wrap items-center gap-3">
            <AreaIcon icon={category.icon} color={category.color} className="size-10 rounded-[10px]" />
            <div className="min-w-0 flex-1">
              <h2 className="truncate font-semibold">{category.name}</h2>
              <p className="text-xs text-muted tabular-nums">
                {t('list.orderAndSlug', { order: category.effectiveOrder, slug: category.slug })}
              </p>
            </div>
            {actions}
          </div>
          <SubcategoryList category={category} />
        </Card>
      )}
    />
  );
}
