import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingDay } from '@lifeorbit/contracts';
import { shiftDay } from '@lifeorbit/domain';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { ProgressFormat } from '../lib/format';

const weekdayOf = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/**
 * A year of training days as a calendar grid (a column a week, Monday on top), drawn with plain boxes. The grid is
 * hidden from screen readers, which read the list of training days instead.
 */
export function TrainingHeatmap({
  from,
  until,
  days,
  format,
}: {
  from: string;
  until: string;
  days: TrainingDay[];
  format: ProgressFormat;
}) {
  const { t } = useTranslation('progress');
  const scroller = useRef<HTMLDivElement>(null);
  // The newest weeks are the ones to see first when the year does not fit (a phone).
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, [days]);
  const weeks = useMemo(() => {
    const byDay = new Map(days.map((day) => [day.day, day]));
    const columns: { day: string; workouts: number; isInRange: boolean }[][] = [];
    let day = shiftDay(from, -weekdayOf(from));
    while (day <= until) {
      const column = [];
      for (let i = 0; i < 7; i += 1, day = shiftDay(day, 1)) {
        column.push({ day, workouts: byDay.get(day)?.workouts ?? 0, isInRange: day >= from && day <= until });
      }
      columns.push(column);
    }
    return columns;
  }, [from, until, days]);

  return (
    <Card>
      <CardTitle>{t('analytics.heatmap.title')}</CardTitle>
      <CardDescription>
        {t('analytics.heatmap.period', { from: format.day(from), until: format.day(until), count: days.length })}
      </CardDescription>
      <div ref={scroller} className="mt-3 overflow-x-auto" aria-hidden>
        <div className="flex w-max gap-[3px]">
          {weeks.map((column) => (
            <div key={column[0]!.day} className="flex flex-col gap-[3px]">
              {column.map((cell) => (
                <span
                  key={cell.day}
                  title={cell.isInRange ? `${format.day(cell.day)}: ${cell.workouts}` : undefined}
                  className={cn(
                    'size-[11px] rounded-[2px]',
                    !cell.isInRange
                      ? 'bg-transparent'
                      : cell.workouts === 0
                        ? 'bg-raised'
                        : cell.workouts === 1
                          ? 'bg-accent/70'
                          : 'bg-accent',
                  )}
                />
              ))}
            </div>
          ))}
        </div>
      </div>
      <ul className="sr-only">
        {days.map((day) => (
          <li key={day.day}>{t('analytics.heatmap.day', { day: format.day(day.day), count: day.workouts })}</li>
        ))}
      </ul>
    </Card>
  );
}
