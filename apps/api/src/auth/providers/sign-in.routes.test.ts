import nodeCrypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signinSecrets } from '../../db/admin-schema';
import { account, profiles, user } from '../../db/schema';
import {
  APP_ORIGIN,
  call,
  cookieFrom,
  errorOf,
  getRuntime,
  secondRuntime,
  signUp,
  uniqueEmail,
  type TestMember,
} from '../../../test/harness';
import type { OidcServer } from '../../../test/oidc-server';
import { forgetAllProviderKeys, loginAtProvider, setUpIdentityServer, throughProvider } from '../../../test/oidc-flow';

let oidc: OidcServer;
let admin: TestMember;

async function me(cookie: string) {
  const response = await call('GET', '/api/me', { cookie });
  return response.status === 200 ? ((await response.json()) as { id: string; email: string }) : null;
}

async function verifyEmail(userId: string) {
  const { database } = await getRuntime();
  await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
}

beforeAll(async () => {
  ({ oidc, admin } = await setUpIdentityServer());
});

afterAll(async () => {
  await forgetAllProviderKeys();
  await oidc?.close();
});

describe('the sign-in buttons', () => {
  it('lists the identity server once the admin saved it, by the name given', async () => {
    const response = await call('GET', '/api/sign-in/providers');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providers: [{ id: 'oidc', name: 'Acme ID' }] });
  });

  it('keeps the client secret write-only and encrypted, and audits the change', async () => {
    const { database } = await getRuntime();
    const read = await call('GET', '/api/admin/signin-secrets', { cookie: admin.cookie });
    const text = await read.text();
    expect(text).not.toContain(oidc.clientSecret);
    const body = JSON.parse(text) as {
      providers: { provider: string; hasClientSecret: boolean; issuer: string; redirectUri: string; source: string }[];
      active: string[];
    };
    const row = body.providers.find((p) => p.provider === 'oidc')!;
    expect(row).toMatchObject({
      hasClientSecret: true,
      issuer: oidc.issuer,
      redirectUri: `${APP_ORIGIN}/api/auth/callback/oidc`,
      source: 'admin',
    });
    expect(body.active).toEqual(['oidc']);
    const [stored] = await database.db.select().from(signinSecrets).where(eq(signinSecrets.provider, 'oidc'));
    expect(stored!.clientSecretCiphertext).not.toContain(oidc.clientSecret);
    const audit = await database.db.execute(
      sql`SELECT details FROM admin_action_log WHERE action_type = 'signin_secrets_updated' ORDER BY created_at DESC LIMIT 1`,
    );
    const details = (audit as unknown as { rows: { details: Record<string, unknown> }[] }).rows[0]!.details;
    expect(details).toMatchObject({ provider: 'oidc', issuer: oidc.issuer, clientId: oidc.clientId });
    expect(JSON.stringify(details)).not.toContain(oidc.clientSecret);
  });

  it('sends the browser to the issuer with our client id, a state and a PKCE challenge', async () => {
    const start = await call('POST', '/api/auth/sign-in/social', { body: { provider: 'oidc', callbackURL: '/' } });
    const { url } = (await start.json()) as { url: string };
    const target = new URL(url);
    expect(target.origin).toBe(oidc.issuer);
    expect(target.searchParams.get('client_id')).toBe(oidc.clientId);
    expect(target.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/auth/callback/oidc`);
    expect(target.searchParams.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(target.searchParams.get('code_challenge')?.length).toBeGreaterThanOrEqual(43);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
  });

  it('refuses an unknown or unconfigured provider and a return path off this site, with a 400 naming the field', async () => {
    const unknown = await call('POST', '/api/auth/sign-in/social', { body: { provider: 'github', callbackURL: '/' } });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).details[0]).toMatchObject({ field: 'provider' });
    const unconfigured = await call('POST', '/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL: '/' },
    });
    expect(unconfigured.status).toBe(400);
    expect((await errorOf(unconfigured)).details[0]).toMatchObject({ field: 'provider', code: 'not_found' });
    for (const callbackURL of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const offSite = await call('POST', '/api/auth/sign-in/social', { body: { provider: 'oidc', callbackURL } });
      expect(offSite.status, callbackURL).toBe(400);
      expect((await errorOf(offSite)).details[0]?.field).toBe('callbackURL');
    }
  });
});

describe('signing in with the identity server', () => {
  it('creates the account and its profile on the first sign-in, sends it to onboarding, and finds it again', async () => {
    const email = uniqueEmail('oidc-new');
    const first = await throughProvider(email);
    expect(first.location).toBe(`/onboarding?redirect=${encodeURIComponent('/workouts')}`);
    const created = await me(first.cookie);
    expect(created?.email).toBe(email);
    const { database } = await getRuntime();
    expect(await database.db.select().from(profiles).where(eq(profiles.userId, created!.id))).toHaveLength(1);

    const again = await throughProvider(email);
    expect(again.location).toBe('/workouts');
    expect((await me(again.cookie))?.id).toBe(created!.id);
  });

  it('refuses a callback whose state is not the one it gave out', async () => {
    const start = await call('POST', '/api/auth/sign-in/social', { body: { provider: 'oidc', callbackURL: '/' } });
    const { url } = (await start.json()) as { url: string };
    const back = await loginAtProvider(url, uniqueEmail('oidc-state'));
    const forged = back.replace(/state=[^&]+/, 'state=forged-state-value');
    const callback = await call('GET', forged, { cookie: cookieFrom(start) });
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toContain('error=');
    expect(callback.headers.getSetCookie().join(';')).not.toContain('session_token=');
  });

  it('never joins an account whose e-mail is unverified, and says so', async () => {
    const existing = await signUp();
    // signUp() opens the e-mail check's link (issue 36): this account is as one whose link was never opened.
    const { database: db } = await getRuntime();
    await db.db.update(user).set({ emailVerified: false }).where(eq(user.id, existing.id));
    const refused = await throughProvider(existing.email);
    expect(refused.location).toMatch(/^\/auth\?error=account_not_linked/);
    expect(await me(refused.cookie)).toBeNull();
    const { database } = await getRuntime();
    const links = await database.db.select().from(account).where(eq(account.userId, existing.id));
    expect(links.map((l) => l.providerId)).toEqual(['credential']);
  });

  it('never joins a verified account when the provider does not vouch for the e-mail', async () => {
    const existing = await signUp();
    await verifyEmail(existing.id);
    oidc.accounts.set(existing.email, { emailVerified: false });
    const refused = await throughProvider(existing.email);
    expect(refused.location).toMatch(/^\/auth\?error=account_not_linked/);
  });

  it('joins the account when both sides have verified the e-mail', async () => {
    const existing = await signUp();
    await verifyEmail(existing.id);
    const joined = await throughProvider(existing.email);
    expect(joined.location).toBe('/workouts');
    expect((await me(joined.cookie))?.id).toBe(existing.id);
  });
});

describe('ways in, in settings', () => {
  it('links the identity server to a password account, lists it, and unlinks it', async () => {
    const member = await signUp();
    const before = await (await call('GET', '/api/sign-in/ways', { cookie: member.cookie })).json();
    expect(before).toEqual({
      password: true,
      providers: [{ id: 'oidc', name: 'Acme ID', available: true, linkedAt: null }],
      passkeys: [],
    });

    const linked = await throughProvider(`work-${member.email}`, {
      cookie: member.cookie,
      link: true,
      callbackURL: '/settings',
    });
    expect(linked.location).toBe('/settings');
    const ways = (await (await call('GET', '/api/sign-in/ways', { cookie: member.cookie })).json()) as {
      providers: { id: string; linkedAt: string | null }[];
    };
    expect(ways.providers[0]!.linkedAt).not.toBeNull();

    // The linked provider now signs in to the same account.
    const signedIn = await throughProvider(`work-${member.email}`);
    expect((await me(signedIn.cookie))?.id).toBe(member.id);

    const unlinked = await call('DELETE', '/api/sign-in/ways/oidc', { cookie: member.cookie });
    expect(unlinked.status).toBe(200);
    expect(((await unlinked.json()) as { providers: { linkedAt: string | null }[] }).providers[0]!.linkedAt).toBeNull();
    const again = await call('DELETE', '/api/sign-in/ways/oidc', { cookie: member.cookie });
    expect(again.status).toBe(404);
  });

  it('never removes the last way in', async () => {
    const landed = await throughProvider(uniqueEmail('oidc-only'));
    const ways = await (await call('GET', '/api/sign-in/ways', { cookie: landed.cookie })).json();
    expect(ways).toMatchObject({ password: false, providers: [{ id: 'oidc' }] });
    const refused = await call('DELETE', '/api/sign-in/ways/oidc', { cookie: landed.cookie });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).details[0]).toMatchObject({ field: 'provider', code: 'in_use' });
    expect(await me(landed.cookie)).not.toBeNull();
  });

  it('answers 401 without a session and 400 for a provider that does not exist', async () => {
    expect((await call('GET', '/api/sign-in/ways')).status).toBe(401);
    const member = await signUp();
    const bad = await call('DELETE', '/api/sign-in/ways/github', { cookie: member.cookie });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details[0]?.field).toBe('provider');
  });
});

describe('changes without a restart', () => {
  it('takes the button away when the admin removes the keys, and back when they are saved again', async () => {
    const removed = await call('DELETE', '/api/admin/signin-secrets/oidc', { cookie: admin.cookie });
    expect(removed.status).toBe(200);
    expect(await (await call('GET', '/api/sign-in/providers')).json()).toEqual({ providers: [] });
    const start = await call('POST', '/api/auth/sign-in/social', { body: { provider: 'oidc', callbackURL: '/' } });
    expect(start.status).toBe(400);

    const saved = await call('PUT', '/api/admin/signin-secrets/oidc', {
      cookie: admin.cookie,
      body: { issuer: oidc.issuer, name: 'Acme ID', clientId: oidc.clientId, clientSecret: oidc.clientSecret },
    });
    expect(saved.status).toBe(200);
    expect(await (await call('GET', '/api/sign-in/providers')).json()).toEqual({
      providers: [{ id: 'oidc', name: 'Acme ID' }],
    });
    // Saved again without the secret: the stored one stays.
    const renamed = await call('PUT', '/api/admin/signin-secrets/oidc', {
      cookie: admin.cookie,
      body: { issuer: oidc.issuer, name: 'Acme staff', clientId: oidc.clientId },
    });
    expect(renamed.status).toBe(200);
    expect(await (await call('GET', '/api/sign-in/providers')).json()).toEqual({
      providers: [{ id: 'oidc', name: 'Acme staff' }],
    });
  });
});

/** Where a provider's button leads: its authorization URL, with our client id, a state and a PKCE challenge. */
async function authorizationUrlOf(provider: 'google' | 'apple', app?: { request: typeof call }) {
  const start = await (app?.request ?? call)('POST', '/api/auth/sign-in/social', {
    body: { provider, callbackURL: '/auth/callback?redirect=%2Fprogress' },
  });
  expect(start.status, await start.clone().text()).toBe(200);
  return new URL(((await start.json()) as { url: string }).url);
}

function expectStateAndPkce(url: URL) {
  expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(16);
  expect(url.searchParams.get('code_challenge')?.length).toBeGreaterThanOrEqual(43);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
}

describe('Google and Apple', () => {
  it('takes Google from the environment when the admin has not saved keys', async () => {
    const runtime = await secondRuntime({
      BETTER_AUTH_URL: APP_ORIGIN,
      GOOGLE_CLIENT_ID: 'env-client.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'env-secret',
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'unused',
      OIDC_CLIENT_SECRET: 'unused',
    });
    const request: typeof call = (method, path, options = {}) =>
      runtime.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', origin: APP_ORIGIN, 'x-forwarded-for': '10.9.9.9' },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      }) as Promise<Response>;
    const providers = (await (await request('GET', '/api/sign-in/providers')).json()) as {
      providers: { id: string }[];
    };
    // This runtime's secrets key cannot open the admin's sealed identity server secret, so OIDC_* applies, whose
    // issuer does not answer: no button for it. Google comes from the environment.
    expect(providers.providers.map((p) => p.id)).toEqual(['google']);
    const url = await authorizationUrlOf('google', { request });
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('env-client.apps.googleusercontent.com');
  });

  it("leads Google's button to Google with the admin's client id, a state and a PKCE challenge", async () => {
    const saved = await call('PUT', '/api/admin/signin-secrets/google', {
      cookie: admin.cookie,
      body: { clientId: 'admin-client.apps.googleusercontent.com', clientSecret: 'admin-google-secret' },
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).not.toContain('admin-google-secret');
    const url = await authorizationUrlOf('google');
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe('admin-client.apps.googleusercontent.com');
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/api/auth/callback/google`);
    expectStateAndPkce(url);
  });

  it("leads Apple's button to Apple with the services id, a state and a PKCE challenge", async () => {
    const p8 = nodeCrypto
      .generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const saved = await call('PUT', '/api/admin/signin-secrets/apple', {
      cookie: admin.cookie,
      body: { teamId: 'ABCDE12345', keyId: 'KEY1234567', servicesId: 'app.lifeorbit.web', privateKey: p8 },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { active: string[] }).active).toEqual(expect.arrayContaining(['apple', 'google']));
    const url = await authorizationUrlOf('apple');
    expect(url.origin + url.pathname).toBe('https://appleid.apple.com/auth/authorize');
    expect(url.searchParams.get('client_id')).toBe('app.lifeorbit.web');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expectStateAndPkce(url);
    const providers = (await (await call('GET', '/api/sign-in/providers')).json()) as {
      providers: { id: string; name: string }[];
    };
    expect(providers.providers).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'apple', name: 'Apple' },
      { id: 'oidc', name: 'Acme staff' },
    ]);
  });

  it("takes Apple's form_post callback from Apple's origin only, and still checks its state", async () => {
    const form = 'code=abc&state=not-ours';
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const fromApple = await call('POST', '/api/auth/callback/apple', {
      rawBody: form,
      origin: 'https://appleid.apple.com',
      headers,
    });
    expect(fromApple.status).toBe(302);
    expect(fromApple.headers.getSetCookie().join(';')).not.toContain('session_token=');
    const fromElsewhere = await call('POST', '/api/auth/callback/apple', {
      rawBody: form,
      origin: 'https://evil.example',
      headers,
    });
    expect(fromElsewhere.status).toBe(403);
  });
});
