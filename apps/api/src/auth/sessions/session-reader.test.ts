import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, getRuntime, signUp } from '../../../test/harness';
import { session } from '../../db/schema';
import { SESSION_CACHE_MS, forgetSessions, verifiedToken } from './session-reader';

const DAY_MS = 24 * 60 * 60 * 1000;

function sessionCookieValue(cookie: string): string {
  const pair = cookie.split('; ').find((c) => c.includes('session_token='));
  return decodeURIComponent(pair!.slice(pair!.indexOf('=') + 1));
}

async function sessionRow(cookie: string) {
  const { database } = await getRuntime();
  const token = sessionCookieValue(cookie).split('.')[0]!;
  const [row] = await database.db.select().from(session).where(eq(session.token, token));
  return row;
}

describe('verifiedToken', () => {
  const secret = 'a-secret-of-some-length-for-tests';
  const sign = (value: string, key = secret) =>
    `${value}.${crypto.createHmac('sha256', key).update(value).digest('base64')}`;

  it('gives the token of a value signed with the secret', () => {
    expect(verifiedToken(sign('tok3n'), secret)).toBe('tok3n');
  });

  it.each([
    ['no value', undefined],
    ['an empty value', ''],
    ['no signature', 'tok3n'],
    ['a dot first', '.abc'],
    ['a short signature', 'tok3n.abc='],
    ['a signature of 44 characters that is not base64 of the HMAC', `tok3n.${'A'.repeat(43)}=`],
  ])('refuses %s', (_what, value) => {
    expect(verifiedToken(value, secret)).toBeNull();
  });

  it('refuses a value signed with another secret, and a token changed after signing', () => {
    expect(verifiedToken(sign('tok3n', 'another-secret'), secret)).toBeNull();
    const signed = sign('tok3n');
    expect(verifiedToken(`tok3m${signed.slice(5)}`, secret)).toBeNull();
  });

  it('accepts exactly what better-auth signs (the cookie of a real sign-up)', async () => {
    const member = await signUp();
    const { auth } = await getRuntime();
    const context = await auth.$context;
    const value = sessionCookieValue(member.cookie);
    expect(verifiedToken(value, context.secret)).toBe(value.split('.')[0]);
  });
});

describe('the session check on every request', () => {
  it('answers the member behind a valid cookie', async () => {
    const member = await signUp();
    const response = await call('GET', '/api/me', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { id: string }).id).toBe(member.id);
  });

  it('refuses a cookie whose session row is gone, though its signature is good', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    const row = await sessionRow(member.cookie);
    await database.db.delete(session).where(eq(session.id, row!.id));
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('refuses an expired session and deletes it (better-auth decides)', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    const row = await sessionRow(member.cookie);
    await database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, row!.id));
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    expect(await sessionRow(member.cookie)).toBeUndefined();
  });

  it('moves the expiry of a session not refreshed for a day, and keeps it signed in', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    const row = await sessionRow(member.cookie);
    // Signed in 29 days ago: one day left, and past better-auth's updateAge of one day.
    const oldExpiry = new Date(Date.now() + DAY_MS);
    await database.db.update(session).set({ expiresAt: oldExpiry }).where(eq(session.id, row!.id));
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const after = await sessionRow(member.cookie);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(oldExpiry.getTime() + 20 * DAY_MS);
  });

  it('leaves the expiry of a recently refreshed session alone', async () => {
    const member = await signUp();
    const before = await sessionRow(member.cookie);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    expect((await sessionRow(member.cookie))!.expiresAt.getTime()).toBe(before!.expiresAt.getTime());
  });
});

describe('remembered sessions (ADR 038)', () => {
  it('answers a checked cookie from memory until this process forgets it, as another process would see it end', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    // Ended behind this process's back (another process, or SQL): remembered for at most SESSION_CACHE_MS.
    const row = await sessionRow(member.cookie);
    await database.db.delete(session).where(eq(session.id, row!.id));
    expect(SESSION_CACHE_MS).toBeLessThanOrEqual(5_000);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    forgetSessions();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('stops a remembered cookie at once when this process signs it out', async () => {
    const member = await signUp();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    expect((await call('POST', '/api/auth/sign-out', { cookie: member.cookie, body: {} })).status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
    expect((await call('GET', '/api/workouts/active', { cookie: member.cookie })).status).toBe(401);
  });

  it("keeps sessions through a workout's own writes, and forgets them on any other write", async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const row = await sessionRow(member.cookie);
    await database.db.delete(session).where(eq(session.id, row!.id));
    const started = await call('POST', '/api/workouts', { cookie: member.cookie, body: { id: crypto.randomUUID() } });
    expect(started.status).toBe(201);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    // A write elsewhere forgets before it runs: it reads the row itself, and so does every request after it.
    const renamed = await call('PATCH', '/api/profile', { cookie: member.cookie, body: { displayName: 'Renamed' } });
    expect(renamed.status).toBe(401);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });

  it("forgets on any call of better-auth's routes, a read included", async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const row = await sessionRow(member.cookie);
    await database.db.delete(session).where(eq(session.id, row!.id));
    expect((await call('GET', '/api/auth/get-session', { cookie: member.cookie })).status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('never remembers a forged cookie, nor the real one under a wrong signature', async () => {
    const member = await signUp();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const value = sessionCookieValue(member.cookie);
    const forged = `${value.split('.')[0]}.${'A'.repeat(43)}=`;
    const name = member.cookie
      .split('; ')
      .find((c) => c.includes('session_token='))!
      .split('=')[0];
    const cookie = `${name}=${encodeURIComponent(forged)}`;
    expect((await call('GET', '/api/me', { cookie })).status).toBe(401);
  });
});
