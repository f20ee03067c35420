import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useNamingTemplates } from '@/features/catalogue/admin/api/list-naming-templates';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { LoadError } from '@/features/catalogue/admin/components/load-error';
import { NamingTemplateEditor } from '@/features/catalogue/admin/components/naming-template-editor';
import { NamingTemplateNav } from '@/features/catalogue/admin/components/naming-template-nav';

/** /admin/naming-templates: how a variant's name is built per language, previewed live on a real exercise. */
export function AdminNamingTemplatesPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const templates = useNamingTemplates();
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  const current =
    selected === 'new'
      ? null
      : (templates.data?.items.find((item) => item.id === selected) ?? templates.data?.items[0] ?? null);
  const editorKey = selected === 'new' ? 'new' : (current?.id ?? 'new');
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminNamingTemplates.title')}
        description={t('pages.namingTemplates')}
        actions={<AddButton onClick={() => setSelected('new')}>{t('namingTemplates.new')}</AddButton>}
      />
      {templates.isError ? <LoadError error={templates.error} onRetry={() => void templates.refetch()} /> : null}
      {templates.isPending ? <Skeleton className="h-64" /> : null}
      {templates.data ? (
        <>
          <NamingTemplateNav
            templates={templates.data.items}
            currentId={selected === 'new' ? null : (current?.id ?? null)}
            onSelect={setSelected}
          />
          <NamingTemplateEditor
            key={editorKey}
            template={current}
            onSaved={(id) => setSelected(id)}
            onDeleted={() => setSelected(null)}
          />
        </>
      ) : null}
    </>
  );
}
