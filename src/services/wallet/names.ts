import { type ChainConfig } from '../config';
import { parseJson, readItem, removeItem, storageKeys, storedKeys, writeItem } from '../storage';
import { type Eip1193Provider } from './eip1193';

// Account names (issue 4, wallet-kit reference §3): the chain's ENS-compatible registry first (`.ip` names on Story,
// through ethers, loaded only when a lookup runs), then the name API of PRODUCT.md §2 with its 3-hour cache in
// `rk-ens-name-<address>`.

export const nameCacheTtlMs = 3 * 60 * 60 * 1000;
export const nameApiTimeoutMs = 10_000;

const addressPattern = /^0x[0-9a-fA-F]{40}$/;
const maxNameLength = 255;

export function nameCacheKey(address: string): string {
  return `${storageKeys.ensNamePrefix}${address}`;
}

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxNameLength;
}

/**
 * The cached name of `address`, or undefined when there is none. An entry that is unreadable, has no string name
 * or numeric expiry, or has expired is deleted on read.
 */
export function readCachedName(address: string, nowMs: number = Date.now()): string | undefined {
  const key = nameCacheKey(address);
  const raw = readItem(key);
  if (raw === null) return undefined;
  const entry = parseJson(raw) as { ensName?: unknown; expires?: unknown } | undefined;
  const valid =
    typeof entry === 'object' &&
    entry !== null &&
    isName(entry.ensName) &&
    typeof entry.expires === 'number' &&
    Number.isFinite(entry.expires) &&
    entry.expires > nowMs;
  if (!valid) {
    removeItem(key);
    return undefined;
  }
  return entry.ensName as string;
}

/**
 * Removes every name-cache entry that cannot be used: a key that does not end in an address, an unreadable or
 * tampered value (megabytes of it, say), or an expired name (PRODUCT.md §4: tampered values are treated as empty and
 * repaired). Run once at start-up; each entry for another address would otherwise stay in the storage quota for good.
 */
export function pruneNameCache(nowMs: number = Date.now()): void {
  for (const key of storedKeys()) {
    if (!key.startsWith(storageKeys.ensNamePrefix)) continue;
    const address = key.slice(storageKeys.ensNamePrefix.length);
    if (addressPattern.test(address)) readCachedName(address, nowMs);
    else removeItem(key);
  }
}

/** Stores a resolved name for 3 hours; only real names of well-formed addresses are kept. */
export function writeCachedName(address: string, name: string, nowMs: number = Date.now()): void {
  if (!addressPattern.test(address) || !isName(name)) return;
  writeItem(nameCacheKey(address), JSON.stringify({ ensName: name, expires: nowMs + nameCacheTtlMs }));
}

export interface NameApiConfig {
  url: string;
  key: string;
}

/** `GET {url}/v1/resolve-ens?address=` with the API-key header; the name is `data.data`. Throws on failure. */
export async function fetchNameFromApi(
  address: string,
  api: NameApiConfig,
  { signal, timeoutMs = nameApiTimeoutMs }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(`${api.url}/v1/resolve-ens?address=${encodeURIComponent(address)}`, {
      headers: { 'x-api-key': api.key, accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`Name lookup failed: ${response.status}`);
    const body = (await response.json()) as { data?: unknown } | null;
    const name = body?.data;
    return isName(name) ? name : null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export interface OnChainLookup {
  chain: ChainConfig;
  /** The ENS-compatible registry of the chain. */
  registry: string;
  /** The wallet's provider when it is on `chain`; otherwise the chain's public RPC is used. */
  provider?: Eip1193Provider | null;
}

/** Reverse resolution on the chain's registry (forward-verified by ethers). Loads ethers on first use. */
export async function lookupNameOnChain(address: string, lookup: OnChainLookup): Promise<string | null> {
  const { BrowserProvider, EnsPlugin, JsonRpcProvider, Network } = await import(
    /* webpackChunkName: "ethers" */ 'ethers'
  );
  const network = new Network(lookup.chain.name, lookup.chain.id);
  network.attachPlugin(new EnsPlugin(lookup.registry, lookup.chain.id));
  const provider = lookup.provider
    ? new BrowserProvider(lookup.provider, network, { staticNetwork: network })
    : new JsonRpcProvider(lookup.chain.rpcUrl, network, { staticNetwork: network });
  try {
    const name = await provider.lookupAddress(address);
    return isName(name) ? name : null;
  } finally {
    provider.destroy();
  }
}

export interface ResolveNameOptions {
  onChain: OnChainLookup | null;
  nameApi: NameApiConfig | null;
  signal?: AbortSignal;
  /** Replaceable in tests, which have no chain. */
  lookupOnChain?: typeof lookupNameOnChain;
}

/**
 * The name of an account: on-chain first; when no registry is configured or the lookup finds nothing or fails,
 * the cached API answer, else the name API (whose answer is cached). Throws only when the API call fails.
 */
export async function resolveAccountName(
  address: string,
  options: ResolveNameOptions,
): Promise<string | null> {
  if (options.onChain) {
    try {
      const name = await (options.lookupOnChain ?? lookupNameOnChain)(address, options.onChain);
      if (name) return name;
    } catch {
      // A registry that cannot answer (unreachable node, no reverse record support) falls back to the API.
    }
  }
  const cached = readCachedName(address);
  if (cached !== undefined) return cached;
  if (!options.nameApi) return null;
  const name = await fetchNameFromApi(address, options.nameApi, { signal: options.signal });
  if (name) writeCachedName(address, name);
  return name;
}
