import type {
  ExerciseHistoryQuery,
  ExerciseHistoryResponse,
  LastSetResponse,
  WorkoutCoachingResponse,
  WorkoutHistoryQuery,
  WorkoutHistoryResponse,
} from '@lifeorbit/contracts';
import { KG_PER_LB } from '@lifeorbit/domain';
import { decodeCursor, encodeCursor } from '../../core/cursor';
import type { AppDb } from '../../db/client';
import * as historyRepo from './history.repository';
import { roundVolume } from './service-helpers';

/** History: finished workouts a page at a time, and an exercise's last set and previous performances. */

const EXERCISE_HISTORY_DEFAULT = 5;
const HISTORY_PAGE_DEFAULT = 20;

const historyCursor = (cursor: { at: string; id: string } | null) => cursor && { endedAt: cursor.at, id: cursor.id };

export async function listFinishedWorkouts(
  db: AppDb,
  userId: string,
  query: WorkoutHistoryQuery,
): Promise<WorkoutHistoryResponse> {
  const limit = query.limit ?? HISTORY_PAGE_DEFAULT;
  const { items, cursorKeys } = await historyRepo.findFinishedWorkouts(db, userId, {
    cursor: historyCursor(decodeCursor(query.cursor)),
    limit,
    lang: query.lang ?? 'en',
    kgPerLb: KG_PER_LB,
  });
  const page = items.slice(0, limit).map((item) => ({ ...item, volumeKg: roundVolume(item.volumeKg) }));
  const last = cursorKeys[limit - 1];
  return {
    workouts: page,
    nextCursor: items.length > limit && last ? encodeCursor({ at: last.endedAt, id: last.id }) : null,
  };
}

export async function getLastSet(db: AppDb, userId: string, exerciseId: string): Promise<LastSetResponse> {
  return { lastSet: await historyRepo.findLastSet(db, userId, exerciseId) };
}

export async function getExerciseHistory(
  db: AppDb,
  userId: string,
  exerciseId: string,
  query: ExerciseHistoryQuery,
): Promise<ExerciseHistoryResponse> {
  return {
    performances: await historyRepo.findExercisePerformances(db, userId, exerciseId, {
      limit: query.limit ?? EXERCISE_HISTORY_DEFAULT,
      excludeWorkoutId: query.excludeWorkoutId,
    }),
  };
}

/**
 * GET /api/workouts/:id/coaching: each exercise's suggestion and previous performance, for the workout page's cards in
 * one request (issue 15: two per card made 16 requests, and as many renders, for an 8-exercise workout).
 */
export async function getWorkoutCoaching(
  db: AppDb,
  userId: string,
  workoutId: string,
  suggestionOf: (workoutExerciseId: string) => Promise<WorkoutCoachingResponse['suggestions'][number]>,
): Promise<WorkoutCoachingResponse | null> {
  const exercises = await historyRepo.findWorkoutExercisesOf(db, userId, workoutId);
  if (!exercises) return null;
  const exerciseIds = [...new Set(exercises.map((exercise) => exercise.exerciseId))];
  const [suggestions, previous] = await Promise.all([
    Promise.all(exercises.map(({ id }) => suggestionOf(id))),
    Promise.all(
      exerciseIds.map(async (exerciseId) => ({
        exerciseId,
        performances: await historyRepo.findExercisePerformances(db, userId, exerciseId, {
          limit: 1,
          excludeWorkoutId: workoutId,
        }),
      })),
    ),
  ]);
  return { suggestions, previous };
}
