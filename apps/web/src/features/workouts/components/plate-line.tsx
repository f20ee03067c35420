import type { PlateLoadout, WeightUnit } from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber, toUnit } from '../lib/format';
import { platesText } from '../lib/training-rules';

/** "Plates: 25 + 15 per side" in the member's unit, the empty bar, and the note when the plates cannot make the weight (spec §8). */
export function PlateLine({
  loadout,
  barKg,
  lang,
  unit = 'kg',
  className,
  label,
}: {
  loadout: PlateLoadout;
  barKg: number;
  lang: string;
  /** The member's unit: plates, bar and shortfall are named in it (45 lb, not 20.41 kg). */
  unit?: WeightUnit;
  className?: string;
  /** Replaces "Plates:" (e.g. the step of a warm-up). */
  label?: string;
}) {
  const { t } = useTranslation(['trainingRules', 'workouts']);
  const inUnit = (valueKg: number) => formatNumber(toUnit(valueKg, 'kg', unit), lang, 2);
  const kg = (value: number) => `${inUnit(value)} ${t(`workouts:units.${unit}`)}`;
  const text =
    loadout.perSideKg.length === 0
      ? t('trainingRules:plates.emptyBar', { bar: kg(barKg) })
      : t('trainingRules:plates.perSide', { plates: platesText(loadout.perSideKg, inUnit) });
  return (
    <p className={cn('text-xs text-muted tabular-nums', className)}>
      <span>{label ?? t('trainingRules:plates.label')}</span> <span className="text-text">{text}</span>
      {loadout.note ? (
        <span className="block text-warning">
          {t('trainingRules:plates.limited', { difference: kg(loadout.differenceKg) })}
        </span>
      ) : null}
    </p>
  );
}
