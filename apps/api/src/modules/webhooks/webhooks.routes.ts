import { Hono, type Context } from 'hono';
import {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDeliveriesQuery,
  WebhookDeliveryParams,
  WEBHOOKS_MAX,
} from '@lifeorbit/contracts';
import { IdParams } from '@lifeorbit/contracts/catalogue';
import { requireUser } from '../../auth';
import type { AppDeps, AppEnv } from '../../core/deps';
import { parseJsonBody, parseParams, parseQuery } from '../../core/validation';
import * as service from './webhooks.service';

/**
 * A member's webhooks (issue 41, item 4): every route needs a session and sees only the member's own webhooks and
 * deliveries (another member's id is a 404). The secret is in the creating answer only.
 */
export function webhooksRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const db = deps.database.db;
  const allowPrivate = deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS;
  routes.use('/webhooks', requireUser(deps));
  routes.use('/webhooks/*', requireUser(deps));
  const idOf = (c: Context) => parseParams(c, IdParams).id;

  routes.get('/webhooks', async (c) =>
    c.json({ webhooks: await service.listWebhooks(db, c.var.user.id), max: WEBHOOKS_MAX }),
  );
  routes.post('/webhooks', async (c) => {
    const input = await parseJsonBody(c, CreateWebhookRequest);
    const created = await service.createWebhook(db, c.var.user.id, input, {
      secretsKey: deps.secretsKey,
      allowPrivate,
    });
    return c.json(created, 201);
  });
  routes.get('/webhooks/:id', async (c) => c.json(await service.getWebhook(db, c.var.user.id, idOf(c))));
  routes.patch('/webhooks/:id', async (c) => {
    const id = idOf(c);
    const input = await parseJsonBody(c, UpdateWebhookRequest);
    return c.json(await service.updateWebhook(db, c.var.user.id, id, input, { allowPrivate }));
  });
  routes.delete('/webhooks/:id', async (c) => {
    await service.deleteWebhook(db, c.var.user.id, idOf(c));
    return c.body(null, 204);
  });
  routes.post('/webhooks/:id/test', async (c) => {
    await service.sendTestEvent(db, c.var.user.id, idOf(c));
    deps.events.queued();
    return c.body(null, 202);
  });
  routes.get('/webhooks/:id/deliveries', async (c) => {
    const id = idOf(c);
    const { cursor } = parseQuery(c, WebhookDeliveriesQuery);
    return c.json(await service.listDeliveries(db, c.var.user.id, id, cursor));
  });
  routes.post('/webhooks/:id/deliveries/:deliveryId/resend', async (c) => {
    const { id, deliveryId } = parseParams(c, WebhookDeliveryParams);
    await service.resendDelivery(db, c.var.user.id, id, deliveryId);
    deps.events.queued();
    return c.body(null, 202);
  });
  return routes;
}
