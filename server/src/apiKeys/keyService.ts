import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '../../../contract/apiKeyScopes.js';
import { TOKEN_STATE_MAX_AGE_MS } from '../auth/tokens.js';
import { ReadCache } from '../cache/readCache.js';
import type { Database } from '../db/index.js';
import { forbidden, unauthorized } from '../http/errors.js';
import { API_KEY_FORMAT, apiKeyOfHeader, hashApiKey } from './apiKeys.js';
import { apiKeyGrant, markApiKeyUsedOncePerMinute, type ApiKeyGrant } from './repository.js';

/** What a call made with a key acts as: its company, found by the company's wallet like a session's. */
export interface ApiKeyCaller {
  wallet: string;
  apiKeyId: string;
}

/** Keys this process saw valid, by hash; beyond it the least recently seen is forgotten. */
const MAX_KNOWN = 10_000;
/** last_used_at is written at most once a minute per key (docs/api.md API keys), as a session's is. */
const TOUCH_INTERVAL_MS = 60_000;

/** Sets a key of a bounded map, as its newest entry; the oldest goes when it is full. */
function remember<T>(map: Map<string, T>, key: string, value: T): void {
  map.delete(key);
  if (map.size >= MAX_KNOWN) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

/**
 * The check of a call made with an API key (docs/product.md §12.2): `Authorization: Bearer od_…` on a route that
 * declares a scope. The key is looked up by its SHA-256; an unknown one is 401 `Invalid API key`, a revoked one 401
 * `API key revoked`, one without the route's scope 403 naming the scope. With the read cache on, a key's check is
 * kept until a NOTIFY `k:<hash>` (migration 015: revoked, or any change that decides it) and never longer than
 * TOKEN_STATE_MAX_AGE_MS, like a token's; an unknown key is never kept, so random keys cannot fill the cache.
 *
 * Rate limits (http/rateLimit.ts): a call with a key this process has seen valid counts against that key's own
 * budget (API_KEY_RATE_LIMIT), found from the header alone before anything is read; any other call with a key
 * counts against the caller's address like every other call, so keys made up by the thousand cost a database read
 * each only within the address's budget. A key is known here from its creation on this copy, or from its first
 * valid call; that first call, on another copy, is the one that counts against the address instead.
 */
export class ApiKeyService {
  /** Hashes of keys seen valid, and their ids. */
  private readonly known = new Map<string, string>();
  /** When this process last wrote each key's last_used_at (ms since the epoch). */
  private readonly touched = new Map<string, number>();
  /** The hash of each request's key, computed once. */
  private readonly hashes = new WeakMap<FastifyRequest, string>();

  constructor(
    private readonly db: Database,
    private readonly reads: ReadCache = new ReadCache(false),
  ) {}

  /** A key just created here: its calls count against its own budget from the first. */
  created(hash: string, id: string): void {
    remember(this.known, hash, id);
  }

  /**
   * The key a request's own budget is counted under (`key|<id>`), when it carries a key this process has seen
   * valid on a route that takes keys; null otherwise (counted by address).
   */
  budgetOf(request: FastifyRequest): string | null {
    if (request.routeOptions.config.apiKeyScope === undefined) return null;
    const key = apiKeyOfHeader(request.headers.authorization);
    if (key === null) return null;
    const id = this.known.get(this.hashOf(request, key));
    return id === undefined ? null : `key|${id}`;
  }

  /** The caller of a request that carries `key`, on a route whose scope is `scope`. */
  async verify(request: FastifyRequest, key: string, scope: ApiKeyScope): Promise<ApiKeyCaller> {
    if (!API_KEY_FORMAT.test(key)) throw unauthorized('Invalid API key');
    const hash = this.hashOf(request, key);
    let grant: ApiKeyGrant;
    try {
      grant = await this.reads.read<ApiKeyGrant>('apiKey', hash, [`k:${hash}`], async (until) => {
        until(Date.now() + TOKEN_STATE_MAX_AGE_MS);
        const found = await apiKeyGrant(this.db, hash);
        // Thrown, not returned: a load that throws is not kept (above).
        if (found === null) throw unauthorized('Invalid API key');
        return found;
      });
    } catch (error) {
      this.known.delete(hash);
      throw error;
    }
    if (grant.revoked) {
      this.known.delete(hash);
      throw unauthorized('API key revoked');
    }
    remember(this.known, hash, grant.id);
    if (!grant.scopes.includes(scope)) throw forbidden(`This API key lacks the ${scope} scope`);
    await this.touch(grant.id);
    return { wallet: grant.wallet, apiKeyId: grant.id };
  }

  private hashOf(request: FastifyRequest, key: string): string {
    let hash = this.hashes.get(request);
    if (hash === undefined) {
      hash = hashApiKey(key);
      this.hashes.set(request, hash);
    }
    return hash;
  }

  /** Records a use of the key, at most once a minute from this process (and, by the WHERE, from all copies). */
  private async touch(id: string): Promise<void> {
    const now = Date.now();
    const last = this.touched.get(id);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return;
    remember(this.touched, id, now);
    await markApiKeyUsedOncePerMinute(this.db, id);
  }
}
