import type { AdminLifeCategory, AdminLifeSubcategory } from '@lifeorbit/contracts/admin-life-areas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { useUpdateLifeSubcategory } from '../api/update-life-subcategory';
import { navItemDraftOf, navItemsBody, needsSlug, parseOrder, textsBody } from '../lib/drafts';
import { AreaForm, useAreaDraft, useAreaFormErrors } from './area-form';
import { NavItemsEditor } from './nav-items-editor';

/** A subcategory's names and descriptions per language, icon, order, and the bottom-nav items of its page. */
export function SubcategoryForm({
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
  const draft = useAreaDraft(subcategory, String(subcategory.displayOrder));
  const { texts, icon } = draft;
  const [navItems, setNavItems] = useState(() => subcategory.navItems.map(navItemDraftOf));

  const submit = () => {
    const displayOrder = parseOrder(draft.order);
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

  const look = {
    title: t('look.subcategoryTitle'),
    iconColor: subcategory.categoryColor,
    orderHint: t('look.subcategoryOrderHint'),
  };

  return (
    <AreaForm draft={draft} errors={errors} onSubmit={submit} isPending={save.isPending} look={look}>
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
