import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkoutDetail, WorkoutHistoryResponse } from '@lifeorbit/contracts/workouts';
import { call, getRuntime, signUp, type TestMember } from '../../../../test/harness';
import { importAndRun } from '../../../../test/import-support';
import { queryRows } from '../../../core/db';

// Issue 39: an account's export imported into a fresh account gives back every set, its time and distance included;
// the CSV export carries both for every set.

const FIXTURES = path.join(import.meta.dirname, '../../../../test/fixtures/imports');

beforeAll(async () => {
  await getRuntime();
});

const importBody = (member: TestMember, body: string, type: string, query = '') =>
  importAndRun(member, body, { type, query, fileName: 'round-trip' });

async function catalogueId(slug: string): Promise<string> {
  const { database } = await getRuntime();
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`SELECT id FROM exercises WHERE slug = ${slug} AND owner_user_id IS NULL`,
  );
  return row!.id;
}

/**
 * A workout logged here: a plank held 60 s, a 2,000 m row in 7:45, a 32 kg carry over 40 m, a bench set, the
 * member's own kettlebell hold (a kind the sets alone would not tell) and the plank again at the end, each exercise
 * with its notes.
 */
async function logWorkout(member: TestMember) {
  const workoutId = crypto.randomUUID();
  const ok = async (response: Response, status: number) => {
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as { id: string };
  };
  await ok(await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: workoutId } }), 201);
  const holdId = crypto.randomUUID();
  await ok(
    await call('POST', '/api/exercises', {
      cookie: member.cookie,
      body: { id: holdId, names: { en: 'Suitcase Hold' }, loadType: 'kettlebell', effortMode: 'time' },
    }),
    201,
  );
  const sets: [string, string | null, Record<string, unknown>[]][] = [
    [
      await catalogueId('plank'),
      'elbows under shoulders',
      [{ durationSec: 60 }, { durationSec: 45, rpe: 9, notes: 'shaking' }],
    ],
    [await catalogueId('rowing-machine'), null, [{ distanceM: 2000, durationSec: 465 }]],
    [
      await catalogueId('farmers-walk'),
      'straps on',
      [
        { weight: 32, distanceM: 40 },
        { weight: 32, distanceM: 40, durationSec: 38 },
      ],
    ],
    [await catalogueId('bench-press'), null, [{ weight: 80, reps: 5, rpe: 8 }]],
    [holdId, 'left hand first', [{ weight: 24, durationSec: 40 }]],
    [await catalogueId('plank'), null, [{ durationSec: 30 }]],
  ];
  for (const [exerciseId, notes, bodies] of sets) {
    const added = await ok(
      await call('POST', `/api/workouts/${workoutId}/exercises`, {
        cookie: member.cookie,
        body: { id: crypto.randomUUID(), exerciseId, ...(notes ? { notes } : {}) },
      }),
      201,
    );
    for (const body of bodies) {
      await ok(
        await call('POST', `/api/workout-exercises/${added.id}/sets`, {
          cookie: member.cookie,
          body: { id: crypto.randomUUID(), weightUnit: 'kg', ...body },
        }),
        201,
      );
    }
  }
  await ok(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }), 200);
}

interface ExportedSet {
  setIndex: number;
  completedAt: string | null;
  [field: string]: unknown;
}
interface ExportedWorkout {
  id: string;
  startedAt: string;
  exercises: { exerciseId: string; sets: ExportedSet[]; [field: string]: unknown }[];
  [field: string]: unknown;
}

interface ExportedCustomExercise {
  loadType: string;
  loadMode: string;
  effortMode: string;
  names: Record<string, string>;
}

async function exportJson(member: TestMember) {
  const response = await call('GET', '/api/data/export.json', { cookie: member.cookie });
  expect(response.status).toBe(200);
  const document = (await response.clone().json()) as {
    workouts: ExportedWorkout[];
    customExercises: ExportedCustomExercise[];
  };
  return { text: await response.text(), ...document };
}

const kindsOf = (custom: ExportedCustomExercise[]) =>
  custom.map(({ loadType, loadMode, effortMode, names }) => ({ loadType, loadMode, effortMode, name: names.en }));

/** What a workout is, without the ids the other account gives it and its own exercises. */
function comparable(workouts: ExportedWorkout[]) {
  return workouts
    .map(({ id: _id, exercises, ...workout }) => ({
      ...workout,
      exercises: exercises.map(({ exerciseId: _exerciseId, ...exercise }) => exercise),
    }))
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/** The CSV export's rows without the workout id, sorted. */
async function csvRows(member: TestMember): Promise<string[]> {
  const text = await (await call('GET', '/api/data/export.csv', { cookie: member.cookie })).text();
  const [header, ...rows] = text.trimEnd().split('\r\n');
  const columns = header!.split(',');
  expect(columns).toEqual(expect.arrayContaining(['distance_m', 'duration_sec']));
  const keep = columns.map((c) => c !== 'workout_id');
  // No cell of these files holds a comma, so splitting is enough.
  return rows
    .map((row) =>
      row
        .split(',')
        .filter((_cell, i) => keep[i])
        .join(','),
    )
    .sort();
}

describe('export, then import into a fresh account', () => {
  it('gives back every workout and set, field by field, time and distance included', async () => {
    const first = await signUp();
    for (const [file, query] of [
      ['cardio-strong-numbered.csv', ''],
      ['cardio-hevy-km.csv', ''],
      ['cardio-hevy-miles.csv', ''],
      ['cardio-strong-oldest.csv', '&unit=lb'],
    ] as const) {
      await importBody(first, fs.readFileSync(path.join(FIXTURES, file), 'utf8'), 'text/csv', query);
    }
    await logWorkout(first);
    const before = await exportJson(first);
    expect(before.workouts).toHaveLength(5);
    const sets = before.workouts.flatMap((w) => w.exercises.flatMap((e) => e.sets));
    expect(sets).toHaveLength(7 + 7 + 5 + 6 + 8);
    expect(sets.filter((s) => s.durationSec !== null).length).toBeGreaterThan(20);
    expect(sets.filter((s) => s.distanceM !== null).length).toBeGreaterThan(12);

    const second = await signUp();
    const result = await importBody(second, before.text, 'application/json');
    expect(result).toMatchObject({ source: 'lifeorbit', workoutsCreated: 5, setsCreated: sets.length });
    const after = await exportJson(second);
    // Every field of every workout, exercise and set: the exercises' notes, the moments sets were ticked off and the
    // plank done twice included.
    expect(comparable(after.workouts)).toEqual(comparable(before.workouts));
    const logged = after.workouts.find((w) => w.exercises.some((e) => e.exercise === 'Suitcase Hold'))!;
    expect(logged.exercises.map((e) => [e.exercise, e.notes])).toEqual([
      ['Plank', 'elbows under shoulders'],
      ['Rowing Machine', null],
      ['Farmer’s Walk', 'straps on'],
      ['Bench Press', null],
      ['Suitcase Hold', 'left hand first'],
      ['Plank', null],
    ]);
    // The member's own exercises come back logged the same way: the kettlebell hold too, which its sets alone would
    // make a weighted bodyweight hold, its weight the total (as made; a new kettlebell exercise's is per hand).
    expect(kindsOf(after.customExercises).sort((a, b) => a.name!.localeCompare(b.name!))).toEqual(
      kindsOf(before.customExercises).sort((a, b) => a.name!.localeCompare(b.name!)),
    );
    expect(kindsOf(after.customExercises)).toContainEqual({
      loadType: 'kettlebell',
      loadMode: 'total',
      effortMode: 'time',
      name: 'Suitcase Hold',
    });
    expect(await csvRows(second)).toEqual(await csvRows(first));

    // The member's own distance exercise comes back as one, and every set opens with its time and distance.
    const listed = await call('GET', '/api/workouts?status=finished&limit=50', { cookie: second.cookie });
    const ids = ((await listed.json()) as WorkoutHistoryResponse).workouts.map((w) => w.id);
    const opened: WorkoutDetail[] = [];
    for (const id of ids) {
      opened.push(
        (await (await call('GET', `/api/workouts/${id}`, { cookie: second.cookie })).json()) as WorkoutDetail,
      );
    }
    const tireDrag = opened.flatMap((w) => w.exercises).find((e) => e.name === 'Tire Drag')!;
    expect(tireDrag).toMatchObject({ effortMode: 'distance', loadType: 'machine' });
    expect(tireDrag.sets.map((s) => [s.weight, s.distanceM, s.durationSec])).toEqual([[100, 30, 25]]);
    const shown = opened.flatMap((w) => w.exercises.flatMap((e) => e.sets));
    expect(shown.map((s) => [s.durationSec, s.distanceM]).sort()).toEqual(
      sets.map((s) => [s.durationSec, s.distanceM]).sort(),
    );
  });
});
