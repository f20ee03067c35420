import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { TranslationCoverage } from '@/features/catalogue/admin/components/translation-coverage';
import { TranslationEditor } from '@/features/catalogue/admin/components/translation-editor';
import { TranslationTablesNav } from '@/features/catalogue/admin/components/translation-tables-nav';
import { tableFromSplat } from '@/features/catalogue/admin/lib/translation-tables';

/** /admin/translations/*: coverage per table and language, and what is missing, edited inline. */
export function AdminTranslationsPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const table = tableFromSplat(useParams()['*']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminTranslations.title')} description={t('pages.translations')} />
      <TranslationCoverage />
      <TranslationTablesNav current={table} />
      <TranslationEditor key={table} table={table} />
    </>
  );
}
