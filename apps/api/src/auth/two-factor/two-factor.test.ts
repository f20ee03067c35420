import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_TWO_FACTOR_SETTING } from '../sessions/access.repository';
import { appSettings } from '../../db/admin-schema';
import { call, cookieFrom, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';
import { adminAndMember } from '../../../test/admin-support';
import { totpKeyOf, totpNow } from '../../../test/totp';

// Two-factor sign-in (issue 29, item 5): better-auth's plugin behind our proxy, with codes computed from the key.

interface Enabled {
  key: string;
  backupCodes: string[];
  cookie: string;
}

const isSignedIn = async (cookie: string) => (await call('GET', '/api/me', { cookie })).status === 200;

/** Turns two-factor on the way the settings card does: the password, then a code from the app. */
async function enableTwoFactor(member: TestMember): Promise<Enabled> {
  const started = await call('POST', '/api/auth/two-factor/enable', {
    cookie: member.cookie,
    body: { password: member.password },
  });
  expect(started.status).toBe(200);
  const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
  const key = totpKeyOf(totpURI);
  const confirmed = await call('POST', '/api/auth/two-factor/verify-totp', {
    cookie: member.cookie,
    body: { code: await totpNow(key) },
  });
  expect(confirmed.status).toBe(200);
  // Turning it on replaces the session (better-auth); the new cookie is the member's from now on.
  const cookie = cookieFrom(confirmed) || member.cookie;
  expect(await isSignedIn(cookie)).toBe(true);
  return { key, backupCodes, cookie };
}

/** The first step of a sign-in: the password. With two-factor on, it answers no session, only the second step's cookie. */
async function passwordStep(member: TestMember): Promise<{ twoFactorRedirect?: boolean; cookie: string }> {
  const response = await call('POST', '/api/auth/sign-in/email', {
    body: { email: member.email, password: member.password },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { twoFactorRedirect?: boolean };
  return { twoFactorRedirect: body.twoFactorRedirect, cookie: cookieFrom(response) };
}

beforeAll(async () => {
  await getRuntime();
});

describe('turning two-factor on', () => {
  it('asks the password, answers the authenticator address and ten backup codes, and waits for a code', async () => {
    const member = await signUp();
    const wrong = await call('POST', '/api/auth/two-factor/enable', {
      cookie: member.cookie,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).details.map((d) => [d.field, d.code])).toEqual([['password', 'invalid_value']]);

    const started = await call('POST', '/api/auth/two-factor/enable', {
      cookie: member.cookie,
      body: { password: member.password },
    });
    expect(started.status).toBe(200);
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/LifeOrbit:/);
    expect(totpKeyOf(totpURI)).toMatch(/^[A-Z2-7]+$/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);

    // Not on until a code confirms it: the password alone still signs in.
    expect((await passwordStep(member)).twoFactorRedirect).toBeUndefined();
    const badCode = await call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: '000000' },
    });
    expect(badCode.status).toBe(400);
    expect((await errorOf(badCode)).details.map((d) => d.field)).toEqual(['code']);
    expect((await passwordStep(member)).twoFactorRedirect).toBeUndefined();

    const confirmed = await call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: await totpNow(totpKeyOf(totpURI)) },
    });
    expect(confirmed.status).toBe(200);
    expect((await passwordStep(member)).twoFactorRedirect).toBe(true);
  });

  it('is for a signed-in member only, and refuses bad input with a 400 naming the field', async () => {
    const anonymous = await call('POST', '/api/auth/two-factor/enable', { body: { password: 'whatever-1' } });
    expect(anonymous.status).toBe(401);
    const member = await signUp();
    const blank = await call('POST', '/api/auth/two-factor/enable', { cookie: member.cookie, body: {} });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).details.map((d) => d.field)).toEqual(['password']);
    const letters = await call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: member.cookie,
      body: { code: '12ab56' },
    });
    expect(letters.status).toBe(400);
    expect((await errorOf(letters)).details.map((d) => [d.field, d.code])).toEqual([['code', 'invalid_format']]);
  });
});

describe('signing in with two-factor on', () => {
  it('asks a code after the password: no session until it is right', async () => {
    const member = await signUp();
    const { key } = await enableTwoFactor(member);
    const step = await passwordStep(member);
    expect(step.twoFactorRedirect).toBe(true);
    expect(await isSignedIn(step.cookie)).toBe(false);

    const wrong = await call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: step.cookie,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(await isSignedIn(step.cookie)).toBe(false);

    const right = await call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: step.cookie,
      body: { code: await totpNow(key) },
    });
    expect(right.status).toBe(200);
    expect(await isSignedIn(cookieFrom(right))).toBe(true);
  });

  it('takes each backup code once', async () => {
    const member = await signUp();
    const { backupCodes } = await enableTwoFactor(member);
    const first = await passwordStep(member);
    const used = await call('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: first.cookie,
      body: { code: backupCodes[3] },
    });
    expect(used.status).toBe(200);
    expect(await isSignedIn(cookieFrom(used))).toBe(true);

    const second = await passwordStep(member);
    const again = await call('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: second.cookie,
      body: { code: backupCodes[3] },
    });
    expect(again.status).toBe(400);
    expect((await errorOf(again)).details.map((d) => [d.field, d.code])).toEqual([['code', 'invalid_value']]);
    const another = await call('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: second.cookie,
      body: { code: backupCodes[4] },
    });
    expect(another.status).toBe(200);
  });

  it('limits the code attempts of a sign-in: after five wrong codes even the right one is refused', async () => {
    const member = await signUp();
    const { key } = await enableTwoFactor(member);
    const step = await passwordStep(member);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await call('POST', '/api/auth/two-factor/verify-totp', {
        cookie: step.cookie,
        body: { code: '000000' },
      });
      expect(wrong.status).toBe(400);
    }
    const blocked = await call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: step.cookie,
      body: { code: await totpNow(key) },
    });
    expect(blocked.status).toBe(429);
    expect((await errorOf(blocked)).code).toBe('rate_limited');
    expect(await isSignedIn(cookieFrom(blocked))).toBe(false);
  });

  it('needs no code again once turned off, which asks the password', async () => {
    const member = await signUp();
    const { cookie } = await enableTwoFactor(member);
    const wrong = await call('POST', '/api/auth/two-factor/disable', {
      cookie,
      body: { password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).details.map((d) => d.field)).toEqual(['password']);
    expect((await passwordStep(member)).twoFactorRedirect).toBe(true);

    const off = await call('POST', '/api/auth/two-factor/disable', { cookie, body: { password: member.password } });
    expect(off.status).toBe(200);
    const step = await passwordStep(member);
    expect(step.twoFactorRedirect).toBeUndefined();
    expect(await isSignedIn(step.cookie)).toBe(true);
  });
});

describe('"Staff must use two-factor"', () => {
  it('keeps a superadmin without two-factor out of every admin route until they turn it on', async () => {
    const { admin, member } = await adminAndMember();
    const initial = await call('GET', '/api/admin/settings', { cookie: admin.cookie });
    expect(((await initial.json()) as { staffTwoFactorRequired: boolean }).staffTwoFactorRequired).toBe(false);

    const on = await call('PUT', '/api/admin/settings', {
      cookie: admin.cookie,
      body: { staffTwoFactorRequired: true },
    });
    expect(on.status).toBe(200);
    try {
      for (const path of ['/api/admin/settings', '/api/admin/users']) {
        const refused = await call('GET', path, { cookie: admin.cookie });
        expect(refused.status, path).toBe(403);
        expect((await errorOf(refused)).code).toBe('two_factor_required');
      }
      // A member is still simply not staff, and their own pages are untouched.
      const notStaff = await call('GET', '/api/admin/settings', { cookie: member.cookie });
      expect((await errorOf(notStaff)).code).toBe('forbidden');
      expect(await isSignedIn(admin.cookie)).toBe(true);

      const { cookie } = await enableTwoFactor(admin);
      const allowed = await call('GET', '/api/admin/settings', { cookie });
      expect(allowed.status).toBe(200);
      expect(((await allowed.json()) as { staffTwoFactorRequired: boolean }).staffTwoFactorRequired).toBe(true);
      const off = await call('PUT', '/api/admin/settings', { cookie, body: { staffTwoFactorRequired: false } });
      expect(off.status).toBe(200);
    } finally {
      // Off again for the other tests of this database, whatever happened above.
      const { database } = await getRuntime();
      await database.db.delete(appSettings).where(eq(appSettings.key, STAFF_TWO_FACTOR_SETTING));
    }
  });
});
