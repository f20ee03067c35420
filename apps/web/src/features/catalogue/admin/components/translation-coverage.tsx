import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslationCoverage } from '../api/get-translation-coverage';
import { CoverageTable } from './coverage';
import { LoadError } from './load-error';

/** How much of each table is translated into each language; each table links to its rows. */
export function TranslationCoverage() {
  const { t } = useTranslation('adminCatalogue');
  const coverage = useTranslationCoverage();
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">{t('translations.coverageTitle')}</h2>
      {coverage.isPending ? <Skeleton className="mb-6 h-72 w-full" /> : null}
      {coverage.isError ? <LoadError error={coverage.error} onRetry={() => void coverage.refetch()} /> : null}
      {coverage.data ? (
        <div className="mb-6">
          <CoverageTable coverage={coverage.data} linkFor={(name) => `/admin/translations/${name}`} />
        </div>
      ) : null}
    </>
  );
}
