import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AchievementsResponse, TrainedExercisesResponse } from '@lifeorbit/contracts';
import { queryRows } from '../core/db';
import { call, cookieFrom, getRuntime } from '../../test/harness';
import { SCALE_PLAN } from './scale-plan';
import { SCALE_MEMBER, seedScale } from './scale';

beforeAll(async () => {
  await getRuntime();
});

const NOW = new Date('2026-11-22T12:00:00Z');
const setsPerDay = (day: number) => SCALE_PLAN.filter((x) => x.day === day).reduce((n, x) => n + x.sets + 1, 0);

describe('seed:scale', () => {
  it('writes a member’s history set by set in SQL, which sign-in, progress and badges then read', async () => {
    const { database } = await getRuntime();
    const db = database.db;
    const small = { years: 0.1, workoutsPerWeek: 3, otherMembers: 1, otherWorkouts: 3, now: NOW, reset: true };
    const result = await seedScale(db, small);
    expect(result.created).toBe(true);
    // 37 days at 3 a week: 16 workouts, rotating through the plan's three days (A six times, B and C five).
    expect(result.workouts).toBe(16);
    expect(result.sets).toBe(6 * setsPerDay(0) + 5 * setsPerDay(1) + 5 * setsPerDay(2));

    // The summary the trigger keeps equals the sets it summarises.
    const [check] = await queryRows<{ fromStats: string; fromSets: string }>(
      db,
      sql`SELECT (SELECT sum(volume_kg) FROM workout_exercise_stats WHERE user_id = ${result.userId}) AS "fromStats",
                 (SELECT sum(weight * reps) FROM workout_sets
                  WHERE user_id = ${result.userId} AND set_kind <> 'warmup') AS "fromSets"`,
    );
    expect(Number(check!.fromStats)).toBeCloseTo(Number(check!.fromSets), 3);

    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: SCALE_MEMBER.email, password: SCALE_MEMBER.password },
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieFrom(signIn);
    const exercises = (await (
      await call('GET', '/api/progress/exercises', { cookie })
    ).json()) as TrainedExercisesResponse;
    expect(exercises.exercises.length).toBeGreaterThan(10);
    const achievements = (await (await call('GET', '/api/achievements', { cookie })).json()) as AchievementsResponse;
    expect(achievements.badges.find((b) => b.code === 'workouts_10')!.earnedAt).not.toBeNull();
    expect(achievements.badges.find((b) => b.code === 'records_1')!.earnedAt).not.toBeNull();

    // A second run leaves it as it is; a reset seeds it again from nothing.
    const again = await seedScale(db, { ...small, reset: false });
    expect(again).toMatchObject({ created: false, userId: result.userId });
    const reset = await seedScale(db, small);
    expect(reset.created).toBe(true);
    expect(reset.userId).not.toBe(result.userId);
    expect(reset.sets).toBe(result.sets);
  });
});
