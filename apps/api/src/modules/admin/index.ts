import type { ApiModule } from '../../core/module';
import { adminRoutes } from './admin.routes';

/** The admin area: users, roles, bans, sessions, app settings, audit (the sign-in secrets live in src/auth/providers). */
export const adminModule: ApiModule = { name: 'admin', routes: adminRoutes };

/** `npm run admin:grant` grants roles as the admin area does, audited. */
export { grantUserRole } from './admin.service';
/** Sign-up asks whether registration is open (an app setting kept here; http/modules.ts hands it to src/auth). */
export { isRegistrationOpen } from './admin.service';
/** The coach saves its language-model settings here, with its audit entry in the same transaction. */
export { saveSetting } from './admin.repository';
/** The key that encrypts secrets at rest, made once at start. */
export { deriveSecretsKey } from '../../core/secret-box';
/** The coach's language-model key is kept encrypted the same way as sign-in secrets. */
export { openSecret, sealSecret } from '../../core/secret-box';
