import { config } from '../config';
import { parseJson, readItem, removeItem, storageKeys, storedKeys, writeItem } from '../storage';

// Account names: the API resolves them (`GET names/`, docs/product.md §7: the chain's registry, then the name service,
// whose key stays on the server); the browser keeps each name for 3 hours in `rk-ens-name-<address>` (docs/product.md
// §4).

export const nameCacheTtlMs = 3 * 60 * 60 * 1000;
export const nameLookupTimeoutMs = 10_000;

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
 * tampered value (megabytes of it, say), or an expired name (docs/product.md §4: tampered values are treated as empty
 * and repaired). Run once at start-up; each entry for another address would otherwise stay in the storage quota for
 * good.
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

/** `GET /api/names/?address=` → the account's name or null. Throws when the API cannot answer. */
export async function fetchAccountName(
  address: string,
  { signal, timeoutMs = nameLookupTimeoutMs }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onAbort = () => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(`${config.apiBaseUrl}/api/names/?address=${encodeURIComponent(address)}`, {
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`Name lookup failed: ${response.status}`);
    const body = (await response.json()) as { name?: unknown } | null;
    const name = body?.name;
    return isName(name) ? name : null;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** The name of an account: the cached one, else the API's (a name it finds is cached). Throws when the API fails. */
export async function resolveAccountName(
  address: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string | null> {
  const cached = readCachedName(address);
  if (cached !== undefined) return cached;
  const name = await fetchAccountName(address, { signal });
  if (name) writeCachedName(address, name);
  return name;
}
