import { useTranslation } from 'react-i18next';
import { AddAliasForm } from '@/features/catalogue/admin/components/add-alias-form';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { AliasList } from '@/features/catalogue/admin/components/alias-list';
import { ReferenceList } from '@/features/catalogue/admin/components/reference-list';

/** /admin/setup/tags-aliases: tags (labels of exercises) and aliases (the other words people search with). */
export function AdminTagsAliasesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  return (
    <>
      <AdminPageHeader title={t('routes:adminTagsAliases.title')} description={t('pages.tagsAliases')} />
      <h2 className="mb-2 text-lg font-semibold">{t('kinds.tags')}</h2>
      <ReferenceList kind="tags" />
      <h2 className="mt-8 mb-2 text-lg font-semibold">{t('aliases.title')}</h2>
      <AddAliasForm />
      <AliasList />
    </>
  );
}
