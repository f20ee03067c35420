import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { WebhookAttempt } from '@lifeorbit/contracts';
import { guardedLookup, hostOf, RefusedAddressError, refusalOfHost } from '../../core/outbound-address';

/**
 * One try at delivering a message as the Standard Webhooks specification says: a POST of the JSON payload with the
 * `webhook-id` (the message's id, the same on every try), `webhook-timestamp` (this try's, in seconds) and
 * `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `id.timestamp.payload` under the secret) headers, signed
 * by the specification's own library. The address is checked where the connection is made (guardedLookup), so a
 * host name that answers a private address at send time is refused even when it answered a public one before.
 * Redirects are not followed (a 3xx is a failed try); the answer's first 1,000 characters are kept.
 */

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 10_000;
const RESPONSE_KEPT = 1000;

/**
 * The waits between tries after a failed one (the specification's suggested schedule): 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h and 10 h; after the eighth failed try (about 27.5 hours after the first) the delivery has failed.
 */
export const RETRY_WAITS_SEC = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600];

/** A new secret in the specification's format: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64')}`;
}

export interface Message {
  messageId: string;
  payload: string;
  url: string;
  secret: string;
}

/** Sends one try and answers what came of it (never throws). */
export async function sendMessage(message: Message, allowPrivate: boolean, now = new Date()): Promise<WebhookAttempt> {
  const started = performance.now();
  const attempt = (fields: Pick<WebhookAttempt, 'responseStatus' | 'responseBody' | 'error'>): WebhookAttempt => ({
    at: now.toISOString(),
    durationMs: Math.round(performance.now() - started),
    ...fields,
  });
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return attempt({ responseStatus: null, responseBody: '', error: 'The URL is not valid' });
  }
  const refused = refusalOfHost(hostOf(url), allowPrivate);
  if (refused) return attempt({ responseStatus: null, responseBody: '', error: refusedText(refused) });
  const signature = new StandardWebhook(message.secret).sign(message.messageId, now, message.payload);
  const headers = {
    'content-type': 'application/json',
    'user-agent': 'LifeOrbit-Webhooks/1',
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': signature,
  };
  try {
    const { status, body } = await post(url, headers, message.payload, allowPrivate);
    return attempt({ responseStatus: status, responseBody: body, error: null });
  } catch (err) {
    const error =
      err instanceof RefusedAddressError ? refusedText(err.refusal) : err instanceof Error ? err.message : String(err);
    return attempt({ responseStatus: null, responseBody: '', error });
  }
}

const refusedText = (refusal: string) =>
  refusal === 'private'
    ? 'The address is private or loopback: the server does not send webhooks there'
    : 'The address is link-local, metadata or unspecified: never sent there';

/** A delivered try: the receiver answered 2xx. */
export const isDelivered = (attempt: WebhookAttempt) =>
  attempt.responseStatus !== null && attempt.responseStatus >= 200 && attempt.responseStatus < 300;

function post(
  url: URL,
  headers: Record<string, string>,
  payload: string,
  allowPrivate: boolean,
): Promise<{ status: number; body: string }> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(payload)) },
        lookup: guardedLookup(allowPrivate),
        timeout: DELIVERY_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (body.length < RESPONSE_KEPT) body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: body.slice(0, RESPONSE_KEPT) }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(payload);
  });
}
