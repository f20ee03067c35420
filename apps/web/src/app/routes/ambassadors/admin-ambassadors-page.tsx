import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmbassadorSummary } from '@lifeorbit/contracts/ambassadors';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { Input, Label, NativeSelect } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAdminAmbassadors,
  useCandidates,
  useCreateAmbassador,
  useUpdateAmbassador,
} from '@/features/ambassadors/api/admin';
import { formatRate, percentToBps } from '@/features/ambassadors/lib/format';
import { FormButtons } from '@/components/ui/form-buttons';
import { Chip } from '@/components/ui/chip';

/** /admin/ambassadors: list and search ambassadors, make a member one, edit their code and rate, deactivate them. */
export function AdminAmbassadorsPage() {
  const { t, i18n } = useTranslation(['ambassadors', 'routes', 'common']);
  useDocumentTitle(t('routes:adminAmbassadors.title'));
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AmbassadorSummary | null>(null);
  const search = useDebouncedValue(q.trim());
  const list = useAdminAmbassadors(search, status);
  const rows = list.data?.pages.flatMap((page) => page.ambassadors) ?? [];

  return (
    <>
      <PageHeader
        title={t('routes:adminAmbassadors.title')}
        description={t('routes:adminAmbassadors.description')}
        actions={creating ? null : <Button onClick={() => setCreating(true)}>{t('admin.makeAmbassador')}</Button>}
      />
      {creating ? <CreateForm onDone={() => setCreating(false)} /> : null}
      {editing ? <EditForm key={editing.id} ambassador={editing} onDone={() => setEditing(null)} /> : null}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex min-w-56 flex-1 flex-col gap-1.5">
          <Label htmlFor="ambassador-search">{t('admin.search')}</Label>
          <SearchInput id="ambassador-search" value={q} onChange={(event) => setQ(event.target.value)} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="ambassador-status">{t('admin.status')}</Label>
          <NativeSelect id="ambassador-status" value={status} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('admin.allStatuses')}</option>
            <option value="active">{t('ambassadorStatuses.active')}</option>
            <option value="inactive">{t('ambassadorStatuses.inactive')}</option>
          </NativeSelect>
        </div>
      </div>
      {list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('errors.loadFailed')}
        </p>
      ) : (
        <DataTable
          caption={t('routes:adminAmbassadors.title')}
          columns={[
            t('admin.name'),
            t('admin.code'),
            t('admin.rate'),
            t('admin.referred'),
            t('admin.status'),
            t('admin.actions'),
          ]}
          isLoading={list.isPending}
          isEmpty={rows.length === 0}
          emptyText={search || status ? t('admin.noMatch') : t('admin.empty')}
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="px-3 py-2 font-medium">
                {row.name}
                <span className="block text-xs font-normal text-muted">{row.email}</span>
              </th>
              <td className="px-3 py-2 font-mono">{row.referralCode}</td>
              <td className="px-3 py-2 tabular-nums">{formatRate(row.commissionRateBps, i18n.language)}</td>
              <td className="px-3 py-2 tabular-nums">{row.referredCount}</td>
              <td className="px-3 py-2">
                <Chip tone={row.status === 'active' ? 'accent' : 'muted'}>{t(`ambassadorStatuses.${row.status}`)}</Chip>
              </td>
              <td className="px-3 py-2">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('admin.editLabel', { name: row.name })}
                  onClick={() => setEditing(row)}
                >
                  {t('admin.edit')}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {list.hasNextPage ? (
        <Button
          className="mt-3"
          variant="secondary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('showMore')}
        </Button>
      ) : null}
    </>
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(['ambassadors', 'common']);
  const [q, setQ] = useState('');
  const [userId, setUserId] = useState('');
  const [code, setCode] = useState('');
  const [rate, setRate] = useState('10');
  const [rateError, setRateError] = useState(false);
  const candidates = useCandidates(useDebouncedValue(q.trim()));
  const create = useCreateAmbassador();
  const errors = create.error ? fieldErrorsOf(create.error, t) : {};
  const users = candidates.data?.users ?? [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bps = percentToBps(rate);
    setRateError(bps === null);
    if (bps === null) return;
    create.mutate(
      { userId, commissionRateBps: bps, ...(code.trim() && { referralCode: code.trim() }) },
      {
        onSuccess: (created) => {
          toast.success(t('admin.created', { name: created.name, code: created.referralCode }));
          onDone();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-[12px] border border-border bg-surface p-4 md:grid-cols-3"
    >
      <div className="md:col-span-3">
        <Field
          id="candidate-search"
          label={t('admin.findMember')}
          hint={t('admin.findMemberHint')}
          error={errors.userId}
        >
          <SearchInput id="candidate-search" value={q} onChange={(event) => setQ(event.target.value)} />
        </Field>
        {users.length > 0 ? (
          <fieldset className="mt-2 flex flex-col gap-1">
            <legend className="sr-only">{t('admin.chooseMember')}</legend>
            {users.map((user) => (
              <label key={user.id} className="flex min-h-11 items-center gap-2 rounded-[8px] px-2 hover:bg-raised">
                <input
                  type="radio"
                  name="candidate"
                  value={user.id}
                  checked={userId === user.id}
                  onChange={() => setUserId(user.id)}
                />
                <span>
                  {user.name} <span className="text-muted">{user.email}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : q.trim().length >= 2 && !candidates.isPending ? (
          <p className="mt-2 text-sm text-muted">{t('admin.noMembers')}</p>
        ) : null}
      </div>
      <Field id="new-code" label={t('admin.code')} hint={t('admin.codeHint')} error={errors.referralCode}>
        <Input
          id="new-code"
          value={code}
          maxLength={20}
          autoCapitalize="characters"
          onChange={(event) => setCode(event.target.value)}
        />
      </Field>
      <Field
        id="new-rate"
        label={t('admin.ratePercent')}
        error={rateError ? t('admin.rateInvalid') : errors.commissionRateBps}
      >
        <Input id="new-rate" inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
      </Field>
      <FormButtons submitLabel={t('admin.create')} disabled={!userId || create.isPending} onCancel={onDone} />
    </form>
  );
}

function EditForm({ ambassador, onDone }: { ambassador: AmbassadorSummary; onDone: () => void }) {
  const { t } = useTranslation(['ambassadors', 'common']);
  const [code, setCode] = useState(ambassador.referralCode);
  const [rate, setRate] = useState(String(ambassador.commissionRateBps / 100));
  const [status, setStatus] = useState(ambassador.status);
  const [rateError, setRateError] = useState(false);
  const update = useUpdateAmbassador();
  const errors = update.error ? fieldErrorsOf(update.error, t) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const bps = percentToBps(rate);
    setRateError(bps === null);
    if (bps === null) return;
    update.mutate(
      { id: ambassador.id, body: { referralCode: code.trim(), commissionRateBps: bps, status } },
      {
        onSuccess: () => {
          toast.success(t('admin.saved'));
          onDone();
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-6 grid gap-4 rounded-[12px] border border-border bg-surface p-4 md:grid-cols-4"
    >
      <h2 className="font-semibold md:col-span-4">{t('admin.editing', { name: ambassador.name })}</h2>
      <Field id="edit-code" label={t('admin.code')} error={errors.referralCode}>
        <Input id="edit-code" value={code} maxLength={20} onChange={(event) => setCode(event.target.value)} />
      </Field>
      <Field
        id="edit-rate"
        label={t('admin.ratePercent')}
        error={rateError ? t('admin.rateInvalid') : errors.commissionRateBps}
      >
        <Input id="edit-rate" inputMode="decimal" value={rate} onChange={(event) => setRate(event.target.value)} />
      </Field>
      <Field id="edit-status" label={t('admin.status')}>
        <NativeSelect
          id="edit-status"
          value={status}
          onChange={(event) => setStatus(event.target.value as AmbassadorSummary['status'])}
        >
          <option value="active">{t('ambassadorStatuses.active')}</option>
          <option value="inactive">{t('ambassadorStatuses.inactive')}</option>
        </NativeSelect>
      </Field>
      <FormButtons submitLabel={t('common:save')} disabled={update.isPending} onCancel={onDone} />
    </form>
  );
}
