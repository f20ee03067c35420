import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExerciseHistoryResponse, SuggestionResponse, WorkoutExercise, WorkoutSet } from '@lifeorbit/contracts';
import { call, errorOf, signUp, type TestMember } from '../../../test/harness';
import { db, detail, end, json, startQuick, storedSetCount, uuid } from '../../../test/workouts-support';
import { queryRows } from '../../core/db';
import { recomputeExercisesRecords } from '../training-rules';

// Issue 39: a set takes the fields of its exercise's effort mode (a plank a time, a row a distance and a time, a
// farmer's walk a weight and a distance), each validated, and earns the records of its kind.

const slugs = ['plank', 'rowing-machine', 'farmers-walk', 'bench-press', 'suitcase-carry'] as const;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const rows = await queryRows<{ slug: string; id: string }>(
    await db(),
    sql`SELECT slug, id::text AS id FROM exercises WHERE owner_user_id IS NULL
          AND slug IN ('plank', 'rowing-machine', 'farmers-walk', 'bench-press', 'suitcase-carry')`,
  );
  for (const row of rows) ids[row.slug] = row.id;
  expect(Object.keys(ids).sort()).toEqual([...slugs].sort());
});

async function add(member: TestMember, workoutId: string, slug: (typeof slugs)[number]) {
  const response = await call('POST', `/api/workouts/${workoutId}/exercises`, {
    cookie: member.cookie,
    body: { id: uuid(), exerciseId: ids[slug] },
  });
  expect(response.status).toBe(201);
  return json<WorkoutExercise>(response);
}

const log = (member: TestMember, workoutExerciseId: string, body: Record<string, unknown>) =>
  call('POST', `/api/workout-exercises/${workoutExerciseId}/sets`, {
    cookie: member.cookie,
    body: { id: uuid(), ...body },
  });

async function logged(member: TestMember, workoutExerciseId: string, body: Record<string, unknown>) {
  const response = await log(member, workoutExerciseId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<WorkoutSet>(response);
}

describe('sets by effort mode', () => {
  it('logs a hold, a row and a carry with their fields, shows them in the workout and history, and sums them', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const plank = await add(member, workoutId, 'plank');
    const row = await add(member, workoutId, 'rowing-machine');
    const carry = await add(member, workoutId, 'farmers-walk');
    expect([plank.effortMode, row.effortMode, carry.effortMode]).toEqual(['time', 'distance', 'distance']);
    // A farmer's walk is held a dumbbell in each hand: the page reads its 32 kg as "2 × 32 kg".
    expect([plank.loadMode, row.loadMode, carry.loadMode]).toEqual(['total', 'total', 'per_hand']);
    // A suitcase carry's is one hand's: it is done one side at a time.
    const suitcase = await add(member, workoutId, 'suitcase-carry');
    expect([carry.isUnilateral, suitcase.loadMode, suitcase.isUnilateral]).toEqual([false, 'per_hand', true]);

    const hold = await logged(member, plank.id, { durationSec: 60 });
    expect(hold).toMatchObject({ durationSec: 60, distanceM: null, weight: null, reps: null });
    expect(hold.personalRecords).toEqual(['longest_duration']);
    const rowed = await logged(member, row.id, { distanceM: 2000, durationSec: 465, rpe: 8 });
    expect(rowed).toMatchObject({ distanceM: 2000, durationSec: 465 });
    expect(rowed.personalRecords).toEqual(['longest_distance', 'fastest_pace']);
    const carried = await logged(member, carry.id, { weight: 32, distanceM: 40 });
    expect(carried).toMatchObject({ weight: 32, distanceM: 40, durationSec: null });
    expect(carried.personalRecords).toEqual(['weight', 'longest_distance']);
    // A distance kept to the centimetre, as its column keeps it; a warm-up is never a record.
    expect((await logged(member, row.id, { distanceM: 500.004, durationSec: 100, setKind: 'warmup' })).distanceM).toBe(
      500,
    );

    // The next set: a hold a few seconds longer, the same row a little faster; a lifting exercise has no effort.
    const suggestion = async (id: string) =>
      json<SuggestionResponse>(await call('GET', `/api/workout-exercises/${id}/suggestion`, { cookie: member.cookie }));
    expect(await suggestion(plank.id)).toMatchObject({
      effortMode: 'time',
      effort: { durationSec: 65, distanceM: null, weightKg: null },
    });
    expect((await suggestion(row.id)).effort).toMatchObject({ distanceM: 2000, durationSec: 456 });
    expect((await suggestion(carry.id)).effort).toMatchObject({ distanceM: 40, weightKg: 32 });

    const exercises = (await detail(member, workoutId)).exercises;
    expect(exercises.map((e) => [e.loadMode, e.isUnilateral])).toEqual([
      ['total', false],
      ['total', false],
      ['per_hand', false],
      ['per_hand', true],
    ]);
    expect(exercises.map((e) => e.sets.map((s) => [s.durationSec, s.distanceM]))).toEqual([
      [[60, null]],
      [
        [465, 2000],
        [100, 500],
      ],
      [[null, 40]],
      [],
    ]);
    const ended = await end(member, workoutId);
    // Working sets only: the warm-up row counts neither its metres nor its seconds.
    expect(ended.summary).toMatchObject({ setCount: 3, distanceM: 2040, timedSec: 525 });
    const history = await json<{ workouts: { id: string; distanceM: number; timedSec: number }[] }>(
      await call('GET', '/api/workouts?status=finished', { cookie: member.cookie }),
    );
    expect(history.workouts.find((w) => w.id === workoutId)).toMatchObject({ distanceM: 2040, timedSec: 525 });
    const performances = await json<ExerciseHistoryResponse>(
      await call('GET', `/api/exercises/${ids['rowing-machine']}/history`, { cookie: member.cookie }),
    );
    expect(performances.performances[0]!.sets.map((s) => [s.distanceM, s.durationSec])).toEqual([
      [2000, 465],
      [500, 100],
    ]);
  });

  it('beats a hold by a longer one, a row by a faster or farther one, and decides the same over all sets at once', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const plank = await add(member, workoutId, 'plank');
    const row = await add(member, workoutId, 'rowing-machine');
    const sets: WorkoutSet[] = [];
    const kinds = async (id: string, body: Record<string, unknown>) => {
      const set = await logged(member, id, body);
      sets.push(set);
      return set.personalRecords;
    };
    expect(await kinds(plank.id, { durationSec: 60 })).toEqual(['longest_duration']);
    expect(await kinds(plank.id, { durationSec: 60 })).toEqual([]);
    expect(await kinds(plank.id, { durationSec: 75 })).toEqual(['longest_duration']);
    expect(await kinds(row.id, { distanceM: 2000, durationSec: 480 })).toEqual(['longest_distance', 'fastest_pace']);
    expect(await kinds(row.id, { distanceM: 1000, durationSec: 250 })).toEqual([]);
    expect(await kinds(row.id, { distanceM: 1000, durationSec: 230 })).toEqual(['fastest_pace']);
    expect(await kinds(row.id, { distanceM: 5000 })).toEqual(['longest_distance']);

    const database = await db();
    for (const [i, set] of sets.entries()) {
      await queryRows(
        database,
        sql`UPDATE workout_sets SET completed_at = '2026-01-05T10:00:00Z'::timestamptz + make_interval(mins => ${i})
            WHERE id = ${set.id}`,
      );
    }
    const stored = () =>
      queryRows<{ set_id: string; kinds: string[]; distance_m: string | null; duration_sec: number | null }>(
        database,
        sql`SELECT set_id::text, kinds, distance_m::text, duration_sec FROM personal_records
            WHERE user_id = ${member.id} ORDER BY set_id`,
      );
    const byLog = await stored();
    expect(byLog).toHaveLength(5);
    await recomputeExercisesRecords(database, member.id, [ids.plank!, ids['rowing-machine']!]);
    expect(await stored()).toEqual(byLog);

    // An edit decides the records again: the 75 s hold cut to 50 s leaves the first 60 s hold the longest.
    const edited = await call('PATCH', `/api/sets/${sets[2]!.id}`, {
      cookie: member.cookie,
      body: { durationSec: 50 },
    });
    expect(edited.status).toBe(200);
    expect((await json<WorkoutSet>(edited)).personalRecords).toEqual([]);
  });

  it('refuses a field the mode does not take, a negative time and a 40-day hold, naming the field, and stores nothing', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const plank = await add(member, workoutId, 'plank');
    const bench = await add(member, workoutId, 'bench-press');
    const refused = async (id: string, body: Record<string, unknown>, field: string, code: string) => {
      const response = await log(member, id, body);
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.details.map((d) => [d.field, d.code])).toContainEqual([field, code]);
    };
    await refused(bench.id, { weight: 100, reps: 5, distanceM: 100 }, 'distanceM', 'not_allowed');
    await refused(bench.id, { weight: 100, reps: 5, durationSec: 30 }, 'durationSec', 'not_allowed');
    await refused(plank.id, { durationSec: -1 }, 'durationSec', 'too_small');
    await refused(plank.id, { durationSec: 40 * 86_400 }, 'durationSec', 'too_large');
    await refused(plank.id, { durationSec: 60, reps: 10 }, 'reps', 'not_allowed');
    await refused(plank.id, { durationSec: 60, weight: 20 }, 'weight', 'not_allowed');
    await refused(plank.id, { durationSec: 1.5 }, 'durationSec', 'invalid_type');
    expect(await storedSetCount(plank.id)).toBe(0);
    expect(await storedSetCount(bench.id)).toBe(0);

    const hold = await logged(member, plank.id, { durationSec: 45 });
    const patch = await call('PATCH', `/api/sets/${hold.id}`, { cookie: member.cookie, body: { distanceM: 10 } });
    expect(patch.status).toBe(400);
    expect((await errorOf(patch)).details[0]?.field).toBe('distanceM');
    const [kept] = await queryRows<{ duration_sec: number; distance_m: string | null }>(
      await db(),
      sql`SELECT duration_sec, distance_m FROM workout_sets WHERE id = ${hold.id}`,
    );
    expect(kept).toEqual({ duration_sec: 45, distance_m: null });
  });
});
