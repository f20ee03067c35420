import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInProviders } from '../../auth';
import { signinSecrets } from '../../db/admin-schema';
import { sql } from 'drizzle-orm';
import { adminAndMember, expectFieldError, json, rows } from '../../../test/admin-support';
import {
  APP_ORIGIN,
  call,
  cookieFrom,
  getRuntime,
  signUp,
  uniqueEmail,
  verificationTokenFor,
  type TestMember,
} from '../../../test/harness';
import { startOidcServer, type OidcServer } from '../../../test/oidc-server';
import { REFERRAL_COOKIE } from './referral-cookie';

/**
 * Issue 37: a referral is recorded with the account itself. Visiting /r/CODE has the API keep the code in a cookie
 * that sign-up (the form, or a provider's callback) reads, so a newcomer who stops at onboarding still counts.
 */

let admin: TestMember;
let oidc: OidcServer;

async function makeAmbassador() {
  const member = await signUp();
  const summary = await json<{ referralCode: string }>(
    await call('POST', '/api/admin/ambassadors', {
      cookie: admin.cookie,
      body: { userId: member.id, commissionRateBps: 1000 },
    }),
    201,
  );
  return { member, code: summary.referralCode };
}

/** The visit's Set-Cookie, and the cookie a browser sends back with it. */
async function visit(code: string) {
  const response = await call('POST', '/api/referrals/visit', { body: { code } });
  expect(response.status).toBe(204);
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith(`${REFERRAL_COOKIE}=`))!;
  return { setCookie, cookie: setCookie.split(';')[0]! };
}

/** A sign-up through the form with these cookies: no session yet, the account waits for its e-mail check. */
async function signUpWith(cookie: string) {
  const email = uniqueEmail('referred');
  const response = await call('POST', '/api/auth/sign-up/email', {
    cookie,
    body: { email, password: 'correct-horse-1' },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, response };
}

/** The mailed link opened: the e-mail confirmed and the session begun; answers its cookie. */
async function confirmEmail(email: string): Promise<string> {
  const verified = await call('POST', '/api/data/verify-email', { body: { token: await verificationTokenFor(email) } });
  expect(verified.status, await verified.clone().text()).toBe(200);
  return cookieFrom(verified);
}

const referralsOf = async (userId: string) =>
  rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM referrals WHERE member_user_id = ${userId}`).then(
    ([row]) => row!.n,
  );

const referredNames = async (ambassador: TestMember) =>
  (
    await json<{ members: { name: string }[] }>(
      await call('GET', '/api/ambassador/referrals', { cookie: ambassador.cookie }),
      200,
    )
  ).members.map((member) => member.name);

/** Follows the test identity server's login form back to our callback, as a browser would; answers its path. */
async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Map<string, string>();
  const take = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(APP_ORIGIN)) return url.slice(APP_ORIGIN.length);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: header() } });
    take(response);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).toString();
      continue;
    }
    const action = /action="([^"]+)"/.exec(await response.text())?.[1];
    if (!action) throw new Error(`No login form at ${url}`);
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    take(posted);
    url = new URL(posted.headers.get('location')!, url).toString();
  }
  throw new Error('The identity server never sent the browser back');
}

async function forgetProviderKeys() {
  const runtime = await getRuntime();
  await runtime.database.db.delete(signinSecrets);
  await signInProviders(runtime).refresh();
}

beforeAll(async () => {
  ({ admin } = await adminAndMember());
});

afterAll(async () => {
  if (oidc) {
    await forgetProviderKeys();
    await oidc.close();
  }
});

describe('a referral at sign-up (issue 37)', () => {
  it('keeps the visited code in a short-lived httpOnly cookie only the sign-in routes get', async () => {
    const { setCookie } = await visit('demo2026');
    expect(setCookie).toMatch(new RegExp(`^${REFERRAL_COOKIE}=DEMO2026;`));
    expect(setCookie).toContain('Path=/api/auth');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Max-Age=86400');
    await expectFieldError(await call('POST', '/api/referrals/visit', { body: { code: 'a b' } }), 'code');
    await expectFieldError(await call('POST', '/api/referrals/visit', { body: {} }), 'code');
  });

  it('records the referral with the account, before any other call, and once', async () => {
    const ambassador = await makeAmbassador();
    const { cookie } = await visit(ambassador.code);
    const newcomer = await signUpWith(cookie);
    // Recorded by the sign-up itself: the newcomer has not even confirmed the e-mail, let alone reached the app.
    expect(await referredNames(ambassador.member)).toEqual([newcomer.email.split('@')[0]]);
    // The cookie is used up, and the old claim path answers that the referral exists.
    expect(newcomer.response.headers.getSetCookie().some((line) => line.startsWith(`${REFERRAL_COOKIE}=;`))).toBe(true);
    const other = await makeAmbassador();
    expect(
      await json(
        await call('POST', '/api/referrals/claim', {
          cookie: await confirmEmail(newcomer.email),
          body: { code: other.code },
        }),
        200,
      ),
    ).toEqual({ claimed: false, reason: 'already_referred' });
    expect(await referredNames(other.member)).toEqual([]);
  });

  it('ignores an unknown, malformed or inactive code and never blocks the sign-up', async () => {
    const inactive = await makeAmbassador();
    const { member: inactiveMember, code } = inactive;
    const home = await json<{ profile: { id: string } }>(
      await call('GET', '/api/ambassador', { cookie: inactiveMember.cookie }),
      200,
    );
    await json(
      await call('PATCH', `/api/admin/ambassadors/${home.profile.id}`, {
        cookie: admin.cookie,
        body: { status: 'inactive' },
      }),
      200,
    );
    for (const cookie of [
      `${REFERRAL_COOKIE}=NOSUCH99`,
      `${REFERRAL_COOKIE}=%3Cscript%3E`,
      `${REFERRAL_COOKIE}=${code}`,
    ]) {
      const newcomer = await signUpWith(cookie);
      expect(await referralsOf(newcomer.id)).toBe(0);
    }
  });

  it('records it when the account is made by a provider sign-in', async () => {
    await forgetProviderKeys();
    oidc = await startOidcServer([`${APP_ORIGIN}/api/auth/callback/oidc`]);
    const saved = await call('PUT', '/api/admin/signin-secrets/oidc', {
      cookie: admin.cookie,
      body: { issuer: oidc.issuer, name: 'Acme ID', clientId: oidc.clientId, clientSecret: oidc.clientSecret },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const ambassador = await makeAmbassador();
    const { cookie: referral } = await visit(ambassador.code);

    const email = uniqueEmail('oidc-referred');
    const start = await call('POST', '/api/auth/sign-in/social', {
      cookie: referral,
      body: {
        provider: 'oidc',
        callbackURL: '/dashboard',
        newUserCallbackURL: '/onboarding',
        errorCallbackURL: '/auth',
      },
    });
    expect(start.status, await start.clone().text()).toBe(200);
    const { url } = (await start.json()) as { url: string };
    const back = await loginAtProvider(url, email);
    const callback = await call('GET', back, { cookie: `${cookieFrom(start)}; ${referral}` });
    expect(callback.status, await callback.clone().text()).toBe(302);
    expect(callback.headers.get('location')).toBe('/onboarding');
    expect(await referredNames(ambassador.member)).toEqual([email.split('@')[0]]);
  });
});
