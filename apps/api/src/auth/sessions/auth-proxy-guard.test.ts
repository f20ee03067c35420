import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  cookieFrom,
  errorOf,
  getRuntime,
  signUp,
  uniqueEmail,
  verificationTokenFor,
} from '../../../test/harness';
import { session, user } from '../../db/schema';

async function storedName(userId: string): Promise<string | undefined> {
  const { database } = await getRuntime();
  const [row] = await database.db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return row?.name;
}

/** better-auth's endpoints the web never calls (issue 25): each is a 404 before better-auth sees it. */
const CLOSED: [string, string, unknown?][] = [
  ['POST', '/api/auth/update-user', { name: 'Renamed' }],
  ['POST', '/api/auth/change-email', { newEmail: 'new@example.com' }],
  ['POST', '/api/auth/delete-user', {}],
  ['POST', '/api/auth/update-session', {}],
  ['POST', '/api/auth/verify-password', { password: 'correct-horse-1' }],
  // The two-factor plugin's endpoints the settings card and the sign-in's second step do not use (issue 29).
  ['POST', '/api/auth/two-factor/get-totp-uri', { password: 'correct-horse-1' }],
  ['POST', '/api/auth/two-factor/generate-backup-codes', { password: 'correct-horse-1' }],
  ['POST', '/api/auth/two-factor/view-backup-codes', { userId: 'x' }],
  ['POST', '/api/auth/two-factor/send-otp', {}],
  ['POST', '/api/auth/two-factor/verify-otp', { code: '123456' }],
  // The passkey plugin's own list, rename and removal: ours keep the last way in (issue 29, ADR 036).
  ['GET', '/api/auth/passkey/list-user-passkeys'],
  ['POST', '/api/auth/passkey/update-passkey', { id: 'x', name: 'Phone' }],
  ['POST', '/api/auth/passkey/delete-passkey', { id: 'x' }],
  ['POST', '/api/auth/send-verification-email', { email: 'someone@example.com' }],
  ['GET', '/api/auth/verify-email?token=x'],
  ['POST', '/api/auth/revoke-session', { token: 'x' }],
  ['POST', '/api/auth/revoke-sessions', {}],
  ['POST', '/api/auth/revoke-other-sessions', {}],
  ['GET', '/api/auth/list-accounts'],
  ['POST', '/api/auth/unlink-account', { providerId: 'apple' }],
  ['POST', '/api/auth/refresh-token', { providerId: 'apple' }],
  ['POST', '/api/auth/get-access-token', { providerId: 'apple' }],
  ['GET', '/api/auth/account-info'],
  ['GET', '/api/auth/ok'],
  ['GET', '/api/auth/error'],
  ['POST', '/api/auth/get-session', {}],
  // Provider callbacks are open for the three providers only (issue 29).
  ['GET', '/api/auth/callback/github'],
  ['POST', '/api/auth/sign-in/oauth2', { providerId: 'oidc' }],
  ['GET', '/api/auth/oauth2/callback/oidc'],
];

// The shared database takes a while to open on a busy machine: not inside the first test's time.
beforeAll(async () => {
  await getRuntime();
});

describe("better-auth's endpoints behind /api/auth", () => {
  it('keep update-user closed: neither a 5 MB name nor a short one is stored', async () => {
    const member = await signUp();
    const before = await storedName(member.id);
    const huge = await call('POST', '/api/auth/update-user', {
      cookie: member.cookie,
      body: { name: 'x'.repeat(5 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    const short = await call('POST', '/api/auth/update-user', { cookie: member.cookie, body: { name: 'Renamed' } });
    expect(short.status).toBe(404);
    expect(await storedName(member.id)).toBe(before);
  });

  it.each(CLOSED)('%s %s is a 404', async (method, path, body) => {
    const member = await signUp();
    const response = await call(method, path, { cookie: member.cookie, body });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not_found');
    // The session is untouched (delete-user, revoke-*), and so is the account.
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
  });

  it('signs out with or without a body, and refuses fields sign-out does not take', async () => {
    const member = await signUp();
    const extra = await call('POST', '/api/auth/sign-out', { cookie: member.cookie, body: { everywhere: true } });
    expect(extra.status).toBe(400);
    expect((await call('POST', '/api/auth/sign-out', { cookie: member.cookie })).status).toBe(200);
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });

  it('refuses a sign-up name over 80 characters with a 400 naming it, and stores no account', async () => {
    const email = uniqueEmail();
    const response = await call('POST', '/api/auth/sign-up/email', {
      body: { email, password: 'long-enough-1', name: 'n'.repeat(81) },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details.map((d) => d.field)).toEqual(['name']);
    const { database } = await getRuntime();
    expect(await database.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('cleans a sign-up name as every other text: no NUL, control, bidi or zero-width character is stored', async () => {
    const response = await call('POST', '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'long-enough-1', name: ' Ana\u0000\u0007\u001b\u202e\u200b\r\nMaria ' },
    });
    expect(response.status).toBe(200);
    const { user: created } = (await response.json()) as { user: { id: string } };
    expect(await storedName(created.id)).toBe('Ana Maria');
  });

  it('refuses an e-mail holding a NUL or a bidi override with a 400 naming it', async () => {
    for (const email of [`a\u0000b${uniqueEmail()}`, `\u202e${uniqueEmail()}`]) {
      const response = await call('POST', '/api/auth/sign-up/email', { body: { email, password: 'long-enough-1' } });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).details.map((d) => d.field)).toEqual(['email']);
    }
  });
});

async function expectNoToken(response: Response, tokens: string[]): Promise<unknown> {
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text).not.toMatch(/"token"/);
  for (const token of tokens) expect(text).not.toContain(token);
  return JSON.parse(text) as unknown;
}

async function tokensOf(userId: string): Promise<string[]> {
  const { database } = await getRuntime();
  const rows = await database.db.select({ token: session.token }).from(session).where(eq(session.userId, userId));
  return rows.map((row) => row.token);
}

describe('session tokens stay in the HttpOnly cookie', () => {
  it('are in no sign-up, e-mail check, sign-in, get-session or list-sessions answer', async () => {
    const email = uniqueEmail();
    const signedUp = await call('POST', '/api/auth/sign-up/email', { body: { email, password: 'long-enough-1' } });
    const { user: created } = (await signedUp.clone().json()) as { user: { id: string } };
    await expectNoToken(signedUp, await tokensOf(created.id));
    // The mailed link starts the first session (issue 36, item 6).
    const token = await verificationTokenFor(email);
    await expectNoToken(await call('POST', '/api/data/verify-email', { body: { token } }), await tokensOf(created.id));

    const signedIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password: 'long-enough-1' } });
    const cookie = cookieFrom(signedIn);
    const tokens = await tokensOf(created.id);
    expect(tokens).toHaveLength(2);
    await expectNoToken(signedIn, tokens);

    const current = await expectNoToken(await call('GET', '/api/auth/get-session', { cookie }), tokens);
    expect((current as { user: { id: string } }).user.id).toBe(created.id);
    const sessions = await expectNoToken(await call('GET', '/api/auth/list-sessions', { cookie }), tokens);
    expect(sessions).toHaveLength(2);
  });
});
