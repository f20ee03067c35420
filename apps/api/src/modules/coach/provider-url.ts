import net from 'node:net';
import { AppError } from '../../core/errors';
import {
  hostOf,
  lookupAll,
  refusalOfAddress,
  refusalOfHost,
  type LookupAll,
  type UrlRefusal,
} from '../../core/outbound-address';

export type { LookupAll, UrlRefusal };

/**
 * Where the coach's language model may be (issue 36, item 3): a superadmin's base URL must not reach inside the
 * network. Never a link-local or cloud metadata address, an unspecified (0.0.0.0, ::), multicast or broadcast one, nor
 * a URL with a user and password (shown back), a query or a fragment (they pick any path). Private and loopback
 * addresses (a model server on the same machine or network) only when the operator allows them with
 * COACH_ALLOW_PRIVATE_URLS. Checked when the URL is saved (its shape and a literal address) and again before every
 * call, on every address its host name resolves to then (DNS can change after the save).
 */

/** Why a base URL is refused without looking its host name up, or null (raw: the text as typed, for "?" and "#"). */
export function refusalOfBaseUrl(raw: string, allowPrivate: boolean): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'protocol';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'protocol';
  if (url.username || url.password || raw.includes('@')) return 'credentials';
  if (raw.includes('?')) return 'query';
  if (raw.includes('#')) return 'fragment';
  return refusalOfHost(hostOf(url), allowPrivate);
}

const MESSAGES: Record<UrlRefusal, string> = {
  protocol: 'An http(s) URL, such as https://api.openai.com/v1',
  credentials: 'A URL without a user name or password (put the key in the API key field)',
  query: 'A URL without a query (?): the coach adds /chat/completions to it',
  fragment: 'A URL without a fragment (#): the coach adds /chat/completions to it',
  internal: 'Not a link-local, metadata or unspecified address',
  private: 'A private or loopback address needs COACH_ALLOW_PRIVATE_URLS=true on the server',
};

/** The 400 a refused base URL gets when it is saved; it names the field, never the URL (it may hold a password). */
export function assertSavableBaseUrl(raw: string, allowPrivate: boolean): void {
  const refusal = refusalOfBaseUrl(raw, allowPrivate);
  if (!refusal) return;
  const code = refusal === 'internal' || refusal === 'private' ? 'not_allowed' : 'invalid_format';
  throw new AppError('validation_failed', 'The base URL is not allowed', [
    { field: 'baseUrl', code, message: MESSAGES[refusal] },
  ]);
}

/**
 * Why a call to the base URL is refused now, or null: its shape, then every address its host resolves to (any one
 * refused refuses the call, so a name that answers a public and an internal address cannot pick the internal one).
 */
export async function refusalAtCallTime(
  raw: string,
  allowPrivate: boolean,
  lookup: LookupAll = lookupAll,
): Promise<UrlRefusal | null> {
  const refusal = refusalOfBaseUrl(raw, allowPrivate);
  if (refusal) return refusal;
  const host = hostOf(new URL(raw));
  if (net.isIP(host)) return null;
  for (const { address } of await lookup(host)) {
    const byAddress = refusalOfAddress(address, allowPrivate);
    if (byAddress) return byAddress;
  }
  return null;
}

/** The URL as a superadmin may see it again: a user name or password (saved before they were refused) left out. */
export function redactBaseUrl(raw: string | null): string | null {
  if (!raw) return raw;
  try {
    const url = new URL(raw);
    if (!url.username && !url.password) return raw;
    url.username = '';
    url.password = '';
    return url.toString();
  } catch {
    return null;
  }
}
