import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoachingSettings, WarmupResponse } from '@lifeorbit/contracts';
import { call, errorOf, signUp } from '../../../test/harness';
import {
  addExercise,
  answerWarmup,
  db,
  json,
  loadCatalogue,
  startQuick,
  storedWarmup,
  storeWarmup,
  uuid,
} from '../../../test/training-rules-support';

let homeGymId = '';

beforeAll(async () => {
  homeGymId = await loadCatalogue();
});

describe("another member's workout exercise", () => {
  it('is a 404 (WE not found) on every coaching route, and nothing of theirs changes', async () => {
    const owner = await signUp();
    const other = await signUp();
    const workoutId = await startQuick(owner);
    const bench = await addExercise(owner, workoutId, 'bench-press');
    const stored = await json<WarmupResponse>(await storeWarmup(owner, bench.id));
    for (const response of [
      await call('GET', `/api/workout-exercises/${bench.id}/suggestion`, { cookie: other.cookie }),
      await storeWarmup(other, bench.id),
      await answerWarmup(other, bench.id, 'too_much'),
      await call('GET', `/api/workout-exercises/${uuid()}/suggestion`, { cookie: other.cookie }),
    ]) {
      expect(response.status).toBe(404);
      expect((await errorOf(response)).message).toBe('WE not found');
    }
    const row = await storedWarmup(bench.id);
    expect(row.feedback).toBeNull();
    expect(row.updatedAt?.toISOString()).toBe(stored.warmupUpdatedAt);
  });

  it('is a 401 without a session', async () => {
    const owner = await signUp();
    const workoutId = await startQuick(owner);
    const bench = await addExercise(owner, workoutId, 'bench-press');
    expect((await call('GET', `/api/workout-exercises/${bench.id}/suggestion`)).status).toBe(401);
    expect((await call('PUT', `/api/workout-exercises/${bench.id}/warmup`, { body: {} })).status).toBe(401);
    expect((await call('GET', '/api/coaching/settings')).status).toBe(401);
  });
});

describe('coaching settings', () => {
  it('start at the app defaults and keep the member choice', async () => {
    const member = await signUp();
    const defaults = await json<CoachingSettings>(
      await call('GET', '/api/coaching/settings', { cookie: member.cookie }),
    );
    expect(defaults).toMatchObject({
      warmupStrategy: null,
      effectiveWarmupStrategy: 'ramped',
      plateProfileId: null,
      plateProfile: { name: 'Standard gym' },
    });
    expect(defaults.plateProfiles.map((p) => p.name)).toEqual(expect.arrayContaining(['Standard gym', 'Home gym']));

    const chosen = await json<CoachingSettings>(
      await call('PUT', '/api/coaching/settings', {
        cookie: member.cookie,
        body: { warmupStrategy: 'quick', plateProfileId: homeGymId },
      }),
    );
    expect(chosen).toMatchObject({
      warmupStrategy: 'quick',
      effectiveWarmupStrategy: 'quick',
      plateProfileId: homeGymId,
      plateProfile: { id: homeGymId, name: 'Home gym' },
    });
    // Changing one leaves the other.
    const strategyOnly = await json<CoachingSettings>(
      await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body: { warmupStrategy: 'power' } }),
    );
    expect(strategyOnly.plateProfileId).toBe(homeGymId);
  });

  it("refuses an unknown or another member's plate profile and a bad strategy with a 400, storing nothing", async () => {
    const member = await signUp();
    const other = await signUp();
    const database = await db();
    const result = await database.execute(
      sql`INSERT INTO plate_profiles (name, owner_user_id, plates_kg_per_side) VALUES ('Mine', ${other.id}, '{10,5}')
          RETURNING id`,
    );
    const othersProfile = (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    for (const [body, field] of [
      [{ plateProfileId: uuid() }, 'plateProfileId'],
      [{ plateProfileId: othersProfile }, 'plateProfileId'],
      [{ plateProfileId: 'home-gym' }, 'plateProfileId'],
      [{ warmupStrategy: 'slow' }, 'warmupStrategy'],
      [{ warmupStrategy: 'quick', extra: 1 }, '(body)'],
    ] as const) {
      const response = await call('PUT', '/api/coaching/settings', { cookie: member.cookie, body });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    }
    const settings = await json<CoachingSettings>(
      await call('GET', '/api/coaching/settings', { cookie: member.cookie }),
    );
    expect(settings).toMatchObject({ warmupStrategy: null, plateProfileId: null });
    expect(settings.plateProfiles.map((p) => p.id)).not.toContain(othersProfile);
    // The owner sees and may choose their own profile.
    const own = await json<CoachingSettings>(
      await call('PUT', '/api/coaching/settings', { cookie: other.cookie, body: { plateProfileId: othersProfile } }),
    );
    expect(own.plateProfile.weightModel.platesKgPerSide).toEqual([10, 5]);
    expect(own.plateProfiles.find((p) => p.id === othersProfile)?.isOwn).toBe(true);
  });
});
