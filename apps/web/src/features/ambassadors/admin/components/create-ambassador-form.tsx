import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FormButtons } from '@/components/ui/form-buttons';
import { Input } from '@/components/ui/input';
import { SearchInput } from '@/components/ui/search-input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { percentToBps } from '@/features/ambassadors/lib/format';
import { useCreateAmbassador } from '../api/create-ambassador';
import { useCandidates } from '../api/search-candidates';

/** Makes a member an ambassador: find them, then their referral code (or one made up) and commission rate. */
export function CreateAmbassadorForm({ onDone }: { onDone: () => void }) {
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
