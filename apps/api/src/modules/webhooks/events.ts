import type { WebhookEventType } from '@lifeorbit/contracts';
import type { EventPublisher } from '../../core/deps';
import type { AppDb } from '../../db/client';
import * as repo from './webhooks.repository';

/**
 * The events a member's webhooks receive (issue 41, item 4). A route publishes one after its write has been stored
 * (and only when it stored something new: a replayed set or a second "end" publishes nothing); each becomes one
 * queued message a subscribed webhook, in the body the Standard Webhooks specification suggests:
 * `{ "type", "timestamp", "data" }`.
 */

/** The body of a message: its event type, when it happened and what it is about. */
export function messageBody(type: string, data: unknown, at = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/** The test event's body: it names its own message, so the receiver can see which try it is. */
export const testPayload = (messageId: string) =>
  messageBody('webhook.test', { messageId, message: 'A test event from LifeOrbit: your endpoint is reached.' });

/**
 * The publisher the app hands to the routes (core/deps.ts): queues the event for the member's webhooks in one
 * statement, then tells the delivery loop there is work (`onQueued`), so a message goes at once rather than at the
 * loop's next look.
 */
export function createEventPublisher(db: AppDb): EventPublisher & { onQueued(listener: () => void): void } {
  let listener: () => void = () => undefined;
  return {
    async publish(userId: string, type: WebhookEventType, data: unknown) {
      const body = messageBody(type, data);
      if ((await repo.queueEvent(db, userId, type, () => body)) > 0) listener();
    },
    queued: () => listener(),
    onQueued(next) {
      listener = next;
    },
  };
}
