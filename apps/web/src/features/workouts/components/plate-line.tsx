import type { PlateLoadout } from '@lifeorbit/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '../lib/format';
import { platesText } from '../lib/training-rules';

/** "Plates: 25 + 15 per side", the empty bar, and the note when the plates cannot make the weight (spec §8). */
export function PlateLine({
  loadout,
  barKg,
  lang,
  className,
  label,
}: {
  loadout: PlateLoadout;
  barKg: number;
  lang: string;
  className?: string;
  /** Replaces "Plates:" (e.g. the step of a warm-up). */
  label?: string;
}) {
  const { t } = useTranslation(['trainingRules', 'workouts']);
  const kg = (value: number) => `${formatNumber(value, lang, 3)} ${t('workouts:units.kg')}`;
  const text =
    loadout.perSideKg.length === 0
      ? t('trainingRules:plates.emptyBar', { bar: kg(barKg) })
      : t('trainingRules:plates.perSide', { plates: platesText(loadout.perSideKg, (p) => formatNumber(p, lang, 3)) });
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
