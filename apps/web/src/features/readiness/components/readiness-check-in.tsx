import { combineReadiness, readinessMultiplier, DEFAULT_READINESS_ENERGY } from '@lifeorbit/domain';
import type { Readiness } from '@lifeorbit/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { localDay } from '@/lib/local-date';
import { useSaveReadiness } from '../api/save-readiness';

type ScaleName = 'sleep' | 'soreness' | 'stress';
const SCALES: ScaleName[] = ['sleep', 'soreness', 'stress'];
const POINTS = [1, 2, 3, 4, 5] as const;

function ScaleChips({
  name,
  value,
  onChange,
}: {
  name: ScaleName;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  const { t } = useTranslation('trainingRules');
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-sm font-medium text-text">
          {t(`readiness.${name}.label`)}
        </span>
        <span className="text-xs text-muted">
          {t(`readiness.${name}.low`)} → {t(`readiness.${name}.high`)}
        </span>
      </div>
      <div role="radiogroup" aria-labelledby={labelId} className="grid grid-cols-5 gap-1.5">
        {POINTS.map((point) => {
          const checked = value === point;
          return (
            <button
              key={point}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-label={t('readiness.point', { point, label: t(`readiness.${name}.label`) })}
              onClick={() => onChange(checked ? null : point)}
              className={cn(
                'min-h-11 rounded-full border text-sm font-medium tabular-nums transition-colors duration-150 ease-out',
                checked ? 'border-accent bg-accent text-accent-text' : 'border-border bg-bg text-text hover:bg-raised',
              )}
            >
              {point}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The quick readiness check-in (issue 6): energy 0-100 and sleep, soreness and stress on 1-5, combined into the one
 * energy value suggestions use (packages/domain combineReadiness). One per day; saving again replaces it.
 */
export function ReadinessCheckIn({
  initial,
  onSaved,
  submitLabel,
}: {
  initial?: Readiness | null;
  onSaved?: (readiness: Readiness) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation('trainingRules');
  const energyId = useId();
  const save = useSaveReadiness();
  const [energy, setEnergy] = useState(initial?.energyAnswer ?? DEFAULT_READINESS_ENERGY);
  const [scales, setScales] = useState<Record<ScaleName, number | null>>({
    sleep: initial?.sleep ?? null,
    soreness: initial?.soreness ?? null,
    stress: initial?.stress ?? null,
  });
  const combined = combineReadiness({ energy, ...scales }) ?? DEFAULT_READINESS_ENERGY;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ day: localDay(), energy, ...scales }, { onSuccess: (readiness) => onSaved?.(readiness) });
  };

  return (
    <form onSubmit={submit} className="flex max-w-xl flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2">
          <label htmlFor={energyId} className="text-sm font-medium text-text">
            {t('readiness.energy.label')}
          </label>
          <output htmlFor={energyId} className="text-lg font-semibold text-text tabular-nums">
            {energy}
          </output>
        </div>
        <input
          id={energyId}
          type="range"
          min={0}
          max={100}
          step={5}
          value={energy}
          aria-valuetext={t('readiness.energy.valueText', { value: energy })}
          onChange={(event) => setEnergy(Number(event.target.value))}
          className="h-11 w-full cursor-pointer accent-[var(--accent)]"
        />
        <div className="flex justify-between text-xs text-muted" aria-hidden>
          <span>{t('readiness.energy.low')}</span>
          <span>{t('readiness.energy.high')}</span>
        </div>
      </div>
      {SCALES.map((name) => (
        <ScaleChips
          key={name}
          name={name}
          value={scales[name]}
          onChange={(value) => setScales((current) => ({ ...current, [name]: value }))}
        />
      ))}
      <p className="rounded-[8px] bg-raised px-3 py-2 text-sm text-muted" aria-live="polite">
        {t('readiness.combined', { value: combined, multiplier: readinessMultiplier(combined) })}
      </p>
      {save.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {t('readiness.saveFailed')}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="self-stretch sm:self-end">
        {save.isPending ? t('readiness.saving') : (submitLabel ?? t('readiness.save'))}
      </Button>
    </form>
  );
}
