import type { AdminLifeCategory } from '@lifeorbit/contracts/admin-life-areas';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateLifeCategory } from '../api/update-life-category';
import { isLifeColor } from '../lib/color';
import { parseOrder, textsBody } from '../lib/drafts';
import { AreaForm, useAreaDraft, useAreaFormErrors } from './area-form';
import { ColorField } from './color-field';

/** A life category's names and descriptions per language, icon, colour and order. */
export function CategoryForm({ category }: { category: AdminLifeCategory }) {
  const { t } = useTranslation('adminLifeAreas');
  const id = useId();
  const save = useUpdateLifeCategory();
  const form = useAreaFormErrors();
  const { errors } = form;
  const draft = useAreaDraft(category, category.displayOrder === null ? '' : String(category.displayOrder));
  const { texts, icon } = draft;
  const [color, setColor] = useState(category.color);

  const submit = () => {
    const displayOrder = parseOrder(draft.order);
    const local: Record<string, string> = {};
    if (!texts.en.name.trim()) local['names.en'] = t('errors.englishName');
    if (!isLifeColor(color)) local.color = t('errors.color');
    if (displayOrder === 'invalid') local.displayOrder = t('errors.order');
    if (!form.isSendable(local) || displayOrder === 'invalid') return;
    const body = { ...textsBody(texts), icon, color: color.trim(), displayOrder };
    save.mutate({ id: category.id, body }, { onSuccess: form.onSaved, onError: form.onFailed });
  };

  const look = {
    title: t('look.title'),
    iconColor: isLifeColor(color) ? color : category.color,
    colorField: <ColorField id={`${id}-color`} value={color} error={errors.color} onChange={setColor} />,
    orderHint: t('look.categoryOrderHint', { order: category.effectiveOrder }),
  };

  return <AreaForm draft={draft} errors={errors} onSubmit={submit} isPending={save.isPending} look={look} />;
}
