import { sql, type SQL } from 'drizzle-orm';
import type { Webhook, WebhookAttempt, WebhookDelivery, WebhookEventType } from '@lifeorbit/contracts';
import { queryRows } from '../../core/db';
import { CURSOR_TIME_FORMAT, type TimeIdCursor } from '../../core/cursor';
import type { AppDb } from '../../db/client';

/** The only SQL of webhooks (issue 41): every member-facing statement filters by the member. */

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
/** The tries a delivery keeps (the newest); older ones are dropped as new ones come. */
const ATTEMPTS_KEPT = 20;

interface WebhookRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  active: boolean;
  created_at: string;
  last_status: 'pending' | 'delivered' | 'failed' | null;
  last_at: string | null;
  last_response_status: number | null;
}

const WEBHOOK_COLUMNS = sql.raw(`w.id::text AS id, w.url, w.description, to_jsonb(w.events) AS events, w.active,
  to_char(w.created_at AT TIME ZONE 'UTC', ${ISO}) AS created_at,
  last.status AS last_status, to_char(last.created_at AT TIME ZONE 'UTC', ${ISO}) AS last_at,
  (last.attempts -> -1 ->> 'responseStatus')::int AS last_response_status`);
/** The webhook's newest delivery, for the list. */
const LAST_DELIVERY = sql.raw(`LEFT JOIN LATERAL (SELECT d.status, d.created_at, d.attempts FROM webhook_deliveries d
  WHERE d.webhook_id = w.id ORDER BY d.created_at DESC, d.id DESC LIMIT 1) last ON true`);

function toWebhook(row: WebhookRow): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    active: row.active,
    createdAt: row.created_at,
    lastDelivery:
      row.last_status && row.last_at
        ? { status: row.last_status, at: row.last_at, responseStatus: row.last_response_status }
        : null,
  };
}

const textArray = (values: string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export async function countWebhooks(db: AppDb, userId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM webhooks WHERE user_id = ${userId}`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function insertWebhook(
  db: AppDb,
  userId: string,
  values: { url: string; description: string; events: string[]; secretSealed: string },
): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO webhooks (user_id, url, description, events, secret_sealed)
        VALUES (${userId}, ${values.url}, ${values.description}, ${textArray(values.events)}, ${values.secretSealed})
        RETURNING id::text AS id`,
  );
  return rows[0]!.id;
}

export async function listWebhooks(db: AppDb, userId: string): Promise<Webhook[]> {
  const rows = await queryRows<WebhookRow>(
    db,
    sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks w ${LAST_DELIVERY}
        WHERE w.user_id = ${userId} ORDER BY w.created_at, w.id`,
  );
  return rows.map(toWebhook);
}

export async function findWebhook(db: AppDb, userId: string, id: string): Promise<Webhook | null> {
  const rows = await queryRows<WebhookRow>(
    db,
    sql`SELECT ${WEBHOOK_COLUMNS} FROM webhooks w ${LAST_DELIVERY} WHERE w.id = ${id} AND w.user_id = ${userId}`,
  );
  return rows[0] ? toWebhook(rows[0]) : null;
}

export async function updateWebhook(
  db: AppDb,
  userId: string,
  id: string,
  values: { url?: string; description?: string; events?: string[]; active?: boolean },
): Promise<boolean> {
  const sets: SQL[] = [];
  if (values.url !== undefined) sets.push(sql`url = ${values.url}`);
  if (values.description !== undefined) sets.push(sql`description = ${values.description}`);
  if (values.events !== undefined) sets.push(sql`events = ${textArray(values.events)}`);
  if (values.active !== undefined) sets.push(sql`active = ${values.active}`);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE webhooks SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteWebhook(db: AppDb, userId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM webhooks WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  );
  return rows.length > 0;
}

/**
 * Queues one message of an event for each of the member's active webhooks subscribed to it, due now; one statement,
 * which inserts nothing for the many members without a webhook. Answers how many were queued.
 */
export async function queueEvent(
  db: AppDb,
  userId: string,
  event: string,
  payloadOf: (messageId: string) => string,
  onlyWebhookId?: string,
): Promise<number> {
  const targets = await queryRows<{ id: string }>(
    db,
    onlyWebhookId
      ? sql`SELECT id::text AS id FROM webhooks WHERE id = ${onlyWebhookId} AND user_id = ${userId}`
      : sql`SELECT id::text AS id FROM webhooks WHERE user_id = ${userId} AND active AND ${event} = ANY(events)`,
  );
  if (targets.length === 0) return 0;
  const rows = targets.map((target) => {
    const messageId = `msg_${crypto.randomUUID().replaceAll('-', '')}`;
    return sql`(${target.id}::uuid, ${messageId}, ${event}, ${payloadOf(messageId)}, now())`;
  });
  await db.execute(
    sql`INSERT INTO webhook_deliveries (webhook_id, message_id, event, payload, next_attempt_at)
        VALUES ${sql.join(rows, sql`, `)}`,
  );
  return rows.length;
}

/** A delivery the loop sends now: its message, and where and with which secret. */
export interface DueDelivery {
  id: string;
  messageId: string;
  payload: string;
  attemptCount: number;
  url: string;
  secretSealed: string;
  active: boolean;
}

/**
 * Takes up to `limit` due deliveries for this process: each is leased (its next try moved `leaseSeconds` on) in the
 * same statement, and rows another process holds are skipped, so two API processes never send one message at once;
 * a process that dies mid-send leaves its lease to run out, and the message goes again.
 */
export async function claimDue(db: AppDb, limit: number, leaseSeconds: number): Promise<DueDelivery[]> {
  const rows = await queryRows<{
    id: string;
    message_id: string;
    payload: string;
    attempt_count: number;
    url: string;
    secret_sealed: string;
    active: boolean;
  }>(
    db,
    sql`UPDATE webhook_deliveries d SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
        FROM webhooks w
        WHERE w.id = d.webhook_id AND d.id IN (
          SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()
          ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING d.id::text AS id, d.message_id, d.payload, d.attempt_count, w.url, w.secret_sealed, w.active`,
  );
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    payload: row.payload,
    attemptCount: Number(row.attempt_count),
    url: row.url,
    secretSealed: row.secret_sealed,
    active: row.active,
  }));
}

/** Records a try: delivered, failed for good, or pending again with its next try at `nextInSeconds`. */
export async function recordAttempt(
  db: AppDb,
  id: string,
  attempt: WebhookAttempt,
  outcome: { status: 'delivered' | 'failed' } | { status: 'pending'; nextInSeconds: number },
): Promise<void> {
  const next = outcome.status === 'pending' ? sql`now() + make_interval(secs => ${outcome.nextInSeconds})` : sql`NULL`;
  await db.execute(
    sql`UPDATE webhook_deliveries SET status = ${outcome.status}, attempt_count = attempt_count + 1,
          next_attempt_at = ${next},
          attempts = (SELECT COALESCE(jsonb_agg(a ORDER BY n), '[]'::jsonb) FROM (
            SELECT a, n FROM jsonb_array_elements(attempts || jsonb_build_array(${JSON.stringify(attempt)}::jsonb))
              WITH ORDINALITY AS t(a, n) ORDER BY n DESC LIMIT ${ATTEMPTS_KEPT}) kept)
        WHERE id = ${id}`,
  );
}

interface DeliveryRow {
  id: string;
  message_id: string;
  event: string;
  status: WebhookDelivery['status'];
  created_at: string;
  cursor_at: string;
  next_attempt_at: string | null;
  attempts: WebhookAttempt[];
  payload: string;
}

/** A webhook's deliveries, newest first, `limit + 1` of them after the cursor (the member's webhook only). */
export async function listDeliveries(
  db: AppDb,
  webhookId: string,
  after: TimeIdCursor | null,
  limit: number,
): Promise<(WebhookDelivery & { cursorAt: string })[]> {
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`SELECT id::text AS id, message_id, event, status, payload, attempts,
          to_char(created_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS created_at,
          to_char(created_at AT TIME ZONE 'UTC', ${sql.raw(CURSOR_TIME_FORMAT)}) AS cursor_at,
          to_char(next_attempt_at AT TIME ZONE 'UTC', ${sql.raw(ISO)}) AS next_attempt_at
        FROM webhook_deliveries
        WHERE webhook_id = ${webhookId}
          ${after ? sql`AND (created_at, id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        ORDER BY created_at DESC, id DESC LIMIT ${limit + 1}`,
  );
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    event: row.event,
    status: row.status,
    createdAt: row.created_at,
    nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
    attempts: row.attempts,
    payload: row.payload,
    cursorAt: row.cursor_at,
  }));
}

/**
 * "Send again": the delivery goes now, with its message id, and a fresh round of tries; its earlier tries stay in
 * its list. False when the member has no such delivery.
 */
export async function requeueDelivery(db: AppDb, userId: string, webhookId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE webhook_deliveries d SET status = 'pending', attempt_count = 0, next_attempt_at = now()
        FROM webhooks w
        WHERE d.id = ${id} AND d.webhook_id = ${webhookId} AND w.id = d.webhook_id AND w.user_id = ${userId}
        RETURNING d.id`,
  );
  return rows.length > 0;
}
