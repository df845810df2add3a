/**
 * Shared setup of the server's integration tests: a real app (buildApp) on a throwaway database, real wallets and
 * real signatures. One database per test file (PGlite in memory starts in ~2 s and takes ~750 MB, so it is shared);
 * tests isolate themselves by using fresh wallets. With DATABASE_URL set, each file gets its own PostgreSQL
 * database instead, so files can run in parallel (server/test/with-postgres.sh).
 */
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { Wallet } from 'ethers';
import pg from 'pg';
import { buildApp, type AppDeps } from '../src/app.js';
import type { ChainClient } from '../src/chain/client.js';
import { loadConfig, type Config } from '../src/config.js';
import { migrate, type Database } from '../src/db/index.js';
import { openPGlite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';

// Starting PGlite (or a PostgreSQL database) and the devnet takes seconds on a busy machine.
jest.setTimeout(180_000);

/** An allowed origin of the default configuration (the SPA dev server) and its host, the message's domain. */
export const ORIGIN = 'http://localhost:3000';
export const DOMAIN = 'localhost:3000';
/** The configured chain (docs/product.md §3). */
export const CHAIN_ID = 1514;
/** The statement of a sign-in (docs/product.md §6). */
export const WELCOME =
  'Welcome to OVERDIVE! Sign this message to prove you own this wallet. It does not send a transaction or cost gas.';
/** Nothing listens on the discard port: the chain node is "down". */
export const DEAD_RPC_URL = 'http://127.0.0.1:9';

export interface TestDatabase {
  db: Database;
  /** The PostgreSQL URL of this database (to open more pools on it); null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

/** PGlite in memory, or a fresh database on the server named by DATABASE_URL; migrated unless told otherwise. */
export async function openTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') {
    if (!('SyntheticModule' in vm)) {
      // PGlite loads node:fs/promises with a dynamic import(), which Jest's VM only allows with this flag.
      throw new Error(
        'The server tests need NODE_OPTIONS=--experimental-vm-modules; run them with npm run test:api',
      );
    }
    const db = await openPGlite('memory://');
    if (migrated) await migrate(db);
    return { db, url: null, close: () => db.close() };
  }
  const name = `overdive_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const db = await openPostgres(testUrl.toString());
  if (migrated) await migrate(db);
  return {
    db,
    url: testUrl.toString(),
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    RPC_URL: DEAD_RPC_URL,
    RPC_TIMEOUT_MS: '2000',
    // Fixed, so that every app of a test file (they share one database) accepts the others' tokens.
    JWT_SECRET: 'server-tests-jwt-secret-server-tests-jwt-secret',
    // The rate limits have their own tests; everywhere else they must not get in the way.
    AUTH_RATE_LIMIT: '1000000',
    API_RATE_LIMIT: '1000000',
    WALLET_TOKENS_RATE_LIMIT: '1000000',
    API_KEY_RATE_LIMIT: '1000000',
    ...env,
  });
}

export interface TestResponse {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export interface RequestOptions {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE' | 'OPTIONS' | 'PUT';
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as it is (set content-type yourself). */
  payload?: object | string | Buffer;
}

/**
 * A real server on 127.0.0.1:0 and real HTTP requests. (Fastify's inject() needs light-my-request, whose ESM-only
 * cookie dependency Jest's CommonJS runtime cannot load; real sockets are closer to production anyway.)
 */
export interface HttpClient {
  inject(options: RequestOptions): Promise<TestResponse>;
}

export interface TestApp extends HttpClient {
  app: FastifyInstance;
  url: string;
  close(): Promise<void>;
}

export function httpCall(baseUrl: string, options: RequestOptions): Promise<TestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  let data: string | Buffer | undefined;
  if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) {
    data = options.payload;
  } else if (options.payload !== undefined) {
    data = JSON.stringify(options.payload);
    headers['content-type'] ??= 'application/json';
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      new URL(options.url, baseUrl),
      { method: options.method, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export async function startApp(
  db: Database,
  env: Record<string, string> = {},
  deps: AppDeps = {},
): Promise<TestApp> {
  // The payment watcher only where a test asks for it (paymentWatcher.test.ts): elsewhere pay/ alone pays. Durable
  // jobs run where a feature that sends them is configured (an issuer wallet), as in production.
  const app = await buildApp(testConfig(env), { db, watchPayments: false, ...deps });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { app, url, inject: (options) => httpCall(url, options), close: () => app.close() };
}

/** A fresh wallet (a random key: far faster than a random mnemonic). */
export function newWallet(): Wallet {
  return new Wallet(`0x${randomBytes(32).toString('hex')}`);
}

export async function getNonce(app: HttpClient, address: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/auth/nonce/?wallet_address=${address}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ nonce: string }>().nonce;
}

/**
 * The fields of an EIP-4361 message (docs/product.md §6), written here by hand, independently of the server's parser.
 */
export interface Eip4361Fields {
  domain: string;
  /** As it goes on the address line: EIP-55 checksum case unless a test says otherwise. */
  address: string;
  statement: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAtMs: number;
  /** null: no Expiration Time line. */
  expirationMs: number | null;
  resources: string[];
}

export function eip4361Message(fields: Eip4361Fields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    fields.statement,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${new Date(fields.issuedAtMs).toISOString()}`,
    ...(fields.expirationMs === null
      ? []
      : [`Expiration Time: ${new Date(fields.expirationMs).toISOString()}`]),
    ...(fields.resources.length === 0 ? [] : ['Resources:', ...fields.resources.map((uri) => `- ${uri}`)]),
  ].join('\n');
}

export interface SignInParts {
  domain?: string;
  uri?: string;
  chainId?: number;
  statement?: string;
  nonce?: string;
  /** Issued At, epoch milliseconds. */
  timestampMs?: number;
  /** Expiration Time, epoch milliseconds; default Issued At + 10 minutes, null for none. */
  expirationMs?: number | null;
  /** The address line; default the wallet's checksummed address. */
  wallet?: string;
  resources?: string[];
}

/** The docs/product.md §6 sign-in message for ORIGIN, with a fresh nonce unless told otherwise. */
export async function signInMessage(
  app: HttpClient,
  wallet: Wallet,
  parts: SignInParts = {},
): Promise<string> {
  const issuedAtMs = parts.timestampMs ?? Date.now();
  return eip4361Message({
    domain: parts.domain ?? DOMAIN,
    address: parts.wallet ?? wallet.address,
    statement: parts.statement ?? WELCOME,
    uri: parts.uri ?? ORIGIN,
    chainId: parts.chainId ?? CHAIN_ID,
    nonce: parts.nonce ?? (await getNonce(app, wallet.address)),
    issuedAtMs,
    expirationMs: parts.expirationMs === undefined ? issuedAtMs + 10 * 60_000 : parts.expirationMs,
    resources: parts.resources ?? [],
  });
}

/** POST auth/wallet-connect/ from ORIGIN (a browser always sends its Origin with a POST). */
export function walletConnect(
  app: HttpClient,
  payload: Record<string, unknown>,
  path = '/api/auth/wallet-connect/',
  headers: Record<string, string> = { origin: ORIGIN },
) {
  return app.inject({ method: 'POST', url: path, headers, payload });
}

/** The whole docs/product.md §6 sign-in; returns the bearer token. */
export async function signIn(app: HttpClient, wallet: Wallet): Promise<string> {
  const message = await signInMessage(app, wallet);
  const response = await walletConnect(app, {
    wallet_address: wallet.address,
    signature: await wallet.signMessage(message),
    message,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

/** The request a signed call covers (docs/product.md §6): method, path and the JSON body as sent, without `auth`. */
export interface SignedRequest {
  method: 'POST' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
}

/** The resource of a signed call: `urn:overdive:request:{METHOD}:{path}:{sha256 of the RFC 8785 body}`. */
export function requestResource(request: SignedRequest): string {
  const { auth: _auth, ...body } = request.body;
  const hash = createHash('sha256').update(canonicalJson(body)).digest('hex');
  return `urn:overdive:request:${request.method}:${request.path}:${hash}`;
}

/**
 * RFC 8785 canonical JSON for the plain bodies these tests send (strings, safe integers, booleans, null, arrays,
 * objects), written independently of the `canonicalize` package the server and the SPA use: keys sorted by
 * UTF-16 code units, no whitespace, JSON.stringify's string escaping (the same as RFC 8785's).
 */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new Error('canonicalJson in the tests handles integers only');
  }
  return JSON.stringify(value);
}

/**
 * The statement docs/product.md §6 asks of the signed call: company creation, a payout change naming the address,
 * a webhook naming its URL (§12.1), or an API key's creation naming the key (§12.2).
 */
export function signedCallStatement(request: SignedRequest): string {
  if (request.path === '/api/companies/webhooks/') return `Add webhook ${String(request.body.url)}`;
  if (request.path.endsWith('/companies/api-keys/')) return `Create API key ${String(request.body.name)}`;
  return request.method === 'POST'
    ? `Create company ${String(request.body.slug)}`
    : `Change payout address to ${String(request.body.payout_address).toLowerCase()}`;
}

export interface SignedAuthOptions extends SignInParts {
  /** Who signs; default the wallet itself. */
  signer?: Wallet;
  /** The `timestamp` field; default Issued At in whole seconds. */
  timestamp?: string;
}

/**
 * The `auth` object of a signed call (docs/product.md §6) for `request`, signed for ORIGIN with a fresh nonce of
 * `app` unless told otherwise: an EIP-4361 message whose statement names the action and whose one resource
 * covers the request.
 */
export async function signedAuth(
  app: HttpClient,
  wallet: Wallet,
  request: SignedRequest,
  options: SignedAuthOptions = {},
) {
  const issuedAtMs = options.timestampMs ?? Date.now();
  const message = await signInMessage(app, wallet, {
    statement: signedCallStatement(request),
    resources: [requestResource(request)],
    ...options,
    timestampMs: issuedAtMs,
  });
  return {
    wallet_address: wallet.address,
    signature: await (options.signer ?? wallet).signMessage(message),
    timestamp: options.timestamp ?? String(Math.floor(issuedAtMs / 1000)),
    message,
  };
}

/** `request.body` with the `auth` of a signed call over it. */
export async function signedBody(
  app: HttpClient,
  wallet: Wallet,
  request: SignedRequest,
  options: SignedAuthOptions = {},
): Promise<Record<string, unknown>> {
  return { ...request.body, auth: await signedAuth(app, wallet, request, options) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let slugCounter = 0;
export function uniqueSlug(prefix = 'studio'): string {
  slugCounter += 1;
  return `${prefix}-${randomBytes(3).toString('hex')}-${slugCounter}`;
}

export interface Licensor {
  wallet: Wallet;
  token: string;
  company: { id: string; slug: string; payout_address: string; wallet_address: string };
}

/** A signed-in wallet with a company. */
export async function createLicensor(
  app: HttpClient,
  fields: Record<string, unknown> = {},
): Promise<Licensor> {
  const wallet = newWallet();
  const token = await signIn(app, wallet);
  const body = { name: 'Test Studio', slug: uniqueSlug(), ...fields };
  const response = await app.inject({
    method: 'POST',
    url: '/api/companies/',
    headers: { ...bearer(token), origin: ORIGIN },
    payload: await signedBody(app, wallet, { method: 'POST', path: '/api/companies/', body }),
  });
  expect(response.statusCode).toBe(201);
  return { wallet, token, company: response.json() };
}

/** A key of the licensor's company (docs/product.md §12.2), created by its signed call: its id and the key itself. */
export async function createApiKey(
  app: HttpClient,
  licensor: Licensor,
  scopes: string[] = ['orders:read', 'orders:write', 'products:read'],
  name = 'Test key',
): Promise<{ id: string; key: string; prefix: string }> {
  const path = '/api/companies/api-keys/';
  const response = await app.inject({
    method: 'POST',
    url: path,
    headers: { ...bearer(licensor.token), origin: ORIGIN },
    payload: await signedBody(app, licensor.wallet, { method: 'POST', path, body: { name, scopes } }),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

export const USDC_E = '0xf1815bd50389c46847f0bda824ec8da914045d14';

export function productInput(
  overrides: Record<string, unknown> = {},
  token: string = USDC_E,
): Record<string, unknown> {
  return {
    title: 'Moonlight Character Pack',
    summary: 'Twelve characters for your stories',
    category: 'character',
    license: {
      flavor: 'commercial_remix',
      commercial_use: true,
      derivatives_allowed: true,
      commercial_rev_share_pct: 5,
    },
    price: { amount: '25000000', token: { address: token } },
    ...overrides,
  };
}

export async function createProduct(
  app: HttpClient,
  licensor: Licensor,
  overrides: Record<string, unknown> = {},
  token?: string,
): Promise<{ id: string; status: string; slug: string; price: { amount: string } }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/products/products/',
    headers: bearer(licensor.token),
    payload: productInput({ status: 'published', ...overrides }, token),
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Something that can sign as a buyer: a test Wallet or a devnet account. */
export interface BuyerKey {
  address: string;
  privateKey: string;
}

/** A fake chain for tests that are not about the chain: every wallet holds plenty of every token, no tx exists. */
export const plentyChain: ChainClient = {
  lookupTransaction: () => Promise.resolve({ state: 'not_found' }),
  lookupReceipt: () => Promise.resolve({ state: 'not_found' }),
  call: () => Promise.resolve(null),
  nativeBalance: () => Promise.resolve(10n ** 18n),
  tokenBalance: () => Promise.resolve(10n ** 30n),
  blockNumber: () => Promise.resolve(0),
  blockTime: () => Promise.resolve(null),
  transferLogs: () => Promise.resolve([]),
  close: () => undefined,
};

const buyerTokens = new WeakMap<HttpClient, Map<string, string>>();

/** The buyer's bearer token on this app (docs/product.md §7: buyers sign in with the same flow), signed in once. */
export async function buyerToken(app: HttpClient, buyer: BuyerKey): Promise<string> {
  let tokens = buyerTokens.get(app);
  if (tokens === undefined) {
    tokens = new Map();
    buyerTokens.set(app, tokens);
  }
  let token = tokens.get(buyer.address.toLowerCase());
  if (token === undefined) {
    token = await signIn(app, new Wallet(buyer.privateKey));
    tokens.set(buyer.address.toLowerCase(), token);
  }
  return token;
}

/** The buyer signs in and orders (`POST products/orders/` with the buyer's bearer token); expects 201. */
export async function placeOrder(
  app: HttpClient,
  productId: string,
  buyer: BuyerKey,
  quantity = 1,
): Promise<{
  id: string;
  number: string;
  total: string;
  status: string;
  pay_to: string;
  expires_at: string;
  created_at: string;
}> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(await buyerToken(app, buyer)),
    payload: { product_id: productId, quantity, buyer_address: buyer.address },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

/** Resolves once `check` holds, polling every 50 ms; throws after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Reads until `done` holds of the value read, every 250 ms, and answers the last value read (after `ms`, whatever it
 * is, so the test's own expectation says what was wrong).
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 40_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
