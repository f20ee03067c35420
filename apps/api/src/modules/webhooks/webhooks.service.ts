import net from 'node:net';
import {
  WEBHOOK_DELIVERIES_PAGE,
  WEBHOOKS_MAX,
  type CreatedWebhook,
  type CreateWebhookRequest,
  type UpdateWebhookRequest,
  type Webhook,
  type WebhookDeliveryList,
} from '@lifeorbit/contracts';
import { decodeCursor, pageOf } from '../../core/cursor';
import { AppError } from '../../core/errors';
import { lookupAll, refusalOfAddress, refusalOfHost, hostOf } from '../../core/outbound-address';
import { sealSecret } from '../../core/secret-box';
import type { AppDb } from '../../db/client';
import { newWebhookSecret } from './delivery';
import * as repo from './webhooks.repository';
import { testPayload } from './events';

const notFound = () => new AppError('not_found', 'Webhook not found');

/**
 * Where a webhook may send (issue 41): a public address unless the operator allows private ones; link-local and
 * metadata never. Checked on the URL as typed and on every address its host resolves to now (and again at each
 * delivery, where the connection is made). A 400 naming `url`.
 */
async function assertDeliverable(raw: string, allowPrivate: boolean): Promise<void> {
  const refuse = (message: string) =>
    new AppError('validation_failed', `url: ${message}`, [{ field: 'url', code: 'not_allowed', message }]);
  let host: string;
  try {
    host = hostOf(new URL(raw));
  } catch {
    throw new AppError('validation_failed', 'url: Not a valid URL', [
      { field: 'url', code: 'invalid_format', message: 'Not a valid URL' },
    ]);
  }
  const refusal = refusalOfHost(host, allowPrivate);
  if (refusal === 'private') throw refuse('A private or loopback address is not allowed on this server');
  if (refusal) throw refuse('A link-local, metadata or unspecified address is never allowed');
  if (net.isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await lookupAll(host);
  } catch {
    throw refuse('The host name does not resolve');
  }
  for (const { address } of addresses) {
    const byAddress = refusalOfAddress(address, allowPrivate);
    if (byAddress) throw refuse(`The host name resolves to a ${byAddress} address, which is not allowed`);
  }
}

export async function createWebhook(
  db: AppDb,
  userId: string,
  input: CreateWebhookRequest,
  options: { secretsKey: Buffer; allowPrivate: boolean },
): Promise<CreatedWebhook> {
  await assertDeliverable(input.url, options.allowPrivate);
  if ((await repo.countWebhooks(db, userId)) >= WEBHOOKS_MAX) {
    throw new AppError('conflict', `A member has at most ${WEBHOOKS_MAX} webhooks`, [
      { field: 'url', code: 'too_many', message: `At most ${WEBHOOKS_MAX} webhooks: remove one first` },
    ]);
  }
  const secret = newWebhookSecret();
  const id = await repo.insertWebhook(db, userId, {
    url: input.url,
    description: input.description ?? '',
    events: input.events,
    secretSealed: sealSecret(options.secretsKey, secret),
  });
  const webhook = await repo.findWebhook(db, userId, id);
  return { ...webhook!, secret };
}

export const listWebhooks = (db: AppDb, userId: string) => repo.listWebhooks(db, userId);

export async function getWebhook(db: AppDb, userId: string, id: string): Promise<Webhook> {
  const webhook = await repo.findWebhook(db, userId, id);
  if (!webhook) throw notFound();
  return webhook;
}

export async function updateWebhook(
  db: AppDb,
  userId: string,
  id: string,
  input: UpdateWebhookRequest,
  options: { allowPrivate: boolean },
): Promise<Webhook> {
  if (input.url !== undefined) await assertDeliverable(input.url, options.allowPrivate);
  if (!(await repo.updateWebhook(db, userId, id, input))) throw notFound();
  return getWebhook(db, userId, id);
}

export async function deleteWebhook(db: AppDb, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteWebhook(db, userId, id))) throw notFound();
}

/** "Send test event": a `webhook.test` message to this webhook only (paused or not), due now. */
export async function sendTestEvent(db: AppDb, userId: string, id: string): Promise<void> {
  const queued = await repo.queueEvent(db, userId, 'webhook.test', testPayload, id);
  if (queued === 0) throw notFound();
}

export async function listDeliveries(
  db: AppDb,
  userId: string,
  id: string,
  cursor: string | undefined,
): Promise<WebhookDeliveryList> {
  await getWebhook(db, userId, id);
  const rows = await repo.listDeliveries(db, id, decodeCursor(cursor), WEBHOOK_DELIVERIES_PAGE);
  const { page, nextCursor } = pageOf(rows, WEBHOOK_DELIVERIES_PAGE, (row) => ({ at: row.cursorAt, id: row.id }));
  return { deliveries: page.map(({ cursorAt: _cursorAt, ...delivery }) => delivery), nextCursor };
}

export async function resendDelivery(db: AppDb, userId: string, id: string, deliveryId: string): Promise<void> {
  if (!(await repo.requeueDelivery(db, userId, id, deliveryId))) {
    throw new AppError('not_found', 'Delivery not found');
  }
}
