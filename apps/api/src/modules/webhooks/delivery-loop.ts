import { openSecret } from '../../core/secret-box';
import type { AppDeps } from '../../core/deps';
import { isDelivered, RETRY_WAITS_SEC, sendMessage, DELIVERY_TIMEOUT_MS } from './delivery';
import * as repo from './webhooks.repository';

/**
 * The delivery loop (issue 41, item 4): the queue is the `webhook_deliveries` table, so what was queued before a
 * restart goes after it, from whichever API process looks first (claimDue leases each message to one process).
 */

/** Messages one look takes at once, and how many of them are in flight together. */
const BATCH = 20;
/** A lease longer than a try can take: a process that dies mid-send frees its messages when it runs out. */
const LEASE_SEC = Math.ceil((DELIVERY_TIMEOUT_MS * 3) / 1000);
/** How often the loop looks for due messages (retries come due on their own; new events wake it at once). */
export const LOOK_EVERY_MS = 5_000;

/**
 * Sends every message due now, once each, and records each try: delivered on a 2xx, else pending again after the
 * schedule's next wait, or failed after the last. A message of a paused webhook fails without being sent. Answers how
 * many were sent. Tests call it to deliver what they queued, without waiting on the loop.
 */
export async function deliverDue(deps: Pick<AppDeps, 'database' | 'secretsKey' | 'config' | 'log'>): Promise<number> {
  const db = deps.database.db;
  let sent = 0;
  for (;;) {
    const due = await repo.claimDue(db, BATCH, LEASE_SEC);
    if (due.length === 0) return sent;
    await Promise.all(
      due.map(async (delivery) => {
        if (!delivery.active) {
          const at = new Date().toISOString();
          const paused = { at, responseStatus: null, responseBody: '', error: 'The webhook is paused', durationMs: 0 };
          return repo.recordAttempt(db, delivery.id, paused, { status: 'failed' });
        }
        const attempt = await sendMessage(
          {
            messageId: delivery.messageId,
            payload: delivery.payload,
            url: delivery.url,
            secret: openSecret(deps.secretsKey, delivery.secretSealed),
          },
          deps.config.WEBHOOKS_ALLOW_PRIVATE_URLS,
        );
        const wait = RETRY_WAITS_SEC[delivery.attemptCount];
        const outcome = isDelivered(attempt)
          ? ({ status: 'delivered' } as const)
          : wait === undefined
            ? ({ status: 'failed' } as const)
            : ({ status: 'pending', nextInSeconds: wait } as const);
        await repo.recordAttempt(db, delivery.id, attempt, outcome);
      }),
    );
    sent += due.length;
  }
}

export interface DeliveryLoop {
  /** Looks now (a new event was queued), unless a look is running: then once more after it. */
  wake(): void;
  /** Stops looking and waits for the look in flight (before the database closes). */
  stop(): Promise<void>;
}

/** Starts the loop: a look every LOOK_EVERY_MS and whenever `wake` is called. */
export function startDeliveryLoop(deps: Pick<AppDeps, 'database' | 'secretsKey' | 'config' | 'log'>): DeliveryLoop {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const look = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue(deps)
      .then(() => undefined)
      .catch((err: unknown) => deps.log.error('Webhook deliveries: a look failed; the next one retries', err))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          look();
        }
      });
  };
  const timer = setInterval(look, LOOK_EVERY_MS);
  timer.unref();
  look();
  return {
    wake: look,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
