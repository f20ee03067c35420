import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { GymDetail, GymsResponse } from '@lifeorbit/contracts';
import { grantRole } from '../src/auth';
import { queryRows } from '../src/core/db';
import { call, getRuntime, signUp, type TestMember } from './harness';
import { uuid } from './workouts-support';

/**
 * Helpers of the gyms module's API tests (not a test file itself): a superadmin, gyms made and verified, joins, edits
 * and searches.
 */

export async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

let staff: Promise<TestMember> | null = null;

/** One superadmin for the suite's gym tests (the suite has one runtime): it verifies their gyms. */
export function superadmin(): Promise<TestMember> {
  staff ??= (async () => {
    const member = await signUp();
    await grantRole((await getRuntime()).database.db, member.id, 'superadmin', null);
    return member;
  })();
  return staff;
}

export const name = (prefix: string) => `${prefix} ${uuid().slice(0, 8)}`;

export async function createGym(owner: TestMember, body: Record<string, unknown> = {}): Promise<GymDetail> {
  return json<GymDetail>(
    await call('POST', '/api/gyms', { cookie: owner.cookie, body: { name: name('Iron Temple'), ...body } }),
    201,
  );
}

export async function verify(gymId: string) {
  return json<GymDetail>(
    await call('POST', `/api/admin/gyms/${gymId}/status`, {
      cookie: (await superadmin()).cookie,
      body: { status: 'verified' },
    }),
  );
}

export const patch = (member: TestMember, gymId: string, body: unknown) =>
  call('PATCH', `/api/gyms/${gymId}`, { cookie: member.cookie, body });
export const join = (member: TestMember, gymId: string, body: unknown = {}) =>
  call('POST', `/api/gyms/${gymId}/membership`, { cookie: member.cookie, body });

export async function findGyms(member: TestMember, q: string): Promise<GymsResponse> {
  return json<GymsResponse>(await call('GET', `/api/gyms?q=${encodeURIComponent(q)}`, { cookie: member.cookie }));
}

/** A catalogue barbell exercise loaded as a total (the bar and its plates). */
export async function barbellExerciseId(): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    (await getRuntime()).database.db,
    sql`SELECT id FROM exercises WHERE owner_user_id IS NULL AND load_type = 'barbell' AND load_mode = 'total'
        ORDER BY slug LIMIT 1`,
  );
  return row!.id;
}
