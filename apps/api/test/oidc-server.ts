import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** What the test server says about an account (its login is its e-mail). */
export interface OidcAccount {
  emailVerified?: boolean;
  name?: string;
}

export interface OidcServer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Claims per login; a login not listed is a verified e-mail named after its local part. */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on localhost for the sign-in tests (issue 29): one
 * confidential client whose redirect URIs are the app's, PKCE required, RS256 ID tokens, and its development login
 * form, where any login (an e-mail here) with any password signs in. Consent is granted to our client at once, as an
 * identity server does for its own organisation's apps.
 */
export async function startOidcServer(redirectUris: string[], port = 0): Promise<OidcServer> {
  const accounts = new Map<string, OidcAccount>();
  const clientId = 'lifeorbit-test';
  const clientSecret = crypto.randomBytes(24).toString('base64url');
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [crypto.randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx: unknown, id: string) {
      const account = accounts.get(id) ?? {};
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: id,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? id.split('@')[0],
        }),
      };
    },
    async loadExistingGrant(ctx: OidcContext) {
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface OidcContext {
  oidc: {
    result?: { consent?: { grantId?: string } };
    session: { accountId: string; grantIdFor(clientId: string): string | undefined };
    client: { clientId: string };
    provider: { Grant: GrantClass };
  };
}
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface GrantClass {
  new (init: { clientId: string; accountId: string }): Grant;
  find(id: string): Promise<Grant | undefined>;
}
