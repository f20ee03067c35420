import { describe, expect, it } from 'vitest';
import type { SuggestionResponse, WorkoutGymResponse } from '@lifeorbit/contracts';
import { call, errorOf, signUp } from '../../../test/harness';
import { barbellExerciseId, createGym, json } from '../../../test/gyms-support';
import { logSet, startQuick, uuid } from '../../../test/workouts-support';

describe('gyms: workouts at a gym', () => {
  it('starts at the home gym, and snaps the suggestion to the gym’s plates (no 1.25 kg plates there)', async () => {
    const owner = await signUp();
    const gym = await createGym(owner);
    await json(
      await call('PUT', `/api/gyms/${gym.id}/plate-profile`, {
        cookie: owner.cookie,
        body: {
          barbellKg: 20,
          ezbarKg: 10,
          fixedKg: 20,
          platesKgPerSide: [20, 10, 5, 2.5],
          singleMinIncrementKg: 5,
          stackIncrementKg: 5,
          auxIncrementsKg: [2.5],
        },
      }),
    );
    const workoutId = await startQuick(owner);
    const at = await json<WorkoutGymResponse>(
      await call('GET', `/api/workouts/${workoutId}/gym`, { cookie: owner.cookie }),
    );
    expect(at.gym).toMatchObject({ id: gym.id, hasPlateProfile: true });

    const added = await json<{ id: string }>(
      await call('POST', `/api/workouts/${workoutId}/exercises`, {
        cookie: owner.cookie,
        body: { id: uuid(), exerciseId: await barbellExerciseId() },
      }),
      201,
    );
    expect((await logSet(owner, added.id, { weight: 61.25, reps: 12 })).status).toBe(201);
    const suggestion = async () =>
      json<SuggestionResponse>(
        await call('GET', `/api/workout-exercises/${added.id}/suggestion`, { cookie: owner.cookie }),
      );
    const atGym = await suggestion();
    expect(atGym.weightModel.platesKgPerSide).toEqual([20, 10, 5, 2.5]);
    // Pairs of 2.5 kg plates: the bar moves in 5 kg steps.
    expect((atGym.suggestion.weightKg - 20) % 5).toBe(0);
    expect(atGym.plates?.perSideKg.every((plate) => plate !== 1.25)).toBe(true);

    await json(await call('PUT', `/api/workouts/${workoutId}/gym`, { cookie: owner.cookie, body: { gymId: null } }));
    const away = await suggestion();
    expect(away.weightModel.platesKgPerSide).toContain(1.25);
    expect((away.suggestion.weightKg - 20) % 2.5).toBe(0);

    const stranger = await createGym(await signUp());
    const refused = await call('PUT', `/api/workouts/${workoutId}/gym`, {
      cookie: owner.cookie,
      body: { gymId: stranger.id },
    });
    expect((await errorOf(refused)).details).toEqual([expect.objectContaining({ field: 'gymId', code: 'not_found' })]);
  });
});
