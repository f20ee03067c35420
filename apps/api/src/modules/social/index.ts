import type { ApiModule } from '../../core/module';
import { socialRoutes } from './social.routes';

/** The social area: profiles as others see them, follows, the feed, likes, comments and blocks (issue 19). */
export const socialModule: ApiModule = { name: 'social', routes: socialRoutes };

/** Who sees which workout, and a member as a card, in SQL: the gyms area lists members and workouts with them. */
export { MEMBER_CARD_JSON, workoutVisibleSql } from './visibility.sql';
