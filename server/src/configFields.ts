/**
 * How each environment variable of the server's configuration is read and checked (docs/product.md §2): numbers in
 * range, URLs, origins, the accepted tokens, the JWT secret, trusted proxies, Redis and the name service. ./config.ts
 * puts them together into one typed Config.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import { z } from 'zod';

/** PGlite in memory: no data folder. */
export const MEMORY_DATA_DIR = 'memory://';

export interface AcceptedToken {
  symbol: string;
  /** Lowercase 0x address; every address the API handles is compared and returned lowercase. */
  address: string;
  decimals: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;
export type NodeEnv = 'development' | 'production' | 'test';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(name, `must be a whole number (got "${raw}")`);
  const value = Number(raw.trim());
  if (value < min || value > max)
    throw new ConfigError(name, `must be between ${min} and ${max} (got ${value})`);
  return value;
}

export function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an http(s) URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must be an http(s) URL (got "${raw}")`);
  }
  return raw;
}

/**
 * RPC_URL (docs/product.md §13.6): one chain node or several, comma-separated, each an http(s) URL; chain reads fall
 * over from one to the next (server/src/chain/client.ts). A bad entry is named by its place in the list, not shown:
 * a node's URL may carry an API key.
 */
export function rpcUrls(env: Env, fallback: string): string[] {
  const entries = (env.RPC_URL?.trim() || fallback)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0)
    throw new ConfigError('RPC_URL', 'must be an http(s) URL, or several comma-separated');
  entries.forEach((entry, index) => {
    let url: URL | null = null;
    try {
      url = new URL(entry);
    } catch {
      // Reported below.
    }
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
      const which =
        entries.length === 1 ? 'it is not one' : `entry ${index + 1} of ${entries.length} is not one`;
      throw new ConfigError('RPC_URL', `must be an http(s) URL, or several comma-separated; ${which}`);
    }
  });
  return [...new Set(entries)];
}

export function origin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `has an entry that is not an origin: "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== raw.replace(/\/$/, '')) {
    throw new ConfigError(name, `entries must be origins like https://example.com (got "${raw}")`);
  }
  return url.origin;
}

const acceptedTokensSchema = z
  .array(
    z.strictObject({
      symbol: z.string().regex(/^[A-Za-z0-9.\-_]{1,16}$/),
      address: z.string().regex(ADDRESS),
      decimals: z.number().int().min(0).max(36),
    }),
  )
  .min(1);

export const DEFAULT_ACCEPTED_TOKENS: AcceptedToken[] = [
  // docs/product.md §3: USDC.e on Story, 6 decimals.
  { symbol: 'USDC.e', address: '0xf1815bd50389c46847f0bda824ec8da914045d14', decimals: 6 },
];

export function acceptedTokens(env: Env): AcceptedToken[] {
  const raw = env.ACCEPTED_TOKENS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_ACCEPTED_TOKENS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('ACCEPTED_TOKENS', 'must be a JSON array of {symbol, address, decimals}');
  }
  const result = acceptedTokensSchema.safeParse(parsed);
  if (!result.success) {
    throw new ConfigError('ACCEPTED_TOKENS', 'must be a non-empty JSON array of {symbol, address, decimals}');
  }
  const tokens = result.data.map((t) => ({ ...t, address: t.address.toLowerCase() }));
  if (new Set(tokens.map((t) => t.address)).size !== tokens.length) {
    throw new ConfigError('ACCEPTED_TOKENS', 'lists the same token address twice');
  }
  return tokens;
}

/**
 * Development keeps a generated secret beside the PGlite folder (`.data/jwt_secret` for the default `.data/pg`)
 * so tokens survive restarts; the in-memory database gets a per-process secret. Production must set JWT_SECRET.
 */
export function jwtSecret(env: Env, nodeEnv: NodeEnv, dataDir: string): string {
  const given = env.JWT_SECRET;
  if (given !== undefined && given !== '') {
    if (given.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
    return given;
  }
  if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production');
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(48).toString('base64url');
  const file = join(dirname(dataDir), 'jwt_secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32)
      throw new ConfigError('JWT_SECRET', `file ${file} holds a secret shorter than 32 characters`);
    return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** One TRUST_PROXY entry: an IPv4 or IPv6 address, or a CIDR range of them. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/product.md §2): only the listed proxies may say who the client is. The old `true` (believe any
 * client's X-Forwarded-For) let every client pick its own address and so its own rate-limit budget.
 */
export function trustedProxies(env: Env): string[] {
  const entries = (env.TRUST_PROXY ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        'TRUST_PROXY',
        `must list the proxies' addresses or CIDR ranges, comma-separated, like 10.0.0.1,10.1.0.0/16 (got "${entry}")`,
      );
    }
  }
  return [...new Set(entries)];
}

export function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL?.trim() || null;
  if (raw === null) return null;
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below.
  }
  if (url === null || (url.protocol !== 'redis:' && url.protocol !== 'rediss:') || url.hostname === '') {
    throw new ConfigError('REDIS_URL', 'must be a redis:// or rediss:// URL like redis://127.0.0.1:6379');
  }
  return raw;
}

/** A switch that is `true` or `false` (ALLOW_EMBEDDED_DB). */
export function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim() || null;
  if (raw === null) return fallback;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(name, `must be true or false (got "${raw}")`);
  return raw === 'true';
}

/**
 * ALLOW_EMBEDDED_DB (docs/product.md §13.7): PGlite is one process on one folder, so a production start on it (no
 * DATABASE_URL) is refused unless the operator says this is the one copy. Checked after JWT_SECRET, so a production
 * start without its secrets names the secret first.
 */
export function allowEmbeddedDb(env: Env, nodeEnv: NodeEnv, databaseUrl: string | null): boolean {
  const allowed = flag(env, 'ALLOW_EMBEDDED_DB', false);
  if (nodeEnv === 'production' && databaseUrl === null && !allowed) {
    throw new ConfigError(
      'DATABASE_URL',
      'is required when NODE_ENV=production (or set ALLOW_EMBEDDED_DB=true to run one copy on the embedded PGlite)',
    );
  }
  return allowed;
}

export type RateLimitStore = 'redis' | 'memory';

/**
 * RATE_LIMIT_STORE (docs/product.md §13.7): where the rate limits are counted. Unset: Redis when REDIS_URL is set, else
 * this process, which production refuses unless `memory` is set on purpose (copies counting apart let a client
 * through once per copy). `redis` needs REDIS_URL; `memory` wins over a REDIS_URL that is set.
 */
export function rateLimitStore(env: Env, nodeEnv: NodeEnv): RateLimitStore {
  const raw = env.RATE_LIMIT_STORE?.trim() || null;
  if (raw !== null && raw !== 'redis' && raw !== 'memory')
    throw new ConfigError('RATE_LIMIT_STORE', `must be redis or memory (got "${raw}")`);
  const redis = redisUrl(env);
  if (raw === 'redis' && redis === null)
    throw new ConfigError('RATE_LIMIT_STORE', 'is redis but REDIS_URL is not set');
  if (raw === null && redis === null && nodeEnv === 'production') {
    throw new ConfigError(
      'REDIS_URL',
      'is required when NODE_ENV=production (or set RATE_LIMIT_STORE=memory to count rate limits in each process)',
    );
  }
  return raw ?? (redis === null ? 'memory' : 'redis');
}

/** METRICS_PORT (docs/product.md §13.8): unset, no metrics; never the public port (0 = any free port, for tests). */
export function metricsPort(env: Env, port: number): number | null {
  if (!env.METRICS_PORT?.trim()) return null;
  const value = integer(env, 'METRICS_PORT', 0, 0, 65535);
  if (value !== 0 && value === port)
    throw new ConfigError('METRICS_PORT', `must not be the public PORT (${port})`);
  return value;
}

export function nameApi(env: Env): { url: string; key: string } | null {
  const key = env.NAME_API_KEY?.trim() || '';
  if (!env.NAME_API_URL?.trim()) {
    if (key !== '') throw new ConfigError('NAME_API_URL', 'is required when NAME_API_KEY is set');
    return null;
  }
  return { url: httpUrl(env, 'NAME_API_URL', '').replace(/\/+$/, ''), key };
}

export function nameRegistry(env: Env): string | null {
  const raw = env.CHAIN_ENS_REGISTRY?.trim() || null;
  if (raw !== null && !ADDRESS.test(raw))
    throw new ConfigError('CHAIN_ENS_REGISTRY', `must be a 0x address (got "${raw}")`);
  return raw?.toLowerCase() ?? null;
}

/**
 * LICENSE_ISSUER_KEY (docs/product.md §11.1): the private key of the issuer wallet that mints licence tokens for the
 * products whose licensor permitted it; unset, automatic issuing is off. Never logged or shown: only its address is.
 */
export function licenseIssuerKey(env: Env): string | null {
  const raw = env.LICENSE_ISSUER_KEY?.trim() || null;
  if (raw === null) return null;
  const hex = raw.startsWith('0x') ? raw.slice(2) : raw;
  // The value is a secret: the message says what is wrong with it, never what it is.
  if (!/^[0-9a-fA-F]{64}$/.test(hex) || /^0+$/.test(hex))
    throw new ConfigError(
      'LICENSE_ISSUER_KEY',
      'must be a private key: 32 bytes as 64 hex digits (0x optional)',
    );
  return `0x${hex.toLowerCase()}`;
}

/**
 * An amount of the native coin written as people write it (`0.05`), in base units (18 decimals): ISSUER_MIN_BALANCE,
 * below which Home warns that the issuer wallet runs low (docs/product.md §11.1).
 */
export function nativeAmount(env: Env, name: string, fallback: string): bigint {
  const raw = env[name]?.trim() || fallback;
  const match = /^(\d{1,30})(?:\.(\d{1,18}))?$/.exec(raw);
  if (match === null)
    throw new ConfigError(name, `must be an amount of the native coin such as 0.05 (got "${raw}")`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0'));
}

/** CHAIN_EXPLORER_URL: the chain explorer the mails and certificates link to, as the SPA's build does (§3). */
export function explorerUrl(env: Env): string {
  return httpUrl(env, 'CHAIN_EXPLORER_URL', 'https://www.storyscan.io').replace(/\/+$/, '');
}
