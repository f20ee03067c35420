import crypto from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOAuthAppResponse, OAuthGrantListResponse } from '@lifeorbit/contracts/oauth';
import { call, errorOf, getRuntime, signUp, type TestMember } from '../../../test/harness';

// Issue 41, item 3: an OAuth client library no one here wrote (oauth4webapi) walks the whole authorization-code flow
// with PKCE against the app: discovery, dynamic registration, the member's consent, code, token, the public API and
// the MCP server with the access token, refresh, revocation, and the refusals.

let member: TestMember;
let issuer: URL;
const REDIRECT = 'https://client.example.com/callback';

/** oauth4webapi's requests, answered by the app in process (its issuer is the configured public URL). */
const inProcess = {
  [oauth.allowInsecureRequests]: true,
  [oauth.customFetch]: async (url: string, init?: RequestInit) => {
    const { app } = await getRuntime();
    const target = new URL(url);
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', `10.9.${crypto.randomInt(255)}.${crypto.randomInt(255)}`);
    return app.request(target.pathname + target.search, { method: init?.method ?? 'GET', headers, body: init?.body });
  },
} as const;

beforeAll(async () => {
  const { config } = await getRuntime();
  issuer = new URL('/api/auth', config.publicUrl);
  member = await signUp();
});

async function discover(): Promise<oauth.AuthorizationServer> {
  const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...inProcess });
  return oauth.processDiscoveryResponse(issuer, response);
}

/** The member's browser: the authorize URL with their cookie, then Allow (or Deny) on the consent page. */
async function consent(authorizeUrl: URL, accept = true): Promise<URL> {
  const authorized = await call('GET', authorizeUrl.pathname + authorizeUrl.search, { cookie: member.cookie });
  expect(authorized.status, await authorized.clone().text()).toBe(302);
  const consentPage = new URL(authorized.headers.get('location')!, issuer);
  expect(consentPage.pathname).toBe('/oauth/consent');
  const answer = await call('POST', '/api/oauth/consent', {
    cookie: member.cookie,
    body: { accept, oauth_query: consentPage.search.slice(1) },
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return new URL(((await answer.json()) as { url: string }).url);
}

/** The authorization endpoint with a client's request: the code flow with PKCE (S256). */
async function authorizeUrl(
  as: oauth.AuthorizationServer,
  clientId: string,
  scope: string,
  state: string,
  verifier: string,
) {
  const url = new URL(as.authorization_endpoint!);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: REDIRECT,
    response_type: 'code',
    scope,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  }).toString();
  return url;
}

interface Flow {
  as: oauth.AuthorizationServer;
  client: oauth.Client;
  auth: oauth.ClientAuth;
}

async function authorize(flow: Flow, scope: string) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = await authorizeUrl(flow.as, flow.client.client_id, scope, state, verifier);
  const redirect = await consent(url);
  expect(redirect.origin + redirect.pathname).toBe(REDIRECT);
  const params = oauth.validateAuthResponse(flow.as, flow.client, redirect, state);
  const response = await oauth.authorizationCodeGrantRequest(
    flow.as,
    flow.client,
    flow.auth,
    params,
    REDIRECT,
    verifier,
    inProcess,
  );
  return oauth.processAuthorizationCodeResponse(flow.as, flow.client, response);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function mcpToolNames(token: string): Promise<Response> {
  return call('POST', '/api/mcp', {
    headers: { ...bearer(token), accept: 'application/json, text/event-stream' },
    body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
    origin: '',
  });
}

describe('OAuth apps: an MCP client registers itself and acts for the member (issue 41, item 3)', () => {
  it('walks discovery, registration, consent, code with PKCE, token, API and MCP, refresh, revocation', async () => {
    const as = await discover();
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    expect(as.registration_endpoint).toBe(new URL('/api/auth/oauth2/register', issuer).toString());
    expect(as.scopes_supported).toEqual(expect.arrayContaining(['workouts:read', 'workouts:write', 'offline_access']));

    // Dynamic client registration, as an MCP client does it: a public client (no secret), PKCE.
    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        {
          client_name: 'Desk assistant',
          redirect_uris: [REDIRECT],
          token_endpoint_auth_method: 'none',
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
        inProcess,
      ),
    );
    const flow: Flow = { as, client: { client_id: registered.client_id }, auth: oauth.None() };

    const tokens = await authorize(flow, 'workouts:read offline_access');
    expect(tokens.access_token).toMatch(/^loa_/);
    expect(tokens.refresh_token).toMatch(/^lor_/);
    expect(tokens.scope?.split(' ').sort()).toEqual(['offline_access', 'workouts:read']);

    // The public API within its scopes, and the MCP server.
    expect((await call('GET', '/api/workouts', { headers: bearer(tokens.access_token) })).status).toBe(200);
    const write = await call('POST', '/api/workouts', {
      headers: bearer(tokens.access_token),
      body: { id: crypto.randomUUID() },
      origin: '',
    });
    expect(write.status).toBe(403);
    const refused = await errorOf(write);
    expect(refused.code).toBe('insufficient_scope');
    expect(refused.message).toContain('workouts:write');
    const tools = await mcpToolNames(tokens.access_token);
    expect(tools.status).toBe(200);
    expect(JSON.stringify(await tools.json())).toContain('log_set');
    // Never the account: an app's token is no session.
    expect((await call('GET', '/api/me', { headers: bearer(tokens.access_token) })).status).toBe(403);
    expect((await call('GET', '/api/oauth/grants', { headers: bearer(tokens.access_token) })).status).toBe(403);

    // The member sees the app among those acting for them, with its scopes and a last use.
    const grants = (await (
      await call('GET', '/api/oauth/grants', { cookie: member.cookie })
    ).json()) as OAuthGrantListResponse;
    const grant = grants.grants.find((g) => g.clientId === registered.client_id);
    expect(grant).toMatchObject({ name: 'Desk assistant', redirectHost: 'client.example.com', offlineAccess: true });
    expect(grant?.scopes).toEqual({ workouts: 'read' });
    expect(grant?.lastUsedAt).not.toBeNull();

    // Refresh: a new access token that works.
    const refreshed = await oauth.processRefreshTokenResponse(
      as,
      flow.client,
      await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, tokens.refresh_token!, inProcess),
    );
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect((await call('GET', '/api/workouts', { headers: bearer(refreshed.access_token) })).status).toBe(200);

    // Revocation by the client (RFC 7009): the token is refused at once.
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, flow.client, flow.auth, refreshed.access_token, inProcess),
    );
    const revoked = await call('GET', '/api/workouts', { headers: bearer(refreshed.access_token) });
    expect(revoked.status).toBe(401);
    expect((await errorOf(revoked)).code).toBe('unauthenticated');
    // A refresh token works once: the used one is refused.
    const reused = await oauth.refreshTokenGrantRequest(as, flow.client, flow.auth, tokens.refresh_token!, inProcess);
    expect(reused.status).toBe(400);

    // Allowed once, the same request is not asked again: the server answers with a code at once.
    const again = await authorizeUrl(
      as,
      registered.client_id,
      'workouts:read offline_access',
      'again',
      oauth.generateRandomCodeVerifier(),
    );
    const direct = await call('GET', again.pathname + again.search, { cookie: member.cookie });
    expect(direct.status).toBe(302);
    const back = new URL(direct.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(REDIRECT);
    expect(back.searchParams.get('code')).toBeTruthy();
    // PKCE is S256 only: plain is refused.
    again.searchParams.set('code_challenge_method', 'plain');
    const plain = await call('GET', again.pathname + again.search, { cookie: member.cookie });
    expect(new URL(plain.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });

  it('a member registers an app (secret shown once); writes within write scope; Revoke in settings ends its tokens', async () => {
    const created = await call('POST', '/api/oauth/apps', {
      cookie: member.cookie,
      body: { name: 'Coach sync', redirectUris: [REDIRECT] },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const app = (await created.json()) as CreatedOAuthAppResponse;
    expect(app.clientSecret).toMatch(/^los_/);
    const listed = (await (await call('GET', '/api/oauth/apps', { cookie: member.cookie })).json()) as {
      apps: { clientId: string }[];
    };
    expect(listed.apps.map((a) => a.clientId)).toContain(app.app.clientId);
    expect(JSON.stringify(listed)).not.toContain(app.clientSecret);

    const as = await discover();
    const flow: Flow = {
      as,
      client: { client_id: app.app.clientId },
      auth: oauth.ClientSecretBasic(app.clientSecret),
    };
    const tokens = await authorize(flow, 'workouts:write journal:read');
    const id = crypto.randomUUID();
    const started = await call('POST', '/api/workouts', {
      headers: bearer(tokens.access_token),
      body: { id },
      origin: '',
    });
    expect(started.status).toBe(201);
    expect((await call('GET', `/api/workouts/${id}`, { cookie: member.cookie })).status).toBe(200);

    // Introspection by the app itself.
    const introspected = await oauth.processIntrospectionResponse(
      as,
      flow.client,
      await oauth.introspectionRequest(as, flow.client, flow.auth, tokens.access_token, inProcess),
    );
    expect(introspected.active).toBe(true);

    const revoke = await call('DELETE', `/api/oauth/grants/${app.app.clientId}`, { cookie: member.cookie });
    expect(revoke.status).toBe(200);
    const after = (await revoke.json()) as OAuthGrantListResponse;
    expect(after.grants.map((g) => g.clientId)).not.toContain(app.app.clientId);
    expect((await call('GET', '/api/workouts', { headers: bearer(tokens.access_token) })).status).toBe(401);
    // Revoking again: nothing left of theirs, a 404 naming the app.
    const again = await call('DELETE', `/api/oauth/grants/${app.app.clientId}`, { cookie: member.cookie });
    expect(again.status).toBe(404);
    expect((await errorOf(again)).details[0]?.field).toBe('clientId');

    // Another member cannot delete the app; its owner can.
    const other = await signUp();
    expect((await call('DELETE', `/api/oauth/apps/${app.app.clientId}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call('DELETE', `/api/oauth/apps/${app.app.clientId}`, { cookie: member.cookie })).status).toBe(200);
  });

  it('sends a signed-out member to the consent page (which signs in first); Deny returns access_denied', async () => {
    const as = await discover();
    const registered = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        { client_name: 'Denied', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' },
        inProcess,
      ),
    );
    const url = await authorizeUrl(as, registered.client_id, 'journal:read', 'xyz', oauth.generateRandomCodeVerifier());
    const signedOut = await call('GET', url.pathname + url.search);
    expect(signedOut.status).toBe(302);
    expect(new URL(signedOut.headers.get('location')!, issuer).pathname).toBe('/oauth/consent');

    const denied = await consent(url, false);
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe('xyz');
  });

  it("registers an MCP client on the member's computer (an http loopback callback) and refuses a plain-http web one", async () => {
    const as = await discover();
    const loopback = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        {
          client_name: 'Local assistant',
          redirect_uris: ['http://127.0.0.1:33418/callback'],
          token_endpoint_auth_method: 'none',
        },
        inProcess,
      ),
    );
    expect(loopback.client_id).toBeTruthy();
    const plain = await oauth.dynamicClientRegistrationRequest(
      as,
      { client_name: 'Plain', redirect_uris: ['http://example.com/callback'], token_endpoint_auth_method: 'none' },
      inProcess,
    );
    expect(plain.status).toBe(400);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const bad = await call('POST', '/api/oauth/apps', {
      cookie: member.cookie,
      body: { name: 'Plain http', redirectUris: ['http://example.com/cb'] },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details[0]?.field).toBe('redirectUris.0');
    const noQuery = await call('POST', '/api/oauth/consent', {
      cookie: member.cookie,
      body: { accept: true, oauth_query: 'client_id=nobody&sig=forged' },
    });
    expect(noQuery.status).toBe(400);
    expect((await errorOf(noQuery)).details[0]?.field).toBe('oauth_query');
    expect((await call('GET', '/api/oauth/clients/nobody', { cookie: member.cookie })).status).toBe(404);
    // The plugin's other endpoints stay closed behind the proxy: its consent (ours checks first), its client lists.
    for (const path of [
      '/api/auth/oauth2/consent',
      '/api/auth/oauth2/create-client',
      '/api/auth/oauth2/delete-consent',
    ]) {
      const closed = await call('POST', path, { cookie: member.cookie, body: { accept: true } });
      expect(closed.status, path).toBe(404);
    }
    expect((await call('GET', '/api/auth/oauth2/get-clients', { cookie: member.cookie })).status).toBe(404);
  });

  it('names the authorization server in the protected resource metadata, and asks an anonymous MCP call for a token', async () => {
    const metadata = (await (await call('GET', '/.well-known/oauth-protected-resource')).json()) as {
      authorization_servers: string[];
    };
    expect(metadata.authorization_servers).toEqual([issuer.toString()]);
    const root = await call('GET', '/.well-known/oauth-authorization-server');
    expect(root.status).toBe(200);
    expect(((await root.json()) as { issuer: string }).issuer).toBe(issuer.toString());
    const anonymous = await call('POST', '/api/mcp', {
      body: { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
      origin: '',
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toContain('/.well-known/oauth-protected-resource');
  });
});
