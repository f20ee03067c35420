import type { ApiModule } from '../../core/module';
import { authRoutes } from './auth.routes';

/** Sign-up, sign-in and sessions (better-auth under /api/auth), /api/me and /api/session. */
export const authModule: ApiModule = { name: 'auth', routes: authRoutes };

export { displayNameOf, getMe } from './auth.service';
/** The CLI and the demo seed find accounts by e-mail, and seed only an empty database. */
export { countUsers, findUserIdByEmail, markEmailVerified } from './auth.repository';
