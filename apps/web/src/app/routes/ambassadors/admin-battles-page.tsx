import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateBattle } from '@/features/ambassadors/admin/api/create-battle';
import { BattleList } from '@/features/ambassadors/admin/components/battle-list';
import { BattleForm } from '@/features/ambassadors/components/battle-form';

/** /admin/battles: every battle, newest start first, and a form to create one (it starts as a draft). */
export function AdminBattlesPage() {
  const { t } = useTranslation(['ambassadors', 'routes']);
  useDocumentTitle(t('routes:adminBattles.title'));
  const create = useCreateBattle();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t('routes:adminBattles.title')}
        description={t('routes:adminBattles.description')}
        actions={creating ? null : <Button onClick={() => setCreating(true)}>{t('adminBattles.new')}</Button>}
      />
      {creating ? (
        <div className="mb-6">
          <BattleForm
            battle={null}
            isPending={create.isPending}
            error={create.error}
            submitLabel={t('adminBattles.create')}
            onCancel={() => setCreating(false)}
            onSubmit={(body) =>
              create.mutate(body, {
                onSuccess: (created) => {
                  toast.success(t('adminBattles.created'));
                  void navigate(`/admin/battles/${created.id}`);
                },
              })
            }
          />
        </div>
      ) : null}
      <BattleList caption={t('routes:adminBattles.title')} />
    </>
  );
}
