import dns from 'node:dns';
import dnsPromises from 'node:dns/promises';
import net from 'node:net';

/**
 * Where a request the server makes on someone's behalf may go (the coach's model, issue 36; a member's webhook,
 * issue 41): never a link-local or cloud metadata address, an unspecified, multicast or broadcast one; private and
 * loopback addresses only when the operator allows them (a server on the same machine or network).
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

/** Reachable only when the operator allows private addresses: loopback, private networks, carrier-grade NAT, unique-local IPv6. */
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

export function refusalOfAddress(address: string, allowPrivate: boolean): UrlRefusal | null {
  const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
  if (INTERNAL.check(address, type)) return 'internal';
  if (!allowPrivate && PRIVATE.check(address, type)) return 'private';
  return null;
}

export function refusalOfHostName(name: string, allowPrivate: boolean): UrlRefusal | null {
  const host = name.toLowerCase().replace(/\.$/, '');
  if (METADATA_NAMES.includes(host) || host.startsWith('instance-data.')) return 'internal';
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) return 'private';
  return null;
}

/** The URL's host without IPv6 brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type LookupAll = (host: string) => Promise<{ address: string }[]>;

export const lookupAll: LookupAll = (host) => dnsPromises.lookup(host, { all: true, verbatim: true });

/** Why a host (a name or a literal address) is refused before any lookup, or null. */
export function refusalOfHost(host: string, allowPrivate: boolean): UrlRefusal | null {
  return net.isIP(host) ? refusalOfAddress(host, allowPrivate) : refusalOfHostName(host, allowPrivate);
}

/** The error a guarded lookup fails a connection with: its code names the refusal. */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError';
  constructor(readonly refusal: UrlRefusal) {
    super(`The address is refused (${refusal})`);
  }
}

/**
 * A `lookup` for node:http(s) and node:net that resolves as usual and fails the connection when any address is
 * refused: the address checked is the one connected to, so a name that changes its answer between a check and the
 * connection (DNS rebinding) cannot reach inside. A literal address in the URL is not looked up: check it with
 * refusalOfHost first.
 */
export function guardedLookup(allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.map((a) => refusalOfAddress(a.address, allowPrivate)).find(Boolean);
      if (refused) return callback(new RefusedAddressError(refused), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}
