import { planDay } from '../modules/personas';
import type { PlanExercise } from '../modules/workouts';

/**
 * The scale member's training (seed:scale): three rotating days of six catalogue exercises. Weights are the top set's
 * in kg at the start and what five years add to it; each exercise also gets one warm-up set at half the top weight.
 */
export const SCALE_PLAN: PlanExercise[] = [
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
