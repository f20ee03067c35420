import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AchievementsResponse, AnalyticsResponse, Badge } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { addExercise, db, end, json, logSet, startQuick } from '../../../test/workouts-support';

async function achievements(member: TestMember): Promise<AchievementsResponse> {
  const response = await call('GET', '/api/achievements', { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<AchievementsResponse>(response);
}

const badge = (list: { badges: Badge[] }, code: string) => list.badges.find((b) => b.code === code)!;

/** Finished workouts started at the given instants (one set each), written as the member's history. */
async function historyAt(member: TestMember, startedAt: string[]) {
  for (const at of startedAt) {
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    await logSet(member, exercise.id, { weight: 40, reps: 10 });
    await end(member, workoutId);
    await queryRows(
      await db(),
      sql`UPDATE workouts SET started_at = ${at}::timestamptz, ended_at = ${at}::timestamptz + interval '1 hour'
          WHERE id = ${workoutId}`,
    );
  }
}

// Creating and migrating the suite's database can take most of a test's time on a loaded machine.
beforeAll(async () => {
  await getRuntime();
});

describe('achievements', () => {
  it('shows a new member every badge unearned with its progress', async () => {
    const member = await signUp();
    const list = await achievements(member);
    expect(list.badges.length).toBeGreaterThanOrEqual(20);
    expect(list.badges.every((b) => b.earnedAt === null)).toBe(true);
    expect(badge(list, 'workouts_10')).toMatchObject({ current: 0, target: 10 });
    expect(list.currentWeeklyStreak).toBe(0);
  });

  it('ending the first workout answers its badge once; it is stored once and never taken away', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    await logSet(member, exercise.id, { weight: 60, reps: 5 });
    const ended = await end(member, workoutId);
    expect(ended.newBadges.map((b) => b.code)).toEqual(['workouts_1']);
    expect((await end(member, workoutId)).newBadges).toEqual([]);

    const first = badge(await achievements(member), 'workouts_1');
    expect(first.earnedAt).toBe(ended.newBadges[0]!.earnedAt);
    expect(badge(await achievements(member), 'workouts_1').earnedAt).toBe(first.earnedAt);
    const stored = await queryRows(
      await db(),
      sql`SELECT badge FROM member_badges WHERE user_id = ${member.id} AND badge = 'workouts_1'`,
    );
    expect(stored).toHaveLength(1);

    expect((await call('DELETE', `/api/workouts/${workoutId}`, { cookie: member.cookie })).status).toBe(204);
    expect(badge(await achievements(member), 'workouts_1')).toMatchObject({ earnedAt: first.earnedAt, current: 1 });
  });

  it('counts weekly streaks and early workouts on the member’s calendar', async () => {
    const member = await signUp();
    // Sunday 23:30 UTC is Monday 01:30 in Bucharest (UTC+2): in UTC the two workouts are two weeks apart, in
    // Bucharest in consecutive weeks, and the first is a night workout in UTC but an early one there.
    await historyAt(member, ['2026-11-01T23:30:00Z', '2026-11-09T10:00:00Z']);
    const utc = await achievements(member);
    expect(badge(utc, 'streak_weeks_2')).toMatchObject({ current: 1, earnedAt: null });
    expect(badge(utc, 'night_owl_5')).toMatchObject({ current: 1 });
    expect(badge(utc, 'early_bird_5')).toMatchObject({ current: 0 });
    const saved = await call('PUT', '/api/fitness/profile', {
      cookie: member.cookie,
      body: { timeZone: 'Europe/Bucharest' },
    });
    expect(saved.status).toBe(200);
    const local = await achievements(member);
    expect(local.timeZone).toBe('Europe/Bucharest');
    expect(badge(local, 'streak_weeks_2').earnedAt).not.toBeNull();
    expect(badge(local, 'early_bird_5')).toMatchObject({ current: 1 });
    expect(badge(local, 'night_owl_5')).toMatchObject({ current: 0 });
  });

  it('earns a body-weight lift once a body weight is logged', async () => {
    const member = await signUp();
    const barbell = await queryRows<{ id: string }>(
      await db(),
      sql`SELECT id FROM exercises WHERE owner_user_id IS NULL AND load_type = 'barbell' ORDER BY slug LIMIT 1`,
    );
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId, { exerciseId: barbell[0]!.id });
    await logSet(member, exercise.id, { weight: 100, reps: 1 });
    await end(member, workoutId);
    expect(badge(await achievements(member), 'bodyweight_1x').earnedAt).toBeNull();
    await call('PUT', '/api/body-measurements', {
      cookie: member.cookie,
      body: { day: '2026-11-01', bodyWeightKg: 80 },
    });
    const list = await achievements(member);
    expect(badge(list, 'bodyweight_1x').earnedAt).not.toBeNull();
    expect(badge(list, 'bodyweight_2x')).toMatchObject({ current: 1.25, earnedAt: null });
  });
});

describe('analytics', () => {
  it('fills every week of the period and counts muscles, volume and training days', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    await logSet(member, exercise.id, { weight: 50, reps: 10 });
    await logSet(member, exercise.id, { weight: 50, reps: 10 });
    await end(member, workoutId);
    const response = await call('GET', '/api/analytics?weeks=4', { cookie: member.cookie });
    expect(response.status).toBe(200);
    const analytics = await json<AnalyticsResponse>(response);
    expect(analytics.weeks).toHaveLength(4);
    const thisWeek = analytics.weeks.at(-1)!;
    expect(thisWeek).toMatchObject({ workouts: 1, sets: 2, volumeKg: 1000 });
    expect(analytics.muscles[0]!.sets.at(-1)).toBe(2);
    expect(analytics.exercises).toEqual([expect.objectContaining({ exerciseId: exercise.exerciseId, volumeKg: 1000 })]);
    expect(analytics.days).toHaveLength(1);
    expect(analytics.days[0]!.day).toBe(analytics.until);
  });

  it.each(['weeks=3', 'weeks=53', 'weeks=two'])('rejects ?%s with a 400 naming weeks', async (query) => {
    const member = await signUp();
    const response = await call('GET', `/api/analytics?${query}`, { cookie: member.cookie });
    expect(response.status).toBe(400);
  });
});
