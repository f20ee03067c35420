import type { Program, TemplateSummary } from '@lifeorbit/contracts';
import { ClipboardList, ListOrdered, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ItemDeleteDialog } from '@/components/ui/item-delete-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivateProgram } from '../api/activate-program';
import { useDeleteProgram } from '../api/delete-program';
import { usePrograms } from '../api/list-programs';
import { NewProgramDialog } from './new-program-dialog';
import { ProgramCard } from './program-card';

/** The member's templates as the page reads them (the programs are built from them). */
export interface TemplatesRead {
  templates: TemplateSummary[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The member's programs under the page's title: make one from templates, activate one, delete one, publish one. With
 * no template yet, it sends the member to make one first.
 */
export function ProgramsScreen({
  title,
  description,
  templates,
}: {
  title: string;
  description: string;
  templates: TemplatesRead;
}) {
  const { t } = useTranslation(['programs', 'common', 'marketplace']);
  const programs = usePrograms();
  const activate = useActivateProgram();
  const remove = useDeleteProgram();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Program | null>(null);
  const templateList = templates.templates ?? [];
  const hasTemplates = templateList.length > 0;
  const list = programs.data?.programs ?? [];

  const newButton = (
    <Button onClick={() => setCreating(true)} disabled={!hasTemplates}>
      <Plus strokeWidth={1.75} aria-hidden />
      {t('newProgram')}
    </Button>
  );

  let body;
  if (programs.isPending || templates.isPending) {
    body = (
      <div aria-hidden className="flex flex-col gap-3">
        <Skeleton className="h-36 w-full" />
        <Skeleton className="h-36 w-full" />
      </div>
    );
  } else if (programs.isError || templates.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-[12px] border border-border bg-surface p-4">
        <p className="text-sm">{t('loadFailed')}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void programs.refetch();
            void templates.refetch();
          }}
        >
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (!hasTemplates && list.length === 0) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title={t('noTemplatesTitle')}
        description={t('noTemplatesDescription')}
        action={
          <Button asChild>
            <Link to="/app/templates/add">{t('newTemplate')}</Link>
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    body = (
      <EmptyState icon={ListOrdered} title={t('emptyTitle')} description={t('emptyDescription')} action={newButton} />
    );
  } else {
    body = (
      <ul className="flex flex-col gap-3">
        {list.map((program) => (
          <ProgramCard
            key={program.id}
            program={program}
            isActivating={activate.isPending}
            onActivate={() =>
              activate.mutate(program.id, {
                onSuccess: () => toast.success(t('activated', { name: program.name })),
                onError: () => toast.error(t('errors.activateFailed')),
              })
            }
            onDelete={() => setToDelete(program)}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          list.length > 0 || hasTemplates ? (
            <>
              {/* Issue 21: a program of mine, published to Discover. */}
              {list.length > 0 ? (
                <Button asChild variant="secondary">
                  <Link to="/marketplace?tab=mine&publish=program">
                    <Upload strokeWidth={1.75} aria-hidden />
                    {t('marketplace:publish.title')}
                  </Link>
                </Button>
              ) : null}
              {newButton}
            </>
          ) : undefined
        }
      />
      {body}
      <NewProgramDialog
        key={creating ? 'open' : 'closed'}
        open={creating}
        onOpenChange={setCreating}
        templates={templateList}
        hasActive={list.some((program) => program.isActive)}
      />
      <ItemDeleteDialog
        item={toDelete}
        question={(program) => ({
          title: t('deleteTitle', { name: program.name }),
          description: t('deleteDescription'),
          confirmLabel: t('delete'),
          cancelLabel: t('common:cancel'),
          closeLabel: t('common:close'),
        })}
        isPending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={(program) =>
          remove.mutate(program.id, {
            onSuccess: () => {
              toast.success(t('deleted', { name: program.name }));
              setToDelete(null);
            },
            onError: () => toast.error(t('errors.deleteFailed')),
          })
        }
      />
    </>
  );
}
