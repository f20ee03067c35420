import { WORKOUT_EXERCISE_NOT_FOUND } from '@lifeorbit/contracts';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { countGrips } from './workout-exercises.repository';

/** What the sub-areas' services (sessions, workout exercises, sets, history) share. */

/** A write that is idempotent by its client id: `created` is false for a replay (200 instead of 201). */
export type Created<T> = { created: boolean; body: T };

export const notFound = (what: string) => new AppError('not_found', what);
export const weNotFound = () => new AppError('not_found', WORKOUT_EXERCISE_NOT_FOUND);
export const idTaken = (field: string) =>
  new AppError('conflict', 'This id is already used by another record', [
    { field, code: 'duplicate', message: 'Already used; send a new UUID' },
  ]);

/** Free text comes cleaned by the contract (packages/contracts/src/text.ts); empty text is no text. */
export function cleanText(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  return value || null;
}

/** Volume shown to one decimal of a kilogram. */
export const roundVolume = (kg: number) => Math.round(kg * 10) / 10;

export async function checkGrips(db: AppDb, field: string, gripIds: string[]): Promise<void> {
  const unique = [...new Set(gripIds)];
  if ((await countGrips(db, unique)) !== unique.length) {
    throw new AppError('validation_failed', `${field}: No such grip`, [
      { field, code: 'not_found', message: 'No such grip' },
    ]);
  }
}
