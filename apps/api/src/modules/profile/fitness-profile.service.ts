import type { FitnessProfile, UpdateFitnessProfileRequest } from '@lifeorbit/contracts';
import { validationError } from '../../core/validation';
import type { AppDb } from '../../db/client';
import { assertDayHasBegun, findLatestBodyWeight, saveMeasurement } from '../progress';
import { getCoachingSettings, updateCoachingSettings } from '../training-rules';
import { findFitnessProfileRow, isKnownTimeZone, upsertFitnessProfile } from './fitness-profile.repository';

/**
 * The fitness profile (issue 17) gathers what the member's training reads, each value kept where it already lived:
 * units in the profile, the warm-up strategy in the coaching settings, body weight as the day's body measurement, the
 * rest (height, level, goal, days a week, default rest, time zone) in new columns of the profile.
 */
export async function getFitnessProfile(db: AppDb, userId: string): Promise<FitnessProfile> {
  const [row, coaching, bodyWeight] = await Promise.all([
    findFitnessProfileRow(db, userId),
    getCoachingSettings(db, userId),
    findLatestBodyWeight(db, userId),
  ]);
  return {
    bodyWeightKg: bodyWeight?.bodyWeightKg ?? null,
    bodyWeightDay: bodyWeight?.day ?? null,
    heightCm: row.heightCm,
    experienceLevel: row.experienceLevel,
    goal: row.goal,
    trainingDaysPerWeek: row.trainingDaysPerWeek,
    defaultRestSec: row.defaultRestSec,
    warmupStrategy: coaching.warmupStrategy,
    effectiveWarmupStrategy: coaching.effectiveWarmupStrategy,
    weightUnit: row.weightUnit,
    timeZone: row.timeZone,
  };
}

/** The zone's canonical name (Intl accepts europe/madrid for Europe/Madrid). */
const canonicalZone = (zone: string) => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

export async function updateFitnessProfile(
  db: AppDb,
  userId: string,
  input: UpdateFitnessProfileRequest,
): Promise<FitnessProfile> {
  const day = input.day ?? new Date().toISOString().slice(0, 10);
  if (input.day) assertDayHasBegun(input.day, 'day');
  const timeZone = input.timeZone ? canonicalZone(input.timeZone) : input.timeZone;
  if (timeZone && !(await isKnownTimeZone(db, timeZone))) {
    throw validationError([{ field: 'timeZone', code: 'invalid_value', message: 'Unknown time zone' }]);
  }
  await db.transaction(async (tx) => {
    await upsertFitnessProfile(tx, userId, { ...input, timeZone });
    if (input.warmupStrategy !== undefined) {
      await updateCoachingSettings(tx, userId, { warmupStrategy: input.warmupStrategy });
    }
    if (input.bodyWeightKg !== undefined && input.bodyWeightKg !== null) {
      await saveMeasurement(tx, userId, { day, bodyWeightKg: input.bodyWeightKg });
    }
  });
  return getFitnessProfile(db, userId);
}
