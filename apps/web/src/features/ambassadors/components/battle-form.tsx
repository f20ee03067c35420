import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BATTLE_METRIC_KEYS, type BattleSummary, type CreateBattleRequest } from '@lifeorbit/contracts/ambassadors';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { fieldErrorsOf } from '@/lib/field-errors';
import { toLocalInput } from '../lib/format';
import { FormButtons } from '@/components/ui/form-buttons';

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Zones offered for a battle: the browser's own first, then the app's markets and UTC. */
const ZONES = [
  'UTC',
  'Europe/Madrid',
  'Europe/Bucharest',
  'Europe/London',
  'Europe/Berlin',
  'America/Mexico_City',
  'America/Bogota',
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'America/Los_Angeles',
];

/**
 * A battle's fields: name, description, start and end (typed in the browser's time zone, stored as instants), the time
 * zone its dates are shown in and its training days are counted in, the metric and the prize text.
 */
export function BattleForm({
  battle,
  isPending,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  battle: BattleSummary | null;
  isPending: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (body: CreateBattleRequest) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['ambassadors', 'common']);
  const [values, setValues] = useState(() => {
    const start = battle ? new Date(battle.startsAt) : new Date(Date.now() + 86_400_000);
    const end = battle ? new Date(battle.endsAt) : new Date(start.getTime() + 7 * 86_400_000);
    return {
      name: battle?.name ?? '',
      description: battle?.description ?? '',
      startsAt: toLocalInput(start),
      endsAt: toLocalInput(end),
      timeZone: battle?.timeZone ?? browserZone(),
      metric: battle?.metric ?? ('volume' as CreateBattleRequest['metric']),
      prize: battle?.prize ?? '',
    };
  });
  const errors = error ? fieldErrorsOf(error, t) : {};
  const zones = [...new Set([values.timeZone, browserZone(), ...ZONES])];
  const set = (key: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const toIso = (local: string) => {
    const date = new Date(local);
    return Number.isNaN(date.getTime()) ? local : date.toISOString();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ ...values, startsAt: toIso(values.startsAt), endsAt: toIso(values.endsAt) });
  };
  const live = battle?.state === 'live';
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-[12px] border border-border bg-surface p-4 md:grid-cols-2"
    >
      <Field id="battle-name" label={t('battleForm.name')} error={errors.name}>
        <Input
          id="battle-name"
          value={values.name}
          maxLength={120}
          aria-invalid={Boolean(errors.name)}
          onChange={(e) => set('name')(e.target.value)}
        />
      </Field>
      <Field id="battle-metric" label={t('battleForm.metric')} error={errors.metric}>
        <NativeSelect
          id="battle-metric"
          value={values.metric}
          disabled={live}
          onChange={(e) => set('metric')(e.target.value)}
        >
          {BATTLE_METRIC_KEYS.map((metric) => (
            <option key={metric} value={metric}>
              {t(`metrics.${metric}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="battle-start" label={t('battleForm.start', { zone: browserZone() })} error={errors.startsAt}>
        <Input
          id="battle-start"
          type="datetime-local"
          value={values.startsAt}
          disabled={live}
          aria-invalid={Boolean(errors.startsAt)}
          onChange={(e) => set('startsAt')(e.target.value)}
        />
      </Field>
      <Field id="battle-end" label={t('battleForm.end', { zone: browserZone() })} error={errors.endsAt}>
        <Input
          id="battle-end"
          type="datetime-local"
          value={values.endsAt}
          aria-invalid={Boolean(errors.endsAt)}
          onChange={(e) => set('endsAt')(e.target.value)}
        />
      </Field>
      <Field
        id="battle-zone"
        label={t('battleForm.timeZone')}
        hint={t('battleForm.timeZoneHint')}
        error={errors.timeZone}
      >
        <NativeSelect id="battle-zone" value={values.timeZone} onChange={(e) => set('timeZone')(e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="battle-prize" label={t('battleForm.prize')} error={errors.prize}>
        <Input id="battle-prize" value={values.prize} maxLength={500} onChange={(e) => set('prize')(e.target.value)} />
      </Field>
      <div className="md:col-span-2">
        <Field id="battle-description" label={t('battleForm.description')} error={errors.description}>
          <textarea
            id="battle-description"
            className="min-h-20 w-full rounded-[8px] border border-border bg-raised px-3 py-2 text-sm text-text"
            value={values.description}
            maxLength={2000}
            onChange={(e) => set('description')(e.target.value)}
          />
        </Field>
      </div>
      {error && Object.keys(errors).length === 0 ? (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {t('errors.saveFailed')}
        </p>
      ) : null}
      <FormButtons submitLabel={submitLabel} disabled={isPending} onCancel={onCancel} className="md:col-span-2" />
    </form>
  );
}
