import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutDetail, WorkoutHistoryResponse } from '@lifeorbit/contracts/workouts';
import { call, getRuntime, signUp, type TestMember } from '../../../../test/harness';
import { importAndRun } from '../../../../test/import-support';

// Issue 39: the time and distance of every set in Strong's three layouts and Hevy's two files reach the workout, in
// metres and whole seconds, on the exercise of the right effort mode.

const FIXTURES = path.join(import.meta.dirname, '../../../../test/fixtures/imports');

beforeAll(async () => {
  await getRuntime();
});

const importFile = (member: TestMember, file: string, query = '') =>
  importAndRun(member, fs.readFileSync(path.join(FIXTURES, file), 'utf8'), { query, fileName: file });

/** The member's one imported workout, as GET /api/workouts/:id answers it. */
async function onlyWorkout(member: TestMember): Promise<WorkoutDetail> {
  const listed = await call('GET', '/api/workouts?status=finished&limit=50', { cookie: member.cookie });
  const { workouts } = (await listed.json()) as WorkoutHistoryResponse;
  expect(workouts).toHaveLength(1);
  const response = await call('GET', `/api/workouts/${workouts[0]!.id}`, { cookie: member.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as WorkoutDetail;
}

type Expected = [
  name: string,
  effortMode: string,
  sets: { weight?: number; weightUnit?: 'kg' | 'lb'; reps?: number; distanceM?: number; durationSec?: number }[],
][];

/** Every exercise in order, and every set's weight, reps, distance and time exactly (absent = null). */
function expectSets(workout: WorkoutDetail, expected: Expected) {
  expect(workout.exercises.map((e) => [e.name, e.effortMode])).toEqual(expected.map(([name, mode]) => [name, mode]));
  for (const [i, [name, , sets]] of expected.entries()) {
    const got = workout.exercises[i]!.sets.map((s) => ({
      weight: s.weight,
      weightUnit: s.weightUnit,
      reps: s.reps,
      distanceM: s.distanceM,
      durationSec: s.durationSec,
    }));
    const want = sets.map((s) => ({
      weight: s.weight ?? null,
      weightUnit: s.weightUnit ?? 'kg',
      reps: s.reps ?? null,
      distanceM: s.distanceM ?? null,
      durationSec: s.durationSec ?? null,
    }));
    expect(got, name).toEqual(want);
  }
}

const FARMERS_WALK = 'Farmer’s Walk';

describe('Strong’s oldest layout (no unit in the file: the member’s)', () => {
  it('reads distances in km for a member in kg', async () => {
    const member = await signUp();
    const result = await importFile(member, 'cardio-strong-oldest.csv', '&unit=kg');
    expect(result).toMatchObject({ status: 'done', workoutsCreated: 1, setsCreated: 6 });
    expect(result.exercises.every((e) => e.matched === 'exact')).toBe(true);
    expectSets(await onlyWorkout(member), [
      ['Outdoor Run', 'distance', [{ distanceM: 5250, durationSec: 1590 }]],
      ['Rowing Machine', 'distance', [{ distanceM: 2000, durationSec: 465 }]],
      ['Plank', 'time', [{ durationSec: 65 }, { durationSec: 70 }]],
      [FARMERS_WALK, 'distance', [{ weight: 32, distanceM: 40, durationSec: 45 }]],
      ['Bench Press', 'reps', [{ weight: 60, reps: 8 }]],
    ]);
  });

  it('reads distances in miles for a member in lb', async () => {
    const member = await signUp();
    await importFile(member, 'cardio-strong-oldest.csv', '&unit=lb');
    const lb = 'lb' as const;
    expectSets(await onlyWorkout(member), [
      ['Outdoor Run', 'distance', [{ weightUnit: lb, distanceM: 8449.06, durationSec: 1590 }]],
      ['Rowing Machine', 'distance', [{ weightUnit: lb, distanceM: 3218.69, durationSec: 465 }]],
      ['Plank', 'time', [{ weightUnit: lb, durationSec: 65 }, { weightUnit: lb, durationSec: 70 }]],
      [FARMERS_WALK, 'distance', [{ weight: 32, weightUnit: lb, distanceM: 64.37, durationSec: 45 }]],
      ['Bench Press', 'reps', [{ weight: 60, weightUnit: lb, reps: 8 }]],
    ]);
  });
});

describe('Strong’s layout with a unit column per row', () => {
  it('reads each row’s distance unit: mi, m, ft and km', async () => {
    const member = await signUp();
    const result = await importFile(member, 'cardio-strong-unit-per-row.csv');
    expect(result).toMatchObject({ workoutsCreated: 1, setsCreated: 6 });
    expect(result.exercises.every((e) => e.matched === 'exact')).toBe(true);
    expectSets(await onlyWorkout(member), [
      ['Outdoor Run', 'distance', [{ distanceM: 4988.97, durationSec: 1500 }]],
      ['Rowing Machine', 'distance', [{ distanceM: 2000, durationSec: 470 }]],
      ['Sled Push', 'distance', [{ weight: 90, distanceM: 25, durationSec: 30 }]],
      [FARMERS_WALK, 'distance', [{ weight: 70, weightUnit: 'lb', distanceM: 45.72, durationSec: 40 }]],
      ['Plank', 'time', [{ durationSec: 90 }]],
      ['Outdoor Cycling', 'distance', [{ distanceM: 12500, durationSec: 1800 }]],
    ]);
  });
});

describe('Strong’s numbered layout (the unit in the header)', () => {
  it('reads Distance (meters) and Seconds, and skips the rest timer', async () => {
    const member = await signUp();
    const result = await importFile(member, 'cardio-strong-numbered.csv');
    expect(result).toMatchObject({ workoutsCreated: 1, setsCreated: 7 });
    expect(result.exercises.every((e) => e.matched === 'exact')).toBe(true);
    expectSets(await onlyWorkout(member), [
      ['Treadmill Run', 'distance', [{ distanceM: 2500, durationSec: 900 }]],
      ['Rowing Machine', 'distance', [{ distanceM: 2000, durationSec: 465 }]],
      ['Plank', 'time', [{ durationSec: 60 }, { durationSec: 75 }]],
      ['Dead Hang', 'time', [{ durationSec: 45 }]],
      [FARMERS_WALK, 'distance', [{ weight: 32, distanceM: 40, durationSec: 35 }]],
      ['Back Squat', 'reps', [{ weight: 100, reps: 5 }]],
    ]);
  });
});

describe('Hevy', () => {
  it('reads distance_km and duration_seconds, and makes an unknown loaded distance a distance exercise', async () => {
    const member = await signUp();
    const result = await importFile(member, 'cardio-hevy-km.csv');
    expect(result).toMatchObject({ workoutsCreated: 1, setsCreated: 7 });
    // Found nowhere, so made the member's own exercise when the import ran.
    expect(result.exercises.filter((e) => e.matched !== 'exact').map((e) => e.name)).toEqual(['Tire Drag']);
    const workout = await onlyWorkout(member);
    expectSets(workout, [
      ['Treadmill Run', 'distance', [{ distanceM: 2500, durationSec: 900 }]],
      ['Rowing Machine', 'distance', [{ distanceM: 2000, durationSec: 465 }]],
      ['Plank', 'time', [{ durationSec: 60 }]],
      [FARMERS_WALK, 'distance', [{ weight: 32, distanceM: 40, durationSec: 40 }]],
      ['Jump Rope', 'time', [{ durationSec: 120 }]],
      ['Swimming', 'distance', [{ distanceM: 1500, durationSec: 1800 }]],
      ['Tire Drag', 'distance', [{ weight: 100, distanceM: 30, durationSec: 25 }]],
    ]);
    expect(workout.exercises.at(-1)!.loadType).toBe('machine');
  });

  it('reads distance_miles and weight_lbs', async () => {
    const member = await signUp();
    const result = await importFile(member, 'cardio-hevy-miles.csv');
    expect(result).toMatchObject({ workoutsCreated: 1, setsCreated: 5 });
    expect(result.exercises.every((e) => e.matched === 'exact')).toBe(true);
    const lb = 'lb' as const;
    expectSets(await onlyWorkout(member), [
      ['Treadmill Run', 'distance', [{ weightUnit: lb, distanceM: 2494.48, durationSec: 900 }]],
      ['Plank', 'time', [{ weightUnit: lb, durationSec: 60 }]],
      [FARMERS_WALK, 'distance', [{ weight: 70, weightUnit: lb, distanceM: 40.23, durationSec: 40 }]],
      ['Outdoor Cycling', 'distance', [{ weightUnit: lb, distanceM: 16093.44, durationSec: 2400 }]],
      ['Bench Press', 'reps', [{ weight: 135, weightUnit: lb, reps: 8 }]],
    ]);
  });
});
