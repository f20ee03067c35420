// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { WorkoutDetail } from '@lifeorbit/contracts';
import { ApiError } from '@/lib/api';
import { saveSnapshot } from '@/lib/outbox';
import { meQueryKey } from '@/lib/query-keys';
import { workoutKeys } from '../api/keys';
import { startedWorkout } from './ops';
import { loadWorkout } from './workout-outbox';

const empty = (id: string): WorkoutDetail =>
  startedWorkout({ type: 'startWorkout', at: '2026-11-25T10:00:00.000Z', body: { id, title: 'Quick workout' } });

/** The workout as the screen shows it once the server confirmed an exercise added to it. */
const withBench = (id: string): WorkoutDetail => ({
  ...empty(id),
  exercises: [{ ...({} as WorkoutDetail['exercises'][number]), id: `${id}-bench`, name: 'Bench Press', sets: [] }],
});

const noNetwork = () => Promise.reject(new ApiError(0, 'network_error', 'Failed to fetch'));

async function memberWithSnapshot(userId: string, workoutId: string) {
  const client = new QueryClient();
  client.setQueryData(meQueryKey, { id: userId });
  // The copy kept at the page's first fetch, before the exercise was added.
  await saveSnapshot(userId, `workout:${workoutId}:en`, empty(workoutId));
  return client;
}

describe('loadWorkout without a network', () => {
  it('keeps what the screen shows, newer than the copy kept at the last fetch', async () => {
    const client = await memberWithSnapshot('member-a', 'w1');
    client.setQueryData(workoutKeys.detail('w1', 'en'), withBench('w1'));
    const workout = await loadWorkout(client, 'w1', 'en', noNetwork);
    expect(workout.exercises.map((x) => x.name)).toEqual(['Bench Press']);
  });

  it('opens the kept copy when the screen has nothing yet (a reload offline)', async () => {
    const client = await memberWithSnapshot('member-b', 'w2');
    const workout = await loadWorkout(client, 'w2', 'en', noNetwork);
    expect(workout).toEqual(empty('w2'));
  });

  it('takes the server’s answer over the screen when there is one', async () => {
    const client = await memberWithSnapshot('member-c', 'w3');
    client.setQueryData(workoutKeys.detail('w3', 'en'), withBench('w3'));
    const workout = await loadWorkout(client, 'w3', 'en', () => Promise.resolve(empty('w3')));
    expect(workout.exercises).toEqual([]);
  });
});
