import type { ApiModule } from '../core/module';
import { accountRoutes } from './account/account.routes';
import type { AuthNeeds } from './needs';
import { passkeyRoutes } from './passkeys/passkeys.routes';
import { tokenRoutes } from './tokens/tokens.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { providerSecretsRoutes } from './providers/provider-secrets.routes';
import { signInRoutes } from './providers/sign-in.routes';
import { authRoutes } from './sessions/auth.routes';
import { verificationRoutes } from './verification/verification.routes';

/** The API areas of sign-in and the account; http/modules.ts mounts each where its routes always stood. */
export interface AuthModules {
  /** /api/me, /api/session and better-auth behind the proxy, /api/auth/* (sessions/). */
  auth: ApiModule;
  /** The providers' buttons and a member's ways in, /api/sign-in/providers and /ways (providers/). */
  signIn: ApiModule;
  /** A member's passkeys, /api/sign-in/passkeys (passkeys/). */
  passkeys: ApiModule;
  /** Deleting one's account, /api/data/account (account/). */
  account: ApiModule;
  /** The e-mail check under /api/data and the development mailbox, /api/admin/dev-mailbox (verification/). */
  verification: ApiModule;
  /** A member's personal access tokens, /api/tokens (tokens/). */
  tokens: ApiModule;
  /** OAuth apps: the OAuth 2.1 server's endpoints, /api/auth/oauth2/*, and settings' /api/oauth/* (oauth/). */
  oauth: ApiModule;
  /** The staff's provider keys, /api/admin/signin-secrets (providers/). */
  providerSecrets: ApiModule;
}

/**
 * The sign-in and account home's areas, given what it needs of the modules above it (it imports none, ADR 018). Each
 * module's name is its permission matrix's: src/auth/<sub-area>/<name>.permission-matrix.ts.
 */
export function createAuthModules(needs: AuthNeeds): AuthModules {
  return {
    auth: { name: 'auth', routes: (deps) => authRoutes(deps, needs) },
    signIn: { name: 'sign-in', routes: signInRoutes },
    passkeys: { name: 'passkeys', routes: passkeyRoutes },
    tokens: { name: 'tokens', routes: tokenRoutes },
    oauth: { name: 'oauth', routes: oauthRoutes },
    account: { name: 'account', routes: (deps) => accountRoutes(deps, needs) },
    verification: { name: 'verification', routes: (deps) => verificationRoutes(deps, needs) },
    providerSecrets: { name: 'provider-secrets', routes: (deps) => providerSecretsRoutes(deps, needs) },
  };
}
