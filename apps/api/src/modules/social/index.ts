import type { ApiModule } from '../../core/module';
import { socialRoutes } from './social.routes';

/** The social area: profiles as others see them, follows, the feed, likes, comments and blocks (issue 19). */
export const socialModule: ApiModule = { name: 'social', routes: socialRoutes };
