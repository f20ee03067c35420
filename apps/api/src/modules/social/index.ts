import { Hono } from 'hono';
import type { ApiModule } from '../../core/module';
import type { AppDeps, AppEnv } from '../../core/deps';
import { notificationRoutes } from './notifications.routes';
import { socialRoutes } from './social.routes';

/**
 * The social area: profiles as others see them, follows, the feed, likes, comments and blocks, and the notifications
 * they write (issue 19).
 */
export const socialModule: ApiModule = {
  name: 'social',
  routes: (deps: AppDeps) => new Hono<AppEnv>().route('/', socialRoutes(deps)).route('/', notificationRoutes(deps)),
};

/**
 * Who sees which workout, whether two members blocked each other, and a member as a card, in SQL: the gyms area lists
 * members and workouts with them.
 */
export { blockedBetweenSql, MEMBER_CARD_JSON, workoutVisibleSql } from './visibility.sql';
