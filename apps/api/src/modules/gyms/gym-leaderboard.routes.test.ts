import { describe, expect, it } from 'vitest';
import type { GymLeaderboardResponse } from '@lifeorbit/contracts';
import { call, signUp } from '../../../test/harness';
import { barbellExerciseId, createGym, join, json, verify } from '../../../test/gyms-support';
import { logSet, startQuick, uuid } from '../../../test/workouts-support';

describe('gyms: workouts at a gym', () => {
  it('ranks opted-in members by the week’s volume at the gym, and lists public workouts there', async () => {
    const owner = await signUp();
    const shy = await signUp();
    const gym = await createGym(owner);
    await verify(gym.id);
    await json(await join(shy, gym.id));
    await json(
      await call('PATCH', `/api/gyms/${gym.id}/membership`, { cookie: owner.cookie, body: { leaderboardOptIn: true } }),
    );
    for (const member of [owner, shy]) {
      const workoutId = await startQuick(member);
      const added = await json<{ id: string }>(
        await call('POST', `/api/workouts/${workoutId}/exercises`, {
          cookie: member.cookie,
          body: { id: uuid(), exerciseId: await barbellExerciseId() },
        }),
        201,
      );
      expect((await logSet(member, added.id, { weight: 100, reps: 5 })).status).toBe(201);
      await json(await call('POST', `/api/workouts/${workoutId}/end`, { cookie: member.cookie }));
    }
    const board = await json<GymLeaderboardResponse>(
      await call('GET', `/api/gyms/${gym.id}/leaderboard`, { cookie: shy.cookie }),
    );
    expect(board.rows).toEqual([expect.objectContaining({ rank: 1, volumeKg: 500, workouts: 1 })]);
    const recent = await json<{ workouts: { author: { handle: string } }[] }>(
      await call('GET', `/api/gyms/${gym.id}/workouts`, { cookie: shy.cookie }),
    );
    expect(recent.workouts).toHaveLength(2);
  });
});
