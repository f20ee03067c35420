import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  call,
  cookieFrom,
  errorOf,
  getRuntime,
  mailTo,
  randomIp,
  signUp,
  uniqueEmail,
  verificationTokenFor,
} from '../../../test/harness';
import { grantRole } from './access.repository';
import { ambassadorProfiles, battleInvitations } from '../../db/schema';

/** What a caller can tell from a JSON answer: its keys and the type of each value, at every depth. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value === null ? 'null' : typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
}

const cookieNames = (response: Response) => response.headers.getSetCookie().map((c) => c.split('=')[0]);

beforeAll(async () => {
  await getRuntime();
});

describe('sign-up', () => {
  it('creates an account without a session; the mailed link confirms the e-mail and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const email = uniqueEmail();
    const response = await call('POST', '/api/auth/sign-up/email', { body: { email, password: 'long-enough-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([]);
    // The password does not sign in before the e-mail is confirmed: a new link is mailed instead.
    const early = await call('POST', '/api/auth/sign-in/email', { body: { email, password: 'long-enough-1' } });
    expect(early.status).toBe(403);
    expect(await errorOf(early)).toMatchObject({ code: 'email_not_verified' });
    expect(early.headers.getSetCookie().filter((c) => /session_token=[^;]/.test(c))).toEqual([]);

    const verified = await call('POST', '/api/data/verify-email', {
      body: { token: await verificationTokenFor(email) },
    });
    expect(await verified.json()).toEqual({ verified: true, signedIn: true, twoFactorRedirect: false });
    const cookie = verified.headers.getSetCookie().find((c) => c.includes('session_token=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const me = await call('GET', '/api/me', { cookie: cookieFrom(verified) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, profile: { onboardingDone: false } });
    // The link, used again, confirms nothing new and signs no one in.
    const again = await call('POST', '/api/data/verify-email', { body: { token: await verificationTokenFor(email) } });
    expect(await again.json()).toMatchObject({ verified: true, signedIn: false });
    expect(again.headers.getSetCookie()).toEqual([]);
    const signIn = await call('POST', '/api/auth/sign-in/email', { body: { email, password: 'long-enough-1' } });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ['not-an-email', 'email'],
    ['two@@example.com', 'email'],
    ['has space@example.com', 'email'],
    ['no-dot@example', 'email'],
    [`${'a'.repeat(250)}@example.com`, 'email'],
  ])('rejects the e-mail %s with a 400 naming the field', async (email, field) => {
    const response = await call('POST', '/api/auth/sign-up/email', { body: { email, password: 'long-enough-1' } });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.details.map((d) => d.field)).toContain(field);
  });

  it('rejects a short password with a 400 naming the password', async () => {
    const response = await call('POST', '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'short' },
    });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).details).toEqual([
      { field: 'password', code: 'too_short', message: 'Password must be at least 8 characters' },
    ]);
  });

  it('rejects a body that is not JSON with a 400', async () => {
    const response = await call('POST', '/api/auth/sign-up/email', { rawBody: '{nope' });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_json');
  });

  it('answers a taken e-mail as a new one, mails its owner instead and keeps the first account', async () => {
    const member = await signUp();
    const fresh = await call('POST', '/api/auth/sign-up/email', {
      body: { email: uniqueEmail(), password: 'another-password-2' },
    });
    const taken = await call('POST', '/api/auth/sign-up/email', {
      body: { email: member.email, password: 'another-password-2' },
    });
    expect(taken.status).toBe(200);
    expect(taken.status).toBe(fresh.status);
    const [takenBody, freshBody] = [await taken.json(), await fresh.json()];
    expect(shapeOf(takenBody)).toEqual(shapeOf(freshBody));
    expect(takenBody).toMatchObject({ user: { email: member.email, emailVerified: false } });
    expect((takenBody as { user: { id: string } }).user.id).not.toBe(member.id);
    expect(cookieNames(taken)).toEqual(cookieNames(fresh));
    expect(cookieNames(taken)).toEqual([]);

    const mail = await mailTo(member.email, 'verify_email', (found) => /tried to sign up/.test(found.subject));
    expect(mail.body).toContain('http://localhost:3000/auth\n');
    expect(mail.body).toContain('http://localhost:3000/auth/forgot');
    expect(mail.body).not.toMatch(/token=/);
    // The account is the first one still: its password signs in, the one of the second sign-up does not.
    const signIn = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(signIn.status).toBe(200);
    const intruder = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: 'another-password-2' },
    });
    expect(intruder.status).toBe(401);
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const member = await signUp();
    const response = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(response.status).toBe(200);
    const me = await call('GET', '/api/me', { cookie: cookieFrom(response) });
    expect(me.status).toBe(200);
  });

  it('answers a wrong password with 401 invalid_credentials', async () => {
    const member = await signUp();
    const response = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: 'wrong-password' },
    });
    expect(response.status).toBe(401);
    expect((await errorOf(response)).code).toBe('invalid_credentials');
  });

  it('answers repeated failed sign-ins from one address with 429', async () => {
    const member = await signUp();
    const ip = randomIp();
    const statuses: number[] = [];
    // An address may try 3 times in 10 s. The clock stands still while it tries, so attempts that a loaded machine
    // makes slowly still fall in one window: the test waits on the count, never on the time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await call('POST', '/api/auth/sign-in/email', {
          ip,
          body: { email: member.email, password: 'wrong-password' },
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      const limited = await call('POST', '/api/auth/sign-in/email', {
        ip,
        body: { email: member.email, password: member.password },
      });
      expect(limited.status).toBe(429);
      expect((await errorOf(limited)).code).toBe('rate_limited');
    } finally {
      vi.useRealTimers();
    }
    // Another address is not affected.
    const other = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    expect(other.status).toBe(200);
  });

  it('refuses a sign-in posted from a foreign origin', async () => {
    const member = await signUp();
    const response = await call('POST', '/api/auth/sign-in/email', {
      headers: { origin: 'https://evil.example' },
      body: { email: member.email, password: member.password },
    });
    expect(response.status).toBe(403);
  });
});

describe('sign-out', () => {
  it('invalidates the session on the server', async () => {
    const member = await signUp();
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(200);
    const out = await call('POST', '/api/auth/sign-out', { cookie: member.cookie, body: {} });
    expect(out.status).toBe(200);
    // The old cookie, replayed, no longer works.
    expect((await call('GET', '/api/me', { cookie: member.cookie })).status).toBe(401);
  });
});

describe('GET /api/session', () => {
  it('answers 200 with null for a signed-out visitor or a forged cookie, never a 401', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.value']) {
      const response = await call('GET', '/api/session', cookie ? { cookie } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ me: null });
    }
  });

  it('answers the same member as /api/me with a session, and null again after sign-out', async () => {
    const member = await signUp();
    const me = await (await call('GET', '/api/me', { cookie: member.cookie })).json();
    const session = (await (await call('GET', '/api/session', { cookie: member.cookie })).json()) as { me: unknown };
    expect(session.me).toEqual(me);
    expect((await call('POST', '/api/auth/sign-out', { cookie: member.cookie, body: {} })).status).toBe(200);
    expect(await (await call('GET', '/api/session', { cookie: member.cookie })).json()).toEqual({ me: null });
  });
});

describe('GET /api/me', () => {
  it('is a 401 without a session', async () => {
    const response = await call('GET', '/api/me');
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: 'unauthenticated', message: 'Not authenticated', details: [] });
  });

  it('is a 401 with a forged cookie', async () => {
    const response = await call('GET', '/api/me', { cookie: 'better-auth.session_token=forged.value' });
    expect(response.status).toBe(401);
  });

  it('names the member by the part of the e-mail before the at sign, with no roles', async () => {
    const member = await signUp(`jane.doe-${Date.now()}@example.com`);
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as Record<string, unknown>;
    expect(me).toMatchObject({
      id: member.id,
      email: member.email,
      name: member.email.split('@')[0],
      isSuperadmin: false,
      twoFactorEnabled: false,
      adminNeedsTwoFactor: false,
      ambassador: null,
      roles: [],
      profile: { weightUnit: 'kg', onboardingDone: false, displayName: null },
    });
  });

  it('says isSuperadmin once the role is granted', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    await grantRole(database.db, member.id, 'superadmin', null);
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as {
      isSuperadmin: boolean;
      roles: string[];
    };
    expect(me.isSuperadmin).toBe(true);
    expect(me.roles).toEqual(['superadmin']);
  });

  it('counts only pending invitations of published battles that have not started', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    const [profile] = await database.db.insert(ambassadorProfiles).values({ userId: member.id }).returning();
    const battle = async (startsIn: string, published: boolean, cancelled = false) => {
      const result = await database.db.execute(
        sql`INSERT INTO battles (name, starts_at, ends_at, metric, published_at, cancelled_at)
            VALUES ('Me battle', now() + ${startsIn}::interval, now() + ${startsIn}::interval + interval '7 days',
              'sets', ${published ? sql`now()` : null}, ${cancelled ? sql`now()` : null}) RETURNING id`,
      );
      return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
    };
    const [open1, open2, answered, draft, started, cancelled] = await Promise.all([
      battle('1 day', true),
      battle('2 days', true),
      battle('1 day', true),
      battle('1 day', false),
      battle('-1 day', true),
      battle('1 day', true, true),
    ]);
    await database.db.insert(battleInvitations).values([
      { ambassadorId: profile!.id, battleId: open1!, status: 'pending' },
      { ambassadorId: profile!.id, battleId: open2!, status: 'pending' },
      { ambassadorId: profile!.id, battleId: answered!, status: 'accepted' },
      { ambassadorId: profile!.id, battleId: draft!, status: 'pending' },
      { ambassadorId: profile!.id, battleId: started!, status: 'pending' },
      { ambassadorId: profile!.id, battleId: cancelled!, status: 'pending' },
    ]);
    const me = (await (await call('GET', '/api/me', { cookie: member.cookie })).json()) as { ambassador: unknown };
    expect(me.ambassador).toEqual({ profileId: profile!.id, pendingInvites: 2 });
  });
});
