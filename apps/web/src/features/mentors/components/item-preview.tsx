import { useTranslation } from 'react-i18next';
import type { ItemDetail } from '@lifeorbit/contracts/marketplace';
import { targetText, weeksOf } from '../lib/schedule';

/** Every week and day of a program (or the one workout of a template), with each workout's exercises and targets. */
export function ItemPreview({ item }: { item: ItemDetail }) {
  const { t } = useTranslation('marketplace');
  const weeks = item.kind === 'program' ? weeksOf(item.rotation, item.daysPerWeek) : [];
  return (
    <div className="flex flex-col gap-4">
      {weeks.length > 0 ? (
        <section aria-labelledby="item-weeks" className="rounded-[12px] border border-border bg-surface p-4">
          <h2 id="item-weeks" className="mb-2 text-base font-semibold">
            {t('detail.weeks')}
          </h2>
          <p className="mb-3 text-xs text-muted">{t('detail.weeksHint', { days: item.daysPerWeek })}</p>
          <ol className="flex flex-col gap-2">
            {weeks.map((week, weekIndex) => (
              <li key={weekIndex} className="rounded-[8px] bg-raised p-3">
                <h3 className="text-sm font-semibold">{t('detail.week', { number: weekIndex + 1 })}</h3>
                <ol className="mt-1 flex flex-col gap-0.5 text-sm">
                  {week.map((dayIndex, slot) => (
                    <li key={slot}>
                      <span className="text-muted">{t('detail.day', { number: slot + 1 })}: </span>
                      {item.days[dayIndex]?.name}
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="item-days" className="flex flex-col gap-3">
        <h2 id="item-days" className="text-base font-semibold">
          {item.kind === 'program' ? t('detail.workouts') : t('detail.exercises')}
        </h2>
        {item.days.map((day, index) => (
          <article key={index} className="rounded-[12px] border border-border bg-surface p-4">
            <h3 className="font-semibold">{day.name}</h3>
            {day.notes ? <p className="mt-1 text-sm whitespace-pre-line text-muted">{day.notes}</p> : null}
            <table className="mt-2 w-full text-sm">
              <caption className="sr-only">{t('detail.tableCaption', { name: day.name })}</caption>
              <thead className="text-left text-xs text-muted">
                <tr>
                  <th scope="col" className="py-1 font-medium">
                    {t('detail.exercise')}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {t('detail.target')}
                  </th>
                  <th scope="col" className="py-1 text-right font-medium">
                    {t('detail.rest')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.exercises.map((exercise, row) => (
                  <tr key={row} className="border-t border-border">
                    <td className="py-1.5 pr-2">
                      {exercise.supersetGroup ? (
                        <span className="mr-1 text-xs text-accent">{exercise.supersetGroup}</span>
                      ) : null}
                      {exercise.name}
                    </td>
                    <td className="py-1.5 pr-2 tabular-nums">{targetText(exercise)}</td>
                    <td className="py-1.5 text-right text-muted tabular-nums">
                      {exercise.restSec != null ? t('detail.restValue', { seconds: exercise.restSec }) : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        ))}
      </section>
    </div>
  );
}
