import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AchievementsResponse, FeedResponse, PublicProfile, TrainedExercisesResponse } from '@lifeorbit/contracts';
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
    const small = {
      ...{ years: 0.1, workoutsPerWeek: 3, otherMembers: 1, otherWorkouts: 3, now: NOW, reset: true },
      ...{ socialMembers: 40, socialWorkouts: 2, viewerFollows: 10 },
    };
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
    // The records an import would decide (the one set-based path), each opening the workout it was set in.
    const { records } = (await (await call('GET', '/api/progress/records', { cookie })).json()) as {
      records: { workoutId: string; exerciseName: string }[];
    };
    expect(records.some((record) => record.exerciseName === 'Bench Press')).toBe(true);
    expect((await call('GET', `/api/workouts/${records[0]!.workoutId}`, { cookie })).status).toBe(200);

    // The social side: the scale member follows ten, is followed by every tenth member, and their bell counts.
    const social = (await (await call('GET', '/api/social/feed?limit=50', { cookie })).json()) as FeedResponse;
    const authors = new Set(social.posts.map((post) => post.author.handle));
    expect([...authors].filter((handle) => handle.startsWith('scale_')).length).toBe(10);
    const own = (await (await call('GET', '/api/profile', { cookie })).json()) as { handle: string };
    const profile = (await (await call('GET', `/api/social/profiles/${own.handle}`)).json()) as PublicProfile;
    expect(profile.counts).toMatchObject({ following: 10, followers: 4 });
    const unread = (await (await call('GET', '/api/notifications/unread-count', { cookie })).json()) as {
      unread: number;
    };
    // Four follows and four likes of the last hours are unread; no fan is a fifth one, so no comment.
    expect(unread.unread).toBe(4 + 4 + 0);

    // A second run leaves it as it is; a reset seeds it again from nothing.
    const again = await seedScale(db, { ...small, reset: false });
    expect(again).toMatchObject({ created: false, userId: result.userId });
    const reset = await seedScale(db, small);
    expect(reset.created).toBe(true);
    expect(reset.userId).not.toBe(result.userId);
    expect(reset.sets).toBe(result.sets);
  });
});
