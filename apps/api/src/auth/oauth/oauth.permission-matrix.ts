import { insertOAuthClient } from '../../../test/oauth-fixtures';
import { everyone, signedIn, type AreaMatrix } from '../../../test/permission-matrix-kit';

const REDIRECT = 'https://matrix.example.com/callback';

/**
 * OAuth apps (issue 41, item 3): the OAuth 2.1 server's endpoints, answered in the protocol's own error shape (an
 * unknown client, a missing grant), and settings' routes, each member's own (oauth.test.ts walks the whole flow).
 */
export const permissionMatrix: AreaMatrix = {
  rows: [
    {
      method: 'GET',
      route: '/api/auth/oauth2/authorize',
      note: 'An unknown client is refused before anyone is asked to sign in or consent: with no redirect URI to trust, the browser goes to the sign-in page with the error',
      path: () => '/api/auth/oauth2/authorize?client_id=nobody&response_type=code',
      expect: everyone(302),
    },
    {
      method: 'POST',
      route: '/api/oauth/consent',
      note: 'The consent page: a query the server never signed is a 400 naming oauth_query; signed out, a 401',
      body: () => ({ accept: false, oauth_query: 'client_id=nobody' }),
      expect: signedIn(400),
    },
    {
      method: 'POST',
      route: '/api/auth/oauth2/token',
      note: 'The protocol takes a form (oauth.test.ts): JSON is a 415 for everyone, and a cookie adds nothing',
      body: () => ({}),
      expect: everyone(415),
    },
    { method: 'POST', route: '/api/auth/oauth2/revoke', note: 'A form too', body: () => ({}), expect: everyone(415) },
    {
      method: 'POST',
      route: '/api/auth/oauth2/introspect',
      note: 'A form too',
      body: () => ({}),
      expect: everyone(415),
    },
    {
      method: 'POST',
      route: '/api/auth/oauth2/register',
      note: 'Dynamic client registration is open to public clients (an MCP client registers itself)',
      body: () => ({ client_name: 'Matrix client', redirect_uris: [REDIRECT], token_endpoint_auth_method: 'none' }),
      expect: everyone(201),
    },
    { method: 'GET', route: '/api/oauth/apps', expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/oauth/apps',
      body: () => ({ name: 'Matrix app', redirectUris: [REDIRECT] }),
      expect: signedIn(201),
    },
    // Each signed-in actor deletes an app of its own; another member's is a 404 (oauth.test.ts).
    {
      method: 'DELETE',
      route: '/api/oauth/apps/:clientId',
      path: async (f, actor) =>
        `/api/oauth/apps/${actor === 'anonymous' ? 'none' : await insertOAuthClient(f.members[actor].id)}`,
      expect: signedIn(200),
    },
    { method: 'GET', route: '/api/oauth/grants', expect: signedIn(200) },
    {
      method: 'DELETE',
      route: '/api/oauth/grants/:clientId',
      note: 'Each signed-in actor revokes an app that acts for them; an app that holds nothing of theirs is a 404',
      path: async (f, actor) =>
        `/api/oauth/grants/${actor === 'anonymous' ? 'none' : await insertOAuthClient(null, f.members[actor].id)}`,
      expect: signedIn(200),
    },
    {
      method: 'GET',
      route: '/api/oauth/clients/:clientId',
      note: 'What the consent page shows of an app: its name and redirect hosts, to a signed-in member',
      path: async () => `/api/oauth/clients/${await insertOAuthClient(null)}`,
      expect: signedIn(200),
    },
  ],
};
