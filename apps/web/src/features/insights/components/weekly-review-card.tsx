import type { WeeklyReview } from '@lifeorbit/contracts';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/intl';
import { formatDay } from '@/lib/local-date';

type Row = { key: 'workouts' | 'volumeKg' | 'mood' | 'energy' | 'journalDays'; digits: number };
const ROWS: Row[] = [
  { key: 'workouts', digits: 1 },
  { key: 'volumeKg', digits: 0 },
  { key: 'mood', digits: 1 },
  { key: 'energy', digits: 1 },
  { key: 'journalDays', digits: 1 },
];

/** This week so far against the member's average of the 8 weeks before, and their streaks. */
export function WeeklyReviewCard({ review, lang }: { review: WeeklyReview; lang: string }) {
  const { t } = useTranslation('insights');
  const format = (value: number | null, digits: number) =>
    value === null ? '–' : numberFormat(lang, { maximumFractionDigits: digits }).format(value);
  return (
    <section aria-labelledby="weekly-review-title" className="rounded-[12px] border border-border bg-surface p-4">
      <h2 id="weekly-review-title" className="text-base font-semibold">
        {t('weekly.title', { day: formatDay(review.weekStart, lang, { day: 'numeric', month: 'long' }) })}
      </h2>
      <table className="mt-3 w-full text-left text-sm tabular-nums">
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="font-normal">
              <span className="sr-only">{t('weekly.measure')}</span>
            </th>
            <th scope="col" className="font-normal">
              {t('weekly.thisWeek')}
            </th>
            <th scope="col" className="font-normal">
              {t('weekly.average')}
            </th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="py-1.5 font-normal">
                {t(`weekly.${row.key}`)}
              </th>
              <td>{format(review.thisWeek[row.key], row.digits)}</td>
              <td className="text-muted">{format(review.average[row.key], row.digits)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-muted">
        {t('weekly.journalStreak', { count: review.journalStreakDays })} ·{' '}
        {t('weekly.trainingStreak', { count: review.trainingStreakWeeks })}
      </p>
    </section>
  );
}
