import type { AnalyticsResponse, LanguageCode, MuscleWeeklySets } from '@lifeorbit/contracts';
import { shiftDay, weekStartsFrom } from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import * as analytics from './analytics.repository';

const HEATMAP_DAYS = 365;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** GET /api/analytics: the last `weeks` weeks (this one included) and a year of training days, on the member's calendar. */
export async function getAnalytics(
  db: AppDb,
  userId: string,
  weeks: number,
  lang: LanguageCode,
): Promise<AnalyticsResponse> {
  const calendar = await analytics.findMemberCalendar(db, userId);
  const tz = calendar.timeZone;
  const weekStarts = weekStartsFrom(shiftDay(calendar.weekStart, -7 * (weeks - 1)), weeks);
  const from = weekStarts[0]!;
  const heatmapFrom = shiftDay(calendar.today, -(HEATMAP_DAYS - 1));
  const [weekRows, effortRows, muscleRows, exercises, days] = await Promise.all([
    analytics.listWeeks(db, userId, tz, from),
    analytics.listEffortWeeks(db, userId, tz, from),
    analytics.listMuscleWeeks(db, userId, tz, from, lang),
    analytics.listExerciseVolumes(db, userId, tz, from, lang),
    analytics.listTrainingDays(db, userId, tz, heatmapFrom),
  ]);

  const byWeek = new Map(weekRows.map((row) => [row.weekStart, row]));
  const effortByWeek = new Map(effortRows.map((row) => [row.weekStart, row]));
  const indexOfWeek = new Map(weekStarts.map((week, index) => [week, index]));
  const muscles = new Map<string, MuscleWeeklySets>();
  for (const row of muscleRows) {
    const index = indexOfWeek.get(row.weekStart);
    if (index === undefined) continue;
    const muscle = muscles.get(row.muscleId) ?? {
      muscleId: row.muscleId,
      name: row.name,
      sets: weekStarts.map(() => 0),
      total: 0,
    };
    muscle.sets[index] = row.sets;
    muscle.total += row.sets;
    muscles.set(row.muscleId, muscle);
  }

  return {
    timeZone: tz,
    from,
    until: calendar.today,
    weeks: weekStarts.map((weekStart) => {
      const row = byWeek.get(weekStart);
      const effort = effortByWeek.get(weekStart);
      return {
        weekStart,
        workouts: row?.workouts ?? 0,
        sets: (row?.sets ?? 0) + (effort?.setsWithoutReps ?? 0),
        volumeKg: round1(row?.volumeKg ?? 0),
        trainingSec: row?.trainingSec ?? 0,
        timedSec: effort?.timedSec ?? 0,
        distanceM: round1(effort?.distanceM ?? 0),
      };
    }),
    muscles: [...muscles.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    exercises: exercises.map((x) => ({ ...x, volumeKg: round1(x.volumeKg) })),
    heatmapFrom,
    days: days.filter((day) => day.day >= heatmapFrom).map((day) => ({ ...day, volumeKg: round1(day.volumeKg) })),
  };
}
