import type { AdminLifeCategory, AdminLifeSubcategory } from '@lifeorbit/contracts/admin-life-areas';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLifeSubcategory } from '@/features/life-areas/admin/api/get-life-subcategory';
import { useLifeAreas } from '@/features/life-areas/admin/api/list-life-areas';
import { useUpdateLifeSubcategory } from '@/features/life-areas/admin/api/update-life-subcategory';
import { AreaForm, OrderField, useAreaFormErrors } from '@/features/life-areas/admin/components/area-form';
import { IconField } from '@/features/life-areas/admin/components/icon-field';
import { LifeAreaHeader } from '@/features/life-areas/admin/components/life-area-header';
import { LoadFailed } from '@/features/life-areas/admin/components/load-failed';
import { NavItemsEditor } from '@/features/life-areas/admin/components/nav-items-editor';
import {
  navItemDraftOf,
  navItemsBody,
  needsSlug,
  parseOrder,
  textsBody,
  textsDraftOf,
} from '@/features/life-areas/admin/lib/drafts';

function SubcategoryForm({
  subcategory,
  categories,
}: {
  subcategory: AdminLifeSubcategory;
  categories: AdminLifeCategory[];
}) {
  const { t } = useTranslation('adminLifeAreas');
  const id = useId();
  const save = useUpdateLifeSubcategory();
  const form = useAreaFormErrors();
  const { errors } = form;
  const [texts, setTexts] = useState(() => textsDraftOf(subcategory.names, subcategory.descriptions));
  const [icon, setIcon] = useState(subcategory.icon);
  const [order, setOrder] = useState(String(subcategory.displayOrder));
  const [navItems, setNavItems] = useState(() => subcategory.navItems.map(navItemDraftOf));

  const submit = () => {
    const displayOrder = parseOrder(order);
    const local: Record<string, string> = {};
    if (!texts.en.name.trim()) local['names.en'] = t('errors.englishName');
    if (displayOrder === null || displayOrder === 'invalid') local.displayOrder = t('errors.order');
    navItems.forEach((item, index) => {
      if (!item.names.en.trim()) local[`navItems.${index}.names.en`] = t('errors.englishName');
      if (needsSlug(item.target) && !item.slug) {
        local[`navItems.${index}.slug`] =
          item.target === 'category_dashboard' ? t('errors.chooseCategory') : t('errors.chooseSubcategory');
      }
    });
    if (!form.isSendable(local) || displayOrder === null || displayOrder === 'invalid') return;
    const body = { ...textsBody(texts), icon, displayOrder, navItems: navItemsBody(navItems) };
    save.mutate(
      { categoryId: subcategory.categoryId, subcategoryId: subcategory.id, body },
      { onSuccess: form.onSaved, onError: form.onFailed },
    );
  };

  return (
    <AreaForm
      texts={texts}
      onTextsChange={setTexts}
      errors={errors}
      onSubmit={submit}
      isPending={save.isPending}
      sideTitle={t('look.subcategoryTitle')}
      side={
        <>
          <IconField
            id={`${id}-icon`}
            label={t('look.icon')}
            hint={t('look.iconHint')}
            value={icon}
            color={subcategory.categoryColor}
            error={errors.icon}
            onChange={setIcon}
          />
          <OrderField
            id={`${id}-order`}
            value={order}
            error={errors.displayOrder}
            hint={t('look.subcategoryOrderHint')}
            onChange={setOrder}
          />
        </>
      }
    >
      <Card>
        <CardTitle>{t('nav.title')}</CardTitle>
        <CardDescription>{t('nav.hint')}</CardDescription>
        <div className="mt-3">
          <NavItemsEditor
            idPrefix={`${id}-nav`}
            items={navItems}
            categories={categories}
            color={subcategory.categoryColor}
            errors={errors}
            onChange={setNavItems}
          />
        </div>
      </Card>
    </AreaForm>
  );
}

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
            <Button asChild variant="secondary">
              <Link to={`/admin/category/${data.categoryId}`}>
                <ArrowLeft aria-hidden strokeWidth={1.75} />
                {t('backTo', { name: data.categoryName })}
              </Link>
            </Button>
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
