import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealRequest, DealView } from '@lifeorbit/contracts/ambassadors';
import { DateField } from '@/components/ui/date-field';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { localDay } from '@/lib/local-date';
import { toast } from '@/lib/toast';
import { useSaveDeal } from '../api/save-deal';
import { CURRENCY_CODES } from '../lib/format';
import { FormButtons } from '@/components/ui/form-buttons';

/** Records a deal, or edits one while it is pending: partner, what it is, amount and currency, date, proof link. */
export function DealForm({ deal, onDone }: { deal: DealView | null; onDone: () => void }) {
  const { t, i18n } = useTranslation(['ambassadors', 'common']);
  const save = useSaveDeal();
  const [values, setValues] = useState<DealRequest>(() => ({
    partner: deal?.partner ?? '',
    description: deal?.description ?? '',
    amount: deal?.money.amount ?? '',
    currency: deal?.money.currency ?? 'EUR',
    dealDate: deal?.dealDate ?? localDay(new Date()),
    proofUrl: deal?.proofUrl ?? '',
  }));
  const errors = save.error ? fieldErrorsOf(save.error, t) : {};
  const set = (key: keyof DealRequest) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: deal?.id ?? null, body: { ...values, amount: values.amount.replace(',', '.') } },
      {
        onSuccess: () => {
          toast.success(t(deal ? 'deals.updated' : 'deals.recorded'));
          onDone();
        },
      },
    );
  };
  const fieldProps = (id: string, key: string) => ({
    id,
    'aria-invalid': Boolean(errors[key]),
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });
  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-[12px] border border-border bg-surface p-4 md:grid-cols-2"
      noValidate
    >
      <Field id="deal-partner" label={t('deals.partner')} error={errors.partner}>
        <Input
          {...fieldProps('deal-partner', 'partner')}
          value={values.partner}
          maxLength={120}
          onChange={(e) => set('partner')(e.target.value)}
        />
      </Field>
      <Field id="deal-date" label={t('deals.date')} error={errors.dealDate}>
        <DateField
          {...fieldProps('deal-date', 'dealDate')}
          lang={i18n.language}
          value={values.dealDate}
          onChange={set('dealDate')}
        />
      </Field>
      <Field id="deal-amount" label={t('deals.amount')} error={errors.amount}>
        <Input
          {...fieldProps('deal-amount', 'amount')}
          inputMode="decimal"
          value={values.amount}
          onChange={(e) => set('amount')(e.target.value)}
        />
      </Field>
      <Field id="deal-currency" label={t('deals.currency')} error={errors.currency}>
        <NativeSelect
          {...fieldProps('deal-currency', 'currency')}
          value={values.currency}
          onChange={(e) => set('currency')(e.target.value)}
        >
          {CURRENCY_CODES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="md:col-span-2">
        <Field id="deal-description" label={t('deals.description')} error={errors.description}>
          <Input
            {...fieldProps('deal-description', 'description')}
            value={values.description}
            maxLength={2000}
            onChange={(e) => set('description')(e.target.value)}
          />
        </Field>
      </div>
      <div className="md:col-span-2">
        <Field id="deal-proof" label={t('deals.proof')} error={errors.proofUrl} hint={t('deals.proofHint')}>
          <Input
            {...fieldProps('deal-proof', 'proofUrl')}
            type="url"
            value={values.proofUrl}
            placeholder="https://"
            onChange={(e) => set('proofUrl')(e.target.value)}
          />
        </Field>
      </div>
      {save.error && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {t('errors.saveFailed')}
        </p>
      ) : null}
      <FormButtons
        submitLabel={deal ? t('deals.saveChanges') : t('deals.record')}
        disabled={save.isPending}
        onCancel={onDone}
        className="md:col-span-2"
      />
    </form>
  );
}
