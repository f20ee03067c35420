import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetMeasure } from '@lifeorbit/domain';
import { cn } from '@/lib/cn';
import { effortText } from '../lib/efforts';
import { effortDefaultsOf, otherDistanceUnit } from '../lib/effort-input';
import { EffortLogRow } from './effort-log-row';
import { EffortSetRow } from './effort-set-row';
import type { SetGridProps } from './set-grid';
import { alignPrevious, rowClass, setLabels } from './set-grid-layout';

/**
 * The set grid of a time or distance exercise (issue 39), fetched with the first such exercise on the page: the same
 * grid as the reps one (Set | Previous | fields | RPE | ok) with the fields of the exercise's mode, a hold's timer, the
 * distance unit and the pace. A carry's weight is each hand's: its column says "kg each", its sets "2 × 32 kg".
 */
export function EffortSetGrid({
  sets,
  previous,
  unit,
  lang,
  readOnly,
  defaults,
  weightInputId,
  onLog,
  onEdit,
  fill = null,
  belowLogRow,
  measures,
  distanceUnit: firstDistanceUnit = 'km',
  isPerHand = false,
}: SetGridProps & { measures: readonly SetMeasure[] }) {
  const { t } = useTranslation('workouts');
  const [distanceUnit, setDistanceUnit] = useState(firstDistanceUnit);
  const header = (measure: SetMeasure) => {
    if (measure === 'weight') return isPerHand ? t('grid.unitEach', { unit: t(`units.${unit}`) }) : t(`units.${unit}`);
    if (measure === 'reps') return t('grid.reps');
    if (measure === 'durationSec') return t('grid.time');
    return readOnly ? t('grid.distance') : t(`units.${distanceUnit}`);
  };
  const labels = setLabels(sets, (kind) => t(`grid.kindShort.${kind}`));
  const aligned = alignPrevious(sets, previous);
  const previousText = (set: (typeof previous)[number] | undefined) =>
    (set && effortText(set, measures, unit, lang, t, { withPace: false, isPerHand })) || t('grid.noPrevious');

  return (
    <div className="mt-3 text-sm" role="group" aria-label={t('grid.set')}>
      <div
        className={cn(
          rowClass(measures, readOnly),
          'px-1 pb-1 text-[11px] font-medium text-muted uppercase md:text-xs [&>span]:truncate',
        )}
        aria-hidden
      >
        <span className="text-center">{t('grid.set')}</span>
        {readOnly ? null : (
          <span className={measures.length > 2 ? 'hidden md:block' : undefined}>{t('grid.previous')}</span>
        )}
        {measures.map((measure) => (
          <span key={measure} className="text-center">
            {header(measure)}
          </span>
        ))}
        <span className="text-center">{t('grid.rpe')}</span>
        <span className="text-center">
          <Check className="mx-auto size-4" aria-label={t('grid.done')} />
        </span>
      </div>
      <ol className="flex flex-col gap-1">
        {sets.map((set, index) => (
          <EffortSetRow
            key={set.id}
            set={set}
            label={labels[index]!}
            previous={readOnly ? null : previousText(aligned.bySet[index])}
            measures={measures}
            unit={unit}
            lang={lang}
            isPerHand={isPerHand}
            onEdit={readOnly ? null : onEdit}
          />
        ))}
      </ol>
      {readOnly ? null : (
        <EffortLogRow
          setCount={sets.length}
          fillToken={fill?.token ?? 0}
          nextLabel={String(sets.filter((s) => s.setKind === 'normal').length + 1)}
          previous={previousText(aligned.next)}
          measures={measures}
          unit={unit}
          isPerHand={isPerHand}
          distanceUnit={distanceUnit}
          distanceUnits={[distanceUnit, otherDistanceUnit(distanceUnit, unit)].sort()}
          onDistanceUnit={setDistanceUnit}
          defaults={fill ?? effortDefaultsOf(measures, sets, previous, unit) ?? defaults}
          lang={lang}
          weightInputId={weightInputId}
          onLog={onLog}
          below={belowLogRow}
        />
      )}
    </div>
  );
}
