import crypto from 'node:crypto';
import {
  ACTIVE_WORKOUT_ID_FIELD,
  type ActiveWorkoutResponse,
  type EndWorkoutResponse,
  type LanguageCode,
  type StartWorkoutRequest,
  type StartWorkoutResponse,
  type UpdateWorkoutRequest,
  type Workout,
  type WorkoutDetail,
  type WorkoutSummary,
} from '@lifeorbit/contracts';
import { KG_PER_LB } from '@lifeorbit/domain';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../core/db';
import { AppError } from '../../core/errors';
import type { AppDb } from '../../db/client';
import { advanceProgramAfterWorkout } from '../programs';
import { awardBadges } from '../progress';
import { resolvePreferences } from '../templates';
import { cleanText, idTaken, notFound, roundVolume, type Created } from './service-helpers';
import * as sessionsRepo from './sessions.repository';
import * as exercisesRepo from './workout-exercises.repository';

/**
 * Workout sessions (spec §2 start or continue, §4 lifecycle): starting one (from a template or a program's next
 * template), its title and notes, ending it and discarding it. One workout runs at a time.
 */

export const QUICK_WORKOUT_TITLE = 'Quick workout';

async function activeConflict(db: AppDb, userId: string): Promise<AppError> {
  const active = await sessionsRepo.findActiveWorkout(db, userId);
  return new AppError(
    'conflict',
    'A workout is already in progress: continue it or end it first',
    active ? [{ field: ACTIVE_WORKOUT_ID_FIELD, code: 'in_progress', message: active.id }] : [],
  );
}

export async function getActiveWorkout(db: AppDb, userId: string): Promise<ActiveWorkoutResponse> {
  return { workout: await sessionsRepo.findActiveWorkout(db, userId) };
}

export async function getWorkoutDetail(
  db: AppDb,
  userId: string,
  workoutId: string,
  lang: LanguageCode,
): Promise<WorkoutDetail> {
  const detail = await sessionsRepo.findWorkoutDetail(db, userId, workoutId, lang);
  if (!detail) throw notFound('Workout not found');
  return detail;
}

/** The same as the JSON text the database wrote: GET /workouts/:id sends it as it is, with nothing to parse. */
export async function getWorkoutDetailJson(
  db: AppDb,
  userId: string,
  workoutId: string,
  lang: LanguageCode,
): Promise<string> {
  const detail = await sessionsRepo.findWorkoutDetailJson(db, userId, workoutId, lang);
  if (detail === null) throw notFound('Workout not found');
  return detail;
}

/** Where a start takes its exercises from: a template, the program's template at its position, or nothing. */
async function resolveStartSource(db: AppDb, userId: string, body: StartWorkoutRequest) {
  let templateId = body.templateId ?? null;
  let program: { id: string; index: number } | null = null;
  if (body.programId) {
    const found = await sessionsRepo.findProgramForStart(db, userId, body.programId);
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
  const template = templateId ? await sessionsRepo.findTemplateForStart(db, userId, templateId) : null;
  if (templateId && !template) throw notFound('Template not found');
  return { template, program };
}

/** The template's exercises as workout exercises, with the member's preferences for this template/program applied. */
async function exercisesFromTemplate(
  db: AppDb,
  userId: string,
  workoutId: string,
  template: sessionsRepo.TemplateForStart,
  programId: string | null,
  chosenIds: readonly string[] = [],
): Promise<exercisesRepo.NewWorkoutExercise[]> {
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
      id: chosenIds[index] ?? crypto.randomUUID(),
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
  const stored = body.id ? await sessionsRepo.findWorkout(db, userId, body.id) : null;
  if (stored) return { created: false, body: { workoutId: stored.id, workout: stored } };
  if (body.id && (await sessionsRepo.workoutIdExists(db, body.id))) throw idTaken('id');
  if (await sessionsRepo.findActiveWorkout(db, userId)) throw await activeConflict(db, userId);

  const { template, program } = await resolveStartSource(db, userId, body);
  const title = template?.name ?? cleanText(body.title) ?? QUICK_WORKOUT_TITLE;
  try {
    await db.transaction(async (tx) => {
      const inserted = await sessionsRepo.insertWorkout(tx, {
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
        const rows = await exercisesFromTemplate(tx, userId, id, template, program?.id ?? null, body.exerciseIds);
        const inserted = await exercisesRepo.insertWorkoutExercises(tx, rows);
        // An id the client chose that is already some row's: refused whole, like a taken workout id.
        if (inserted.length !== rows.length) throw idTaken('exerciseIds');
      }
    });
  } catch (err) {
    const pg = pgErrorOf(err);
    if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'workouts_one_active') {
      // A start that raced this one: the same id is a replay, another id lost the race.
      const raced = await sessionsRepo.findWorkout(db, userId, id);
      if (raced) return { created: false, body: { workoutId: raced.id, workout: raced } };
      throw await activeConflict(db, userId);
    }
    throw err;
  }
  const workout = await sessionsRepo.findWorkout(db, userId, id);
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
    ...(body.title !== undefined && { title: cleanText(body.title) ?? QUICK_WORKOUT_TITLE }),
    ...(body.notes !== undefined && { notes: cleanText(body.notes) ?? null }),
  };
  const found = Object.keys(changes).length
    ? await sessionsRepo.updateWorkout(db, userId, workoutId, changes)
    : (await sessionsRepo.findWorkout(db, userId, workoutId)) !== null;
  if (!found) throw notFound('Workout not found');
  return (await sessionsRepo.findWorkout(db, userId, workoutId))!;
}

function durationOf(workout: Workout): number {
  const end = workout.endedAt ? Date.parse(workout.endedAt) : Date.parse(workout.startedAt);
  return Math.max(0, Math.round((end - Date.parse(workout.startedAt)) / 1000));
}

/**
 * Ends the workout at `endedAt` (kept between its start and now) or now, moves its program on and stores the badges
 * it earned, which the answer shows; ending it again changes nothing and earns nothing.
 */
export async function endWorkout(
  db: AppDb,
  userId: string,
  workoutId: string,
  endedAt?: string,
  /** Called once, when this call is the one that ended the workout (not on a repeated end). */
  onEnded?: (response: EndWorkoutResponse) => Promise<void>,
): Promise<EndWorkoutResponse> {
  const result = await db.transaction(async (tx) => {
    const ended = await sessionsRepo.markWorkoutEnded(tx, userId, workoutId, endedAt ?? null);
    if (!ended) return null;
    const { workout, endedNow } = ended;
    if (endedNow && workout.programId && workout.programPosition !== null) {
      await advanceProgramAfterWorkout(tx, userId, workout.programId, workout.programPosition);
    }
    return ended;
  });
  if (!result) throw notFound('Workout not found');
  const { workout, endedNow } = result;
  const newBadges = endedNow ? await awardBadges(db, userId) : [];
  const response = { workout, summary: await summaryOf(db, userId, workout), newBadges };
  if (endedNow) await onEnded?.(response);
  return response;
}

async function summaryOf(db: AppDb, userId: string, workout: Workout): Promise<WorkoutSummary> {
  const summary = await sessionsRepo.summarizeWorkout(db, userId, workout.id, KG_PER_LB);
  return { durationSec: durationOf(workout), ...summary, volumeKg: roundVolume(summary.volumeKg) };
}

export async function discardWorkout(db: AppDb, userId: string, workoutId: string): Promise<void> {
  if (!(await sessionsRepo.deleteWorkout(db, userId, workoutId))) throw notFound('Workout not found');
}
