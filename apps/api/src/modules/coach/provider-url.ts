import dns from 'node:dns/promises';
import net from 'node:net';
import { AppError } from '../../core/errors';

/**
 * Where the coach's language model may be (issue 36, item 3): a superadmin's base URL must not reach inside the
 * network. Never a link-local or cloud metadata address, an unspecified (0.0.0.0, ::), multicast or broadcast one, nor
 * a URL with a user and password (shown back), a query or a fragment (they pick any path). Private and loopback
 * addresses (a model server on the same machine or network) only when the operator allows them with
 * COACH_ALLOW_PRIVATE_URLS. Checked when the URL is saved (its shape and a literal address) and again before every
 * call, on every address its host name resolves to then (DNS can change after the save).
 */

export type UrlRefusal = 'credentials' | 'query' | 'fragment' | 'protocol' | 'internal' | 'private';

const blockList = (ranges: [string, number, 'ipv4' | 'ipv6'][]) => {
  const list = new net.BlockList();
  for (const [address, prefix, type] of ranges) list.addSubnet(address, prefix, type);
  return list;
};

/** Never reachable: link-local (cloud metadata at 169.254.169.254), unspecified, multicast, broadcast, metadata. */
const INTERNAL = blockList([
  ['0.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  // Azure's wire server and Alibaba's metadata service.
  ['168.63.129.16', 32, 'ipv4'],
  ['100.100.100.200', 32, 'ipv4'],
  ['::', 128, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  // AWS's metadata service over IPv6.
  ['fd00:ec2::254', 128, 'ipv6'],
]);

/** Reachable only with COACH_ALLOW_PRIVATE_URLS: loopback, private networks, carrier-grade NAT, unique-local IPv6. */
const PRIVATE = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['::1', 128, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
]);

/** Host names of metadata services, whatever they resolve to. */
const METADATA_NAMES = ['metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data'];

function refusalOfAddress(address: string, allowPrivate: boolean): UrlRefusal | null {
  const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  if (INTERNAL.check(address, type)) return 'internal';
  if (!allowPrivate && PRIVATE.check(address, type)) return 'private';
  return null;
}

function refusalOfHostName(name: string, allowPrivate: boolean): UrlRefusal | null {
  const host = name.toLowerCase().replace(/\.$/, '');
  if (METADATA_NAMES.includes(host) || host.startsWith('instance-data.')) return 'internal';
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return 'private';
  return null;
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

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
  const host = hostOf(url);
  return net.isIP(host) ? refusalOfAddress(host, allowPrivate) : refusalOfHostName(host, allowPrivate);
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

export type LookupAll = (host: string) => Promise<{ address: string }[]>;

const lookupAll: LookupAll = (host) => dns.lookup(host, { all: true, verbatim: true });

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
