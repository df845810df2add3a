/**
 * Where a webhook may point (docs/product.md §12.1): `https` in production, and a host that resolves only to public
 * addresses, never to a loopback, private, link-local or multicast one (IPv4 and IPv6, an IPv4 address mapped into
 * IPv6 judged as the IPv4 it carries), unless WEBHOOK_ALLOW_PRIVATE=true. Otherwise a licensor could have OVERDIVE's
 * servers post to the machines beside them. The check runs when a webhook is saved and again, on a fresh answer of
 * the resolver, before every attempt, and the attempt connects to the very address checked (./sender.ts): a DNS
 * answer that changes in between cannot slip a private address through.
 */
import { lookup as dnsLookup } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** A resolved address of a host. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (the system resolver by default; tests give their own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else
        resolve(addresses.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 })));
    });
  });

export interface AddressPolicy {
  /** NODE_ENV=production: only https. */
  httpsOnly: boolean;
  /** WEBHOOK_ALLOW_PRIVATE: any address may be the target. */
  allowPrivate: boolean;
  resolve: Resolver;
  /** How long a name server may take to answer: a save or an attempt never waits on it longer. */
  lookupTimeoutMs: number;
}

/** Why a URL may not be a webhook's, said to the licensor (the 400 names `url`) or written in the delivery log. */
export class TargetRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'TargetRefused';
  }
}

/**
 * Public unicast only: ipaddr.js names every special range (loopback, private, link-local, multicast, unspecified,
 * carrier-grade NAT, unique local, documentation, 6to4, Teredo, NAT64…), and an address in any of them is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `process` turns ::ffff:a.b.c.d into the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  // ipaddr.js calls any IPv6 address outside its named ranges unicast, the deprecated IPv4-compatible ::a.b.c.d
  // included; only global unicast (2000::/3) is on the internet.
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/** The host of a URL as the resolver takes it: IPv6 literals without their brackets. */
function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** The rules a URL must meet before any lookup: scheme, host, no credentials. */
export function checkUrlShape(raw: string, policy: Pick<AddressPolicy, 'httpsOnly'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TargetRefused('Must be an http:// or https:// URL');
  }
  if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:'))
    throw new TargetRefused(
      policy.httpsOnly ? 'Must be an https:// URL' : 'Must be an http:// or https:// URL',
    );
  if (url.username !== '' || url.password !== '')
    throw new TargetRefused('Must not hold a user name or password');
  if (hostOf(url) === '') throw new TargetRefused('Must name a host');
  return url;
}

/**
 * The address an attempt connects to: the host's addresses, each of which must be public (unless private ones are
 * allowed), the first of them taken. A host that does not resolve is refused too.
 */
export async function resolveTarget(url: URL, policy: AddressPolicy): Promise<ResolvedAddress> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    let timer: NodeJS.Timeout | undefined;
    const silence = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), policy.lookupTimeoutMs);
    });
    try {
      const answer = await Promise.race([policy.resolve(host), silence]);
      if (answer === null)
        throw new TargetRefused(
          `The host ${host} did not resolve within ${Math.ceil(policy.lookupTimeoutMs / 1000)} s`,
        );
      addresses = answer;
    } catch (error) {
      if (error instanceof TargetRefused) throw error;
      throw new TargetRefused(`The host ${host} does not resolve`);
    } finally {
      clearTimeout(timer);
    }
  }
  const first = addresses[0];
  if (first === undefined) throw new TargetRefused(`The host ${host} does not resolve`);
  if (!policy.allowPrivate) {
    // Every answer, not just the first: a resolver may hand them out in any order.
    // The address itself is not told: the answer would let anyone map the names of the API's own network.
    if (addresses.some((entry) => !isPublicAddress(entry.address)))
      throw new TargetRefused(
        `The host ${host} resolves to a loopback, private, link-local or multicast address`,
      );
  }
  return first;
}

/** The check when a webhook is saved: its shape, and, unless any address is allowed, where it resolves now. */
export async function checkWebhookTarget(raw: string, policy: AddressPolicy): Promise<void> {
  const url = checkUrlShape(raw, policy);
  if (!policy.allowPrivate) await resolveTarget(url, policy);
}
