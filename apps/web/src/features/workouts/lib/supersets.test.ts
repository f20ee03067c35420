import { describe, expect, it } from 'vitest';
import type { WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import { groupIntoBlocks, nextSupersetGroup, supersetProgress } from './supersets';

function set(overrides: Partial<WorkoutSet> = {}): WorkoutSet {
  return {
    id: crypto.randomUUID(),
    workoutExerciseId: 'x',
    setIndex: 1,
    weight: 50,
    reps: 10,
    weightUnit: 'kg',
    durationSec: null,
    distanceM: null,
    rpe: null,
    notes: null,
    setKind: 'normal',
    isCompleted: true,
    completedAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    grips: [],
    personalRecords: [],
    ...overrides,
  };
}

function exercise(id: string, orderIndex: number, overrides: Partial<WorkoutExercise> = {}): WorkoutExercise {
  return {
    id,
    workoutId: 'w',
    exerciseId: `e-${id}`,
    name: id,
    loadType: 'barbell',
    effortMode: 'reps',
    loadMode: 'total',
    isUnilateral: false,
    orderIndex,
    targetSets: null,
    targetReps: null,
    targetRepsMin: null,
    targetRepsMax: null,
    targetWeightKg: null,
    weightUnit: 'kg',
    notes: null,
    warmupPlan: null,
    warmupFeedback: null,
    warmupUpdatedAt: null,
    gripId: null,
    supersetGroupId: null,
    supersetOrder: null,
    supersetRoundsTarget: null,
    restSec: null,
    sets: [],
    ...overrides,
  };
}

describe('groupIntoBlocks', () => {
  it('keeps workout order and gathers a superset at the place of its first exercise', () => {
    const blocks = groupIntoBlocks([
      exercise('curl', 3, { supersetGroupId: 'A' }),
      exercise('bench', 0),
      exercise('row', 1, { supersetGroupId: 'A' }),
      exercise('squat', 2),
    ]);
    expect(
      blocks.map((b) => (b.kind === 'single' ? b.exercise.id : `${b.group}:${b.exercises.map((x) => x.id)}`)),
    ).toEqual(['bench', 'A:row,curl', 'squat']);
  });

  it('shows a group of one as a plain exercise', () => {
    expect(groupIntoBlocks([exercise('row', 0, { supersetGroupId: 'B' })])).toEqual([
      { kind: 'single', exercise: expect.objectContaining({ id: 'row' }) },
    ]);
  });
});

describe('supersetProgress', () => {
  const row = (sets: WorkoutSet[]) => exercise('row', 0, { supersetGroupId: 'A', targetSets: 3, sets });
  const curl = (sets: WorkoutSet[]) => exercise('curl', 1, { supersetGroupId: 'A', targetSets: 3, sets });

  it('goes round by round: the first exercise, then the second, then round two', () => {
    expect(supersetProgress([row([]), curl([])])).toEqual({
      round: 1,
      totalRounds: 3,
      nextExerciseId: 'row',
      isDone: false,
    });
    expect(supersetProgress([row([set()]), curl([])])).toMatchObject({ round: 1, nextExerciseId: 'curl' });
    expect(supersetProgress([row([set()]), curl([set()])])).toMatchObject({ round: 2, nextExerciseId: 'row' });
  });

  it('counts the set being logged, ignores warm-ups and unticked sets', () => {
    expect(supersetProgress([row([]), curl([])], 'row').nextExerciseId).toBe('curl');
    const notWorking = [set({ setKind: 'warmup' }), set({ isCompleted: false, completedAt: null })];
    expect(supersetProgress([row(notWorking), curl([])]).nextExerciseId).toBe('row');
  });

  it('is done after the planned rounds, and open-ended without a plan', () => {
    const three = [set(), set(), set()];
    expect(supersetProgress([row(three), curl(three)])).toEqual({
      round: 3,
      totalRounds: 3,
      nextExerciseId: null,
      isDone: true,
    });
    const open = [exercise('a', 0, { sets: [set()] }), exercise('b', 1, { sets: [set()] })];
    expect(supersetProgress(open)).toEqual({ round: 2, totalRounds: null, nextExerciseId: 'a', isDone: false });
  });

  it('takes the rounds target over the target sets', () => {
    expect(supersetProgress([row([]), curl([])].map((x) => ({ ...x, supersetRoundsTarget: 5 }))).totalRounds).toBe(5);
  });
});

describe('nextSupersetGroup', () => {
  it('picks the first free letter', () => {
    expect(nextSupersetGroup([])).toBe('A');
    expect(
      nextSupersetGroup([exercise('a', 0, { supersetGroupId: 'A' }), exercise('b', 1, { supersetGroupId: 'C' })]),
    ).toBe('B');
  });
});
