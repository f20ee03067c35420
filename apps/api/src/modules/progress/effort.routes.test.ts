import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AchievementsResponse,
  AnalyticsResponse,
  ExerciseProgressResponse,
  RecordsResponse,
  TrainedExercisesResponse,
} from '@lifeorbit/contracts';
import { call, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { catalogueExerciseId, logEffortSets, trainEffort } from '../../../test/effort-support';
import { end, json, startQuick } from '../../../test/workouts-support';

/** Progress, records, analytics and achievements of time and distance sets (issue 39), logged through the API. */

async function get<T>(member: TestMember, path: string): Promise<T> {
  const response = await call('GET', path, { cookie: member.cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<T>(response);
}

const progressOf = async (member: TestMember, slug: string) =>
  get<ExerciseProgressResponse>(member, `/api/progress/exercises/${await catalogueExerciseId(slug)}?range=all`);

// Creating and migrating the suite's database can take most of a test's time on a loaded machine.
beforeAll(async () => {
  await getRuntime();
});

describe('progress of a time or distance exercise', () => {
  it('charts a row per workout: farthest and total distance, longest and total time, best pace; warm-ups left out', async () => {
    const member = await signUp();
    const first = await trainEffort(member, 'rowing-machine', [
      { distanceM: 1000, durationSec: 300, setKind: 'warmup' },
      { distanceM: 2000, durationSec: 465 },
      { distanceM: 500, durationSec: 100 },
    ]);
    const second = await trainEffort(member, 'rowing-machine', [{ distanceM: 2000, durationSec: 450 }]);

    const { exercises } = await get<TrainedExercisesResponse>(member, '/api/progress/exercises');
    expect(exercises).toEqual([
      expect.objectContaining({ exerciseId: first.exercise.exerciseId, sessions: 2, sets: 3 }),
    ]);
    const progress = await progressOf(member, 'rowing-machine');
    expect(progress).toMatchObject({ effortMode: 'distance', loadType: 'cardio' });
    expect(progress.points.map((p) => p.workoutId)).toEqual([first.workoutId, second.workoutId]);
    expect(progress.points[0]).toMatchObject({
      sets: 2,
      longestDistanceM: 2000,
      totalDistanceM: 2500,
      longestDurationSec: 465,
      totalDurationSec: 565,
      // 100 s over 500 m is 200 s a km, faster than 465 s over 2 km (232.5 s a km).
      bestPaceSecPerKm: 200,
      heaviestKg: 0,
      e1rmKg: 0,
    });
    expect(progress.points[1]).toMatchObject({ longestDistanceM: 2000, bestPaceSecPerKm: 225 });
  });

  it('charts a plank’s longest and total time, and a farmer’s walk its weight and distance', async () => {
    const member = await signUp();
    await trainEffort(member, 'plank', [{ durationSec: 60 }, { durationSec: 65 }]);
    await trainEffort(member, 'farmers-walk', [{ weight: 32, distanceM: 40 }]);

    const plank = await progressOf(member, 'plank');
    expect(plank.effortMode).toBe('time');
    expect(plank.points).toEqual([
      expect.objectContaining({
        sets: 2,
        longestDurationSec: 65,
        totalDurationSec: 125,
        longestDistanceM: null,
        totalDistanceM: 0,
        bestPaceSecPerKm: null,
      }),
    ]);
    const carry = await progressOf(member, 'farmers-walk');
    expect(carry.points).toEqual([
      expect.objectContaining({ heaviestKg: 32, longestDistanceM: 40, longestDurationSec: null }),
    ]);
    const { exercises } = await get<TrainedExercisesResponse>(member, '/api/progress/exercises');
    expect(exercises.map((x) => x.exerciseId).sort()).toEqual(
      [await catalogueExerciseId('plank'), await catalogueExerciseId('farmers-walk')].sort(),
    );
  });

  it('lists the longest hold, the farthest row and its pace with their time and distance, and no reps', async () => {
    const member = await signUp();
    await trainEffort(member, 'plank', [{ durationSec: 65 }]);
    await trainEffort(member, 'rowing-machine', [{ distanceM: 2000, durationSec: 465 }]);

    const { records } = await get<RecordsResponse>(member, '/api/progress/records');
    const row = records.find((r) => r.kinds.includes('longest_distance'));
    expect(row).toMatchObject({ distanceM: 2000, durationSec: 465, paceSecPerKm: 232.5, reps: null, e1rmKg: null });
    expect(row!.kinds).toContain('fastest_pace');
    const plank = records.find((r) => r.kinds.includes('longest_duration'));
    expect(plank).toMatchObject({ durationSec: 65, distanceM: null, weightKg: null, reps: null, paceSecPerKm: null });
    expect((await progressOf(member, 'plank')).records.map((r) => r.setId)).toEqual([plank!.setId]);
  });
});

describe('analytics and achievements of time and distance sets', () => {
  it('counts minutes and distance of finished workouts’ working sets per week, warm-ups and open workouts left out', async () => {
    const member = await signUp();
    await trainEffort(member, 'rowing-machine', [
      { distanceM: 500, durationSec: 150, setKind: 'warmup' },
      { distanceM: 2000, durationSec: 480 },
    ]);
    await trainEffort(member, 'plank', [{ durationSec: 60 }]);
    // An open workout counts when it ends.
    const open = await startQuick(member);
    await logEffortSets(member, open, 'rowing-machine', [{ distanceM: 1000, durationSec: 240 }]);

    const analytics = await get<AnalyticsResponse>(member, '/api/analytics?weeks=4');
    const thisWeek = analytics.weeks.at(-1)!;
    expect(thisWeek).toMatchObject({ workouts: 2, timedSec: 540, distanceM: 2000, sets: 2 });
    expect(analytics.weeks.slice(0, -1).every((week) => week.timedSec === 0 && week.distanceM === 0)).toBe(true);

    await end(member, open);
    expect((await get<AnalyticsResponse>(member, '/api/analytics?weeks=4')).weeks.at(-1)).toMatchObject({
      timedSec: 780,
      distanceM: 3000,
    });
  });

  it('earns the 5 km set badge with a 5 km run, and counts kilometres and hours toward the others', async () => {
    const member = await signUp();
    const { ended } = await trainEffort(member, 'rowing-machine', [{ distanceM: 5000, durationSec: 1200 }]);
    expect(ended.newBadges.map((b) => b.code)).toEqual(expect.arrayContaining(['workouts_1', 'distance_set_5km']));
    const { badges } = await get<AchievementsResponse>(member, '/api/achievements');
    const badge = (code: string) => badges.find((b) => b.code === code)!;
    expect(badge('distance_set_5km')).toMatchObject({ group: 'cardio', target: 5, current: 5 });
    expect(badge('distance_set_5km').earnedAt).not.toBeNull();
    expect(badge('distance_set_10km')).toMatchObject({ current: 5, earnedAt: null });
    expect(badge('distance_100km')).toMatchObject({ current: 5, target: 100, earnedAt: null });
    expect(badge('timed_10h')).toMatchObject({ current: 0.33, target: 10, earnedAt: null });
  });
});
