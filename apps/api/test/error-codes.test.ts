import crypto from 'node:crypto';
import { DETAIL_CODES } from '@lifeorbit/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '../src/auth';
import { call, errorOf, getRuntime, signUp, type TestMember } from './harness';

/**
 * Every detail of an error answer carries a code the web translates (DETAIL_CODES), beside its English message. A few
 * representative routes: the contract's checks (zod issues) and the rules the services check against stored data.
 */
let member: TestMember;

beforeAll(async () => {
  member = await signUp();
});

async function detailsOf(response: Response, status = 400) {
  expect(response.status).toBe(status);
  const error = await errorOf(response);
  for (const detail of error.details) expect(DETAIL_CODES).toContain(detail.code);
  return error.details.map(({ field, code }) => ({ field, code }));
}

describe('error detail codes', () => {
  it('names what is wrong with each field of a body that does not fit its contract', async () => {
    const response = await call('PATCH', '/api/profile', {
      cookie: member.cookie,
      body: { weightUnit: 'stone', displayName: 'x'.repeat(10_000), onboardingDone: 'yes', isSuperadmin: true },
    });
    expect(await detailsOf(response)).toEqual(
      expect.arrayContaining([
        { field: 'weightUnit', code: 'invalid_value' },
        { field: 'displayName', code: 'too_long' },
        { field: 'onboardingDone', code: 'invalid_type' },
        { field: '(body)', code: 'unknown_field' },
      ]),
    );
  });

  it('tells a missing field (required) from a malformed one (invalid_format)', async () => {
    const missing = await call('POST', '/api/templates', { cookie: member.cookie, body: { id: crypto.randomUUID() } });
    expect(await detailsOf(missing)).toContainEqual({ field: 'name', code: 'required' });
    const malformed = await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: 'not-a-uuid' } });
    expect(await detailsOf(malformed)).toEqual([{ field: 'id', code: 'invalid_format' }]);
  });

  it("carries a contract rule's own code (a range upside down)", async () => {
    const response = await call('PUT', '/api/exercise-preferences', {
      cookie: member.cookie,
      body: { exerciseId: crypto.randomUUID(), preferredRepMin: 12, preferredRepMax: 6 },
    });
    expect(await detailsOf(response)).toContainEqual({ field: 'preferredRepMax', code: 'out_of_range' });
  });

  it('is invalid_json for a body that is not JSON, on our routes and on sign-up', async () => {
    const raw = { cookie: member.cookie, rawBody: '{"weightUnit":', headers: { 'content-type': 'application/json' } };
    expect(await detailsOf(await call('PATCH', '/api/profile', raw))).toEqual([
      { field: '(body)', code: 'invalid_json' },
    ]);
    const signUpRaw = { rawBody: '{', headers: { 'content-type': 'application/json' } };
    expect(await detailsOf(await call('POST', '/api/auth/sign-up/email', signUpRaw))).toEqual([
      { field: '(body)', code: 'invalid_json' },
    ]);
  });

  it('is too_short for a sign-up password under the minimum', async () => {
    const response = await call('POST', '/api/auth/sign-up/email', {
      body: { email: `codes-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'short' },
    });
    expect(await detailsOf(response)).toContainEqual({ field: 'password', code: 'too_short' });
  });

  it('is not_found for an id that names nothing the member can see', async () => {
    const start = await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: crypto.randomUUID() } });
    const { workoutId } = (await start.json()) as { workoutId: string };
    const response = await call('POST', `/api/workouts/${workoutId}/exercises`, {
      cookie: member.cookie,
      body: { exerciseId: crypto.randomUUID() },
    });
    expect(await detailsOf(response)).toEqual([{ field: 'exerciseId', code: 'not_found' }]);
    await call('DELETE', `/api/workouts/${workoutId}`, { cookie: member.cookie });
  });

  it('is duplicate for an item listed twice, and for an id another row has', async () => {
    const pins = await call('PUT', '/api/life-areas/pins', {
      cookie: member.cookie,
      body: { subcategorySlugs: ['romantic-life', 'romantic-life'] },
    });
    expect(await detailsOf(pins)).toEqual([{ field: 'subcategorySlugs.1', code: 'duplicate' }]);

    const other = await signUp();
    const id = crypto.randomUUID();
    await call('POST', '/api/workouts', { cookie: other.cookie, body: { id } });
    const taken = await call('POST', '/api/workouts', { cookie: member.cookie, body: { id } });
    expect(await detailsOf(taken, 409)).toEqual([{ field: 'id', code: 'duplicate' }]);
  });

  it('is in_progress with the running workout id when a second workout starts', async () => {
    const first = crypto.randomUUID();
    await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: first } });
    const second = await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: crypto.randomUUID() } });
    expect(second.status).toBe(409);
    expect((await errorOf(second)).details).toEqual([
      { field: 'activeWorkoutId', code: 'in_progress', message: first },
    ]);
    await call('DELETE', `/api/workouts/${first}`, { cookie: member.cookie });
  });

  it("is own_account when a superadmin removes their own role, keeping today's English message", async () => {
    const admin = await signUp();
    const { database } = await getRuntime();
    await grantRole(database.db, admin.id, 'superadmin', null);
    const response = await call('DELETE', `/api/admin/users/${admin.id}/roles/superadmin`, { cookie: admin.cookie });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      { field: 'role', code: 'own_account', message: 'Ask another superadmin to do it' },
    ]);
  });
});
