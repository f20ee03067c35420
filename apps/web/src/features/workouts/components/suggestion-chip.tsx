import type { DetailedSetSuggestion, PlateLoadout, SuggestionReason, WeightUnit } from '@lifeorbit/domain';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { cn } from '@/lib/cn';
import { formatNumber, toUnit } from '../lib/format';
import { PlateLine } from './plate-line';

/** One rationale line in the member's language (the domain gives codes and numbers, never words). */
export function describeReason(
  t: TFunction,
  reason: { code: string; params: Record<string, unknown> } | SuggestionReason,
  weight: (kg: number) => string,
  lang: string,
): string {
  const p = reason.params as Record<string, number | string | null>;
  const feel = (value: unknown) =>
    value === null || value === undefined
      ? t('trainingRules:reasons.noFeel')
      : t('trainingRules:reasons.feel', { feel: value });
  const signed = (kg: number) => `${kg < 0 ? '−' : '+'}${weight(Math.abs(kg))}`;
  const number = (value: unknown) => formatNumber(Number(value), lang, 3);
  switch (reason.code) {
    case 'no_previous_set':
      return t('trainingRules:reasons.no_previous_set', { weight: weight(Number(p.weightKg)), reps: p.reps });
    case 'reps_added':
      return t('trainingRules:reasons.reps_added', {
        lastWeight: weight(Number(p.lastWeightKg)),
        lastReps: p.lastReps,
        feel: feel(p.feel),
        count: Number(p.addedReps),
        reps: p.reps,
        min: p.min,
        max: p.max,
      });
    case 'reps_kept':
      return t('trainingRules:reasons.reps_kept', {
        lastWeight: weight(Number(p.lastWeightKg)),
        lastReps: p.lastReps,
        feel: feel(p.feel),
        min: p.min,
        max: p.max,
      });
    case 'range_top_reached':
      return t('trainingRules:reasons.range_top_reached', {
        lastWeight: weight(Number(p.lastWeightKg)),
        lastReps: p.lastReps,
        feel: feel(p.feel),
        change: Number(p.addedKg) > 0 ? signed(Number(p.addedKg)) : t('trainingRules:reasons.sameWeight'),
        min: p.min,
        max: p.max,
      });
    case 'readiness_adjusted':
      return t('trainingRules:reasons.readiness_adjusted', {
        energy: number(p.energy),
        multiplier: number(p.multiplier),
        from: weight(Number(p.fromKg)),
        to: weight(Number(p.toKg)),
      });
    case 'readiness_goal_step':
      return t(
        Number(p.deltaKg) > 0
          ? 'trainingRules:reasons.readiness_goal_step_high'
          : 'trainingRules:reasons.readiness_goal_step_low',
        { energy: number(p.energy), change: signed(Number(p.deltaKg)) },
      );
    case 'clamped_to_zero':
      return t('trainingRules:reasons.clamped_to_zero', { from: weight(Number(p.fromKg)) });
    case 'rounded_to_loadable':
      return t('trainingRules:reasons.rounded_to_loadable', {
        from: weight(Number(p.fromKg)),
        to: weight(Number(p.toKg)),
      });
    default:
      return t('trainingRules:reasons.unknown');
  }
}

/**
 * The suggestion chip of an exercise card (DESIGN.md): "Next: 82.5 kg × 8", a "Why?" disclosure with the rationale
 * lines, and a one-tap Use that fills the log row; for a bar, the plates of the suggested weight.
 */
export function SuggestionChip({
  suggestion,
  unit,
  lang,
  plates,
  barKg,
  note,
  onUse,
}: {
  suggestion: Pick<DetailedSetSuggestion, 'weight' | 'reps' | 'reasons'>;
  unit: WeightUnit;
  lang: string;
  plates?: PlateLoadout | null;
  barKg?: number;
  note?: string | null;
  onUse?: () => void;
}) {
  const { t } = useTranslation(['trainingRules', 'workouts']);
  const [isOpen, setIsOpen] = useState(false);
  const listId = useId();
  const weight = (kg: number) => `${formatNumber(toUnit(kg, 'kg', unit), lang)} ${t(`workouts:units.${unit}`)}`;
  const value = t('trainingRules:suggestion.value', { weight: weight(suggestion.weight), reps: suggestion.reps });

  return (
    <div className="mt-2 rounded-[8px] border border-accent/30 bg-accent/10 px-3 py-1.5">
      <div className="flex flex-wrap items-center gap-x-2">
        <Sparkles className="size-4 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
        <p className="min-w-0 flex-1 text-sm">
          <span className="text-muted">{t('trainingRules:suggestion.next')}</span>{' '}
          <strong className="font-semibold text-text tabular-nums">{value}</strong>
        </p>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
          className="inline-flex min-h-11 items-center gap-1 rounded-[8px] px-2 text-sm font-medium text-accent hover:bg-accent/15"
        >
          {t('trainingRules:suggestion.why')}
          <ChevronDown
            className={cn('size-4 transition-transform duration-200 ease-out', isOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
        {onUse ? (
          <button
            type="button"
            onClick={onUse}
            aria-label={t('trainingRules:suggestion.useLabel', { value })}
            className="inline-flex min-h-11 items-center rounded-[8px] bg-accent px-3 text-sm font-semibold text-accent-text hover:brightness-110"
          >
            {t('trainingRules:suggestion.use')}
          </button>
        ) : null}
      </div>
      {plates ? <PlateLine loadout={plates} barKg={barKg ?? 20} lang={lang} unit={unit} className="pb-1" /> : null}
      <div id={listId} hidden={!isOpen}>
        <h3 className="sr-only">{t('trainingRules:suggestion.whyTitle')}</h3>
        <ul className="flex list-disc flex-col gap-1 pb-2 pl-5 text-xs text-muted">
          {suggestion.reasons.map((reason, index) => (
            <li key={`${reason.code}-${index}`}>{describeReason(t, reason, weight, lang)}</li>
          ))}
        </ul>
        {note ? <p className="pb-2 text-xs text-muted">{note}</p> : null}
      </div>
    </div>
  );
}
