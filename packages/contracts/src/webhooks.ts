import { z } from 'zod';
import { PageCursor } from './catalogue';
import { singleLineText } from './text';

/**
 * Webhooks (issue 41, item 4): a member subscribes a URL to events of their own training; each event is delivered as
 * the Standard Webhooks specification says (webhook-id, webhook-timestamp and webhook-signature headers, an HMAC
 * secret shown once), queued in the database and retried with growing waits for a day.
 */

/** What a webhook can be sent: the member's own training and life events, and the test event settings sends. */
export const WEBHOOK_EVENTS = [
  'workout.finished',
  'set.logged',
  'record.achieved',
  'body_measurement.saved',
  'journal_entry.created',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENTS, {
  error: `An event is one of ${WEBHOOK_EVENTS.join(', ')}`,
});
export type WebhookEventType = z.infer<typeof WebhookEventType>;
/** The event "Send test event" delivers: never subscribed to, sent to the one webhook asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOKS_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 100;
export const WEBHOOK_DELIVERIES_PAGE = 20;

/** An http(s) URL without user name or password; where it points is checked by the API (no private address). */
export const WebhookUrl = z
  .string({ error: 'The URL is required' })
  .trim()
  .max(WEBHOOK_URL_MAX_LENGTH, { error: `A URL has at most ${WEBHOOK_URL_MAX_LENGTH} characters` })
  // Printable ASCII only: a URL carries anything else percent-encoded, and a control character never reaches a server.
  .regex(/^[\x21-\x7e]+$/, { error: 'The URL must be printable ASCII without spaces (percent-encode the rest)' })
  // http or https, a host, and no user name or password (an @ before the path).
  .regex(/^https?:\/\/[^/?#@]+(?:[/?#].*)?$/i, {
    error: 'The URL must be an http or https address without a user name or password',
  });

const events = z
  .array(WebhookEventType, { error: 'Events are a list' })
  .min(1, { error: 'Choose at least one event' })
  .max(WEBHOOK_EVENTS.length, { error: `At most ${WEBHOOK_EVENTS.length} events` })
  .refine((list) => new Set(list).size === list.length, { error: 'An event is listed twice' });

const description = singleLineText(WEBHOOK_DESCRIPTION_MAX_LENGTH, {
  tooLong: `A description has at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
});

export const CreateWebhookRequest = z.strictObject({
  url: WebhookUrl,
  events,
  description: description.optional(),
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequest>;

export const UpdateWebhookRequest = z
  .strictObject({
    url: WebhookUrl.optional(),
    events: events.optional(),
    description: description.optional(),
    active: z.boolean({ error: 'active is true or false' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Nothing to change' });
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequest>;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(WebhookEventType),
  active: z.boolean(),
  createdAt: z.string(),
  /** The last delivery's outcome, for the list. */
  lastDelivery: z
    .object({
      status: z.enum(['pending', 'delivered', 'failed']),
      at: z.string(),
      responseStatus: z.number().nullable(),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof Webhook>;

/** A new webhook: its secret (`whsec_...`) is in this answer only, never again. */
export const CreatedWebhook = Webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof CreatedWebhook>;

export const WebhookList = z.object({ webhooks: z.array(Webhook), max: z.number() });
export type WebhookList = z.infer<typeof WebhookList>;

export const WebhookDeliveryStatus = z.enum(['pending', 'delivered', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof WebhookDeliveryStatus>;

/** One try at delivering a message: the receiver's answer (status and the start of its body) or why none came. */
export const WebhookAttempt = z.object({
  at: z.string(),
  responseStatus: z.number().nullable(),
  responseBody: z.string(),
  error: z.string().nullable(),
  durationMs: z.number(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookDelivery = z.object({
  id: z.string(),
  /** The message id (the webhook-id header, `msg_...`), the same on every try and on "send again". */
  messageId: z.string(),
  event: z.string(),
  status: WebhookDeliveryStatus,
  createdAt: z.string(),
  /** When the next try goes, while pending. */
  nextAttemptAt: z.string().nullable(),
  attempts: z.array(WebhookAttempt),
  /** The JSON body sent. */
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

export const WebhookDeliveriesQuery = z.object({
  cursor: PageCursor(200).optional(),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuery>;

export const WebhookDeliveryList = z.object({
  deliveries: z.array(WebhookDelivery),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>;

export const WebhookDeliveryParams = z.object({
  id: z.uuid({ error: 'Must be a UUID' }),
  deliveryId: z.uuid({ error: 'Must be a UUID' }),
});
