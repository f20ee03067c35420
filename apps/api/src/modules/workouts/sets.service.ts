import crypto from 'node:crypto';
import {
  changesRecords,
  type LanguageCode,
  type LogSetRequest,
  type UpdateSetRequest,
  type WorkoutSet,
} from '@lifeorbit/contracts';
import { setMeasures, type SetMeasure } from '@lifeorbit/domain';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/observability';
import type { AppDb } from '../../db/client';
import { afterSetLogged, recomputePersonalRecords, setLogWrites } from '../training-rules';
import { checkGrips, cleanText, idTaken, notFound, weNotFound, type Created } from './service-helpers';
import * as setsRepo from './sets.repository';

/**
 * The spec's set_log: the next set of a workout exercise. Replaying the same id answers the stored set; a workout
 * exercise that is missing or another member's is `WE not found`. A new set is checked for personal records (the
 * answer carries them) and a normal set makes the warm-up plan again (issue 6); both are stored with the set.
 *
 * Two statements and no transaction kept open (ADR 013): one reads everything the log decides on (ownership, a
 * replay, what records compare with, the warm-up inputs), one stores the set, its records, its grips and the plan,
 * numbering it under the workout exercise row's lock for that statement alone. The answer is built from the insert.
 */
export async function logSet(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  body: LogSetRequest,
  lang: LanguageCode,
  log: Pick<Logger, 'error'> = console,
): Promise<Created<WorkoutSet>> {
  const id = body.id ?? crypto.randomUUID();
  const gripIds = body.gripIds?.length ? [...new Set(body.gripIds)] : [];
  const values = {
    weight: body.weight ?? null,
    reps: body.reps ?? null,
    weightUnit: body.weightUnit ?? 'kg',
    durationSec: body.durationSec ?? null,
    distanceM: body.distanceM ?? null,
    rpe: body.rpe ?? null,
    notes: cleanText(body.notes) ?? null,
    setKind: body.setKind ?? 'normal',
    isCompleted: body.isCompleted ?? true,
  } as const;
  const replay = async (stored: { workoutExerciseId: string; isOwn: boolean } | null): Promise<Created<WorkoutSet>> => {
    const set =
      stored?.isOwn && stored.workoutExerciseId === workoutExerciseId && (await setsRepo.findSet(db, userId, id, lang));
    if (!set) throw idTaken('id');
    return { created: false, body: set };
  };

  const context = await setsRepo.findSetLogContext(db, userId, workoutExerciseId, { id, ...values });
  if (!context) throw weNotFound();
  if (context.storedSet) return replay(context.storedSet);
  checkMeasures(body, context.effortMode, context.loadType);
  if (gripIds.length) await checkGrips(db, 'gripIds', gripIds);
  const set = { id, exerciseId: context.exerciseId, ...values };
  const rules = afterSetLogged(userId, set, context.asStored, context.rules, log);
  let stored: WorkoutSet | null;
  try {
    stored = await setsRepo.insertSet(
      db,
      { id, workoutExerciseId, userId, ...values },
      { rules: setLogWrites(rules), gripIds },
    );
  } catch (err) {
    // Stored by a replay that raced this request past the lookup: answer it as a replay.
    const pg = pgErrorOf(err);
    if (pg?.code !== PG_UNIQUE_VIOLATION || pg.constraint !== 'workout_sets_pkey') throw err;
    const owner = await setsRepo.findSetOwner(db, userId, id);
    return replay(owner && { workoutExerciseId: owner.workoutExerciseId, isOwn: true });
  }
  if (!stored) throw weNotFound();
  // A new set with grips is read again for their names.
  const answer = gripIds.length
    ? await setsRepo.findSet(db, userId, id, lang)
    : { ...stored, personalRecords: rules.personalRecord?.kinds ?? [] };
  if (!answer) throw notFound('Set not found');
  return { created: true, body: answer };
}

const MEASURE_NAMES: Readonly<Record<SetMeasure, string>> = {
  weight: 'weight',
  reps: 'reps',
  durationSec: 'time',
  distanceM: 'distance',
};
const MODE_NAMES: Readonly<Record<string, string>> = {
  reps: 'reps',
  time: 'time',
  distance: 'distance',
  reps_time: 'reps and time',
};

/**
 * A set takes the fields of its exercise's effort mode (issue 39, domain's setMeasures): a distance on a reps-only
 * exercise, or reps on a plank, is a 400 naming each field, before anything is stored. A field sent as null is no value.
 */
function checkMeasures(body: UpdateSetRequest, effortMode: string, loadType: string): void {
  const allowed = new Set(setMeasures(effortMode, loadType));
  const refused = (['weight', 'reps', 'durationSec', 'distanceM'] as const).filter(
    (field) => body[field] != null && !allowed.has(field),
  );
  if (refused.length === 0) return;
  const mode = MODE_NAMES[effortMode] ?? effortMode;
  const details = refused.map((field) => ({
    field,
    code: 'not_allowed' as const,
    message: `This exercise is logged in ${mode}: its sets take no ${MEASURE_NAMES[field]}`,
  }));
  throw new AppError('validation_failed', details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
}

export async function updateSet(
  db: AppDb,
  userId: string,
  setId: string,
  body: UpdateSetRequest,
  lang: LanguageCode,
): Promise<WorkoutSet> {
  await db.transaction(async (tx) => {
    const owner = await setsRepo.findSetOwner(tx, userId, setId);
    if (!owner) throw notFound('Set not found');
    checkMeasures(body, owner.effortMode, owner.loadType);
    if (body.gripIds?.length) await checkGrips(tx, 'gripIds', body.gripIds);
    const { gripIds, notes, ...rest } = body;
    await setsRepo.updateSet(tx, userId, setId, {
      ...rest,
      ...(notes !== undefined && { notes: cleanText(notes) ?? null }),
    });
    if (gripIds) await setsRepo.replaceSetGrips(tx, setId, [...new Set(gripIds)]);
    if (changesRecords(body)) await recomputePersonalRecords(tx, userId, owner.exerciseId, setId);
  });
  const set = await setsRepo.findSet(db, userId, setId, lang);
  if (!set) throw notFound('Set not found');
  return set;
}

export async function removeSet(db: AppDb, userId: string, setId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await setsRepo.deleteSet(tx, userId, setId);
    if (!deleted) throw notFound('Set not found');
    // A later set may hold a record now that this one is gone.
    await recomputePersonalRecords(tx, userId, deleted.exerciseId, setId);
  });
}
