import type { Program } from '@lifeorbit/contracts';
import { ClipboardList, ListOrdered, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActivateProgram } from '@/features/programs/api/activate-program';
import { useDeleteProgram } from '@/features/programs/api/delete-program';
import { usePrograms } from '@/features/programs/api/list-programs';
import { useTemplates } from '@/features/templates/api/list-templates';
import { NewProgramDialog } from '@/features/programs/components/new-program-dialog';
import { ProgramCard } from '@/features/programs/components/program-card';

function ProgramsScreen({ routeKey }: { routeKey: 'programs' | 'fitnessPrograms' }) {
  const { t, i18n } = useTranslation(['programs', 'routes', 'common', 'marketplace']);
  useDocumentTitle(t(`routes:${routeKey}.title`));
  const programs = usePrograms();
  const templates = useTemplates(i18n.language);
  const activate = useActivateProgram();
  const remove = useDeleteProgram();
  const [creating, setCreating] = useState(false);
  const [toDelete, setToDelete] = useState<Program | null>(null);
  const templateList = templates.data?.templates ?? [];
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
        title={t(`routes:${routeKey}.title`)}
        description={t(`routes:${routeKey}.description`)}
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
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('deleteTitle', { name: toDelete?.name ?? '' })}
        description={t('deleteDescription')}
        confirmLabel={t('delete')}
        cancelLabel={t('common:cancel')}
        closeLabel={t('common:close')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('deleted', { name: toDelete.name }));
              setToDelete(null);
            },
            onError: () => toast.error(t('errors.deleteFailed')),
          });
        }}
      />
    </>
  );
}

/** Spec §2 /app/programs. */
export function ProgramsPage() {
  return <ProgramsScreen routeKey="programs" />;
}

/** Spec §2 /fitness/programs: the same list. */
export function FitnessProgramsPage() {
  return <ProgramsScreen routeKey="fitnessPrograms" />;
}
