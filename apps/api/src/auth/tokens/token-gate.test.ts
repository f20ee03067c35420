import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole, setBan } from '../sessions/access.repository';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { bearer, insertToken } from '../../../test/token-fixtures';
import { bearerOf } from './token-gate';
import { tokenNeedOf } from './token-areas';

let member: TestMember;

beforeAll(async () => {
  await getRuntime();
  member = await signUp();
});

const startWorkout = (headers: Record<string, string>, cookie?: string, id: string = crypto.randomUUID()) =>
  call('POST', '/api/workouts', { headers, cookie, body: { id }, origin: '' });

describe('a personal access token as Authorization: Bearer (issue 41, item 2)', () => {
  it('opens GET and writes within its scopes, with no Origin and no cookie', async () => {
    const { token } = await insertToken(member.id, { workouts: 'write' });
    const read = await call('GET', '/api/workouts', { headers: bearer(token) });
    expect(read.status).toBe(200);
    const id = crypto.randomUUID();
    const started = await startWorkout(bearer(token), undefined, id);
    expect(started.status).toBe(201);
    // The workout is the token's member's: their own session sees it.
    expect((await call('GET', `/api/workouts/${id}`, { cookie: member.cookie })).status).toBe(200);
    await call('DELETE', `/api/workouts/${id}`, { headers: bearer(token), origin: '' });
  });

  it('refuses what its scopes do not open: 403 insufficient_scope naming the scope it lacks', async () => {
    const { token } = await insertToken(member.id, { workouts: 'read', journal: 'write' });
    const write = await startWorkout(bearer(token));
    expect(write.status).toBe(403);
    const error = await errorOf(write);
    expect(error.code).toBe('insufficient_scope');
    expect(error.message).toContain('workouts:write');
    expect(error.details[0]).toMatchObject({ field: 'scopes', code: 'not_allowed' });

    const otherArea = await call('GET', '/api/templates', { headers: bearer(token) });
    expect(otherArea.status).toBe(403);
    expect((await errorOf(otherArea)).message).toContain('templates:read');
    expect((await call('GET', '/api/journal/entries', { headers: bearer(token) })).status).toBe(200);
  });

  it('is never taken on the admin, the account, sign-in, two-factor, passkeys or the tokens: 403 token_not_allowed', async () => {
    const { token } = await insertToken(member.id, {
      workouts: 'write',
      templates: 'write',
      programs: 'write',
      exercises: 'write',
      progress: 'write',
      body: 'write',
      journal: 'write',
      readiness: 'write',
    });
    const refused: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/me'],
      ['GET', '/api/profile'],
      ['POST', '/api/auth/change-password'],
      ['GET', '/api/auth/get-session'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/two-factor/enable'],
      ['POST', '/api/auth/two-factor/disable'],
      ['GET', '/api/auth/passkey/generate-register-options'],
      ['DELETE', '/api/sign-in/passkeys/x'],
      ['GET', '/api/sign-in/ways'],
      ['POST', '/api/auth/link-social'],
      ['DELETE', '/api/data/account'],
      ['GET', '/api/data/export'],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['DELETE', '/api/tokens/x'],
      ['GET', '/api/workouts-elsewhere'],
    ];
    for (const [method, path] of refused) {
      const response = await call(method, path, { headers: bearer(token), body: method === 'GET' ? undefined : {} });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await errorOf(response)).code, `${method} ${path}`).toBe('token_not_allowed');
    }
  });

  it('gives a staff member’s token no admin rights', async () => {
    const staff = await signUp();
    const { database } = await getRuntime();
    await grantRole(database.db, staff.id, 'superadmin', null);
    const { token } = await insertToken(staff.id, { workouts: 'write', exercises: 'write' });
    const admin = await call('GET', '/api/admin/users', { headers: bearer(token) });
    expect(admin.status).toBe(403);
    expect((await errorOf(admin)).code).toBe('token_not_allowed');
    expect((await call('GET', '/api/workouts', { headers: bearer(token) })).status).toBe(200);
  });

  it('is a 401 when unknown, empty, expired or revoked', async () => {
    const expired = await insertToken(member.id, { workouts: 'read' }, { expiresAt: new Date(Date.now() - 1000) });
    for (const header of ['Bearer lo_nothing', 'Bearer ', 'bearer    ', `Bearer ${expired.token}`]) {
      const response = await call('GET', '/api/workouts', { headers: { authorization: header } });
      expect(response.status, header).toBe(401);
      expect((await errorOf(response)).code).toBe('unauthenticated');
    }
    // Another scheme (a proxy's Basic) is not a token: the request stays its cookie's.
    const basic = await call('GET', '/api/workouts', {
      headers: { authorization: 'Basic eDp5' },
      cookie: member.cookie,
    });
    expect(basic.status).toBe(200);
  });

  it('is a 401 for a banned member', async () => {
    const banned = await signUp();
    const { token } = await insertToken(banned.id, { workouts: 'read' });
    const { database } = await getRuntime();
    await setBan(database.db, banned.id, 'spam');
    expect((await call('GET', '/api/workouts', { headers: bearer(token) })).status).toBe(401);
  });

  it('is rate limited per token: 429 with Retry-After, and another token goes on', async () => {
    const limited = await insertToken(member.id, { workouts: 'read' }, { rateLimitMax: 3 });
    const other = await insertToken(member.id, { workouts: 'read' });
    for (let i = 0; i < 3; i += 1) {
      expect((await call('GET', '/api/workouts', { headers: bearer(limited.token) })).status).toBe(200);
    }
    const refused = await call('GET', '/api/workouts', { headers: bearer(limited.token) });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).code).toBe('rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await call('GET', '/api/workouts', { headers: bearer(other.token) })).status).toBe(200);
  });

  it('rules over a cookie sent with it: a cookie never widens a token, nor stands in for a bad one', async () => {
    const { token } = await insertToken(member.id, { workouts: 'read' });
    // The cookie alone may start a workout; with a read-only token beside it, no.
    const both = await startWorkout(bearer(token), member.cookie);
    expect(both.status).toBe(403);
    expect((await errorOf(both)).code).toBe('insufficient_scope');
    const account = await call('GET', '/api/me', { headers: bearer(token), cookie: member.cookie });
    expect(account.status).toBe(403);
    const bad = await call('GET', '/api/workouts', { headers: bearer('lo_wrong'), cookie: member.cookie });
    expect(bad.status).toBe(401);
  });

  it('is refused from another site’s Origin, as a cookie write is', async () => {
    const { token } = await insertToken(member.id, { workouts: 'write' });
    const response = await call('POST', '/api/workouts', {
      headers: bearer(token),
      origin: 'https://evil.example',
      body: { id: crypto.randomUUID() },
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('forbidden');
  });
});

describe('reading the header and the route', () => {
  it('takes only the Bearer scheme', () => {
    expect(bearerOf(undefined)).toBeNull();
    expect(bearerOf('Basic abc')).toBeNull();
    expect(bearerOf('Bearer abc')).toBe('abc');
    expect(bearerOf('bearer  abc ')).toBe('abc');
    expect(bearerOf('Bearer')).toBe('');
    expect(bearerOf('Bearerabc')).toBeNull();
  });

  it('puts each public route in its area, read for GET and write for the rest, and nothing else in any', () => {
    expect(tokenNeedOf('GET', '/api/workouts')).toEqual({ area: 'workouts', write: false });
    expect(tokenNeedOf('HEAD', '/api/workouts')).toEqual({ area: 'workouts', write: false });
    expect(tokenNeedOf('POST', '/api/workouts')).toEqual({ area: 'workouts', write: true });
    expect(tokenNeedOf('PATCH', `/api/sets/${crypto.randomUUID()}`)).toEqual({ area: 'workouts', write: true });
    expect(tokenNeedOf('PUT', '/api/body-measurements')).toEqual({ area: 'body', write: true });
    expect(tokenNeedOf('GET', '/api/journal/entries')).toEqual({ area: 'journal', write: false });
    for (const [method, path] of [
      ['GET', '/api/catalogue/quality'],
      ['GET', '/api/workoutsx'],
      ['GET', '/api/admin/workouts'],
      ['GET', '/api/tokens'],
      ['GET', '/api/me'],
      ['OPTIONS', '/api/workouts'],
    ] as const) {
      expect(tokenNeedOf(method, path), `${method} ${path}`).toBeNull();
    }
  });
});
