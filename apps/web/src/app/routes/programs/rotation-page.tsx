import { ListOrdered } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePrograms } from '@/features/programs/api/list-programs';
import { useTemplates } from '@/features/templates/api/list-templates';
import { RotationEditor } from '@/features/programs/components/rotation-editor';

/** Spec §2 /fitness/templates/rotation: the rotation of the active program (or the one chosen). */
export function RotationPage() {
  const { t, i18n } = useTranslation(['programs', 'routes', 'common']);
  useDocumentTitle(t('routes:rotation.title'));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const programs = usePrograms();
  const templates = useTemplates(i18n.language);
  const list = programs.data?.programs ?? [];
  const chosen =
    list.find((program) => program.id === params.get('program')) ??
    list.find((program) => program.isActive) ??
    list[0] ??
    null;

  return (
    <>
      <PageHeader title={t('routes:rotation.title')} description={t('routes:rotation.description')} />
      {programs.isPending || templates.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : programs.isError || templates.isError ? (
        <p role="alert" className="text-sm">
          {t('loadFailed')}
        </p>
      ) : !chosen ? (
        <EmptyState
          icon={ListOrdered}
          title={t('emptyTitle')}
          description={t('rotationEmptyDescription')}
          action={
            <Button asChild>
              <Link to="/fitness/programs">{t('goToPrograms')}</Link>
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          {list.length > 1 ? (
            <div className="flex max-w-sm flex-col gap-1.5">
              <label htmlFor={`${id}-program`} className="text-sm font-medium">
                {t('program')}
              </label>
              <NativeSelect
                id={`${id}-program`}
                value={chosen.id}
                onChange={(event) => setParams({ program: event.target.value }, { replace: true })}
              >
                {list.map((program) => (
                  <option key={program.id} value={program.id}>
                    {program.isActive ? t('activeOption', { name: program.name }) : program.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : (
            <h2 className="text-lg font-semibold">{chosen.name}</h2>
          )}
          <RotationEditor
            key={`${chosen.id}-${chosen.updatedAt}`}
            program={chosen}
            templates={templates.data.templates}
          />
        </div>
      )}
    </>
  );
}
