import crypto from 'node:crypto';
import type {
  AddWorkoutExerciseRequest,
  CodedErrorDetail,
  LanguageCode,
  ReorderWorkoutExercisesRequest,
  UpdateWorkoutExerciseRequest,
  WorkoutDetail,
  WorkoutExercise,
} from '@lifeorbit/contracts';
import { PG_CHECK_VIOLATION, pgErrorOf } from '../../core/db';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { checkGrips, cleanText, idTaken, notFound, weNotFound, type Created } from './service-helpers';
import { getWorkoutDetail } from './sessions.service';
import * as sessionsRepo from './sessions.repository';
import * as exercisesRepo from './workout-exercises.repository';

/** The exercises of a workout: added, changed (targets, grip, superset, order), removed and reordered. */

/** Fields named by the constraints a valid-looking request can still break (a change against stored values). */
const CONSTRAINT_FIELDS: Record<string, CodedErrorDetail> = {
  workout_exercise_rep_range: {
    field: 'targetRepsMin',
    code: 'out_of_range',
    message: 'Minimum reps cannot be above maximum reps',
  },
};

function rethrowAsInputError(err: unknown): never {
  const pg = pgErrorOf(err);
  if (pg?.code === PG_CHECK_VIOLATION) {
    const known = pg.constraint ? CONSTRAINT_FIELDS[pg.constraint] : undefined;
    const detail: CodedErrorDetail = known ?? {
      field: '(body)',
      code: 'out_of_range',
      message: 'A value is out of range',
    };
    throw new AppError('validation_failed', `${detail.field}: ${detail.message}`, [detail]);
  }
  throw err;
}

function exerciseFields(body: UpdateWorkoutExerciseRequest | AddWorkoutExerciseRequest) {
  const fields: Partial<exercisesRepo.NewWorkoutExercise> = {};
  const keys = [
    'targetSets',
    'targetReps',
    'targetRepsMin',
    'targetRepsMax',
    'targetWeightKg',
    'weightUnit',
    'restSec',
    'gripId',
    'supersetGroupId',
    'supersetOrder',
    'supersetRoundsTarget',
  ] as const;
  for (const key of keys) {
    if (body[key] !== undefined) Object.assign(fields, { [key]: body[key] });
  }
  if (body.notes !== undefined) fields.notes = cleanText(body.notes) ?? null;
  return fields;
}

export async function addWorkoutExercise(
  db: AppDb,
  userId: string,
  workoutId: string,
  body: AddWorkoutExerciseRequest,
  lang: LanguageCode,
): Promise<Created<WorkoutExercise>> {
  const id = body.id ?? crypto.randomUUID();
  const created = await db.transaction(async (tx) => {
    const workout = await sessionsRepo.lockWorkout(tx, userId, workoutId);
    if (!workout) throw notFound('Workout not found');
    if (body.id) {
      const stored = await exercisesRepo.findWorkoutExerciseOwner(tx, userId, body.id);
      if (stored && stored.workoutId === workoutId) return false;
      if (stored || (await exercisesRepo.workoutExerciseIdExists(tx, body.id))) throw idTaken('id');
    }
    if (!(await exercisesRepo.isExerciseVisible(tx, userId, body.exerciseId))) {
      throw new AppError('validation_failed', 'exerciseId: No such exercise', [
        { field: 'exerciseId', code: 'not_found', message: 'No such exercise' },
      ]);
    }
    if (body.gripId) await checkGrips(tx, 'gripId', [body.gripId]);
    const orderIndex = await exercisesRepo.nextOrderIndex(tx, workoutId);
    await exercisesRepo.insertWorkoutExercises(tx, [
      { ...exerciseFields(body), id, workoutId, userId, exerciseId: body.exerciseId, orderIndex },
    ]);
    return true;
  });
  const detail = await exercisesRepo.findWorkoutExerciseDetail(db, userId, id, lang);
  if (!detail) throw weNotFound();
  return { created, body: detail };
}

function moved(ids: string[], id: string, toIndex: number): string[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.min(toIndex, rest.length), 0, id);
  return rest;
}

export async function updateWorkoutExercise(
  db: AppDb,
  userId: string,
  workoutExerciseId: string,
  body: UpdateWorkoutExerciseRequest,
  lang: LanguageCode,
): Promise<WorkoutExercise> {
  try {
    await db.transaction(async (tx) => {
      const owner = await exercisesRepo.findWorkoutExerciseOwner(tx, userId, workoutExerciseId);
      if (!owner) throw weNotFound();
      if (body.gripId) await checkGrips(tx, 'gripId', [body.gripId]);
      if (body.orderIndex !== undefined) {
        await sessionsRepo.lockWorkout(tx, userId, owner.workoutId);
        const ids = await exercisesRepo.listWorkoutExerciseIds(tx, owner.workoutId);
        await exercisesRepo.writeExerciseOrder(tx, owner.workoutId, moved(ids, workoutExerciseId, body.orderIndex));
      }
      await exercisesRepo.updateWorkoutExercise(tx, userId, workoutExerciseId, exerciseFields(body));
    });
  } catch (err) {
    rethrowAsInputError(err);
  }
  const detail = await exercisesRepo.findWorkoutExerciseDetail(db, userId, workoutExerciseId, lang);
  if (!detail) throw weNotFound();
  return detail;
}

export async function removeWorkoutExercise(db: AppDb, userId: string, workoutExerciseId: string): Promise<void> {
  if (!(await exercisesRepo.deleteWorkoutExercise(db, userId, workoutExerciseId))) throw weNotFound();
}

export async function reorderWorkoutExercises(
  db: AppDb,
  userId: string,
  workoutId: string,
  body: ReorderWorkoutExercisesRequest,
  lang: LanguageCode,
): Promise<WorkoutDetail> {
  await db.transaction(async (tx) => {
    const workout = await sessionsRepo.lockWorkout(tx, userId, workoutId);
    if (!workout) throw notFound('Workout not found');
    const ids = await exercisesRepo.listWorkoutExerciseIds(tx, workoutId);
    const same = ids.length === body.order.length && body.order.every((id) => ids.includes(id));
    if (!same) {
      throw new AppError('validation_failed', 'order: List every exercise of this workout exactly once', [
        { field: 'order', code: 'invalid_value', message: 'List every exercise of this workout exactly once' },
      ]);
    }
    await exercisesRepo.writeExerciseOrder(tx, workoutId, body.order);
  });
  return getWorkoutDetail(db, userId, workoutId, lang);
}
