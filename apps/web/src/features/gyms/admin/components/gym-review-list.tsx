import { GYM_SEARCH_MAX_LENGTH, GYM_STATUSES, type GymCard, type GymStatus } from '@lifeorbit/contracts';
import { Building2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminList, moreOf } from '@/components/ui/admin-list';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@/components/ui/list-toolbar';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { GymLogo, GymStatusBadge } from '@/features/gyms/components/gym-card';
import { useAdminGyms } from '../api/list-admin-gyms';
import { useSetGymStatus } from '../api/set-gym-status';
import { TransferGymForm } from './transfer-gym-form';

/** Every gym by status (pending first), searched: verify, suspend, edit and transfer ownership (each audited). */
export function GymReviewList() {
  const { t } = useTranslation('gyms');
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<GymStatus | ''>('pending');
  const q = useDebouncedValue(text.trim());
  const gyms = useAdminGyms(q, status);
  const setGymStatus = useSetGymStatus();
  const act = (gym: GymCard, next: GymStatus) =>
    setGymStatus.mutate(
      { gymId: gym.id, status: next },
      {
        onSuccess: () => toast.success(t(`adminList.done.${next}`, { name: gym.name })),
        onError: () => toast.error(t('detail.changeFailed')),
      },
    );

  return (
    <AdminList
      toolbar={
        <ListToolbar className="gap-3">
          <ToolbarSearch
            id={`${id}-q`}
            label={t('find.search')}
            value={text}
            maxLength={GYM_SEARCH_MAX_LENGTH}
            onValueChange={setText}
          />
          <ToolbarSelect
            id={`${id}-status`}
            label={t('adminList.status')}
            value={status}
            onValueChange={(value) => setStatus(value as GymStatus | '')}
            anyLabel={t('adminList.all')}
            choices={GYM_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
          />
        </ListToolbar>
      }
      empty={<EmptyState icon={Building2} title={t('adminList.emptyTitle')} description={t('adminList.emptyText')} />}
      items={gyms.data?.pages.flatMap((page) => page.gyms) ?? []}
      isLoading={gyms.isPending}
      cards
      itemClassName="flex flex-col gap-3"
      actions={{
        className: 'items-end gap-2',
        buttons: (gym) => [
          ...(gym.status !== 'verified'
            ? [
                {
                  text: t('adminList.verify'),
                  label: t('adminList.verifyLabel', { name: gym.name }),
                  onClick: () => act(gym, 'verified'),
                },
              ]
            : []),
          ...(gym.status !== 'suspended'
            ? [
                {
                  text: t('adminList.suspend'),
                  label: t('adminList.suspendLabel', { name: gym.name }),
                  variant: 'destructive' as const,
                  onClick: () => act(gym, 'suspended'),
                },
              ]
            : []),
        ],
        extra: (gym) => (
          <>
            <Link
              to={`/gyms/${gym.id}/admin`}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
              aria-label={t('adminList.editLabel', { name: gym.name })}
            >
              {t('adminList.edit')}
            </Link>
            <TransferGymForm gym={gym} />
          </>
        ),
      }}
      renderItem={(gym, actions) => (
        <>
          <div className="flex items-center gap-3">
            <GymLogo name={gym.name} logoUrl={gym.logoUrl} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="truncate font-semibold">{gym.name}</h2>
                <GymStatusBadge status={gym.status} />
              </div>
              <p className="text-sm text-muted">
                {[gym.city, t('card.members', { count: gym.memberCount })].filter(Boolean).join(' · ')}
              </p>
            </div>
          </div>
          {actions}
        </>
      )}
      more={moreOf(gyms, t('find.more'))}
    />
  );
}
