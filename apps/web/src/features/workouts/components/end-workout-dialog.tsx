import { useTranslation } from 'react-i18next';
import type { WorkoutSummary } from '@lifeorbit/contracts';
import { formatDuration, type WeightUnit } from '@lifeorbit/domain';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { distanceText, hasOnlyEfforts } from '../lib/efforts';
import { formatElapsed, formatNumber, toUnit } from '../lib/format';

export function EndWorkoutConfirm({
  open,
  setCount,
  isPending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  setCount: number;
  isPending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('workouts:end.confirmTitle')}
      description={t('workouts:end.confirmText', { count: setCount })}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={isPending}>
            {isPending ? t('workouts:end.ending') : t('workouts:end.confirm')}
          </Button>
        </>
      }
    />
  );
}

/** Duration, sets and volume (in the member's unit), and distance and timed time, as stored by the API at the end. */
export function SummaryStats({ summary, unit, lang }: { summary: WorkoutSummary; unit: WeightUnit; lang: string }) {
  const { t } = useTranslation('workouts');
  const stats = [
    { label: t('end.duration'), value: formatElapsed(summary.durationSec) },
    { label: t('end.sets'), value: formatNumber(summary.setCount, lang) },
    // A workout of runs, rows and holds alone has no volume to show (issue 39).
    ...(hasOnlyEfforts(summary)
      ? []
      : [
          {
            label: t('end.volume'),
            value: `${formatNumber(toUnit(summary.volumeKg, 'kg', unit), lang, 1)} ${t(`units.${unit}`)}`,
          },
        ]),
    // A run, a row or a plank (issue 39): the distance covered and the time of the timed sets, when there are some.
    ...(summary.distanceM > 0
      ? [{ label: t('end.distance'), value: distanceText(summary.distanceM, unit, lang, t) }]
      : []),
    ...(summary.timedSec > 0 ? [{ label: t('end.timed'), value: formatDuration(summary.timedSec) }] : []),
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {stats.map((stat) => (
        <div key={stat.label} className="rounded-[8px] bg-raised px-3 py-3 text-center">
          <dt className="text-xs text-muted">{stat.label}</dt>
          <dd className="mt-1 text-lg font-semibold tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function WorkoutSummaryDialog({
  summary,
  unit,
  lang,
  onViewHistory,
  onClose,
}: {
  summary: WorkoutSummary | null;
  unit: WeightUnit;
  lang: string;
  onViewHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['workouts', 'common']);
  return (
    <Dialog
      open={summary !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('workouts:end.summaryTitle')}
      closeLabel={t('common:close')}
      footer={
        <>
          <Button variant="secondary" onClick={onViewHistory}>
            {t('workouts:end.viewHistory')}
          </Button>
          <Button onClick={onClose}>{t('workouts:end.done')}</Button>
        </>
      }
    >
      {summary ? <SummaryStats summary={summary} unit={unit} lang={lang} /> : null}
    </Dialog>
  );
}
