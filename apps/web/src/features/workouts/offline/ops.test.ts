import { describe, expect, it } from 'vitest';
import type { WorkoutDetail, WorkoutSet } from '@lifeorbit/contracts';
import { applyOp, applyOps, requestOf, type WorkoutOp } from './ops';

const AT = '2026-11-22T08:00:00.000Z';
const W = '11111111-1111-4111-8111-111111111111';
const X = '22222222-2222-4222-8222-222222222222';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function workout(): WorkoutDetail {
  return {
    id: W,
    title: 'Push',
    notes: null,
    startedAt: '2026-11-22T07:00:00.000Z',
    endedAt: null,
    templateId: null,
    programId: null,
    programPosition: null,
    exercises: [],
  } as unknown as WorkoutDetail;
}

const add: WorkoutOp = {
  type: 'addExercise',
  at: AT,
  body: { id: X, exerciseId: id(99), weightUnit: 'kg' },
  name: 'Bench Press',
  loadType: 'barbell',
};
const log = (n: number, weight: number, reps: number): WorkoutOp => ({
  type: 'logSet',
  at: AT,
  workoutExerciseId: X,
  body: { id: id(n), weight, reps, weightUnit: 'kg', setKind: 'normal', isCompleted: true },
});

describe('applyOps', () => {
  it('shows an added exercise with logged, edited and deleted sets before the server has any of them', () => {
    const shown = applyOps(workout(), [
      add,
      log(1, 80, 8),
      log(2, 80, 8),
      log(3, 82.5, 6),
      { type: 'updateSet', at: AT, setId: id(2), body: { reps: 7 } },
      { type: 'deleteSet', at: AT, setId: id(1) },
    ]);
    const sets = shown.exercises[0]!.sets;
    expect(shown.exercises.map((x) => x.name)).toEqual(['Bench Press']);
    expect(sets.map((s) => [s.setIndex, s.weight, s.reps])).toEqual([
      [2, 80, 7],
      [3, 82.5, 6],
    ]);
    expect(sets[0]!.completedAt).toBe(AT);
  });

  it('changes nothing when the server already has the write: its copy of the set and exercise stays', () => {
    const serverSet = { id: id(1), setIndex: 1, weight: 80, reps: 8, personalRecords: ['weight'] } as WorkoutSet;
    const server = applyOp(workout(), add);
    server.exercises[0] = { ...server.exercises[0]!, name: 'Press de banca', sets: [serverSet] };
    const shown = applyOps(server, [add, log(1, 80, 8)]);
    expect(shown.exercises[0]!.name).toBe('Press de banca');
    expect(shown.exercises[0]!.sets).toEqual([serverSet]);
  });

  it('ends, renames and reorders on screen, and ends only once', () => {
    const two = applyOps(workout(), [
      add,
      { ...add, body: { ...add.body, id: id(5) }, name: 'Row' } as WorkoutOp,
      { type: 'reorder', at: AT, order: [id(5), X] },
      { type: 'updateWorkout', at: AT, body: { title: 'Push A' } },
      { type: 'endWorkout', at: AT },
      { type: 'endWorkout', at: '2026-11-22T09:00:00.000Z' },
    ]);
    expect(two.exercises.map((x) => x.name)).toEqual(['Row', 'Bench Press']);
    expect(two.title).toBe('Push A');
    expect(two.endedAt).toBe(AT);
  });
});

describe('a time or distance set (issue 39)', () => {
  const row: WorkoutOp = {
    type: 'logSet',
    at: AT,
    workoutExerciseId: X,
    body: { id: id(7), distanceM: 2000, durationSec: 465, rpe: null, weightUnit: 'kg', isCompleted: true },
  };

  it('shows its distance and time before the server has it, and once however often it is replayed', () => {
    const shown = applyOps(workout(), [{ ...add, effortMode: 'distance' } as WorkoutOp, row, row]);
    expect(shown.exercises[0]!.effortMode).toBe('distance');
    expect(shown.exercises[0]!.sets.map((s) => [s.id, s.distanceM, s.durationSec, s.weight, s.reps])).toEqual([
      [id(7), 2000, 465, null, null],
    ]);
    const edited = applyOp(shown, { type: 'updateSet', at: AT, setId: id(7), body: { durationSec: 470 } });
    expect(edited.exercises[0]!.sets[0]!.durationSec).toBe(470);
  });

  it('sends them with the set under its client id', () => {
    expect(requestOf(W, row, 'en').body).toEqual({
      id: id(7),
      distanceM: 2000,
      durationSec: 465,
      rpe: null,
      weightUnit: 'kg',
      isCompleted: true,
    });
    // An exercise added without the picker saying its mode logs reps until the server answers.
    expect(applyOp(workout(), add).exercises[0]!.effortMode).toBe('reps');
  });
});

describe('requestOf', () => {
  it('turns each write into the API call that stores it', () => {
    expect(requestOf(W, log(1, 80, 8), 'es')).toEqual({
      method: 'POST',
      path: `/api/workout-exercises/${X}/sets?lang=es`,
      body: { id: id(1), weight: 80, reps: 8, weightUnit: 'kg', setKind: 'normal', isCompleted: true },
    });
    expect(requestOf(W, { type: 'deleteSet', at: AT, setId: id(1) }, 'en')).toEqual({
      method: 'DELETE',
      path: `/api/sets/${id(1)}`,
    });
    expect(requestOf(W, { type: 'endWorkout', at: AT }, 'en')).toEqual({
      method: 'POST',
      path: `/api/workouts/${W}/end`,
      body: { endedAt: AT },
    });
    expect(requestOf(W, { type: 'warmupFeedback', at: AT, workoutExerciseId: X, feedback: 'too_much' }, 'en')).toEqual({
      method: 'PUT',
      path: `/api/workout-exercises/${X}/warmup-feedback`,
      body: { feedback: 'too_much' },
    });
  });
});
