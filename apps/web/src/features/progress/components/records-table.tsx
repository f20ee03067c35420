import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonalRecordItem } from '@lifeorbit/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ProgressFormat } from '../lib/format';
import { effortRecordText } from './effort-record-text';

/**
 * Personal records: weight, reps, e1RM, date and a link to the workout they were set in. Time and distance records
 * (issue 39) have a column of their own ("Longest time 1:05", "Farthest 2.00 km"), and a column no record of the list
 * has (reps of a plank's records) is left out.
 */
export function RecordsTable({
  records,
  format,
  caption,
  showExercise = false,
}: {
  records: PersonalRecordItem[];
  format: ProgressFormat;
  caption: string;
  showExercise?: boolean;
}) {
  const { t } = useTranslation('progress');
  if (records.length === 0) return <p className="text-sm text-muted">{t('records.none')}</p>;
  const hasWeight = records.some((record) => record.weightKg !== null);
  const hasReps = records.some((record) => record.reps !== null);
  const hasEffort = records.some((record) => record.durationSec !== null || record.distanceM !== null);
  const dash = (value: string | number | null) => value ?? '–';
  return (
    <ScrollRegion label={caption} className="rounded-[8px] border border-border">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-raised text-xs text-muted">
          <tr>
            {showExercise ? (
              <th scope="col" className="px-3 py-2">
                {t('records.exercise')}
              </th>
            ) : null}
            {hasEffort ? (
              <th scope="col" className="px-3 py-2">
                {t('records.effort')}
              </th>
            ) : null}
            {hasWeight ? (
              <th scope="col" className="px-3 py-2">
                {t('records.weight')}
              </th>
            ) : null}
            {hasReps ? (
              <>
                <th scope="col" className="px-3 py-2">
                  {t('records.reps')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('records.e1rm')}
                </th>
              </>
            ) : null}
            <th scope="col" className="px-3 py-2">
              {t('records.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {records.map((record) => (
            <tr key={record.setId}>
              {showExercise ? <td className="px-3 py-2">{record.exerciseName}</td> : null}
              {hasEffort ? <td className="px-3 py-2">{dash(effortRecordText(record, format.effort, t))}</td> : null}
              {hasWeight ? (
                <td className="px-3 py-2">{dash(record.weightKg === null ? null : format.weight(record.weightKg))}</td>
              ) : null}
              {hasReps ? (
                <>
                  <td className="px-3 py-2">{dash(record.reps)}</td>
                  <td className="px-3 py-2">{dash(record.e1rmKg === null ? null : format.weight(record.e1rmKg))}</td>
                </>
              ) : null}
              <td className="px-3 py-2">
                <Link
                  to={`/fitness/history/${record.workoutId}`}
                  className="text-accent underline-offset-4 hover:underline"
                >
                  {format.day(record.achievedAt)}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
