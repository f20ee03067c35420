import { expect } from 'vitest';
import { grantRole } from '../src/auth';
import { signInProviders } from '../src/auth';
import { signinSecrets } from '../src/db/admin-schema';
import { APP_ORIGIN, call, cookieFrom, getRuntime, signUp, type TestMember } from './harness';
import { startOidcServer, type OidcServer } from './oidc-server';

// Signing in through the test identity server (test/oidc-server.ts) the way a browser does: the app's authorization
// URL, the server's login form, and its redirect back to our callback. Shared by the sign-in and second-factor suites.

/** A tiny cookie jar for one host: what a browser would send back. */
export class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * Signs in at the test identity server the way a browser would, from the authorization URL our app gave: its login
 * form, then its redirect back to our callback. Returns that callback's path and query.
 */
export async function loginAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Jar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(APP_ORIGIN)) return url.slice(APP_ORIGIN.length);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(response);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location')!, url).toString();
      continue;
    }
    const page = await response.text();
    const action = /action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`No login form at ${url}: ${response.status} ${page.slice(0, 200)}`);
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString(),
    });
    jar.take(posted);
    url = new URL(posted.headers.get('location')!, url).toString();
  }
  throw new Error('The identity server never sent the browser back');
}

export interface Landing {
  location: string;
  cookie: string;
}

/** Starts a sign-in (or, with a member's cookie, a link) with the identity server and follows it back to our app. */
export async function throughProvider(
  login: string,
  options: { cookie?: string; link?: boolean; callbackURL?: string } = {},
): Promise<Landing> {
  const callbackURL = options.callbackURL ?? '/workouts';
  const start = await call('POST', options.link ? '/api/auth/link-social' : '/api/auth/sign-in/social', {
    cookie: options.cookie,
    body: options.link
      ? { provider: 'oidc', callbackURL, errorCallbackURL: '/settings' }
      : {
          provider: 'oidc',
          callbackURL,
          newUserCallbackURL: `/onboarding?redirect=${encodeURIComponent(callbackURL)}`,
          errorCallbackURL: '/auth',
        },
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  const stateCookie = cookieFrom(start);
  const back = await loginAtProvider(url, login);
  const cookie = [options.cookie, stateCookie].filter(Boolean).join('; ');
  const callback = await call('GET', back, { cookie });
  expect(callback.status, await callback.clone().text()).toBe(302);
  return { location: callback.headers.get('location')!, cookie: liveCookies(callback) };
}

/** The cookies a browser keeps from an answer: the last value of each name, none that the answer expired. */
export function liveCookies(response: Response): string {
  const kept = new Map<string, string>();
  for (const pair of cookieFrom(response).split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    kept.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return [...kept]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** The suite shares one database: a file that sets up providers starts with no provider keys and leaves none behind. */
export async function forgetAllProviderKeys(): Promise<void> {
  const runtime = await getRuntime();
  await runtime.database.db.delete(signinSecrets);
  await signInProviders(runtime).refresh();
}

/** Starts the test identity server and saves it as the "Acme ID" button, as a superadmin does in the admin area. */
export async function setUpIdentityServer(): Promise<{ oidc: OidcServer; admin: TestMember }> {
  const oidc = await startOidcServer([`${APP_ORIGIN}/api/auth/callback/oidc`]);
  await forgetAllProviderKeys();
  const { database } = await getRuntime();
  const admin = await signUp();
  await grantRole(database.db, admin.id, 'superadmin', null);
  const saved = await call('PUT', '/api/admin/signin-secrets/oidc', {
    cookie: admin.cookie,
    body: { issuer: oidc.issuer, name: 'Acme ID', clientId: oidc.clientId, clientSecret: oidc.clientSecret },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return { oidc, admin };
}
