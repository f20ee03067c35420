import type { JournalCalendarDay } from '@lifeorbit/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dateTimeFormat } from '@/lib/intl';
import { formatDay } from '@/lib/local-date';
import { MOOD_COLORS, nearestMood } from '../lib/mood';

/** The month before or after a YYYY-MM month. */
export function shiftMonth(month: string, delta: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, m - 1 + delta, 1));
  return date.toISOString().slice(0, 7);
}

/**
 * A month, Monday first, each day with entries coloured by its average mood and labelled with the mood's word and the
 * number of entries (colour is never the only cue: the cell carries the mood's number too).
 */
export function MoodCalendar({
  month,
  days,
  lang,
  today,
  onMonthChange,
}: {
  month: string;
  days: JournalCalendarDay[];
  lang: string;
  today: string;
  onMonthChange: (month: string) => void;
}) {
  const { t } = useTranslation('journal');
  const [year, m] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, m - 1, 1)).getUTCDay() + 6) % 7;
  const byDay = new Map(days.map((d) => [d.day, d]));
  const weekdays = Array.from({ length: 7 }, (_, i) =>
    dateTimeFormat(lang, { weekday: 'narrow' }).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
  const formatted = dateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(new Date(year, m - 1, 1));
  // Spanish and Romanian write month names in lower case; a heading starts with a capital ("Noviembre de 2026").
  const title = formatted.charAt(0).toLocaleUpperCase(lang) + formatted.slice(1);

  return (
    <section aria-labelledby="mood-calendar-title" className="rounded-[12px] border border-border bg-surface p-4">
      <header className="mb-3 flex items-center justify-between gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.previous')}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden />
        </Button>
        <h2 id="mood-calendar-title" className="text-base font-semibold">
          {title}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('calendar.next')}
          disabled={shiftMonth(month, 1) > today.slice(0, 7)}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden />
        </Button>
      </header>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-muted" aria-hidden>
        {weekdays.map((w, i) => (
          <span key={i}>{w}</span>
        ))}
      </div>
      <ol className="mt-1 grid grid-cols-7 gap-1" aria-label={t('calendar.label', { month: title })}>
        {Array.from({ length: lead }, (_, i) => (
          <li key={`lead-${i}`} aria-hidden />
        ))}
        {Array.from({ length }, (_, i) => {
          const day = `${month}-${String(i + 1).padStart(2, '0')}`;
          const found = byDay.get(day);
          const mood = found ? nearestMood(found.mood) : null;
          const label = found
            ? t('calendar.day', {
                day: formatDay(day, lang, { day: 'numeric', month: 'long' }),
                mood: t(`mood.${mood}`),
                value: found.mood,
                count: found.entries,
              })
            : formatDay(day, lang, { day: 'numeric', month: 'long' });
          return (
            <li
              key={day}
              aria-label={label}
              title={label}
              className="flex aspect-square flex-col items-center justify-center rounded-[6px] text-xs tabular-nums"
              style={
                mood
                  ? { background: MOOD_COLORS[mood], color: 'hsl(224 20% 7%)' }
                  : { background: 'var(--raised, transparent)' }
              }
            >
              <span className={day === today ? 'font-bold underline' : undefined}>{i + 1}</span>
              {mood ? <span className="text-[10px] leading-none font-semibold">{mood}</span> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
