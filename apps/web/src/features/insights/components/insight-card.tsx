import type { Insight, InsightDriver, InsightOutcome, PendingInsight } from '@lifeorbit/contracts';
import { TrendingDown, TrendingUp, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/intl';

const HIGH_KINDS = new Set(['volume', 'mood', 'energy', 'readiness', 'goal', 'cardio', 'sleep']);

function useDriverWords() {
  const { t } = useTranslation('insights');
  const driverName = (driver: InsightDriver) =>
    driver.kind === 'goal' ? (driver.label ?? '') : t(`driver.${driver.kind}`, { label: driver.label ?? '' });
  const outcomeName = (outcome: InsightOutcome) => t(`outcome.${outcome}`);
  return { t, driverName, outcomeName };
}

/** A statement about the member's own data, worded so it never claims a cause, with the numbers behind it. */
export function InsightCard({ insight, lang }: { insight: Insight; lang: string }) {
  const { t, driverName, outcomeName } = useDriverWords();
  const number = (value: number, digits = 1) =>
    numberFormat(lang, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  const template = HIGH_KINDS.has(insight.driver.kind) ? 'high' : insight.driver.kind;
  const isUp = insight.effect > 0;
  const digits = insight.outcome === 'readiness' ? 0 : 1;
  const Icon = isUp ? TrendingUp : TrendingDown;
  return (
    <article className="rounded-[12px] border border-border bg-surface p-4">
      <p className="flex gap-3 text-base">
        <Icon className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden />
        <span>
          {t(`statement.${template}.${insight.lag}`, {
            label: insight.driver.label ?? '',
            driver: driverName(insight.driver),
            outcome: outcomeName(insight.outcome),
            amount: number(Math.abs(insight.effect), digits),
            direction: t(isUp ? 'higher' : 'lower'),
            days: insight.pairedDays,
          })}
        </span>
      </p>
      <p className="mt-2 text-xs text-muted tabular-nums">
        {t('numbers', {
          low: number(insight.ciLow, digits),
          high: number(insight.ciHigh, digits),
          // A p-value rounded to 0 would claim certainty; below 0.001 it is shown as a bound.
          p:
            insight.pValue < 0.001
              ? `< ${numberFormat(lang).format(0.001)}`
              : numberFormat(lang, { maximumSignificantDigits: 2 }).format(insight.pValue),
          withDays: insight.withDays,
          withoutDays: insight.withoutDays,
        })}
      </p>
    </article>
  );
}

/** A pair that rests on too few days yet: says how many more are needed. */
export function PendingCard({ pending }: { pending: PendingInsight }) {
  const { t, driverName, outcomeName } = useDriverWords();
  return (
    <article className="flex gap-3 rounded-[12px] border border-dashed border-border p-4">
      <Hourglass className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden />
      <div>
        <p className="text-sm font-medium">
          {t(`pending.title.${pending.lag}`, {
            driver: driverName(pending.driver),
            outcome: outcomeName(pending.outcome),
          })}
        </p>
        <p className="mt-1 text-sm text-muted">
          {t('pending.needs', { count: pending.daysNeeded, have: pending.pairedDays })}
        </p>
      </div>
    </article>
  );
}
