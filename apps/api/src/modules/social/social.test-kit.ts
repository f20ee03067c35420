import crypto from 'node:crypto';
import { expect } from 'vitest';
import { call, signUp, type TestMember } from '../../../test/harness';
import { makeFinishedWorkout, makeSet, makeWorkoutExercise } from '../../../test/member-fixtures';

/** What the social area's route tests share: answers read as JSON, members with handles, workouts with a set. */

export async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

/** A member with a handle of their own choosing, and optionally a privacy level. */
export async function member(privacy?: 'public' | 'followers' | 'private'): Promise<TestMember & { handle: string }> {
  const m = await signUp();
  const handle = `m_${crypto.randomUUID().slice(0, 8)}`;
  await json(await call('PATCH', '/api/profile', { cookie: m.cookie, body: { handle, ...(privacy && { privacy }) } }));
  return { ...m, handle };
}

/** A finished workout with one exercise and one logged set. */
export async function workout(m: TestMember): Promise<string> {
  const id = await makeFinishedWorkout(m);
  await makeSet(m, await makeWorkoutExercise(m, id));
  return id;
}

export const follow = (viewer: TestMember, handle: string) =>
  call('POST', `/api/social/follows/${handle}`, { cookie: viewer.cookie });
