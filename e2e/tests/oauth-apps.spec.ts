import crypto from 'node:crypto';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { formatFindings, seriousViolations, switchTheme } from '../support/axe';
import { signUpViaApi } from '../support/members';
import { shot } from '../support/shots';

// OAuth apps (issue 41, item 3): a member registers an app in settings; a client (this test, building the authorize
// URL with PKCE) sends the member to the consent page; Allow; the redirect carries a code, exchanged for a token that
// calls the API; the app is listed under the apps acting for the member; Revoke; the token is refused.

const REDIRECT = 'https://client.example.test/callback';

/** axe-core finds nothing serious on the page as it is now, in the dark theme and then the light one. */
async function expectAccessible(page: Page, where: string) {
  await switchTheme(page, 'dark');
  expect(formatFindings(`${where} dark`, await seriousViolations(page))).toBe('');
  await switchTheme(page, 'light');
  expect(formatFindings(`${where} light`, await seriousViolations(page, { coloursOnly: true }))).toBe('');
}

/** The authorization endpoint with a client's request (code flow, PKCE S256). */
function authorizeUrl(
  baseURL: string | undefined,
  params: { clientId: string; scope: string; state: string; challenge: string },
) {
  const url = new URL('/api/auth/oauth2/authorize', baseURL);
  url.search = new URLSearchParams({
    client_id: params.clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope: params.scope,
    state: params.state,
    code_challenge: params.challenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

function pkce() {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

test('register an app, allow it on the consent page, use its token, see it acting for you, revoke it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto('/settings');
  await expect(page.getByText('No passkeys yet.', { exact: false })).toBeVisible();
  const manage = page.getByRole('link', { name: 'Manage connected apps' });
  await manage.scrollIntoViewIfNeeded();
  await manage.click();
  await expect(page).toHaveURL(/\/settings\/apps$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connected apps' })).toBeVisible();
  await expect(page.getByText('No app acts for you')).toBeVisible();
  await expect(page.getByText('No apps registered')).toBeVisible();
  await shot(page, 'oauth-apps-empty-en');

  // Register an app: its client secret is shown once, its client id stays in the list.
  await page.getByRole('button', { name: 'Register an app' }).click();
  await page.getByLabel('App name').fill('Coach planner');
  await page.getByLabel('Redirect URIs').fill(REDIRECT);
  await page.getByRole('button', { name: 'Register app' }).click();
  const secretField = page.getByRole('textbox', { name: 'Client secret', exact: true });
  await expect(secretField).toBeVisible();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^los_/);
  const apps = page.getByRole('list', { name: 'Your registered apps' });
  await expect(apps.getByText('Coach planner')).toBeVisible();
  const clientId = (await apps.locator('code').first().textContent())!.trim();
  expect(clientId.length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await page.content()).not.toContain(secret);

  // The app sends the member to the authorization endpoint, with PKCE; the server sends them to the consent page.
  const { verifier, challenge } = pkce();
  const state = crypto.randomBytes(8).toString('hex');
  const authorize = authorizeUrl(baseURL, {
    clientId,
    scope: 'workouts:read journal:write offline_access',
    state,
    challenge,
  });
  // The app's own page: the browser lands there with the code (nothing is served from the real host).
  await page.route('https://client.example.test/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Client</title><p>Back</p>' }),
  );
  await page.goto(authorize);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  await expect(page.getByRole('heading', { name: 'Coach planner wants to act for you' })).toBeVisible();
  await expect(page.getByText('After your answer you go back to client.example.test.')).toBeVisible();
  const asks = page.getByRole('list', { name: 'It asks to:' });
  await expect(asks).toContainText('See your workouts and sets');
  await expect(asks).toContainText('See, add, change and delete your journal');
  await expect(asks).toContainText('Stay connected when you are away');
  await expectAccessible(page, 'consent');
  await shot(page, 'oauth-consent-en');

  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL((url) => url.origin === 'https://client.example.test');
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe(state);
  const code = back.searchParams.get('code');
  expect(code).toBeTruthy();

  // The app's server exchanges the code (no cookie, no Origin), then calls the API with the access token.
  const server = await playwrightRequest.newContext({ baseURL });
  const exchanged = await server.post('/api/auth/oauth2/token', {
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}` },
    form: { grant_type: 'authorization_code', code: code!, redirect_uri: REDIRECT, code_verifier: verifier },
  });
  expect(exchanged.status(), await exchanged.text()).toBe(200);
  const tokens = (await exchanged.json()) as { access_token: string; refresh_token?: string };
  expect(tokens.refresh_token).toBeTruthy();
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  expect((await server.get('/api/workouts', { headers })).status()).toBe(200);
  expect((await server.get('/api/me', { headers })).status()).toBe(403);

  // The app acts for the member: listed with what it may do and its last use; revoked, its token is refused.
  await page.goto('/settings/apps');
  const grants = page.getByRole('list', { name: 'Apps that act for you' });
  await expect(grants.getByText('Coach planner')).toBeVisible();
  await expect(grants).toContainText('See your workouts and sets');
  await expect(grants).toContainText('Returns to client.example.test');
  await expect(grants).not.toContainText('Not yet');
  await shot(page, 'oauth-apps-granted-en');
  await page.getByRole('button', { name: 'Revoke Coach planner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke “Coach planner”?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Access revoked.')).toBeVisible();
  await expect(page.getByText('No app acts for you')).toBeVisible();
  expect((await server.get('/api/workouts', { headers })).status()).toBe(401);
  await server.dispose();
});

test('the consent page asks a signed-out member to sign in, in Spanish, accessible in both themes', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const registered = await page.request.post('/api/auth/oauth2/register', {
    data: { client_name: 'Asistente', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  const authorize = authorizeUrl(baseURL, {
    clientId,
    scope: 'workouts:read',
    state: 'x',
    challenge: pkce().challenge,
  });
  await page.goto(authorize);
  await expect(page).toHaveURL(/\/oauth\/consent\?/);
  const signIn = page.getByRole('link', { name: 'Iniciar sesión para continuar' });
  await expect(signIn).toBeVisible();
  expect(decodeURIComponent((await signIn.getAttribute('href'))!)).toContain('/auth?redirect=/oauth/consent?');
  await expectAccessible(page, 'consent signed out');
  await shot(page, 'oauth-consent-signed-out-es');
});
