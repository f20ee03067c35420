import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenApiDocument } from '@/features/developers/api/get-openapi-document';
import { ApiReference } from '@/features/developers/components/api-reference';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /developers (issue 41): the public API's reference, drawn from the OpenAPI document the server makes. */
export function DevelopersPage() {
  const { t } = useTranslation(['developers', 'routes']);
  useDocumentTitle(t('routes:developers.title'));
  const openApi = useOpenApiDocument();
  return (
    <>
      <PageHeader title={t('routes:developers.title')} description={t('developers:intro')} />
      {openApi.data ? (
        <ApiReference document={openApi.data} />
      ) : openApi.isError ? (
        <EmptyState
          icon={CloudOff}
          title={t('developers:failed.title')}
          description={t('developers:failed.description')}
          action={
            <Button variant="secondary" onClick={() => void openApi.refetch()}>
              {t('developers:failed.retry')}
            </Button>
          }
        />
      ) : (
        <div role="status" className="grid gap-3">
          <span className="sr-only">{t('developers:loading')}</span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-10 w-full" />
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </div>
      )}
    </>
  );
}
