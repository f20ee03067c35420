import type { AmbassadorSummary } from '@lifeorbit/contracts/ambassadors';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FormButtons } from '@/components/ui/form-buttons';
import { Input, NativeSelect } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toast } from '@/lib/toast';
import { percentToBps } from '@/features/ambassadors/lib/format';
import { useUpdateAmbassador } from '../api/update-ambassador';

/** An ambassador's referral code, commission rate and status. */
export function EditAmbassadorForm({ ambassador, onDone }: { ambassador: AmbassadorSummary; onDone: () => void }) {
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
