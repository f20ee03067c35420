import type { ApiModule } from '../../core/module';
import { securityRoutes } from './security.routes';

/** Security events from the web, rate limits, and the admin-action log. */
export const securityModule: ApiModule = { name: 'security', routes: securityRoutes };

/** The one way anything is written to the admin-action log. */
export { logAdminAction, type AdminAction } from './security.service';

/** Fixed-window limits kept in PostgreSQL (the per-account sign-in limit uses them). */
export { enforceRateLimit, resetRateLimit, type RateLimit } from './security.service';

/** The caller's address (X-Forwarded-For's first hop behind a trusted proxy): the e-mail check's sign-in records it. */
export { clientAddress } from './client-ip';
