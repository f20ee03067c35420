import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, getRuntime, signUp } from '../../test/harness';
import { session } from '../db/schema';
import { verifiedToken } from './session-reader';

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
