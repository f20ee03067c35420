import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PersonalRecordItem } from '@lifeorbit/contracts';
import { ScrollRegion } from '@/components/ui/scroll-region';
import type { ProgressFormat } from '../lib/format';

/** Personal records: weight, reps, e1RM, date and a link to the workout they were set in. */
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
            <th scope="col" className="px-3 py-2">
              {t('records.weight')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('records.reps')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('records.e1rm')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('records.date')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {records.map((record) => (
            <tr key={record.setId}>
              {showExercise ? <td className="px-3 py-2">{record.exerciseName}</td> : null}
              <td className="px-3 py-2">{format.weight(record.weightKg)}</td>
              <td className="px-3 py-2">{record.reps}</td>
              <td className="px-3 py-2">{format.weight(record.e1rmKg)}</td>
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
