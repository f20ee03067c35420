import { GYM_SEARCH_MAX_LENGTH, GYM_STATUSES, type GymCard, type GymStatus } from '@lifeorbit/contracts';
import { Building2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminGyms } from '@/features/gyms/api/get-gyms';
import { GYMS_DETAIL_WORDS } from '@/features/gyms/lib/errors';
import { useSetGymStatus, useTransferGym } from '@/features/gyms/api/write-gyms';
import { GymLogo, GymStatusBadge } from '@/features/gyms/components/gym-card';

function TransferForm({ gym }: { gym: GymCard }) {
  const { t } = useTranslation(['gyms', 'common']);
  const id = useId();
  const transfer = useTransferGym();
  const [handle, setHandle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    transfer.mutate(
      { gymId: gym.id, handle: handle.trim().replace(/^@/, '') },
      {
        onSuccess: () => {
          toast.success(t('gyms:adminList.transferred', { name: gym.name, handle }));
          setHandle('');
        },
        onError: (err) =>
          setError(Object.values(fieldErrorsOf(err, t, GYMS_DETAIL_WORDS))[0] ?? t('gyms:detail.changeFailed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="flex flex-col gap-1">
        <Label htmlFor={`${id}-handle`} className="text-xs">
          {t('gyms:adminList.transferTo', { name: gym.name })}
        </Label>
        <Input
          id={`${id}-handle`}
          value={handle}
          placeholder="@handle"
          className="w-44"
          aria-invalid={error ? true : undefined}
          onChange={(e) => setHandle(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={!handle.trim() || transfer.isPending}>
        {t('gyms:adminList.transfer')}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** /admin/gyms: every gym by status; verify, suspend, edit and transfer ownership (each in the audit log). */
export function AdminGymsPage() {
  const { t } = useTranslation(['gyms', 'routes']);
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState<GymStatus | ''>('pending');
  const q = useDebouncedValue(text.trim());
  const gyms = useAdminGyms(q, status);
  const setGymStatus = useSetGymStatus();
  const list = gyms.data?.pages.flatMap((page) => page.gyms) ?? [];
  useDocumentTitle(t('routes:adminGyms.title'));
  const act = (gym: GymCard, next: GymStatus) =>
    setGymStatus.mutate(
      { gymId: gym.id, status: next },
      {
        onSuccess: () => toast.success(t(`gyms:adminList.done.${next}`, { name: gym.name })),
        onError: () => toast.error(t('gyms:detail.changeFailed')),
      },
    );

  return (
    <>
      <PageHeader title={t('routes:adminGyms.title')} description={t('routes:adminGyms.description')} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor={`${id}-q`}>{t('gyms:find.search')}</Label>
          <SearchInput
            id={`${id}-q`}
            value={text}
            maxLength={GYM_SEARCH_MAX_LENGTH}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-status`}>{t('gyms:adminList.status')}</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(e) => setStatus(e.target.value as GymStatus | '')}
          >
            <option value="">{t('gyms:adminList.all')}</option>
            {GYM_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`gyms:status.${value}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {gyms.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={t('gyms:adminList.emptyTitle')}
          description={t('gyms:adminList.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.map((gym) => (
            <li key={gym.id} className="flex flex-col gap-3 rounded-[12px] border border-border bg-surface p-4">
              <div className="flex items-center gap-3">
                <GymLogo name={gym.name} logoUrl={gym.logoUrl} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="truncate font-semibold">{gym.name}</h2>
                    <GymStatusBadge status={gym.status} />
                  </div>
                  <p className="text-sm text-muted">
                    {[gym.city, t('gyms:card.members', { count: gym.memberCount })].filter(Boolean).join(' · ')}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                {gym.status !== 'verified' ? (
                  <Button
                    size="sm"
                    aria-label={t('gyms:adminList.verifyLabel', { name: gym.name })}
                    onClick={() => act(gym, 'verified')}
                  >
                    {t('gyms:adminList.verify')}
                  </Button>
                ) : null}
                {gym.status !== 'suspended' ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    aria-label={t('gyms:adminList.suspendLabel', { name: gym.name })}
                    onClick={() => act(gym, 'suspended')}
                  >
                    {t('gyms:adminList.suspend')}
                  </Button>
                ) : null}
                <Link
                  to={`/gyms/${gym.id}/admin`}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                  aria-label={t('gyms:adminList.editLabel', { name: gym.name })}
                >
                  {t('gyms:adminList.edit')}
                </Link>
                <TransferForm gym={gym} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {gyms.hasNextPage ? (
        <Button variant="secondary" className="mt-3" onClick={() => void gyms.fetchNextPage()}>
          {t('gyms:find.more')}
        </Button>
      ) : null}
    </>
  );
}
