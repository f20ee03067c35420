import { DEFAULT_WEIGHT_MODEL, isPersonalRecord, personalRecordKinds, toKg, type WeightModel } from '@lifeorbit/domain';
import type { PersonalRecordKind, WorkoutSet } from '@lifeorbit/contracts';
import type { TrainingRulesContext } from './training-rules';

/**
 * Sample data of the public demo pages (/set-logging-demo, /session-runner-demo, /pr-announcement-demo): real
 * components and the real training engine on data that lives in memory only. Nothing is sent to the API.
 */

export type DemoExerciseKey = 'bench' | 'squat' | 'pulldown' | 'dumbbell';

export interface DemoExercise {
  id: string;
  key: DemoExerciseKey;
  loadType: string;
  loadMode: string;
  targetReps: number | null;
  targetRepsMin: number | null;
  targetRepsMax: number | null;
  restSec: number | null;
  /** Earlier completed sets, oldest first. */
  history: WorkoutSet[];
}

const DAY_MS = 86_400_000;

/** A completed set at a fixed time, `daysAgo` before `nowMs`. */
export function demoSet(
  id: string,
  values: { weight: number; reps: number; notes?: string | null; setKind?: WorkoutSet['setKind']; rpe?: number | null },
  completedAtMs: number,
  setIndex = 1,
  personalRecords: PersonalRecordKind[] = [],
): WorkoutSet {
  const at = new Date(completedAtMs).toISOString();
  return {
    id,
    workoutExerciseId: `demo-${id}`,
    setIndex,
    weight: values.weight,
    reps: values.reps,
    weightUnit: 'kg',
    durationSec: null,
    distanceM: null,
    rpe: values.rpe ?? null,
    notes: values.notes ?? null,
    setKind: values.setKind ?? 'normal',
    isCompleted: true,
    completedAt: at,
    updatedAt: at,
    grips: [],
    personalRecords,
  };
}

export function demoExercises(nowMs: number): Record<DemoExerciseKey, DemoExercise> {
  const ago = (days: number, minutes = 0) => nowMs - days * DAY_MS + minutes * 60_000;
  return {
    bench: {
      id: 'demo-bench',
      key: 'bench',
      loadType: 'barbell',
      loadMode: 'total',
      targetReps: null,
      targetRepsMin: 8,
      targetRepsMax: 12,
      restSec: 120,
      history: [
        demoSet('bench-1', { weight: 77.5, reps: 10, notes: 'Feel: +' }, ago(7), 1),
        demoSet('bench-2', { weight: 80, reps: 11, notes: 'Feel: =' }, ago(3), 1),
        demoSet('bench-3', { weight: 80, reps: 12, notes: 'Feel: =' }, ago(3, 4), 2),
      ],
    },
    squat: {
      id: 'demo-squat',
      key: 'squat',
      loadType: 'barbell',
      loadMode: 'total',
      targetReps: 5,
      targetRepsMin: null,
      targetRepsMax: null,
      restSec: 180,
      history: [demoSet('squat-1', { weight: 100, reps: 6, rpe: 8 }, ago(4), 1)],
    },
    dumbbell: {
      id: 'demo-dumbbell',
      key: 'dumbbell',
      loadType: 'dumbbell',
      loadMode: 'per_hand',
      targetReps: 10,
      targetRepsMin: null,
      targetRepsMax: null,
      restSec: 90,
      history: [demoSet('dumbbell-1', { weight: 20, reps: 9, notes: 'Feel: +' }, ago(3), 1)],
    },
    pulldown: {
      id: 'demo-pulldown',
      key: 'pulldown',
      loadType: 'machine',
      loadMode: 'stack',
      targetReps: 12,
      targetRepsMin: null,
      targetRepsMax: null,
      restSec: 90,
      history: [demoSet('pulldown-1', { weight: 50, reps: 14, notes: 'Feel: +' }, ago(3), 1)],
    },
  };
}

/** What the API's suggestion answer would hold for the sample member (no check-in: energy 65). */
export function demoContext(exercise: DemoExercise, model: WeightModel = DEFAULT_WEIGHT_MODEL): TrainingRulesContext {
  const last = exercise.history.at(-1);
  return {
    lastSet: last
      ? {
          weight: last.weight!,
          reps: last.reps!,
          weightUnit: last.weightUnit,
          setIndex: last.setIndex,
          completedAt: last.completedAt!,
          notes: last.notes,
          rpe: last.rpe,
        }
      : null,
    readinessEnergy: 65,
    templateReps: exercise.targetReps,
    repRange:
      exercise.targetRepsMin !== null && exercise.targetRepsMax !== null
        ? { min: exercise.targetRepsMin, max: exercise.targetRepsMax }
        : null,
    weightModel: model as TrainingRulesContext['weightModel'],
    warmupStrategy: 'ramped',
    goal: null,
    loadType: exercise.loadType,
    loadMode: exercise.loadMode,
  };
}

/** The records a new set beats against the sample history and this session, as the server would answer. */
export function demoRecords(candidate: WorkoutSet, earlier: readonly WorkoutSet[]): PersonalRecordKind[] {
  if (candidate.setKind === 'warmup' || candidate.weight === null || candidate.reps === null) return [];
  const previous = earlier
    .filter((set) => set.setKind !== 'warmup' && set.isCompleted && set.weight !== null && set.reps !== null)
    .map((set) => ({ weight: toKg(set.weight!, set.weightUnit), reps: set.reps! }));
  return personalRecordKinds(
    isPersonalRecord({ weight: toKg(candidate.weight, candidate.weightUnit), reps: candidate.reps }, previous),
  );
}
