import { beforeAll, describe, expect, it } from 'vitest';
import type { FitnessProfile, MeResponse, SuggestionResponse } from '@lifeorbit/contracts';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { addExercise, json, logSet, startQuick } from '../../../test/workouts-support';

beforeAll(async () => {
  await getRuntime();
});

const EMPTY_PROFILE: FitnessProfile = {
  bodyWeightKg: null,
  bodyWeightDay: null,
  heightCm: null,
  experienceLevel: null,
  goal: null,
  trainingDaysPerWeek: null,
  defaultRestSec: null,
  warmupStrategy: null,
  effectiveWarmupStrategy: 'ramped',
  weightUnit: 'kg',
  timeZone: null,
};

const put = (member: TestMember, body: unknown) => call('PUT', '/api/fitness/profile', { cookie: member.cookie, body });

async function profileOf(member: TestMember): Promise<FitnessProfile> {
  const response = await call('GET', '/api/fitness/profile', { cookie: member.cookie });
  expect(response.status).toBe(200);
  return json<FitnessProfile>(response);
}

describe('fitness profile', () => {
  it('is empty for a new member, with the app default warm-up and kg', async () => {
    expect(await profileOf(await signUp())).toEqual(EMPTY_PROFILE);
  });

  it('keeps each value where it lives: units in the profile, warm-up in coaching, body weight as a measurement', async () => {
    const member = await signUp();
    const response = await put(member, {
      bodyWeightKg: 81.5,
      heightCm: 182,
      experienceLevel: 'intermediate',
      goal: 'strength',
      trainingDaysPerWeek: 4,
      defaultRestSec: 150,
      warmupStrategy: 'quick',
      weightUnit: 'lb',
      timeZone: 'europe/madrid',
      day: '2026-11-20',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await profileOf(member)).toEqual({
      ...EMPTY_PROFILE,
      ...{ bodyWeightKg: 81.5, bodyWeightDay: '2026-11-20', heightCm: 182, experienceLevel: 'intermediate' },
      ...{ goal: 'strength', trainingDaysPerWeek: 4, defaultRestSec: 150, warmupStrategy: 'quick' },
      ...{ effectiveWarmupStrategy: 'quick', weightUnit: 'lb', timeZone: 'Europe/Madrid' },
    });
    const me = await json<MeResponse>(await call('GET', '/api/me', { cookie: member.cookie }));
    expect(me.profile).toMatchObject({ weightUnit: 'lb', defaultRestSec: 150 });
    const coaching = await json<{ warmupStrategy: string }>(
      await call('GET', '/api/coaching/settings', { cookie: member.cookie }),
    );
    expect(coaching.warmupStrategy).toBe('quick');
    const measurements = await json<{ measurements: unknown[] }>(
      await call('GET', '/api/body-measurements?range=all', { cookie: member.cookie }),
    );
    expect(measurements.measurements).toEqual([
      { day: '2026-11-20', bodyWeightKg: 81.5, waistCm: null, bodyFatPct: null },
    ]);
  });

  it('gives the suggestion the goal: strength trains for weight, muscle for reps', async () => {
    const member = await signUp();
    const workoutId = await startQuick(member);
    const exercise = await addExercise(member, workoutId);
    await logSet(member, exercise.id, { weight: 60, reps: 8 });
    const goalOfSuggestion = async () =>
      (
        await json<SuggestionResponse>(
          await call('GET', `/api/workout-exercises/${exercise.id}/suggestion`, { cookie: member.cookie }),
        )
      ).goal;
    expect(await goalOfSuggestion()).toBeNull();
    await put(member, { goal: 'strength' });
    expect(await goalOfSuggestion()).toBe('progress_weight');
    await put(member, { goal: 'muscle' });
    expect(await goalOfSuggestion()).toBe('progress_reps');
  });

  it('clears a value with null and leaves the others', async () => {
    const member = await signUp();
    await put(member, { heightCm: 170, defaultRestSec: 60 });
    await put(member, { defaultRestSec: null });
    expect(await profileOf(member)).toMatchObject({ heightCm: 170, defaultRestSec: null });
  });

  it.each([
    [{ bodyWeightKg: -70 }, 'bodyWeightKg'],
    [{ bodyWeightKg: 10_000 }, 'bodyWeightKg'],
    [{ heightCm: 20 }, 'heightCm'],
    [{ trainingDaysPerWeek: 8 }, 'trainingDaysPerWeek'],
    [{ trainingDaysPerWeek: 2.5 }, 'trainingDaysPerWeek'],
    [{ defaultRestSec: 5 }, 'defaultRestSec'],
    [{ experienceLevel: 'legend' }, 'experienceLevel'],
    [{ goal: 'fame' }, 'goal'],
    [{ warmupStrategy: 'none' }, 'warmupStrategy'],
    [{ weightUnit: 'stone' }, 'weightUnit'],
    [{ timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    [{ bodyWeightKg: 80, day: '2999-01-01' }, 'day'],
    [{ isSuperadmin: true }, '(body)'],
  ])('rejects %j with a 400 naming %s and changes nothing', async (body, field) => {
    const member = await signUp();
    await put(member, { heightCm: 175 });
    const response = await put(member, body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toContain(field);
    expect(await profileOf(member)).toMatchObject({ heightCm: 175, bodyWeightKg: null, timeZone: null });
  });
});
