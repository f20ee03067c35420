/**
 * Sign-in and the account (ADR 018): better-auth, sessions and the guards, roles and bans, providers, passkeys, the
 * second factor, the e-mail check and password reset, deleting an account. The one door: modules, the http layer,
 * bootstrap, the seeds and the CLI import this file, never one inside. It imports no module; what it needs of them
 * comes in through createAuthModules (http/modules.ts) and createAuth's hooks (bootstrap.ts).
 */

/** The areas http/modules.ts mounts, and what they need of the modules. */
export { createAuthModules, type AuthModules } from './auth-modules';
export type { AuditEntry, AuthNeeds, RateLimit } from './needs';

/** better-auth, built once at start (bootstrap.ts), and the secret that signs its cookies. */
export { createAuth, type AuthHooks } from './sessions/auth';
export { resolveAuthSecret } from './sessions/secret';

/** Personal access tokens as `Authorization: Bearer` (issue 41): the gate before every API route, and its header. */
export { bearerOf, tokenGate } from './tokens/token-gate';
/** OAuth apps (issue 41, item 3): the authorization server's metadata, and its issuer for the MCP server's. */
export { AUTH_SERVER_METADATA_PATH, oauthIssuer, oauthServerMetadata } from './oauth/oauth-metadata';

/** The guards every area's routes use. */
export { requireSuperadmin, requireUser } from './sessions/guards';
/** The admin ends a member's sessions (a revoked session, a ban), in its audit transaction. */
export { deleteAllSessions, deleteSession } from './sessions/session.repository';
/** A request's session without a 401 (public pages that show more to a member); the app forgets them on writes. */
export { forgetSessionsOnWrites, sessionReader, type ReadSession } from './sessions/session-reader';

/**
 * Who may do what: roles (granted and revoked by the admin area, the ambassadors and mentors, the CLI, the seed), and
 * the app setting under which the admin requires two-factor of staff (the admin's settings page writes it).
 */
export {
  grantRole,
  hasRole,
  listRoles,
  revokeRole,
  setBan,
  STAFF_TWO_FACTOR_SETTING,
} from './sessions/access.repository';

/** The member as /api/me answers it, and the name shown for them (the profile area answers the same). */
export { displayNameOf, getMe } from './sessions/auth.service';
/** The CLI and the demo seed find accounts by e-mail, confirm their e-mail, and seed only an empty database. */
export { countUsers, findUserIdByEmail, markEmailVerified } from './sessions/auth.repository';
/** A generated member's account, e-mail confirmed, with a password hash (personas, seed:scale). */
export { createConfirmedAccount } from './sessions/seeded-account.repository';
export { hashPassword } from './sessions/password-hash';

/** The configured sign-in providers, kept current without a restart. */
export { signInProviders, type SignInProviders } from './providers/sign-in-providers';
