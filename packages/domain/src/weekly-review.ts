import { shiftDay } from './calendar';
import { weekdayOf, type DaySeries } from './insights';

/** The weekly review (issue 18): this week so far against the member's average of the 8 weeks before it. */

export const REVIEW_WEEKS = 8;

export interface ReviewSeries {
  workouts: DaySeries;
  volumeKg: DaySeries;
  mood: DaySeries;
  energy: DaySeries;
  /** Journal entries per day. */
  entries: DaySeries;
}

export interface WeekFigures {
  workouts: number;
  volumeKg: number;
  mood: number | null;
  energy: number | null;
  journalDays: number;
}

export interface WeeklyReviewResult {
  weekStart: string;
  thisWeek: WeekFigures;
  average: WeekFigures;
  journalStreakDays: number;
  trainingStreakWeeks: number;
}

/** The Monday of the day's week. */
export function weekStartOf(day: string): string {
  return shiftDay(day, -((weekdayOf(day) + 6) % 7));
}

function sumOver(series: DaySeries, from: string, until: string): number {
  let total = 0;
  for (const [day, value] of series) if (day >= from && day <= until) total += value;
  return total;
}

function meanOver(series: DaySeries, from: string, until: string): number | null {
  let total = 0;
  let count = 0;
  for (const [day, value] of series)
    if (day >= from && day <= until) {
      total += value;
      count += 1;
    }
  return count ? total / count : null;
}

function countOver(series: DaySeries, from: string, until: string): number {
  let count = 0;
  for (const [day, value] of series) if (day >= from && day <= until && value > 0) count += 1;
  return count;
}

function figures(series: ReviewSeries, from: string, until: string, weeks: number): WeekFigures {
  return {
    workouts: sumOver(series.workouts, from, until) / weeks,
    volumeKg: sumOver(series.volumeKg, from, until) / weeks,
    mood: meanOver(series.mood, from, until),
    energy: meanOver(series.energy, from, until),
    journalDays: countOver(series.entries, from, until) / weeks,
  };
}

/** Days in a row with a journal entry, ending today (or yesterday, while today has none yet). */
function journalStreak(entries: DaySeries, today: string): number {
  let day = (entries.get(today) ?? 0) > 0 ? today : shiftDay(today, -1);
  let streak = 0;
  while ((entries.get(day) ?? 0) > 0) {
    streak += 1;
    day = shiftDay(day, -1);
  }
  return streak;
}

/** Weeks in a row with a workout, ending this week (or last week, while this one has none yet). */
function trainingStreak(workouts: DaySeries, weekStart: string, today: string): number {
  const trainedIn = (start: string, end: string) => sumOver(workouts, start, end) > 0;
  let start = trainedIn(weekStart, today) ? weekStart : shiftDay(weekStart, -7);
  let streak = 0;
  while (trainedIn(start, shiftDay(start, 6))) {
    streak += 1;
    start = shiftDay(start, -7);
  }
  return streak;
}

export function weeklyReview(series: ReviewSeries, today: string): WeeklyReviewResult {
  const weekStart = weekStartOf(today);
  const averageFrom = shiftDay(weekStart, -7 * REVIEW_WEEKS);
  return {
    weekStart,
    thisWeek: figures(series, weekStart, today, 1),
    average: figures(series, averageFrom, shiftDay(weekStart, -1), REVIEW_WEEKS),
    journalStreakDays: journalStreak(series.entries, today),
    trainingStreakWeeks: trainingStreak(series.workouts, weekStart, today),
  };
}
