/**
 * Account names for GET names/ (docs/product.md §7): the chain's ENS-compatible registry first (`.ip` names on Story),
 * then the third-party name service when the registry has no name or cannot be read. Resolved here, on the server,
 * so the service's key (NAME_API_KEY) never reaches a browser.
 */
import { EnsPlugin, FetchRequest, JsonRpcProvider, Network } from 'ethers';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';

/** docs/product.md §4 and §7: a name is good for 3 hours. */
export const NAME_CACHE_TTL_MS = 3 * 60 * 60 * 1000;
/** Addresses remembered at most; beyond it the oldest entry is forgotten. */
const NAME_CACHE_ENTRIES = 10_000;
const MAX_NAME_LENGTH = 255;

function isName(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_NAME_LENGTH;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Reverse resolution on the registry, forward-verified by ethers; null when the address has no name there. */
async function nameOnChain(config: Config, registry: string, address: string): Promise<string | null> {
  const request = new FetchRequest(config.rpcUrl);
  request.timeout = config.rpcTimeoutMs;
  const network = new Network('configured-chain', config.chainId);
  network.attachPlugin(new EnsPlugin(registry, config.chainId));
  const provider = new JsonRpcProvider(request, network, { staticNetwork: network, batchMaxCount: 1 });
  try {
    const name = await withTimeout(provider.lookupAddress(address), config.rpcTimeoutMs, 'name registry');
    return isName(name) ? name : null;
  } finally {
    provider.destroy();
  }
}

/** `GET {url}/v1/resolve-ens?address=` with the key in `x-api-key`; the name is `data`. Throws on failure. */
async function nameFromService(api: { url: string; key: string }, address: string, timeoutMs: number) {
  const response = await fetch(`${api.url}/v1/resolve-ens?address=${encodeURIComponent(address)}`, {
    headers: { 'x-api-key': api.key, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`name service answered ${response.status}`);
  const body = (await response.json()) as { data?: unknown } | null;
  return isName(body?.data) ? body.data : null;
}

export class NameResolver {
  private readonly cache = new Map<string, { name: string | null; expires: number }>();
  private readonly inFlight = new Map<string, Promise<string | null>>();

  constructor(
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The name of a lowercase address, or null. Answers (names and "no name") are kept for 3 hours; failures are not. */
  async resolve(address: string, now = Date.now()): Promise<string | null> {
    const cached = this.cache.get(address);
    if (cached !== undefined && cached.expires > now) return cached.name;
    // Concurrent asks for one address share one lookup, so a burst costs the name service one call.
    let pending = this.inFlight.get(address);
    if (pending === undefined) {
      pending = this.lookup(address).finally(() => this.inFlight.delete(address));
      this.inFlight.set(address, pending);
    }
    return pending;
  }

  private async lookup(address: string): Promise<string | null> {
    const { nameRegistry, nameApi } = this.config;
    let failed = false;
    if (nameRegistry !== null) {
      try {
        const name = await nameOnChain(this.config, nameRegistry, address);
        if (name !== null) return this.remember(address, name);
      } catch (error) {
        // docs/product.md §7: a registry that cannot be read falls back to the name service.
        this.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'name registry unreadable',
        );
        failed = nameApi === null;
      }
    }
    if (nameApi !== null) {
      try {
        return this.remember(address, await nameFromService(nameApi, address, this.config.rpcTimeoutMs));
      } catch (error) {
        this.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'name service failed',
        );
        failed = true;
      }
    }
    // Nothing could be asked: no name now, and the next ask tries again.
    return failed ? null : this.remember(address, null);
  }

  private remember(address: string, name: string | null): string | null {
    if (this.cache.size >= NAME_CACHE_ENTRIES) {
      const oldest = this.cache.keys().next();
      if (oldest.done !== true) this.cache.delete(oldest.value);
    }
    this.cache.delete(address);
    this.cache.set(address, { name, expires: Date.now() + NAME_CACHE_TTL_MS });
    return name;
  }
}
