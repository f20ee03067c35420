import type { UseQueryResult } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportListItem, ImportListResponse } from '@lifeorbit/contracts/data';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format-date-time';
import { toast } from '@/lib/toast';
import { useUndoImport } from '../api/undo-import';
import { readingText } from '../lib/import-format';

/**
 * The member's recent imports (issue 42), newest first: the file, where it came from, when, how it stands and what it
 * created; an import that ran can be undone whole (a staged one is discarded), after a question.
 */
export function PastImports({
  imports,
  onUndone,
}: {
  imports: UseQueryResult<ImportListResponse>;
  /** After an import is undone or discarded (the card stops showing its dry run or result). */
  onUndone: (id: string) => void;
}) {
  const { t } = useTranslation(['data', 'common']);
  const id = useId();
  const undo = useUndoImport();
  const [asking, setAsking] = useState<ImportListItem | null>(null);
  const list = imports.data?.imports;

  const confirm = () => {
    if (!asking) return;
    undo.mutate(asking.id, {
      onSuccess: (result) => {
        onUndone(asking.id);
        toast.success(t('data:import.past.undoneToast', { count: result.workoutsRemoved }));
        setAsking(null);
      },
      onError: () => toast.error(t('data:import.past.undoFailed')),
    });
  };

  return (
    <section aria-labelledby={`${id}-past`} className="mt-6">
      <h3 id={`${id}-past`} className="font-medium">
        {t('data:import.past.title')}
      </h3>
      {imports.isPending ? (
        <div role="status" aria-label={t('data:import.past.loading')} className="mt-3 flex flex-col gap-2">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : imports.isError ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {t('data:import.past.loadFailed')}{' '}
          <Button variant="link" onClick={() => void imports.refetch()}>
            {t('data:import.past.retry')}
          </Button>
        </p>
      ) : !list || list.length === 0 ? (
        // Not the shared EmptyState: its title is a page section's heading (h2), this list's is a card's (h3).
        <div className="mt-3 flex flex-col items-center rounded-[12px] border border-dashed border-border px-6 py-8 text-center">
          <History className="mb-2 size-8 text-muted" strokeWidth={1.75} aria-hidden />
          <p className="font-medium">{t('data:import.past.emptyTitle')}</p>
          <p className="mt-1 max-w-md text-sm text-muted">{t('data:import.past.emptyText')}</p>
        </div>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-border rounded-md border border-border">
          {list.map((item) => (
            <PastImport key={item.id} item={item} onUndo={() => setAsking(item)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? undefined : setAsking(null))}
        title={t(asking?.status === 'done' ? 'data:import.past.undoTitle' : 'data:import.past.discardTitle')}
        description={t(asking?.status === 'done' ? 'data:import.past.undoText' : 'data:import.past.discardText', {
          file: asking?.fileName ?? '',
          count: asking?.workoutsCreated ?? 0,
        })}
        confirmLabel={t(asking?.status === 'done' ? 'data:import.past.undo' : 'data:import.past.discard')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
        isPending={undo.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}

function PastImport({ item, onUndo }: { item: ImportListItem; onUndo: () => void }) {
  const { t, i18n } = useTranslation('data');
  const canUndo = item.status === 'done' || item.status === 'staged';
  return (
    <li className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="truncate font-medium" title={item.fileName}>
          {item.fileName}
        </p>
        <p className="text-muted">
          {[
            t(`import.sources.${item.source}`),
            formatDateTime(item.createdAt, i18n.language),
            t(`import.past.status.${item.status}`),
            item.status === 'done' || item.status === 'undone'
              ? t('import.past.workoutsCreated', { count: item.workoutsCreated })
              : null,
            // Polled while the server reads it (useImports): how far it has come.
            item.status === 'staging' ? readingText(item.progress, i18n.language, t) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {canUndo ? (
        <Button
          variant="secondary"
          className="self-start sm:self-center"
          aria-label={t(item.status === 'done' ? 'import.past.undoFile' : 'import.past.discardFile', {
            file: item.fileName,
          })}
          onClick={onUndo}
        >
          {t(item.status === 'done' ? 'import.past.undo' : 'import.past.discard')}
        </Button>
      ) : null}
    </li>
  );
}
