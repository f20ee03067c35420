import type {
  AddWorkoutExerciseRequest,
  LogSetRequest,
  StartWorkoutRequest,
  UpdateSetRequest,
  UpdateWorkoutExerciseRequest,
  UpdateWorkoutRequest,
  WarmupAnswer,
  WorkoutDetail,
  WorkoutExercise,
  WorkoutSet,
} from '@lifeorbit/contracts';
import type { OutboxRequest } from '@/lib/outbox';
import {
  withExerciseAdded,
  withExerciseChanged,
  withExerciseOrder,
  withExerciseRemoved,
  withSetAdded,
  withSetChanged,
  withSetRemoved,
} from '../lib/cache';

/** The outbox kind of every write made on the workout page; its scope is the workout id. */
export const WORKOUT_KIND = 'workout';

/**
 * A write on the workout page, as it waits in the outbox: enough to send it and to show it on the screen until the
 * server has it (also after a reload). `at` is when the member made it (ISO), for the times shown meanwhile.
 */
export type WorkoutOp =
  | {
      type: 'startWorkout';
      at: string;
      body: StartWorkoutRequest & { id: string; title: string };
      /** A start from a template without a network: its exercises and name, shown until the server has it. */
      exercises?: WorkoutExercise[];
      template?: { id: string; name: string };
    }
  | { type: 'logSet'; at: string; workoutExerciseId: string; body: LogSetRequest & { id: string } }
  | { type: 'updateSet'; at: string; setId: string; body: UpdateSetRequest }
  | { type: 'deleteSet'; at: string; setId: string }
  | {
      type: 'addExercise';
      at: string;
      body: AddWorkoutExerciseRequest & { id: string };
      name: string;
      loadType: string;
      effortMode?: WorkoutExercise['effortMode'];
    }
  | { type: 'updateExercise'; at: string; workoutExerciseId: string; body: UpdateWorkoutExerciseRequest }
  | { type: 'removeExercise'; at: string; workoutExerciseId: string }
  | { type: 'reorder'; at: string; order: string[] }
  | { type: 'updateWorkout'; at: string; body: UpdateWorkoutRequest }
  | { type: 'warmupFeedback'; at: string; workoutExerciseId: string; feedback: WarmupAnswer }
  | { type: 'endWorkout'; at: string };

/** Spreads an op that has no `at` yet; `at` is stamped when the member makes it. */
export type WorkoutOpInput = WorkoutOp extends infer T ? (T extends WorkoutOp ? Omit<T, 'at'> : never) : never;

const enc = encodeURIComponent;

/** The request that stores an op on the server; `lang` names things in the answer. */
export function requestOf(workoutId: string, op: WorkoutOp, lang: string): OutboxRequest {
  switch (op.type) {
    case 'startWorkout':
      return { method: 'POST', path: '/api/workouts', body: op.body };
    case 'logSet':
      return {
        method: 'POST',
        path: `/api/workout-exercises/${enc(op.workoutExerciseId)}/sets?lang=${lang}`,
        body: op.body,
      };
    case 'updateSet':
      return { method: 'PATCH', path: `/api/sets/${enc(op.setId)}?lang=${lang}`, body: op.body };
    case 'deleteSet':
      return { method: 'DELETE', path: `/api/sets/${enc(op.setId)}` };
    case 'addExercise':
      return { method: 'POST', path: `/api/workouts/${enc(workoutId)}/exercises?lang=${lang}`, body: op.body };
    case 'updateExercise':
      return {
        method: 'PATCH',
        path: `/api/workout-exercises/${enc(op.workoutExerciseId)}?lang=${lang}`,
        body: op.body,
      };
    case 'removeExercise':
      return { method: 'DELETE', path: `/api/workout-exercises/${enc(op.workoutExerciseId)}` };
    case 'reorder':
      return {
        method: 'POST',
        path: `/api/workouts/${enc(workoutId)}/exercises/reorder?lang=${lang}`,
        body: { order: op.order },
      };
    case 'updateWorkout':
      return { method: 'PATCH', path: `/api/workouts/${enc(workoutId)}`, body: op.body };
    case 'warmupFeedback':
      return {
        method: 'PUT',
        path: `/api/workout-exercises/${enc(op.workoutExerciseId)}/warmup-feedback`,
        body: { feedback: op.feedback },
      };
    case 'endWorkout':
      // The member's end time: an end sent after a while offline does not stretch the workout.
      return { method: 'POST', path: `/api/workouts/${enc(workoutId)}/end`, body: { endedAt: op.at } };
  }
}

function pendingSet(workout: WorkoutDetail, op: Extract<WorkoutOp, { type: 'logSet' }>): WorkoutSet {
  const sets = workout.exercises.find((x) => x.id === op.workoutExerciseId)?.sets ?? [];
  const isCompleted = op.body.isCompleted ?? true;
  return {
    id: op.body.id,
    workoutExerciseId: op.workoutExerciseId,
    setIndex: Math.max(0, ...sets.map((s) => s.setIndex)) + 1,
    weight: op.body.weight ?? null,
    reps: op.body.reps ?? null,
    weightUnit: op.body.weightUnit ?? 'kg',
    durationSec: op.body.durationSec ?? null,
    distanceM: op.body.distanceM ?? null,
    rpe: op.body.rpe ?? null,
    notes: op.body.notes ?? null,
    setKind: op.body.setKind ?? 'normal',
    isCompleted,
    completedAt: isCompleted ? op.at : null,
    updatedAt: op.at,
    grips: [],
    personalRecords: [],
  };
}

function pendingExercise(workout: WorkoutDetail, op: Extract<WorkoutOp, { type: 'addExercise' }>): WorkoutExercise {
  const { body } = op;
  return {
    id: body.id,
    workoutId: workout.id,
    exerciseId: body.exerciseId,
    name: op.name,
    loadType: op.loadType,
    // Until the server answers: the picker's mode when it said, else reps.
    effortMode: op.effortMode ?? 'reps',
    // A carry's "2 × 32 kg" waits for the server's answer (the picker's list does not say how the weight is held).
    loadMode: 'total',
    isUnilateral: false,
    orderIndex: Math.max(-1, ...workout.exercises.map((x) => x.orderIndex)) + 1,
    targetSets: body.targetSets ?? null,
    targetReps: body.targetReps ?? null,
    targetRepsMin: body.targetRepsMin ?? null,
    targetRepsMax: body.targetRepsMax ?? null,
    targetWeightKg: body.targetWeightKg ?? null,
    weightUnit: body.weightUnit ?? 'kg',
    notes: body.notes ?? null,
    warmupPlan: null,
    warmupFeedback: null,
    warmupUpdatedAt: null,
    gripId: body.gripId ?? null,
    supersetGroupId: body.supersetGroupId ?? null,
    supersetOrder: body.supersetOrder ?? null,
    supersetRoundsTarget: body.supersetRoundsTarget ?? null,
    restSec: body.restSec ?? null,
    sets: [],
  };
}

/**
 * The workout as the member sees it with one more of their writes. Applying an op the server already has changes
 * nothing (a set or exercise with the same id is kept as the server sent it), so the screen can overlay the waiting
 * writes on any copy of the workout, fresh or stored.
 */
export function applyOp(workout: WorkoutDetail, op: WorkoutOp): WorkoutDetail {
  switch (op.type) {
    case 'startWorkout':
      return workout;
    case 'logSet':
      return withSetAdded(workout, op.workoutExerciseId, pendingSet(workout, op));
    case 'updateSet': {
      const { gripIds: _gripIds, ...changes } = op.body;
      return withSetChanged(workout, op.setId, { ...(changes as Partial<WorkoutSet>), updatedAt: op.at });
    }
    case 'deleteSet':
      return withSetRemoved(workout, op.setId);
    case 'addExercise':
      return workout.exercises.some((x) => x.id === op.body.id)
        ? workout
        : withExerciseAdded(workout, pendingExercise(workout, op));
    case 'updateExercise': {
      const { orderIndex: _orderIndex, ...changes } = op.body;
      return withExerciseChanged(workout, op.workoutExerciseId, changes as Partial<WorkoutExercise>);
    }
    case 'removeExercise':
      return withExerciseRemoved(workout, op.workoutExerciseId);
    case 'reorder':
      return withExerciseOrder(workout, op.order);
    case 'updateWorkout':
      return {
        ...workout,
        ...(op.body.title !== undefined && { title: op.body.title }),
        ...(op.body.notes !== undefined && { notes: op.body.notes }),
      };
    case 'warmupFeedback':
      return withExerciseChanged(workout, op.workoutExerciseId, { warmupFeedback: op.feedback });
    case 'endWorkout':
      return workout.endedAt ? workout : { ...workout, endedAt: op.at };
  }
}

/** The workout a quick start made offline, as it is until the server has it. */
export function startedWorkout(op: Extract<WorkoutOp, { type: 'startWorkout' }>): WorkoutDetail {
  return {
    id: op.body.id,
    title: op.body.title,
    startedAt: op.at,
    endedAt: null,
    templateId: op.template?.id ?? null,
    programId: null,
    programPosition: null,
    programTemplateId: null,
    notes: null,
    template: op.template ?? null,
    program: null,
    exercises: op.exercises ?? [],
  };
}

export function applyOps(workout: WorkoutDetail, ops: readonly WorkoutOp[]): WorkoutDetail {
  return ops.reduce(applyOp, workout);
}
