import type { AdminReferenceItem, ReferenceInput, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAppLanguage } from '@/lib/use-app-language';
import { useCreateReference } from '../api/create-reference';
import { useUpdateReference } from '../api/update-reference';
import { EditSheet, useEditSheet } from './edit-sheet';
import { emptyNames, type NamesDraft } from './names-fields';
import { OrderField } from './order-field';

/** What the sheet edits: the fields every reference row has, plus the kind's extras. */
export interface ReferenceDraft {
  slug: string;
  displayOrder: string;
  names: NamesDraft;
  extra: Partial<Pick<ReferenceInput, 'bodyPartId' | 'loadKind' | 'barType' | 'gripIds'>>;
}

/** A kind's own fields in the sheet (the muscle's body part, the equipment's loading). */
export type RenderExtraFields = (
  extra: ReferenceDraft['extra'],
  setExtra: (extra: ReferenceDraft['extra']) => void,
  errors: Record<string, string>,
) => ReactNode;

function draftOf(
  item: AdminReferenceItem | null,
  initialExtra: (item: AdminReferenceItem | null) => ReferenceDraft['extra'],
) {
  return {
    slug: item?.slug ?? '',
    displayOrder: String(item?.displayOrder ?? 0),
    names: item ? { en: item.names.en ?? '', es: item.names.es ?? '', ro: item.names.ro ?? '' } : emptyNames(),
    extra: initialExtra(item),
  };
}

/** The side sheet that adds or edits one row. */
export function ReferenceSheet({
  kind,
  item,
  initialExtra,
  renderExtraFields,
  onClose,
}: {
  kind: ReferenceKind;
  item: AdminReferenceItem | null;
  initialExtra: (item: AdminReferenceItem | null) => ReferenceDraft['extra'];
  renderExtraFields?: RenderExtraFields;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const { draft, set, errors, check, failed, newId, sheet } = useEditSheet<ReferenceDraft>(
    () => draftOf(item, initialExtra),
    item !== null,
    onClose,
  );
  const create = useCreateReference();
  const update = useUpdateReference();

  const submit = () => {
    const local: Record<string, string> = {};
    const order = Number(draft.displayOrder);
    if (!Number.isInteger(order) || order < 0) local.displayOrder = t('errors.wholeNumber');
    if (!check(local)) return;
    const body: ReferenceInput = {
      slug: draft.slug,
      displayOrder: order,
      names: { en: draft.names.en.trim(), es: draft.names.es.trim() || null, ro: draft.names.ro.trim() || null },
      // An extra left blank is "not given": the server then says which ones the kind needs.
      ...Object.fromEntries(Object.entries(draft.extra).filter(([, value]) => value !== '')),
    };
    const onSuccess = () => {
      toast.success(item ? t('reference.saved') : t('reference.created'));
      onClose();
    };
    if (item) update.mutate({ kind, id: item.id, body }, { onSuccess, onError: failed });
    else create.mutate({ kind, body: { id: newId, ...body } }, { onSuccess, onError: failed });
  };

  return (
    <EditSheet
      sheet={sheet}
      title={
        item ? t('reference.editTitle', { name: item.names[lang] ?? item.names.en ?? item.slug }) : t(`newItem.${kind}`)
      }
      isPending={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <OrderField
        id={`${id}-order`}
        value={draft.displayOrder}
        error={errors.displayOrder}
        withHint
        onChange={(displayOrder) => set('displayOrder', displayOrder)}
      />
      {renderExtraFields?.(draft.extra, (extra) => set('extra', extra), errors)}
    </EditSheet>
  );
}
