import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AchievementsResponse,
  AnalyticsResponse,
  BodyMeasurementsResponse,
  InsightsResponse,
  LatestReadinessResponse,
} from '@lifeorbit/contracts';
import type { ImportListResponse, ImportUndoResponse } from '@lifeorbit/contracts/data';
import { deviceFixture } from '../../../../test/device-fixtures';
import {
  APPLE_DOGSHEEP,
  dryRun,
  FENIX_RUN,
  fenixAsGpx,
  GPX_RUN,
  onlyWorkout,
  run,
  stage,
  TCX_RUN,
  workouts,
  zipOf,
} from '../../../../test/device-support';
import { call, errorOf, getRuntime, signUp } from '../../../../test/harness';
import { importAndRun, STRONG_KG, workoutCount } from '../../../../test/import-support';

// Issue 42: the same activity twice is one workout, an import is undone whole, Apple Health's days reach progress and
// readiness, and an imported run reaches achievements and analytics.

beforeAll(async () => {
  await getRuntime();
});

describe('the same activity twice', () => {
  it('from the watch and then from Strava: the second dry run finds it here and imports nothing', async () => {
    const member = await signUp();
    const first = await dryRun(member, deviceFixture(FENIX_RUN), FENIX_RUN, 'application/octet-stream');
    await run(member, first.id);
    const second = await dryRun(member, fenixAsGpx(), 'strava.gpx', 'application/gpx+xml');
    expect(second).toMatchObject({ workouts: 1, workoutsAlreadyHere: 1 });
    expect(second.sports[0]).toMatchObject({ activities: 1, alreadyHere: 1 });
    expect(await run(member, second.id)).toMatchObject({ workoutsCreated: 0 });
    expect(await workoutCount(member)).toBe(1);
  });

  it('as FIT and as GPX in one zip (with a .gz member): imported once', async () => {
    const member = await signUp();
    const zip = zipOf([
      { name: 'activities/123.fit', data: deviceFixture(FENIX_RUN) },
      { name: 'activities/124.gpx.gz', data: zlib.gzipSync(fenixAsGpx()) },
      { name: 'activities/125.tcx', data: deviceFixture(TCX_RUN) },
      { name: 'profile.csv', data: Buffer.from('not read') },
    ]);
    const preview = await dryRun(member, zip, 'export_123.zip', 'application/zip');
    expect(preview).toMatchObject({ source: 'zip', workouts: 2, duplicatesInFile: 1, brokenRows: 0 });
    expect(await run(member, preview.id)).toMatchObject({ workoutsCreated: 2 });
    const starts = (await workouts(member)).map((w) => w.startedAt).sort();
    expect(starts).toEqual(['2012-12-26T21:29:53.000Z', '2015-08-15T14:45:08.000Z']);
  });

  it('reads Apple Health’s export.zip: its export.xml, not its route files nor export_cda.xml', async () => {
    const member = await signUp();
    const zip = zipOf([
      { name: 'apple_health_export/export.xml', data: deviceFixture(APPLE_DOGSHEEP) },
      { name: 'apple_health_export/export_cda.xml', data: Buffer.from('<ClinicalDocument/>') },
      { name: 'apple_health_export/workout-routes/route_2016-11-14.gpx', data: Buffer.from(fenixAsGpx()) },
    ]);
    const preview = await dryRun(member, zip, 'export.zip', 'application/zip');
    expect(preview).toMatchObject({ source: 'apple_health', workouts: 1, brokenRows: 0 });
    expect(preview.sports).toMatchObject([{ sport: 'running', activities: 1 }]);
  });

  it('joins an Apple Health workout to its route file in workout-routes/, and keeps one whose file is missing', async () => {
    // Since iOS 14 a workout names its track's own GPX file instead of holding Location elements: the real
    // dogsheep workout, its two inline points swapped for such a reference, and the real Garmin GPX as that file.
    const exportXml = deviceFixture(APPLE_DOGSHEEP)
      .toString('utf8')
      .replace(
        /(<WorkoutRoute [^>]*>)[\s\S]*?(<\/WorkoutRoute>)/,
        '$1<FileReference path="/workout-routes/route_2016-11-14_7.25am.gpx"/>$2',
      );
    expect(exportXml).toContain('<FileReference');
    expect(exportXml).not.toContain('<Location');
    const withRoute = await signUp();
    const zip = zipOf([
      { name: 'apple_health_export/export.xml', data: Buffer.from(exportXml) },
      { name: 'apple_health_export/workout-routes/route_2016-11-14_7.25am.gpx', data: deviceFixture(GPX_RUN) },
    ]);
    const preview = await dryRun(withRoute, zip, 'export.zip', 'application/zip');
    expect(preview).toMatchObject({ source: 'apple_health', workouts: 1, brokenRows: 0 });
    await run(withRoute, preview.id);
    const workout = await onlyWorkout(withRoute);
    expect(workout.startedAt).toBe('2016-11-14T14:25:41.000Z');
    const route = workout.activity!.route;
    expect(route.length).toBeGreaterThan(20);
    expect(route.length).toBeLessThanOrEqual(300);
    // The GPX's first point (Washington DC), not the San Francisco points the reference replaced.
    expect(route[0]![0]).toBeCloseTo(38.9275, 2);
    expect(route[0]![1]).toBeCloseTo(-77.0202, 2);

    const withoutFile = await signUp();
    const missing = zipOf([{ name: 'apple_health_export/export.xml', data: Buffer.from(exportXml) }]);
    const second = await dryRun(withoutFile, missing, 'export.zip', 'application/zip');
    expect(second).toMatchObject({ workouts: 1, brokenRows: 0 });
    await run(withoutFile, second.id);
    expect((await onlyWorkout(withoutFile)).activity).toMatchObject({ distanceM: 800.13, route: [] });
  });

  it('a broken member of a zip is a broken row naming it; a zip with nothing usable is a 400', async () => {
    const member = await signUp();
    const zip = zipOf([
      { name: 'a/run.fit', data: deviceFixture(FENIX_RUN).subarray(0, 5000) },
      { name: 'a/run.tcx', data: deviceFixture(TCX_RUN) },
    ]);
    const preview = await dryRun(member, zip, 'mixed.zip', 'application/zip');
    expect(preview.brokenRows).toBe(1);
    expect(preview.broken[0]).toMatchObject({ file: 'a/run.fit', code: 'invalid_format' });

    const useless = zipOf([{ name: 'readme.txt', data: Buffer.from('hello') }]);
    const response = await stage(member, useless, 'useless.zip', 'application/zip');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details[0]!.field).toContain('useless.zip');
  });
});

describe('undo', () => {
  it('removes every workout one import created and nothing else', async () => {
    const member = await signUp();
    await importAndRun(member, STRONG_KG);
    const before = await workoutCount(member);
    const preview = await dryRun(member, deviceFixture(TCX_RUN), TCX_RUN, 'application/octet-stream');
    await run(member, preview.id);
    expect(await workoutCount(member)).toBe(before + 1);
    const workoutId = (await workouts(member)).find((w) => w.activity)!.id;

    const undone = await call('DELETE', `/api/data/imports/${preview.id}`, { cookie: member.cookie });
    expect(undone.status).toBe(200);
    expect((await undone.json()) as ImportUndoResponse).toEqual({
      workoutsRemoved: 1,
      measurementsRemoved: 0,
      dailyRemoved: 0,
    });
    expect(await workoutCount(member)).toBe(before);
    expect((await call('GET', `/api/workouts/${workoutId}`, { cookie: member.cookie })).status).toBe(404);
    const list = (await (await call('GET', '/api/data/imports', { cookie: member.cookie })).json()) as ImportListResponse;
    expect(list.imports.find((i) => i.id === preview.id)?.status).toBe('undone');
    // Undone once: a second undo finds nothing.
    expect((await call('DELETE', `/api/data/imports/${preview.id}`, { cookie: member.cookie })).status).toBe(404);
  });

  it('is the member’s own: another member gets a 404 and nothing goes', async () => {
    const owner = await signUp();
    const other = await signUp();
    const preview = await dryRun(owner, deviceFixture(GPX_RUN), GPX_RUN, 'application/gpx+xml');
    await run(owner, preview.id);
    expect((await call('DELETE', `/api/data/imports/${preview.id}`, { cookie: other.cookie })).status).toBe(404);
    expect(await workoutCount(owner)).toBe(1);
  });
});

describe('Apple Health records', () => {
  // No real export under a permissive licence holds BodyMass or sleep (PROVENANCE.md, Gaps): these few records are
  // written here in Apple's own format, with the phone's literal offsets, for days around today.
  const dayBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const [today, yesterday] = [dayBefore(0), dayBefore(1)];
  const record = (type: string, unit: string, value: string, start: string, end = start, source = 'Phone') =>
    `<Record type="${type}" sourceName="${source}" unit="${unit}" value="${value}" startDate="${start} +0200" endDate="${end} +0200"/>`;
  const exportXml = () =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<HealthData locale="en_GB">',
      record('HKQuantityTypeIdentifierBodyMass', 'lb', '180', `${yesterday} 07:00:00`),
      record('HKQuantityTypeIdentifierBodyMass', 'kg', '81.3', `${today} 07:00:00`),
      record('HKQuantityTypeIdentifierBodyFatPercentage', '%', '0.185', `${today} 07:00:01`),
      record('HKQuantityTypeIdentifierRestingHeartRate', 'count/min', '52', `${today} 08:00:00`),
      record('HKCategoryTypeIdentifierSleepAnalysis', '', 'HKCategoryValueSleepAnalysisInBed', `${yesterday} 22:30:00`, `${today} 06:45:00`),
      record('HKCategoryTypeIdentifierSleepAnalysis', '', 'HKCategoryValueSleepAnalysisAsleepCore', `${yesterday} 23:00:00`, `${today} 03:00:00`, 'Watch'),
      record('HKCategoryTypeIdentifierSleepAnalysis', '', 'HKCategoryValueSleepAnalysisAsleepDeep', `${today} 03:00:00`, `${today} 06:30:00`, 'Watch'),
      '</HealthData>',
    ].join('\n');

  it('brings body mass, body fat, resting HR and sleep to progress and readiness, and undoes them', async () => {
    const member = await signUp();
    const preview = await dryRun(member, exportXml(), 'export.xml', 'application/xml');
    expect(preview).toMatchObject({ source: 'apple_health', workouts: 0, health: { measurementDays: 2, dailyDays: 1 } });
    await run(member, preview.id);

    const body = (await (
      await call('GET', '/api/body-measurements?range=1y', { cookie: member.cookie })
    ).json()) as BodyMeasurementsResponse;
    expect(body.measurements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ day: yesterday, bodyWeightKg: 81.65 }),
        expect.objectContaining({ day: today, bodyWeightKg: 81.3, bodyFatPct: 18.5 }),
      ]),
    );
    const latestReadiness = async () =>
      (await (await call('GET', '/api/readiness/latest', { cookie: member.cookie })).json()) as LatestReadinessResponse;
    const latest = await latestReadiness();
    // In bed is not asleep: 4 h + 3.5 h of the watch's sleep.
    expect(latest.health).toEqual({ day: today, restingHr: 52, sleepMinutes: 450 });
    expect(latest.energy).toBe(65);

    const undone = await call('DELETE', `/api/data/imports/${preview.id}`, { cookie: member.cookie });
    expect((await undone.json()) as ImportUndoResponse).toEqual({
      workoutsRemoved: 0,
      measurementsRemoved: 2,
      dailyRemoved: 1,
    });
    expect((await latestReadiness()).health).toBeNull();
  });
});

describe('readers of imported activities', () => {
  it('count the run in achievements’ cardio badges and in analytics’ distance and time of its week', async () => {
    const member = await signUp();
    // The fēnix run's own track, moved to a week ago so that it falls within analytics' weeks.
    const shift = Date.now() - 7 * 86_400_000 - Date.parse('2015-08-15T14:45:08Z');
    const preview = await dryRun(member, fenixAsGpx(shift), 'recent.gpx', 'application/gpx+xml');
    await run(member, preview.id);
    const [set] = (await onlyWorkout(member)).exercises[0]!.sets;

    const achievements = (await (
      await call('GET', '/api/achievements', { cookie: member.cookie })
    ).json()) as AchievementsResponse;
    const badge = (code: string) => achievements.badges.find((b) => b.code === code)!;
    expect(badge('distance_set_5km').earnedAt).not.toBeNull();
    expect(badge('distance_set_10km')).toMatchObject({ current: Math.floor(set!.distanceM! / 10) / 100, earnedAt: null });

    const analytics = (await (
      await call('GET', '/api/analytics?weeks=4', { cookie: member.cookie })
    ).json()) as AnalyticsResponse;
    const total = analytics.weeks.reduce((sum, w) => sum + w.distanceM, 0);
    // Analytics gives metres to a tenth.
    expect(Math.abs(total - set!.distanceM!)).toBeLessThanOrEqual(0.05);
    expect(analytics.weeks.reduce((sum, w) => sum + w.timedSec, 0)).toBe(set!.durationSec);
  });
});

describe('insights from imported sleep', () => {
  it('finds that nights of more sleep than usual go with higher readiness', async () => {
    const member = await signUp();
    const today = new Date().toISOString().slice(0, 10);
    const dayBefore = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const nights: string[] = [];
    for (let n = 1; n <= 42; n += 1) {
      const long = n % 3 === 0;
      const day = dayBefore(n);
      // The night ends on `day`: 9 h on every third night, else 6 h.
      nights.push(
        `<Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" value="HKCategoryValueSleepAnalysisAsleepCore" startDate="${day} ${long ? '00:00:00' : '03:00:00'} +0000" endDate="${day} 09:00:00 +0000"/>`,
      );
      await call('PUT', '/api/readiness', {
        cookie: member.cookie,
        body: { day, energy: long ? 85 + (n % 2) * 5 : 40 + (n % 2) * 5 },
      });
    }
    const xml = `<HealthData locale="en_GB">\n${nights.join('\n')}\n</HealthData>`;
    const preview = await dryRun(member, xml, 'export.xml', 'application/xml');
    expect(preview.health.dailyDays).toBe(42);
    await run(member, preview.id);
    const body = (await (
      await call('GET', `/api/insights?today=${today}&tz=UTC`, { cookie: member.cookie })
    ).json()) as InsightsResponse;
    const found = body.insights.find((i) => i.driver.kind === 'sleep' && i.outcome === 'readiness' && i.lag === 0);
    expect(found).toBeDefined();
    expect(found!.effect).toBeGreaterThan(30);
    expect(found!.pairedDays).toBe(42);
  });
});
