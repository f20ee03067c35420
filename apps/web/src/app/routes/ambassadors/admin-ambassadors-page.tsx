import type { AmbassadorSummary } from '@lifeorbit/contracts/ambassadors';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AmbassadorList } from '@/features/ambassadors/admin/components/ambassador-list';
import { CreateAmbassadorForm } from '@/features/ambassadors/admin/components/create-ambassador-form';
import { EditAmbassadorForm } from '@/features/ambassadors/admin/components/edit-ambassador-form';

/** /admin/ambassadors: list and search ambassadors, make a member one, edit their code and rate, deactivate them. */
export function AdminAmbassadorsPage() {
  const { t } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminAmbassadors.title'));
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AmbassadorSummary | null>(null);
  return (
    <>
      <PageHeader
        title={t('routes:adminAmbassadors.title')}
        description={t('routes:adminAmbassadors.description')}
        actions={creating ? null : <Button onClick={() => setCreating(true)}>{t('admin.makeAmbassador')}</Button>}
      />
      {creating ? <CreateAmbassadorForm onDone={() => setCreating(false)} /> : null}
      {editing ? <EditAmbassadorForm key={editing.id} ambassador={editing} onDone={() => setEditing(null)} /> : null}
      <AmbassadorList caption={t('routes:adminAmbassadors.title')} onEdit={setEditing} />
    </>
  );
}
