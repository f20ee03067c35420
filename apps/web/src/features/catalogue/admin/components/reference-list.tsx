import type { LanguageCode } from '@lifeorbit/contracts';
import type { AdminReferenceItem, ReferenceInput, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { DataTable } from '@/components/ui/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Sheet } from '@/components/ui/sheet';
import { useCreateReference } from '../api/create-reference';
import { useDeleteReference } from '../api/delete-reference';
import { useReferences } from '../api/list-references';
import { useUpdateReference } from '../api/update-reference';
import { errorFor, fieldErrorsOf } from '@/lib/field-errors';
import { CATALOGUE_DETAIL_WORDS, errorMessage } from '../lib/errors';
import { slugify, SLUG_PATTERN } from '../lib/numbers';
import { LanguageChips } from './language-chips';
import { LoadError } from './load-error';
import { emptyNames, NamesFields, type NamesDraft } from './names-fields';
import { useAppLanguage } from '@/lib/use-app-language';

/** What the sheet edits: the fields every reference row has, plus the kind's extras. */
export interface ReferenceDraft {
  slug: string;
  displayOrder: string;
  names: NamesDraft;
  extra: Partial<Pick<ReferenceInput, 'bodyPartId' | 'loadKind' | 'barType' | 'gripIds'>>;
}

export interface ExtraColumn {
  header: string;
  cell: (item: AdminReferenceItem) => ReactNode;
}

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

/**
 * One list/edit component for every reference kind (body parts, muscles, equipment, grips, movement patterns,
 * tags): slug, names in three languages, display order, how many exercises use each row; add and edit in a side
 * sheet, delete (refused by the server while exercises use the row). Kinds with more fields pass them in.
 */
export function ReferenceList({
  kind,
  unusedOnly = false,
  extraColumns = [],
  renderExtraFields,
  initialExtra = () => ({}),
  editHref,
  filter,
  allowCreate = true,
  emptyText,
}: {
  kind: ReferenceKind;
  unusedOnly?: boolean;
  extraColumns?: ExtraColumn[];
  renderExtraFields?: (
    extra: ReferenceDraft['extra'],
    setExtra: (extra: ReferenceDraft['extra']) => void,
    errors: Record<string, string>,
  ) => ReactNode;
  initialExtra?: (item: AdminReferenceItem | null) => ReferenceDraft['extra'];
  editHref?: (item: AdminReferenceItem) => string;
  filter?: (item: AdminReferenceItem) => boolean;
  allowCreate?: boolean;
  emptyText?: string;
}) {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const list = useReferences(kind, lang, unusedOnly);
  const remove = useDeleteReference();
  const [editing, setEditing] = useState<{ item: AdminReferenceItem | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminReferenceItem | null>(null);
  const items = (list.data?.items ?? []).filter((item) => (filter ? filter(item) : true));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { kind, id: deleting.id },
      {
        onSuccess: () => toast.success(t('reference.deleted', { name: deleting.name })),
        onError: (error) => toast.error(errorMessage(error, t)),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <>
      {allowCreate ? (
        <div className="mb-3 flex justify-end">
          <Button onClick={() => setEditing({ item: null })}>
            <Plus aria-hidden strokeWidth={1.75} />
            {t(`newItem.${kind}`)}
          </Button>
        </div>
      ) : null}
      {list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
      <DataTable
        caption={t(`kinds.${kind}`)}
        columns={[
          t('common.name'),
          t('common.slug'),
          t('common.languages'),
          ...extraColumns.map((c) => c.header),
          t('common.order'),
          t('common.usedBy'),
          t('common.actions'),
        ]}
        isLoading={list.isPending}
        isEmpty={list.isSuccess && items.length === 0}
        emptyText={emptyText ?? t('reference.empty')}
      >
        {items.map((item) => (
          <tr key={item.id} className="hover:bg-raised/60">
            <td className="px-3 py-2 font-medium">{item.name}</td>
            <td className="px-3 py-2 font-mono text-xs text-muted">{item.slug}</td>
            <td className="px-3 py-2">
              <LanguageChips names={item.names} />
            </td>
            {extraColumns.map((column) => (
              <td key={column.header} className="px-3 py-2">
                {column.cell(item)}
              </td>
            ))}
            <td className="px-3 py-2 tabular-nums">{item.displayOrder}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">
              {t('common.exerciseCount', { count: item.exerciseCount })}
            </td>
            <td className="px-3 py-1">
              <div className="flex gap-1">
                {editHref ? (
                  <Button
                    asChild
                    variant="ghost"
                    size="icon"
                    aria-label={t('reference.editNamed', { name: item.name })}
                  >
                    <Link to={editHref(item)}>
                      <Pencil aria-hidden strokeWidth={1.75} />
                    </Link>
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('reference.editNamed', { name: item.name })}
                    onClick={() => setEditing({ item })}
                  >
                    <Pencil aria-hidden strokeWidth={1.75} />
                  </Button>
                )}
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('reference.deleteNamed', { name: item.name })}
                  title={item.exerciseCount > 0 ? t('reference.inUseHint') : undefined}
                  disabled={item.exerciseCount > 0 || (item.muscleCount ?? 0) > 0}
                  onClick={() => setDeleting(item)}
                >
                  <Trash2 aria-hidden strokeWidth={1.75} />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </DataTable>
      {editing ? (
        <ReferenceSheet
          kind={kind}
          item={editing.item}
          initialExtra={initialExtra}
          renderExtraFields={renderExtraFields}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('common.confirmDelete', { name: deleting?.name ?? '' })}
        description={t('common.confirmDeleteDescription')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        closeLabel={t('common.close')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}

/** The side sheet that adds or edits one row. */
function ReferenceSheet({
  kind,
  item,
  initialExtra,
  renderExtraFields,
  onClose,
}: {
  kind: ReferenceKind;
  item: AdminReferenceItem | null;
  initialExtra: (item: AdminReferenceItem | null) => ReferenceDraft['extra'];
  renderExtraFields?: (
    extra: ReferenceDraft['extra'],
    setExtra: (extra: ReferenceDraft['extra']) => void,
    errors: Record<string, string>,
  ) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminCatalogue');
  const id = useId();
  const lang = useAppLanguage();
  const [draft, setDraft] = useState<ReferenceDraft>(() => draftOf(item, initialExtra));
  const [slugTouched, setSlugTouched] = useState(item !== null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [newId] = useState(() => crypto.randomUUID());
  const create = useCreateReference();
  const update = useUpdateReference();
  const isPending = create.isPending || update.isPending;

  const setNames = (names: NamesDraft) =>
    setDraft((d) => ({ ...d, names, slug: slugTouched ? d.slug : slugify(names.en) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!draft.names.en.trim()) local['names.en'] = t('errors.englishNameRequired');
    if (!SLUG_PATTERN.test(draft.slug)) local.slug = t('errors.slugFormat');
    const order = Number(draft.displayOrder);
    if (!Number.isInteger(order) || order < 0) local.displayOrder = t('errors.wholeNumber');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const body: ReferenceInput = {
      slug: draft.slug,
      displayOrder: order,
      names: { en: draft.names.en.trim(), es: draft.names.es.trim() || null, ro: draft.names.ro.trim() || null },
      // An extra left blank is "not given": the server then says which ones the kind needs.
      ...Object.fromEntries(Object.entries(draft.extra).filter(([, value]) => value !== '')),
    };
    const onError = (error: Error) => {
      setErrors(
        Object.fromEntries(Object.entries(fieldErrorsOf(error, t, CATALOGUE_DETAIL_WORDS)).map(([k, v]) => [k, v])),
      );
      toast.error(errorMessage(error, t));
    };
    const onSuccess = () => {
      toast.success(item ? t('reference.saved') : t('reference.created'));
      onClose();
    };
    if (item) update.mutate({ kind, id: item.id, body }, { onSuccess, onError });
    else create.mutate({ kind, body: { id: newId, ...body } }, { onSuccess, onError });
  };

  const nameErrors = Object.fromEntries(
    (['en', 'es', 'ro'] as LanguageCode[]).map((code) => [code, errorFor(errors, `names.${code}`)]),
  );

  return (
    <Sheet
      open
      side="right"
      onOpenChange={(open) => !open && onClose()}
      title={
        item ? t('reference.editTitle', { name: item.names[lang] ?? item.names.en ?? item.slug }) : t(`newItem.${kind}`)
      }
      closeLabel={t('common.close')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4 p-4" noValidate>
        <NamesFields idPrefix={`${id}-name`} names={draft.names} onChange={setNames} errors={nameErrors} stacked />
        <Field id={`${id}-slug`} label={t('common.slug')} error={errors.slug} hint={t('common.slugHint')}>
          <Input
            id={`${id}-slug`}
            value={draft.slug}
            className="font-mono"
            aria-invalid={errors.slug ? true : undefined}
            onChange={(event) => {
              setSlugTouched(true);
              setDraft((d) => ({ ...d, slug: event.target.value }));
            }}
          />
        </Field>
        <Field id={`${id}-order`} label={t('common.order')} error={errors.displayOrder} hint={t('common.orderHint')}>
          <Input
            id={`${id}-order`}
            inputMode="numeric"
            className="tabular-nums"
            value={draft.displayOrder}
            onChange={(event) => setDraft((d) => ({ ...d, displayOrder: event.target.value }))}
          />
        </Field>
        {renderExtraFields?.(draft.extra, (extra) => setDraft((d) => ({ ...d, extra })), errors)}
        <div className="flex gap-2">
          <Button type="submit" disabled={isPending}>
            {isPending ? t('common.saving') : t('common.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Sheet>
  );
}
