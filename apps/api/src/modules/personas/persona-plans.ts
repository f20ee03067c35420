import type { PersonaKind } from '@lifeorbit/contracts';
import type { PlanExercise } from '../workouts';

/** A day of a generated plan (`index`, from 0): rows of slug, start kg, kg the period adds, reps and working sets. */
export const planDay = (index: number, rows: [string, number, number, number, number][]): PlanExercise[] =>
  rows.map(([slug, startKg, gainKg, reps, sets], order) => ({ day: index, order, slug, startKg, gainKg, reps, sets }));

export interface PersonaPlan {
  name: string;
  workoutsPerWeek: number;
  experience: 'beginner' | 'intermediate' | 'advanced';
  goal: 'strength' | 'muscle' | 'endurance' | 'general';
  /** Rows as in seed:scale: the top set's kg at the start, what the whole period adds, reps and working sets. */
  plan: PlanExercise[];
}

/** Each persona's training: rotating days of catalogue exercises, progressing over the months seeded. */
export const PERSONA_PLANS: Record<PersonaKind, PersonaPlan> = {
  beginner: {
    name: 'Beginner',
    workoutsPerWeek: 3,
    experience: 'beginner',
    goal: 'general',
    plan: [
      ...planDay(0, [
        ['back-squat', 30, 30, 8, 3],
        ['bench-press', 30, 20, 8, 3],
        ['lat-pulldown', 30, 20, 10, 3],
      ]),
      ...planDay(1, [
        ['deadlift', 40, 40, 8, 3],
        ['overhead-press', 20, 12, 8, 3],
        ['barbell-row', 30, 20, 10, 3],
      ]),
    ],
  },
  powerlifter: {
    name: 'Powerlifter',
    workoutsPerWeek: 4,
    experience: 'advanced',
    goal: 'strength',
    plan: [
      ...planDay(0, [
        ['back-squat', 140, 30, 3, 5],
        ['bench-press', 100, 15, 3, 5],
        ['barbell-row', 80, 10, 6, 4],
      ]),
      ...planDay(1, [
        ['deadlift', 180, 30, 2, 5],
        ['overhead-press', 60, 8, 5, 4],
        ['front-squat', 100, 15, 4, 3],
      ]),
      ...planDay(2, [
        ['bench-press', 90, 15, 5, 5],
        ['back-squat', 120, 25, 5, 4],
        ['face-pull', 25, 10, 15, 3],
      ]),
    ],
  },
  'runner-who-lifts': {
    name: 'Runner who lifts',
    workoutsPerWeek: 2,
    experience: 'intermediate',
    goal: 'endurance',
    plan: [
      ...planDay(0, [
        ['back-squat', 50, 20, 8, 3],
        ['romanian-deadlift', 50, 20, 10, 3],
        ['standing-calf-raise', 60, 30, 15, 3],
      ]),
      ...planDay(1, [
        ['deadlift', 70, 20, 5, 3],
        ['lat-pulldown', 40, 15, 10, 3],
        ['leg-press', 80, 40, 12, 3],
      ]),
    ],
  },
};
