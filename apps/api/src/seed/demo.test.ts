import { describe, expect, it } from 'vitest';
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
      workouts?: { title: string; setCount: number }[];
      items?: { title: string; setCount: number }[];
    };
    const workouts = history.workouts ?? history.items ?? [];
    expect(workouts).toHaveLength(9);
    expect(workouts.every((w) => w.setCount === 9)).toBe(true);

    const programs = (await (await call('GET', '/api/programs', { cookie: member.cookie })).json()) as unknown;
    expect(JSON.stringify(programs)).toContain('Push / Pull / Legs');

    const latest = (await (await call('GET', '/api/readiness/latest', { cookie: member.cookie })).json()) as {
      readiness: { day: string } | null;
    };
    expect(latest.readiness?.day).toBe('2026-11-21');
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
