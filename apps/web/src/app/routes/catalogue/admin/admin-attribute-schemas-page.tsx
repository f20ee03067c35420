import type { AdminAttributeSchema } from '@lifeorbit/contracts/admin-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddButton } from '@/components/ui/add-button';
import { AdminPageHeader } from '@/features/catalogue/admin/components/admin-page-header';
import { AttributeSchemaList } from '@/features/catalogue/admin/components/attribute-schema-list';
import { AttributeSchemaSheet } from '@/features/catalogue/admin/components/attribute-schema-sheet';

/** /admin/attribute-schemas: typed extra attributes per kind of exercise; values are checked when exercises are saved. */
export function AdminAttributeSchemasPage() {
  const { t } = useTranslation(['adminCatalogue', 'routes']);
  const [editing, setEditing] = useState<{ schema: AdminAttributeSchema | null } | null>(null);
  return (
    <>
      <AdminPageHeader
        title={t('routes:adminAttributeSchemas.title')}
        description={t('pages.attributeSchemas')}
        actions={<AddButton onClick={() => setEditing({ schema: null })}>{t('attributeSchemas.new')}</AddButton>}
      />
      <AttributeSchemaList
        caption={t('routes:adminAttributeSchemas.title')}
        onEdit={(schema) => setEditing({ schema })}
      />
      {editing ? <AttributeSchemaSheet schema={editing.schema} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
