import { beforeAll, describe, expect, it } from 'vitest';
import { deviceFixture } from '../../../../test/device-fixtures';
import {
  APPLE_DOGSHEEP,
  APPLE_TDDA,
  dryRun,
  FENIX_RUN,
  GPX_RUN,
  onlyWorkout,
  run,
  stage,
  STRENGTH,
  TCX_RUN,
  within,
} from '../../../../test/device-support';
import { call, errorOf, getRuntime, signUp } from '../../../../test/harness';
import { workoutCount } from '../../../../test/import-support';
import type { ImportListResponse } from '@lifeorbit/contracts/data';

// Issue 42: the files real devices recorded (../shared/fixtures/devices, PROVENANCE.md gives the facts asserted here)
// go through upload, dry run and run, and the workout read back through the API holds what the file says.

beforeAll(async () => {
  await getRuntime();
});

describe('FIT', () => {
  it('imports the fēnix 2 run: start, distance, times, heart rate, calories, offset and route', async () => {
    const member = await signUp();
    const file = deviceFixture(FENIX_RUN);
    const preview = await dryRun(member, file, FENIX_RUN, 'application/octet-stream');
    expect(preview).toMatchObject({ source: 'fit', status: 'staged', workouts: 1, workoutsAlreadyHere: 0 });
    expect(preview.progress.bytesRead).toBe(file.length);
    expect(preview.sports).toEqual([
      { sport: 'running', name: 'Outdoor Run', activities: 1, distanceM: 9008.22, alreadyHere: 0 },
    ]);
    expect(preview.exercises).toMatchObject([{ name: 'Outdoor Run', matched: 'exact' }]);
    expect(await run(member, preview.id)).toMatchObject({ status: 'done', workoutsCreated: 1, setsCreated: 1 });

    const workout = await onlyWorkout(member);
    expect(workout.startedAt).toBe('2015-08-15T14:45:08.000Z');
    expect(workout.endedAt).toBe(new Date(Date.parse('2015-08-15T14:45:08Z') + 2832_000).toISOString());
    expect(workout.exercises.map((e) => [e.name, e.effortMode])).toEqual([['Outdoor Run', 'distance']]);
    expect(workout.exercises[0]!.sets).toMatchObject([{ distanceM: 9008.22, durationSec: 2832, isCompleted: true }]);
    const activity = workout.activity!;
    expect(activity).toMatchObject({
      sport: 'running',
      source: 'fit',
      distanceM: 9008.22,
      movingSec: 2832,
      elapsedSec: 2832,
      maxHr: 178,
      calories: 516,
      elevationGainM: 64,
      utcOffsetMin: 120,
    });
    // The session has no HR: the mean of the records' samples, 153.98.
    expect(Math.abs(activity.avgHr! - 154)).toBeLessThanOrEqual(1);
    expect(activity.device).toContain('fenix2');
    expect(activity.route.length).toBeGreaterThan(50);
    expect(activity.route.length).toBeLessThanOrEqual(300);
    expect(activity.route[0]).toEqual([58.95918, 5.72884]);
    for (const [lat, lon] of activity.route) {
      expect(Math.abs(lat - 58.96)).toBeLessThan(0.2);
      expect(Math.abs(lon - 5.73)).toBeLessThan(0.2);
    }
  });

  it('imports the Forerunner 965 strength session as sets through the name matching', async () => {
    const member = await signUp();
    const preview = await dryRun(member, deviceFixture(STRENGTH), STRENGTH, 'application/octet-stream');
    expect(preview.sports).toEqual([{ sport: 'strength', name: null, activities: 1, distanceM: 0, alreadyHere: 0 }]);
    // 14 active sets, the 13 rest sets left out.
    expect(preview.sets).toBe(14);
    expect(preview.exercises.find((e) => e.name === 'Bench press')).toMatchObject({ matched: 'exact' });
    const result = await run(member, preview.id);
    expect(result).toMatchObject({ workoutsCreated: 1, setsCreated: 14 });

    const workout = await onlyWorkout(member);
    expect(workout.startedAt).toBe('2025-10-20T17:44:06.000Z');
    const sets = workout.exercises.flatMap((e) => e.sets);
    expect(sets).toHaveLength(14);
    expect(sets.reduce((sum, s) => sum + (s.reps ?? 0), 0)).toBe(74);
    expect(sets.filter((s) => s.weight === 14)).toHaveLength(5);
    expect(sets.reduce((sum, s) => sum + (s.reps ?? 0) * (s.weight ?? 0), 0)).toBe(336);
    // set.start_time + duration, not set.timestamp (the activity's start for every set).
    const weighted = sets.filter((s) => s.weight === 14).map((s) => s.completedAt!);
    expect(weighted.sort()[0]).toBe(new Date(Date.parse('2025-10-20T18:00:07Z') + 28_580).toISOString());
    expect(workout.activity).toMatchObject({
      sport: 'strength',
      avgHr: 88,
      maxHr: 133,
      calories: 141,
      utcOffsetMin: 180,
      distanceM: null,
      route: [],
    });
  });

  it('refuses a truncated FIT naming the file, and stores nothing', async () => {
    const member = await signUp();
    const file = deviceFixture(FENIX_RUN);
    const response = await stage(member, file.subarray(0, 20_000), 'cut.fit', 'application/octet-stream');
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.details[0]!.field).toContain('cut.fit');
    const list = (await (await call('GET', '/api/data/imports', { cookie: member.cookie })).json()) as ImportListResponse;
    expect(list.imports).toEqual([]);
  });
});

describe('GPX and TCX', () => {
  it('imports the Garmin Connect GPX run', async () => {
    const member = await signUp();
    const preview = await dryRun(member, deviceFixture(GPX_RUN), GPX_RUN, 'application/gpx+xml');
    expect(preview.source).toBe('gpx');
    expect(preview.sports[0]).toMatchObject({ sport: 'running', activities: 1 });
    await run(member, preview.id);
    const workout = await onlyWorkout(member);
    // The first trackpoint, not metadata/time (23:22:51Z).
    expect(workout.startedAt).toBe('2012-10-24T23:29:40.000Z');
    expect(workout.endedAt).toBe('2012-10-24T23:45:28.000Z');
    const activity = workout.activity!;
    expect(activity).toMatchObject({ source: 'gpx', elapsedSec: 948, movingSec: 948, maxHr: 203 });
    within(activity.distanceM, 3098.5, 0.005);
    expect(Math.abs(activity.avgHr! - 190.01)).toBeLessThanOrEqual(1);
    expect(activity.route.length).toBeGreaterThan(20);
    expect(activity.route.length).toBeLessThanOrEqual(206);
    within(workout.exercises[0]!.sets[0]!.distanceM, 3098.5, 0.005);
    expect(workout.exercises[0]!.sets[0]!.durationSec).toBe(948);
  });

  it('imports the Forerunner 410 TCX run: the laps’ totals', async () => {
    const member = await signUp();
    const preview = await dryRun(member, deviceFixture(TCX_RUN), TCX_RUN, 'application/vnd.garmin.tcx+xml');
    expect(preview.source).toBe('tcx');
    await run(member, preview.id);
    const workout = await onlyWorkout(member);
    expect(workout.startedAt).toBe('2012-12-26T21:29:53.000Z');
    expect(workout.activity).toMatchObject({
      sport: 'running',
      source: 'tcx',
      distanceM: 4689.24,
      movingSec: 1993,
      calories: 379,
      maxHr: 189,
    });
    expect(Math.abs(workout.activity!.avgHr! - 156.65)).toBeLessThanOrEqual(1);
    expect(workout.activity!.device).toContain('Forerunner 410');
    expect(workout.exercises[0]!.sets[0]).toMatchObject({ distanceM: 4689.24, durationSec: 1993 });
  });

  it('refuses a GPX cut short, naming the file and the line', async () => {
    const member = await signUp();
    const text = deviceFixture(GPX_RUN).toString('utf8');
    const response = await stage(member, text.slice(0, text.length / 2), 'cut.gpx', 'application/gpx+xml');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]!.field).toMatch(/^cut\.gpx: line \d+$/);
    expect(await workoutCount(member)).toBe(0);
  });

  it('refuses XML that is neither GPX, TCX nor Apple Health, naming the file', async () => {
    const member = await signUp();
    const response = await stage(member, '<?xml version="1.0"?>\n<kml><Document/></kml>', 'map.gpx', 'application/xml');
    expect(response.status).toBe(400);
    const body = await errorOf(response);
    expect(body.details[0]!.field).toContain('map.gpx');
    expect(body.details[0]!.message).toContain('<kml>');
    expect(await workoutCount(member)).toBe(0);
  });
});

describe('Apple Health', () => {
  it('imports the 2019 export’s run: miles, literal offset, HKTimeZone, its route', async () => {
    const member = await signUp();
    const preview = await dryRun(member, deviceFixture(APPLE_DOGSHEEP), 'export.xml', 'application/xml');
    expect(preview.source).toBe('apple_health');
    expect(preview.sports).toMatchObject([{ sport: 'running', activities: 1 }]);
    await run(member, preview.id);
    const workout = await onlyWorkout(member);
    expect(workout.startedAt).toBe('2016-11-14T14:25:41.000Z');
    expect(workout.endedAt).toBe('2016-11-14T14:30:52.000Z');
    expect(workout.activity).toMatchObject({
      source: 'apple_health',
      sport: 'running',
      elapsedSec: 311,
      movingSec: 311,
      calories: 49,
      utcOffsetMin: -420,
      timeZone: 'America/Los_Angeles',
      device: 'Apple Watch',
      route: [
        [37.7777, -122.426],
        [37.7777, -122.426],
      ],
    });
    expect(Math.abs(workout.activity!.distanceM! - 800.126)).toBeLessThanOrEqual(0.01);
  });

  it('imports the 2016 export’s workout of another kind (the full DTD kept)', async () => {
    const member = await signUp();
    const preview = await dryRun(member, deviceFixture(APPLE_TDDA), 'export.xml', 'text/xml');
    expect(preview.sports).toMatchObject([{ sport: 'other', activities: 1, distanceM: 0 }]);
    await run(member, preview.id);
    const workout = await onlyWorkout(member);
    expect(workout.startedAt).toBe('2016-04-02T09:40:38.000Z');
    expect(workout.endedAt).toBe('2016-04-02T10:12:22.000Z');
    expect(workout.activity).toMatchObject({ elapsedSec: 1904, movingSec: 1904, calories: 139, utcOffsetMin: 60 });
  });
});

