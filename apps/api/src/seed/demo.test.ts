import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonalRecordItem } from '@lifeorbit/contracts';
import { queryRows } from '../core/db';
import { recomputePersonalRecords } from '../modules/training-rules';
import { call, getRuntime, signUp } from '../../test/harness';
import { seedDemoAmbassador } from './demo-ambassadors';
import { seedDemoTraining } from './demo-training';

describe('demo training data', () => {
  it('gives a member finished workouts, previous sets, an active program and readiness', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    await seedDemoTraining(database.db, member.id, new Date('2026-11-22T12:00:00Z'));

    const history = (await (
      await call('GET', '/api/workouts?status=finished&limit=20', { cookie: member.cookie })
    ).json()) as {
      workouts?: { title: string; setCount: number; distanceM: number; timedSec: number }[];
      items?: { title: string; setCount: number; distanceM: number; timedSec: number }[];
    };
    const workouts = history.workouts ?? history.items ?? [];
    // Nine of the program (pull day closes with a farmer's walk, leg day with planks) and a 5 km run each week.
    expect(workouts).toHaveLength(12);
    const setCounts = new Map(workouts.map((w) => [w.title, w.setCount]));
    expect(Object.fromEntries(setCounts)).toEqual({ 'Push day': 9, 'Pull day': 12, 'Leg day': 12, '5 km run': 1 });
    const runs = workouts.filter((w) => w.title === '5 km run');
    expect(runs.map((w) => [w.distanceM, w.timedSec])).toEqual([
      [5000, 1575],
      [5000, 1622],
      [5000, 1668],
    ]);
    expect(workouts.find((w) => w.title === 'Leg day')).toMatchObject({ distanceM: 0, timedSec: 65 + 75 + 70 });
    expect(workouts.find((w) => w.title === 'Pull day')).toMatchObject({ distanceM: 120, timedSec: 0 });

    const programs = (await (await call('GET', '/api/programs', { cookie: member.cookie })).json()) as unknown;
    expect(JSON.stringify(programs)).toContain('Push / Pull / Legs');

    const latest = (await (await call('GET', '/api/readiness/latest', { cookie: member.cookie })).json()) as {
      readiness: { day: string } | null;
    };
    expect(latest.readiness?.day).toBe('2026-11-21');
  });
});

describe('demo records (issue 37)', () => {
  it('gives the demo member the records their sets beat, each opening its workout', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    await seedDemoTraining(database.db, member.id, new Date('2026-11-22T12:00:00Z'));

    const { records } = (await (await call('GET', '/api/progress/records', { cookie: member.cookie })).json()) as {
      records: PersonalRecordItem[];
    };
    // Bench press goes 75, 77.5, 80 kg for 12 reps: the second and third sessions beat the ones before them.
    const bench = records.filter((record) => record.exerciseName === 'Bench Press');
    expect(bench.map((record) => [record.weightKg, record.reps, record.e1rmKg])).toEqual([
      [80, 12, 112],
      [77.5, 12, 108.5],
    ]);
    expect(bench[0]!.kinds).toEqual(expect.arrayContaining(['weight', 'one_rep_max']));
    // Every exercise of the plan progresses, so each holds records from its second and third sessions; a plank, a
    // carry and a run hold one from their first too (a first time or distance is a record).
    expect(new Set(records.map((record) => record.exerciseId)).size).toBe(12);
    const plank = records.filter((record) => record.exerciseName === 'Plank');
    expect(plank.map((record) => record.durationSec)).toEqual([75, 65, 60, 55, 50, 45]);
    const carry = records.filter((record) => record.exerciseName === 'Farmer’s Walk');
    expect(carry.map((record) => [record.kinds, record.weightKg, record.distanceM])).toEqual([
      [['weight'], 32, 40],
      [['weight'], 28, 40],
      [['weight', 'longest_distance'], 24, 40],
    ]);
    const run = records.filter((record) => record.exerciseName === 'Outdoor Run');
    expect(run.map((record) => [record.kinds, record.durationSec])).toEqual([
      [['fastest_pace'], 1575],
      [['fastest_pace'], 1622],
      [['longest_distance', 'fastest_pace'], 1668],
    ]);
    for (const workoutId of new Set(records.map((record) => record.workoutId))) {
      const opened = await call('GET', `/api/workouts/${workoutId}`, { cookie: member.cookie });
      expect(opened.status).toBe(200);
    }

    // The same sets that logging them one by one would have marked (the set's log decides again per exercise).
    const held = async () =>
      (
        await queryRows<{ set_id: string }>(
          database.db,
          sql`SELECT set_id FROM personal_records WHERE user_id = ${member.id} ORDER BY set_id`,
        )
      ).map((row) => row.set_id);
    const seeded = await held();
    for (const exerciseId of new Set(records.map((record) => record.exerciseId))) {
      await recomputePersonalRecords(database.db, member.id, exerciseId, crypto.randomUUID());
    }
    expect(await held()).toEqual(seeded);
  });
});

describe('demo ambassador', () => {
  it('has a referral, an ended battle it won on the member’s training, a pending invitation and deals', async () => {
    const [ambassador, member, admin] = await Promise.all([signUp(), signUp(), signUp()]);
    const { database } = await getRuntime();
    await seedDemoTraining(database.db, member.id);
    await seedDemoAmbassador(database.db, ambassador.id, member.id, admin.id);
    await seedDemoAmbassador(database.db, ambassador.id, member.id, admin.id);

    const me = (await (await call('GET', '/api/me', { cookie: ambassador.cookie })).json()) as {
      ambassador: { pendingInvites: number };
    };
    expect(me.ambassador.pendingInvites).toBe(1);
    const home = (await (await call('GET', '/api/ambassador', { cookie: ambassador.cookie })).json()) as {
      referredCount: number;
      totals: { status: string; money: { amount: string; currency: string } }[];
    };
    expect(home.referredCount).toBe(1);
    expect(home.totals).toEqual([{ status: 'approved', money: { minor: 12500, amount: '125.00', currency: 'EUR' } }]);
    const battles = (await (await call('GET', '/api/ambassador/battles', { cookie: ambassador.cookie })).json()) as {
      battles: {
        battle: { state: string };
        leaderboard: { winnerAmbassadorId: string | null; teams: { score: number }[] };
      }[];
    };
    expect(battles.battles).toHaveLength(1);
    expect(battles.battles[0]!.battle.state).toBe('ended');
    expect(battles.battles[0]!.leaderboard.teams[0]!.score).toBeGreaterThan(0);
    expect(battles.battles[0]!.leaderboard.winnerAmbassadorId).not.toBeNull();
  });
});
