import type { ApiModule } from '../../core/module';
import { webhooksRoutes } from './webhooks.routes';

export { createEventPublisher } from './events';
export { deliverDue, startDeliveryLoop, type DeliveryLoop } from './delivery-loop';

/** Webhooks (issue 41, item 4): a member's subscriptions to their own events, delivered as Standard Webhooks. */
export const webhooksModule: ApiModule = { name: 'webhooks', routes: webhooksRoutes };
