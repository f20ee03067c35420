import type { ApiModule } from '../../core/module';
import { signInRoutes } from './sign-in.routes';

/** Ways to sign in beside the password (issue 29): providers' buttons, a member's linked providers and passkeys. */
export const signInModule: ApiModule = { name: 'sign-in', routes: signInRoutes };

export { ensureRoomForPasskey } from './sign-in.service';
