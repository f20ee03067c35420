import type {
  ExerciseHistoryQuery,
  ExerciseHistoryResponse,
  LastSetResponse,
  WorkoutHistoryQuery,
  WorkoutHistoryResponse,
} from '@lifeorbit/contracts';
import { KG_PER_LB } from '@lifeorbit/domain';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import * as historyRepo from './history.repository';
import { roundVolume } from './service-helpers';

/** History: finished workouts a page at a time, and an exercise's last set and previous performances. */

const EXERCISE_HISTORY_DEFAULT = 5;
const HISTORY_PAGE_DEFAULT = 20;

function encodeCursor(cursor: historyRepo.HistoryCursor): string {
  return Buffer.from(`${cursor.endedAt}|${cursor.id}`).toString('base64url');
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|([0-9a-f-]{36})$/;

function decodeCursor(value: string | undefined): historyRepo.HistoryCursor | null {
  if (!value) return null;
  const match = CURSOR_PATTERN.exec(Buffer.from(value, 'base64url').toString('utf8'));
  if (!match) {
    throw new AppError('validation_failed', 'cursor: Not a cursor from this list', [
      { field: 'cursor', code: 'invalid_value', message: 'Not a cursor from this list; start again without it' },
    ]);
  }
  return { endedAt: match[1]!, id: match[2]! };
}

export async function listFinishedWorkouts(
  db: AppDb,
  userId: string,
  query: WorkoutHistoryQuery,
): Promise<WorkoutHistoryResponse> {
  const limit = query.limit ?? HISTORY_PAGE_DEFAULT;
  const { items, cursorKeys } = await historyRepo.findFinishedWorkouts(db, userId, {
    cursor: decodeCursor(query.cursor),
    limit,
    lang: query.lang ?? 'en',
    kgPerLb: KG_PER_LB,
  });
  const page = items.slice(0, limit).map((item) => ({ ...item, volumeKg: roundVolume(item.volumeKg) }));
  const last = cursorKeys[limit - 1];
  return { workouts: page, nextCursor: items.length > limit && last ? encodeCursor(last) : null };
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
