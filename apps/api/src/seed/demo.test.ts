import { describe, expect, it } from 'vitest';
import { call, getRuntime, signUp } from '../../test/harness';
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
