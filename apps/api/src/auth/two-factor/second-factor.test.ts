import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, STAFF_TWO_FACTOR_SETTING } from '../sessions/access.repository';
import { codeStepUrl } from './second-factor';
import { forgetSessions } from '../sessions/session-reader';
import { appSettings } from '../../db/admin-schema';
import { session, user } from '../../db/schema';
import { APP_ORIGIN, call, cookieFrom, getRuntime, signUp } from '../../../test/harness';
import type { OidcServer } from '../../../test/oidc-server';
import { forgetAllProviderKeys, setUpIdentityServer, throughProvider } from '../../../test/oidc-flow';
import { totpNow, turnOnTwoFactor } from '../../../test/totp';

// Issue 36, item 1: the second factor holds on every way in. A member with two-factor on who signs in through an
// identity server (and by the same code Google or Apple) meets the code step, as after a password; so does a staff
// member, whose admin routes stay closed until the code is given.

let oidc: OidcServer;

const status = async (path: string, cookie: string) => (await call('GET', path, { cookie })).status;

async function giveCode(cookie: string, key: string): Promise<string> {
  const answered = await call('POST', '/api/auth/two-factor/verify-totp', {
    cookie,
    body: { code: await totpNow(key) },
  });
  expect(answered.status, await answered.clone().text()).toBe(200);
  return cookieFrom(answered);
}

async function secondFactorsOf(userId: string) {
  const { database } = await getRuntime();
  const rows = await database.db
    .select({ secondFactor: session.secondFactor })
    .from(session)
    .where(eq(session.userId, userId));
  return rows.map((row) => row.secondFactor);
}

beforeAll(async () => {
  ({ oidc } = await setUpIdentityServer());
});

afterAll(async () => {
  const { database } = await getRuntime();
  await database.db.delete(appSettings).where(eq(appSettings.key, STAFF_TWO_FACTOR_SETTING));
  await forgetAllProviderKeys();
  await oidc?.close();
});

describe('two-factor on every way in (issue 36, item 1)', () => {
  it('a provider sign-in of a member with two-factor on ends at the code step, with no session until the code', async () => {
    const member = await signUp();
    const { key } = await turnOnTwoFactor(member);

    const landed = await throughProvider(member.email, { callbackURL: '/progress' });
    expect(landed.location).toBe(`${APP_ORIGIN}/auth?step=two-factor&redirect=%2Fprogress`);
    // Nothing opens with what the browser holds now: only the code step's cookie.
    expect(landed.cookie).toMatch(/two_factor=/);
    expect(landed.cookie).not.toMatch(/session_token=/);
    expect(await status('/api/me', landed.cookie)).toBe(401);
    expect((await call('GET', '/api/session', { cookie: landed.cookie }).then((r) => r.json())) as unknown).toEqual({
      me: null,
    });

    // The code opens it, and the session says how it passed.
    const signedIn = await giveCode(landed.cookie, key);
    expect(await status('/api/me', signedIn)).toBe(200);
    expect(await secondFactorsOf(member.id)).toEqual(expect.arrayContaining(['code']));
    expect(await secondFactorsOf(member.id)).not.toContain(null);
  });

  it('a member without two-factor still signs in through the provider at once', async () => {
    const member = await signUp();
    const { database } = await getRuntime();
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.id));
    const landed = await throughProvider(member.email, { callbackURL: '/progress' });
    expect(landed.location).toBe('/progress');
    expect(await status('/api/me', landed.cookie)).toBe(200);
  });

  it('a superadmin with "Staff must use two-factor" on reads no admin route until the code is given', async () => {
    const { database } = await getRuntime();
    const staff = await signUp();
    await grantRole(database.db, staff.id, 'superadmin', null);
    const { key, cookie: ownSession } = await turnOnTwoFactor(staff);
    await database.db
      .insert(appSettings)
      .values({ key: STAFF_TWO_FACTOR_SETTING, value: true })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: true } });
    // The session that gave the code when two-factor was turned on keeps the admin open.
    expect(await status('/api/admin/users', ownSession)).toBe(200);

    const landed = await throughProvider(staff.email, { callbackURL: '/admin' });
    expect(landed.location).toBe(`${APP_ORIGIN}/auth?step=two-factor&redirect=%2Fadmin`);
    expect(await status('/api/admin/users', landed.cookie)).toBe(401);
    expect(await status('/api/admin/backup', landed.cookie)).toBe(401);

    const signedIn = await giveCode(landed.cookie, key);
    expect(await status('/api/admin/users', signedIn)).toBe(200);
  });

  it('a session of a member with two-factor on that passed no second factor opens nothing, the admin least of all', async () => {
    const { database } = await getRuntime();
    const staff = await signUp();
    await grantRole(database.db, staff.id, 'superadmin', null);
    const { cookie } = await turnOnTwoFactor(staff);
    expect(await status('/api/me', cookie)).toBe(200);
    // A session row as a way in that skipped the code would have left it.
    await database.db.update(session).set({ secondFactor: null }).where(eq(session.userId, staff.id));
    // The process reads the row anew (it may remember a checked session for a few seconds: ADR 038).
    forgetSessions();
    expect(await status('/api/me', cookie)).toBe(401);
    expect(await status('/api/admin/users', cookie)).toBe(401);
  });

  it('turning two-factor on ends the member’s other sessions, which gave no code', async () => {
    const member = await signUp();
    const elsewhere = await call('POST', '/api/auth/sign-in/email', {
      body: { email: member.email, password: member.password },
    });
    const otherDevice = cookieFrom(elsewhere);
    expect(await status('/api/me', otherDevice)).toBe(200);
    await turnOnTwoFactor(member);
    expect(await secondFactorsOf(member.id)).toEqual(['code']);
  });

  it('sends the code step back to a page of this app only', () => {
    const base = 'https://lifeorbit.example';
    expect(codeStepUrl(base, '/workouts?tab=history')).toBe(
      `${base}/auth?step=two-factor&redirect=%2Fworkouts%3Ftab%3Dhistory`,
    );
    expect(codeStepUrl(base, 'https://evil.example/steal')).toBe(`${base}/auth?step=two-factor`);
    expect(codeStepUrl(base, '')).toBe(`${base}/auth?step=two-factor`);
    expect(codeStepUrl(base, '/auth?error=x')).toBe(`${base}/auth?step=two-factor`);
    // The web's provider buttons return through /auth/callback with the page they were heading to.
    expect(codeStepUrl(base, '/auth/callback?redirect=%2Fadmin%2Fusers')).toBe(
      `${base}/auth?step=two-factor&redirect=%2Fadmin%2Fusers`,
    );
    expect(codeStepUrl(base, '/auth/callback?redirect=%2F%2Fevil.example')).toBe(`${base}/auth?step=two-factor`);
  });
});
