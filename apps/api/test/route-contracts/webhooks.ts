import { CreateWebhookRequest, UpdateWebhookRequest, WebhookDeliveriesQuery } from '@lifeorbit/contracts/webhooks';
import type { RouteContracts } from '.';

/** A member's webhooks (issue 41, item 4). */
export const WEBHOOK_CONTRACTS: Record<string, RouteContracts> = {
  'GET /api/webhooks': {},
  'POST /api/webhooks': { body: CreateWebhookRequest },
  'GET /api/webhooks/:id': {},
  'PATCH /api/webhooks/:id': { body: UpdateWebhookRequest },
  'DELETE /api/webhooks/:id': {},
  'POST /api/webhooks/:id/test': {},
  'GET /api/webhooks/:id/deliveries': { query: WebhookDeliveriesQuery },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {},
};
