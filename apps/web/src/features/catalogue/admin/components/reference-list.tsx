import type { AdminReferenceItem, ReferenceKind } from '@lifeorbit/contracts/admin-catalogue';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { toast } from '@/lib/toast';
import { AdminList } from '@/components/ui/admin-list';
import { useAppLanguage } from '@/lib/use-app-language';
import { useDeleteReference } from '../api/delete-reference';
import { useReferences } from '../api/list-references';
import { deleteQuestion } from '../lib/delete-question';
import { errorMessage } from '../lib/errors';
import { LanguageChips } from './language-chips';
import { LoadError } from './load-error';
import { ReferenceSheet, type ReferenceDraft, type RenderExtraFields } from './reference-sheet';

export type { ReferenceDraft } from './reference-sheet';

export interface ExtraColumn {
  header: string;
  cell: (item: AdminReferenceItem) => ReactNode;
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
  toolbar,
}: {
  kind: ReferenceKind;
  unusedOnly?: boolean;
  extraColumns?: ExtraColumn[];
  renderExtraFields?: RenderExtraFields;
  initialExtra?: (item: AdminReferenceItem | null) => ReferenceDraft['extra'];
  editHref?: (item: AdminReferenceItem) => string;
  filter?: (item: AdminReferenceItem) => boolean;
  allowCreate?: boolean;
  emptyText?: string;
  /** Filters drawn above the list (the muscles' body part). */
  toolbar?: ReactNode;
}) {
  const { t } = useTranslation('adminCatalogue');
  const lang = useAppLanguage();
  const list = useReferences(kind, lang, unusedOnly);
  const remove = useDeleteReference();
  const [editing, setEditing] = useState<{ item: AdminReferenceItem | null } | null>(null);
  const items = (list.data?.items ?? []).filter((item) => (filter ? filter(item) : true));

  return (
    <>
      <AdminList
        toolbar={
          <>
            {toolbar}
            {allowCreate ? (
              <div className="mb-3 flex justify-end">
                <AddButton onClick={() => setEditing({ item: null })}>{t(`newItem.${kind}`)}</AddButton>
              </div>
            ) : null}
          </>
        }
        error={list.isError ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : null}
        caption={t(`kinds.${kind}`)}
        items={items}
        isLoading={list.isPending}
        emptyText={emptyText ?? t('reference.empty')}
        rowClassName="hover:bg-raised/60"
        columns={[
          { header: t('common.name'), className: 'px-3 py-2 font-medium', cell: (item) => item.name },
          { header: t('common.slug'), className: 'px-3 py-2 font-mono text-xs text-muted', cell: (item) => item.slug },
          { header: t('common.languages'), cell: (item) => <LanguageChips names={item.names} /> },
          ...extraColumns,
          { header: t('common.order'), className: 'px-3 py-2 tabular-nums', cell: (item) => item.displayOrder },
          {
            header: t('common.usedBy'),
            className: 'px-3 py-2 whitespace-nowrap tabular-nums',
            cell: (item) => t('common.exerciseCount', { count: item.exerciseCount }),
          },
        ]}
        actions={{
          header: t('common.actions'),
          edit: {
            label: (item) => t('reference.editNamed', { name: item.name }),
            href: editHref,
            onEdit: (item) => setEditing({ item }),
          },
          remove: {
            label: (item) => t('reference.deleteNamed', { name: item.name }),
            isInUse: (item) => item.exerciseCount > 0 || (item.muscleCount ?? 0) > 0,
            inUseHint: (item) => (item.exerciseCount > 0 ? t('reference.inUseHint') : undefined),
            confirm: (item) => deleteQuestion(t, item.name),
            isPending: remove.isPending,
            onDelete: (item, settle) =>
              remove.mutate(
                { kind, id: item.id },
                {
                  onSuccess: () => toast.success(t('reference.deleted', { name: item.name })),
                  onError: (error) => toast.error(errorMessage(error, t)),
                  onSettled: settle,
                },
              ),
          },
        }}
      />
      {editing ? (
        <ReferenceSheet
          kind={kind}
          item={editing.item}
          initialExtra={initialExtra}
          renderExtraFields={renderExtraFields}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
