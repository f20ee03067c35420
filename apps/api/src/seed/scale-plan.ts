import { sql, type SQL } from 'drizzle-orm';

/**
 * A UUID derived from `text` (twice is the same id), shaped as a version 4 one: the API's ids are checked as RFC 9562
 * UUIDs, so a bare md5 (any version nibble) made workouts the pages link to answer 400 (issue 37).
 */
export const derivedUuid = (text: SQL): SQL =>
  sql`overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/**
 * The scale member's training (seed:scale): three rotating days of six catalogue exercises. Weights are the top set's
 * in kg at the start and what five years add to it; each exercise also gets one warm-up set at half the top weight.
 */
export interface ScaleExercise {
  day: number;
  order: number;
  slug: string;
  startKg: number;
  gainKg: number;
  reps: number;
  /** Working sets. */
  sets: number;
}

export const planDay = (index: number, rows: [string, number, number, number, number][]): ScaleExercise[] =>
  rows.map(([slug, startKg, gainKg, reps, sets], order) => ({ day: index, order, slug, startKg, gainKg, reps, sets }));

export const SCALE_PLAN: ScaleExercise[] = [
  ...planDay(0, [
    ['bench-press', 60, 55, 5, 5],
    ['overhead-press', 40, 30, 6, 4],
    ['incline-dumbbell-press', 22, 18, 8, 4],
    ['triceps-pushdown', 25, 25, 12, 4],
    ['face-pull', 20, 15, 15, 4],
    ['standing-calf-raise', 60, 60, 12, 5],
  ]),
  ...planDay(1, [
    ['back-squat', 80, 80, 5, 5],
    ['romanian-deadlift', 70, 60, 8, 4],
    ['leg-press', 120, 120, 10, 4],
    ['front-squat', 60, 50, 6, 4],
    ['barbell-curl', 25, 20, 10, 4],
    ['lat-pulldown', 50, 35, 10, 5],
  ]),
  ...planDay(2, [
    ['deadlift', 100, 100, 3, 5],
    ['barbell-row', 60, 40, 6, 5],
    ['lat-pulldown', 50, 35, 10, 4],
    ['barbell-curl', 25, 20, 10, 4],
    ['face-pull', 20, 15, 15, 4],
    ['front-squat', 60, 50, 6, 4],
  ]),
];
