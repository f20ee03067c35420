import type { ApiModule } from '../../core/module';
import { signInRoutes } from './sign-in.routes';

/** Ways to sign in beside the password (issue 29): providers' buttons and a member's linked providers. */
export const signInModule: ApiModule = { name: 'sign-in', routes: signInRoutes };
