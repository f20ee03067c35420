import type { AdminLifeCategory } from '@lifeorbit/contracts/admin-life-areas';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useLifeCategory } from '@/features/life-areas/admin/api/get-life-category';
import { useUpdateLifeCategory } from '@/features/life-areas/admin/api/update-life-category';
import { AreaForm, OrderField, useAreaFormErrors } from '@/features/life-areas/admin/components/area-form';
import { ColorField } from '@/features/life-areas/admin/components/color-field';
import { IconField } from '@/features/life-areas/admin/components/icon-field';
import { LifeAreaHeader } from '@/features/life-areas/admin/components/life-area-header';
import { LoadFailed } from '@/features/life-areas/admin/components/load-failed';
import { SubcategoryList } from '@/features/life-areas/admin/components/subcategory-list';
import { isLifeColor } from '@/features/life-areas/admin/lib/color';
import { parseOrder, textsBody, textsDraftOf } from '@/features/life-areas/admin/lib/drafts';

function CategoryForm({ category }: { category: AdminLifeCategory }) {
  const { t } = useTranslation('adminLifeAreas');
  const id = useId();
  const save = useUpdateLifeCategory();
  const form = useAreaFormErrors();
  const { errors } = form;
  const [texts, setTexts] = useState(() => textsDraftOf(category.names, category.descriptions));
  const [icon, setIcon] = useState(category.icon);
  const [color, setColor] = useState(category.color);
  const [order, setOrder] = useState(category.displayOrder === null ? '' : String(category.displayOrder));

  const submit = () => {
    const displayOrder = parseOrder(order);
    const local: Record<string, string> = {};
    if (!texts.en.name.trim()) local['names.en'] = t('errors.englishName');
    if (!isLifeColor(color)) local.color = t('errors.color');
    if (displayOrder === 'invalid') local.displayOrder = t('errors.order');
    if (!form.isSendable(local) || displayOrder === 'invalid') return;
    const body = { ...textsBody(texts), icon, color: color.trim(), displayOrder };
    save.mutate({ id: category.id, body }, { onSuccess: form.onSaved, onError: form.onFailed });
  };

  return (
    <AreaForm
      texts={texts}
      onTextsChange={setTexts}
      errors={errors}
      onSubmit={submit}
      isPending={save.isPending}
      sideTitle={t('look.title')}
      side={
        <>
          <IconField
            id={`${id}-icon`}
            label={t('look.icon')}
            hint={t('look.iconHint')}
            value={icon}
            color={isLifeColor(color) ? color : category.color}
            error={errors.icon}
            onChange={setIcon}
          />
          <ColorField id={`${id}-color`} value={color} error={errors.color} onChange={setColor} />
          <OrderField
            id={`${id}-order`}
            value={order}
            error={errors.displayOrder}
            hint={t('look.categoryOrderHint', { order: category.effectiveOrder })}
            onChange={setOrder}
          />
        </>
      }
    />
  );
}

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
        actions={
          <Button asChild variant="secondary">
            <Link to="/admin/category">
              <ArrowLeft aria-hidden strokeWidth={1.75} />
              {t('allLifeAreas')}
            </Link>
          </Button>
        }
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
