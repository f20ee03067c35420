import crypto from 'node:crypto';
import {
  ACTIVE_WORKOUT_ID_FIELD,
  changesRecords,
  WORKOUT_EXERCISE_NOT_FOUND,
  type ActiveWorkoutResponse,
  type CodedErrorDetail,
  type AddWorkoutExerciseRequest,
  type EndWorkoutResponse,
  type ExerciseHistoryQuery,
  type ExerciseHistoryResponse,
  type LanguageCode,
  type LastSetResponse,
  type LogSetRequest,
  type ReorderWorkoutExercisesRequest,
  type StartWorkoutRequest,
  type StartWorkoutResponse,
  type UpdateSetRequest,
  type UpdateWorkoutExerciseRequest,
  type UpdateWorkoutRequest,
  type Workout,
  type WorkoutDetail,
  type WorkoutExercise,
  type WorkoutHistoryQuery,
  type WorkoutHistoryResponse,
  type WorkoutSet,
  type WorkoutSummary,
} from '@lifeorbit/contracts';
import { KG_PER_LB, sanitizeText, shouldRegenerateWarmup } from '@lifeorbit/domain';
import type { AppDb } from '../../db/client';
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { AppError } from '../../core/errors';
import type { Logger } from '../../core/deps';
import { canBePersonalRecord, personalRecordOf, planWarmupAfterSet, recomputePersonalRecords } from '../coaching';
import { advanceProgramAfterWorkout } from '../programs';
import { resolvePreferences } from '../templates';
import * as repo from './workouts.repository';

/** The title of a workout started without a template, when the client does not send one in the member's language. */
export const QUICK_WORKOUT_TITLE = 'Quick workout';
const EXERCISE_HISTORY_DEFAULT = 5;
const HISTORY_PAGE_DEFAULT = 20;

type Created<T> = { created: boolean; body: T };

const notFound = (what: string) => new AppError('not_found', what);
const weNotFound = () => new AppError('not_found', WORKOUT_EXERCISE_NOT_FOUND);
const idTaken = (field: string) =>
  new AppError('conflict', 'This id is already used by another record', [
    { field, code: 'duplicate', message: 'Already used; send a new UUID' },
  ]);

/** Free text as the spec's sanitiser leaves it (no control characters, trimmed); empty text is no text. */
function cleanText(value: string | null | undefined, max: number): string | null | undefined {
  if (value === undefined || value === null) return value;
  return sanitizeText(value, max) || null;
}

// ---- Database errors that are the caller's fault ----

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

async function activeConflict(db: AppDb, userId: string): Promise<AppError> {
  const active = await repo.findActiveWorkout(db, userId);
  return new AppError(
    'conflict',
    'A workout is already in progress: continue it or end it first',
    active ? [{ field: ACTIVE_WORKOUT_ID_FIELD, code: 'in_progress', message: active.id }] : [],
  );
}

// ---- Workouts ----

export async function getActiveWorkout(db: AppDb, userId: string): Promise<ActiveWorkoutResponse> {
  return { workout: await repo.findActiveWorkout(db, userId) };
}

export async function getWorkoutDetail(
  db: AppDb,
  userId: string,
  workoutId: string,
  lang: LanguageCode,
): Promise<WorkoutDetail> {
  const detail = await repo.findWorkoutDetail(db, userId, workoutId, lang);
  if (!detail) throw notFound('Workout not found');
  return detail;
}

/** Where a start takes its exercises from: a template, the program's template at its position, or nothing. */
async function resolveStartSource(db: AppDb, userId: string, body: StartWorkoutRequest) {
  let templateId = body.templateId ?? null;
  let program: { id: string; index: number } | null = null;
  if (body.programId) {
    const found = await repo.findProgramForStart(db, userId, body.programId);
    if (!found) throw notFound('Program not found');
    if (found.templateIds.length === 0) {
      throw new AppError('conflict', 'This program has no workouts in its rotation yet', [
        { field: 'programId', code: 'empty', message: 'Add a template to the program first' },
      ]);
    }
    const index = found.position % found.templateIds.length;
    templateId = found.templateIds[index]!;
    program = { id: found.id, index };
  }
  const template = templateId ? await repo.findTemplateForStart(db, userId, templateId) : null;
  if (templateId && !template) throw notFound('Template not found');
  return { template, program };
}

/** The template's exercises as workout exercises, with the member's preferences for this template/program applied. */
async function exercisesFromTemplate(
  db: AppDb,
  userId: string,
  workoutId: string,
  template: repo.TemplateForStart,
  programId: string | null,
): Promise<repo.NewWorkoutExercise[]> {
  const exerciseIds = [...new Set(template.exercises.map((x) => x.exerciseId))];
  const preferences = await resolvePreferences(db, userId, exerciseIds, { templateId: template.id, programId });
  const roundsByGroup = new Map<string, number>();
  for (const x of template.exercises) {
    if (!x.supersetGroup) continue;
    roundsByGroup.set(x.supersetGroup, Math.max(roundsByGroup.get(x.supersetGroup) ?? 1, x.targetSets ?? 1));
  }
  const seenInGroup = new Map<string, number>();
  return template.exercises.map((x, index) => {
    const preference = preferences.get(x.exerciseId)!;
    const targets = preference.apply({
      target_sets: x.targetSets,
      target_reps_min: x.targetRepsMin,
      target_reps_max: x.targetRepsMax,
    });
    const group = x.supersetGroup;
    const supersetOrder = group ? (seenInGroup.get(group) ?? 0) : null;
    if (group) seenInGroup.set(group, (supersetOrder ?? 0) + 1);
    return {
      id: crypto.randomUUID(),
      workoutId,
      userId,
      exerciseId: x.exerciseId,
      orderIndex: index,
      targetSets: targets.target_sets,
      targetReps: x.targetReps,
      targetRepsMin: targets.target_reps_min,
      targetRepsMax: targets.target_reps_max,
      targetWeightKg: x.targetWeightKg,
      weightUnit: x.weightUnit,
      restSec: x.restSec,
      gripId: x.gripId ?? preference.gripIds[0] ?? null,
      notes: x.notes,
      supersetGroupId: group,
      supersetOrder,
      supersetRoundsTarget: group ? (roundsByGroup.get(group) ?? null) : null,
    };
  });
}

/**
 * Starts a workout (spec §4), optionally from a template or the program's next template. One workout runs at a time:
 * a second start is a 409 naming the active one, except a replay of the same id, which answers the stored workout.
 */
export async function startWorkout(
  db: AppDb,
  userId: string,
  body: StartWorkoutRequest,
): Promise<Created<StartWorkoutResponse>> {
  const id = body.id ?? crypto.randomUUID();
  const stored = body.id ? await repo.findWorkout(db, userId, body.id) : null;
  if (stored) return { created: false, body: { workoutId: stored.id, workout: stored } };
  if (body.id && (await repo.workoutIdExists(db, body.id))) throw idTaken('id');
  if (await repo.findActiveWorkout(db, userId)) throw await activeConflict(db, userId);

  const { template, program } = await resolveStartSource(db, userId, body);
  const title = template?.name ?? cleanText(body.title, 120) ?? QUICK_WORKOUT_TITLE;
  try {
    await db.transaction(async (tx) => {
      const inserted = await repo.insertWorkout(tx, {
        id,
        userId,
        title,
        templateId: template?.id ?? null,
        programId: program?.id ?? null,
        programPosition: program?.index ?? null,
        programTemplateId: program ? (template?.id ?? null) : null,
      });
      if (!inserted) throw idTaken('id');
      if (template) {
        await repo.insertWorkoutExercises(
          tx,
          await exercisesFromTemplate(tx, userId, id, template, program?.id ?? null),
        );
      }
    });
  } catch (err) {
    const pg = pgErrorOf(err);
    if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'workouts_one_active') {
      // A start that raced this one: the same id is a replay, another id lost the race.
      const raced = await repo.findWorkout(db, userId, id);
      if (raced) return { created: false, body: { workoutId: raced.id, workout: raced } };
      throw await activeConflict(db, userId);
    }
    throw err;
  }
  const workout = await repo.findWorkout(db, userId, id);
  if (!workout) throw new AppError('internal', 'The workout was not stored');
  return { created: true, body: { workoutId: id, workout } };
}

export async function updateWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  body: UpdateWorkoutRequest,
): Promise<Workout> {
  const changes = {
    ...(body.title !== undefined && { title: cleanText(body.title, 120) ?? QUICK_WORKOUT_TITLE }),
    ...(body.notes !== undefined && { notes: cleanText(body.notes, 2000) ?? null }),
  };
  const found = Object.keys(changes).length
    ? await repo.updateWorkout(db, userId, workoutId, changes)
    : (await repo.findWorkout(db, userId, workoutId)) !== null;
  if (!found) throw notFound('Workout not found');
  return (await repo.findWorkout(db, userId, workoutId))!;
}

function durationOf(workout: Workout): number {
  const end = workout.endedAt ? Date.parse(workout.endedAt) : Date.parse(workout.startedAt);
  return Math.max(0, Math.round((end - Date.parse(workout.startedAt)) / 1000));
}

const roundVolume = (kg: number) => Math.round(kg * 10) / 10;

/** Ends the workout (ended_at = now) and moves its program on; ending again answers the same summary. */
/** Ends the workout at `endedAt` (kept between its start and now) or now; ending it again changes nothing. */
export async function endWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  endedAt?: string,
): Promise<EndWorkoutResponse> {
  const result = await db.transaction(async (tx) => {
    const ended = await repo.markWorkoutEnded(tx, userId, workoutId, endedAt ?? null);
    if (!ended) return null;
    const { workout, endedNow } = ended;
    if (endedNow && workout.programId && workout.programPosition !== null) {
      await advanceProgramAfterWorkout(tx, userId, workout.programId, workout.programPosition);
    }
    return workout;
  });
  if (!result) throw notFound('Workout not found');
  return { workout: result, summary: await summaryOf(db, userId, result) };
}

async function summaryOf(db: AppDb, userId: string, workout: Workout): Promise<WorkoutSummary> {
  const { setCount, volumeKg } = await repo.summarizeWorkout(db, userId, workout.id, KG_PER_LB);
  return { durationSec: durationOf(workout), setCount, volumeKg: roundVolume(volumeKg) };
}

export async function discardWorkout(db: AppDb, userId: string, workoutId: string): Promise<void> {
  if (!(await repo.deleteWorkout(db, userId, workoutId))) throw notFound('Workout not found');
}

// ---- History ----

function encodeCursor(cursor: repo.HistoryCursor): string {
  return Buffer.from(`${cursor.endedAt}|${cursor.id}`).toString('base64url');
}

const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|([0-9a-f-]{36})$/;

function decodeCursor(value: string | undefined): repo.HistoryCursor | null {
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
  const { items, cursorKeys } = await repo.findFinishedWorkouts(db, userId, {
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
  return { lastSet: await repo.findLastSet(db, userId, exerciseId) };
}

export async function getExerciseHistory(
  db: AppDb,
  userId: string,
  exerciseId: string,
  query: ExerciseHistoryQuery,
): Promise<ExerciseHistoryResponse> {
  return {
    performances: await repo.findExercisePerformances(db, userId, exerciseId, {
      limit: query.limit ?? EXERCISE_HISTORY_DEFAULT,
      excludeWorkoutId: query.excludeWorkoutId,
    }),
  };
}

// ---- Exercises of a workout ----

async function checkGrips(db: AppDb, field: string, gripIds: string[]): Promise<void> {
  const unique = [...new Set(gripIds)];
  if ((await repo.countGrips(db, unique)) !== unique.length) {
    throw new AppError('validation_failed', `${field}: No such grip`, [
      { field, code: 'not_found', message: 'No such grip' },
    ]);
  }
}

function exerciseFields(body: UpdateWorkoutExerciseRequest | AddWorkoutExerciseRequest) {
  const fields: Partial<repo.NewWorkoutExercise> = {};
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
  if (body.notes !== undefined) fields.notes = cleanText(body.notes, 1000) ?? null;
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
    const workout = await repo.lockWorkout(tx, userId, workoutId);
    if (!workout) throw notFound('Workout not found');
    if (body.id) {
      const stored = await repo.findWorkoutExerciseOwner(tx, userId, body.id);
      if (stored && stored.workoutId === workoutId) return false;
      if (stored || (await repo.workoutExerciseIdExists(tx, body.id))) throw idTaken('id');
    }
    if (!(await repo.isExerciseVisible(tx, userId, body.exerciseId))) {
      throw new AppError('validation_failed', 'exerciseId: No such exercise', [
        { field: 'exerciseId', code: 'not_found', message: 'No such exercise' },
      ]);
    }
    if (body.gripId) await checkGrips(tx, 'gripId', [body.gripId]);
    const orderIndex = await repo.nextOrderIndex(tx, workoutId);
    await repo.insertWorkoutExercises(tx, [
      { ...exerciseFields(body), id, workoutId, userId, exerciseId: body.exerciseId, orderIndex },
    ]);
    return true;
  });
  const detail = await repo.findWorkoutExerciseDetail(db, userId, id, lang);
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
      const owner = await repo.findWorkoutExerciseOwner(tx, userId, workoutExerciseId);
      if (!owner) throw weNotFound();
      if (body.gripId) await checkGrips(tx, 'gripId', [body.gripId]);
      if (body.orderIndex !== undefined) {
        await repo.lockWorkout(tx, userId, owner.workoutId);
        const ids = await repo.listWorkoutExerciseIds(tx, owner.workoutId);
        await repo.writeExerciseOrder(tx, owner.workoutId, moved(ids, workoutExerciseId, body.orderIndex));
      }
      await repo.updateWorkoutExercise(tx, userId, workoutExerciseId, exerciseFields(body));
    });
  } catch (err) {
    rethrowAsInputError(err);
  }
  const detail = await repo.findWorkoutExerciseDetail(db, userId, workoutExerciseId, lang);
  if (!detail) throw weNotFound();
  return detail;
}

export async function removeWorkoutExercise(db: AppDb, userId: string, workoutExerciseId: string): Promise<void> {
  if (!(await repo.deleteWorkoutExercise(db, userId, workoutExerciseId))) throw weNotFound();
}

export async function reorderWorkoutExercises(
  db: AppDb,
  userId: string,
  workoutId: string,
  body: ReorderWorkoutExercisesRequest,
  lang: LanguageCode,
): Promise<WorkoutDetail> {
  await db.transaction(async (tx) => {
    const workout = await repo.lockWorkout(tx, userId, workoutId);
    if (!workout) throw notFound('Workout not found');
    const ids = await repo.listWorkoutExerciseIds(tx, workoutId);
    const same = ids.length === body.order.length && body.order.every((id) => ids.includes(id));
    if (!same) {
      throw new AppError('validation_failed', 'order: List every exercise of this workout exactly once', [
        { field: 'order', code: 'invalid_value', message: 'List every exercise of this workout exactly once' },
      ]);
    }
    await repo.writeExerciseOrder(tx, workoutId, body.order);
  });
  return getWorkoutDetail(db, userId, workoutId, lang);
}

// ---- Sets ----

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
    rpe: body.rpe ?? null,
    notes: cleanText(body.notes, 1000) ?? null,
    setKind: body.setKind ?? 'normal',
    isCompleted: body.isCompleted ?? true,
  } as const;
  const replay = async (stored: { workoutExerciseId: string; isOwn: boolean } | null): Promise<Created<WorkoutSet>> => {
    const set =
      stored?.isOwn && stored.workoutExerciseId === workoutExerciseId && (await repo.findSet(db, userId, id, lang));
    if (!set) throw idTaken('id');
    return { created: false, body: set };
  };

  const context = await repo.findSetLogContext(
    db,
    userId,
    workoutExerciseId,
    { ...values, id },
    {
      previousPairs: canBePersonalRecord(values) ? { kgPerLb: KG_PER_LB } : null,
      coachingInputs: shouldRegenerateWarmup(body.setKind),
    },
  );
  if (!context) throw weNotFound();
  if (context.storedSet) return replay(context.storedSet);
  if (gripIds.length) await checkGrips(db, 'gripIds', gripIds);
  const forRecords = { id, exerciseId: context.exerciseId, ...values };
  const personalRecord = personalRecordOf(userId, forRecords, context.previousPairs);
  const warmupPlan = context.coachingInputs
    ? planWarmupAfterSet(context.coachingInputs, { ...values, ...context.asStored }, log)
    : null;
  let stored: WorkoutSet | null;
  try {
    stored = await repo.insertSet(
      db,
      { id, workoutExerciseId, userId, ...values },
      { warmupPlan, personalRecord, gripIds },
    );
  } catch (err) {
    // Stored by a replay that raced this request past the lookup: answer it as a replay.
    const pg = pgErrorOf(err);
    if (pg?.code !== PG_UNIQUE_VIOLATION || pg.constraint !== 'workout_sets_pkey') throw err;
    const owner = await repo.findSetOwner(db, userId, id);
    return replay(owner && { workoutExerciseId: owner.workoutExerciseId, isOwn: true });
  }
  if (!stored) throw weNotFound();
  // A new set with grips is read again for their names.
  const set = gripIds.length
    ? await repo.findSet(db, userId, id, lang)
    : { ...stored, personalRecords: personalRecord?.kinds ?? [] };
  if (!set) throw notFound('Set not found');
  return { created: true, body: set };
}

export async function updateSet(
  db: AppDb,
  userId: string,
  setId: string,
  body: UpdateSetRequest,
  lang: LanguageCode,
): Promise<WorkoutSet> {
  await db.transaction(async (tx) => {
    const owner = await repo.findSetOwner(tx, userId, setId);
    if (!owner) throw notFound('Set not found');
    if (body.gripIds?.length) await checkGrips(tx, 'gripIds', body.gripIds);
    const { gripIds, notes, ...rest } = body;
    await repo.updateSet(tx, userId, setId, {
      ...rest,
      ...(notes !== undefined && { notes: cleanText(notes, 1000) ?? null }),
    });
    if (gripIds) await repo.replaceSetGrips(tx, setId, [...new Set(gripIds)]);
    if (changesRecords(body)) await recomputePersonalRecords(tx, userId, owner.exerciseId, setId);
  });
  const set = await repo.findSet(db, userId, setId, lang);
  if (!set) throw notFound('Set not found');
  return set;
}

export async function removeSet(db: AppDb, userId: string, setId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await repo.deleteSet(tx, userId, setId);
    if (!deleted) throw notFound('Set not found');
    // A later set may hold a record now that this one is gone.
    await recomputePersonalRecords(tx, userId, deleted.exerciseId, setId);
  });
}
