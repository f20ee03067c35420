import type { HealthDaily } from '@lifeorbit/contracts';
import { HeartPulse } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { localDay } from '@/lib/local-date';
import { useLatestReadiness } from '../api/get-latest-readiness';
import { ReadinessCheckIn } from './readiness-check-in';

/** The dashboard's readiness card: today's check-in, or the form to make it (issue 6). */
export function ReadinessCard() {
  const { t } = useTranslation('trainingRules');
  const latest = useLatestReadiness();
  const [isEditing, setIsEditing] = useState(false);
  const today = latest.data?.readiness?.day === localDay() ? latest.data.readiness : null;

  return (
    <section
      aria-labelledby="readiness-card-title"
      className="rounded-[12px] border border-border bg-surface p-4 md:p-6"
    >
      <div className="mb-3 flex items-start gap-3">
        <HeartPulse className="mt-0.5 size-5 shrink-0 text-accent" strokeWidth={1.75} aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 id="readiness-card-title" className="text-lg font-semibold text-text">
            {t('readiness.cardTitle')}
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('readiness.cardText')}</p>
        </div>
      </div>
      {latest.data?.health ? <DeviceHealth health={latest.data.health} /> : null}
      {latest.isPending ? (
        <div className="flex flex-col gap-2" aria-hidden>
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : today && !isEditing ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex-1 text-sm text-muted">
            {t('readiness.todayIs')}{' '}
            <span className="text-2xl font-semibold text-text tabular-nums">{today.energy}</span>
          </p>
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {t('readiness.update')}
          </Button>
        </div>
      ) : (
        <ReadinessCheckIn initial={today} onSaved={() => setIsEditing(false)} />
      )}
    </section>
  );
}

/**
 * Last night's sleep and the resting heart rate a watch or phone measured (imported from Apple Health, issue 42): what
 * the check-in's sleep answer can lean on. It does not change the readiness figure (spec §9).
 */
function DeviceHealth({ health }: { health: HealthDaily }) {
  const { t } = useTranslation('trainingRules');
  const parts = [
    health.sleepMinutes !== null
      ? t('readiness.slept', { hours: Math.floor(health.sleepMinutes / 60), minutes: health.sleepMinutes % 60 })
      : null,
    health.restingHr !== null ? t('readiness.restingHr', { value: health.restingHr }) : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) return null;
  return (
    <p className="mb-3 text-sm text-muted">
      <span className="font-medium text-text">{t('readiness.deviceTitle')}:</span> {parts.join(' · ')}
    </p>
  );
}
