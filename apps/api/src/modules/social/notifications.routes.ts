import { Hono } from 'hono';
import { NotificationsQuery } from '@lifeorbit/contracts';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseParams, parseQuery } from '../../core/validation';
import * as notifications from './notifications.service';

/**
 * The bell under /api/notifications (issue 19): the unread count that every page polls, the list, and marking read.
 * State is in PostgreSQL, so any API process answers the same.
 */
export function notificationRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const signedIn = requireUser(deps);

  routes.get('/notifications', signedIn, async (c) =>
    c.json(await notifications.listNotifications(db, c.var.user.id, parseQuery(c, NotificationsQuery))),
  );
  routes.get('/notifications/unread-count', signedIn, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await notifications.unreadCount(db, c.var.user.id));
  });
  routes.post('/notifications/read-all', signedIn, async (c) =>
    c.json(await notifications.markAllRead(db, c.var.user.id)),
  );
  routes.post('/notifications/:id/read', signedIn, async (c) =>
    c.json(await notifications.markRead(db, c.var.user.id, parseParams(c, IdParams).id)),
  );
  return routes;
}
