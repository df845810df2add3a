/**
 * No secret in any log line (docs/security.md), checked on the real process: server/src/main.ts runs with LOG_LEVEL=trace
 * (the most talkative level) through a whole licensor session — nonce, sign-in, signed company creation, refresh,
 * products, a buyer's order and payment attempt, a signed payout change, balances through an RPC URL that carries an
 * API key, an API key of the company created, used, misused and revoked, logout — plus clients that put a token or a
 * key where it does not belong (the query string, a malformed Authorization header, the path). Then every secret, and
 * every API key's SHA-256, is searched for in everything the process wrote.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { resolve, join } from 'node:path';
import {
  ORIGIN,
  USDC_E,
  bearer,
  httpCall,
  newWallet,
  productInput,
  signInMessage,
  signedAuth,
  type HttpClient,
} from './helpers.js';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'server/src/main.ts');
const JWT_SECRET = 'logs-test-secret-logs-test-secret-logs-test';
/** A node URL with a key in it, as hosted RPC providers hand out; nothing listens there. */
const RPC_KEY = 'rpc-api-key-4f9c2b7d';
const RPC_URL = `http://127.0.0.1:9/v2/${RPC_KEY}`;

let child: ChildProcess;
let output = '';
let client: HttpClient;
let requestsMade = 0;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: 'memory://',
      // docs/product.md §13.7: one copy on the embedded database, its rate limits in this process.
      ALLOW_EMBEDDED_DB: 'true',
      RATE_LIMIT_STORE: 'memory',
      LOG_LEVEL: 'trace',
      JWT_SECRET,
      RPC_URL,
      RPC_TIMEOUT_MS: '1000',
      ALLOWED_ORIGINS: ORIGIN,
      ACCEPTED_TOKENS: JSON.stringify([{ symbol: 'USDC.e', address: USDC_E, decimals: 6 }]),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined) resolveStart(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  client = {
    inject: (options) => {
      requestsMade += 1;
      return httpCall(url, options);
    },
  };
});

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((done) => child.on('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
});

it('a whole session at LOG_LEVEL=trace leaves no token, signature, secret or RPC key in the log', async () => {
  const secrets: string[] = [JWT_SECRET, RPC_KEY];
  const wallet = newWallet();
  const message = await signInMessage(client, wallet);
  const signature = await wallet.signMessage(message);
  secrets.push(signature, signature.slice(2));
  const signedIn = await client.inject({
    method: 'POST',
    url: '/api/auth/wallet-connect/',
    headers: { origin: ORIGIN },
    payload: { wallet_address: wallet.address, signature, message },
  });
  expect(signedIn.statusCode).toBe(200);
  const first = signedIn.json<{ token: string }>().token;

  const companyBody = { name: 'Quiet Studio', slug: `quiet-${Date.now()}` };
  const createAuth = await signedAuth(client, wallet, {
    method: 'POST',
    path: '/api/companies/',
    body: companyBody,
  });
  secrets.push(createAuth.signature);
  const company = await client.inject({
    method: 'POST',
    url: '/api/companies/',
    headers: { ...bearer(first), origin: ORIGIN },
    payload: { ...companyBody, auth: createAuth },
  });
  expect(company.statusCode).toBe(201);

  const refreshed = await client.inject({
    method: 'POST',
    url: '/api/auth/refresh/',
    headers: bearer(first),
  });
  expect(refreshed.statusCode).toBe(200);
  const token = refreshed.json<{ token: string }>().token;
  // The revoked one is refused — and that refusal is logged too.
  expect(
    (await client.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(first) })).statusCode,
  ).toBe(401);

  const product = await client.inject({
    method: 'POST',
    url: '/api/products/products/',
    headers: bearer(token),
    payload: productInput({ status: 'published' }),
  });
  expect(product.statusCode).toBe(201);

  // docs/product.md §12.2: a key is shown once and never logged, nor its hash, wherever a client puts it.
  const keyBody = { name: 'Quiet key', scopes: ['orders:read'] };
  const keyAuth = await signedAuth(client, wallet, {
    method: 'POST',
    path: '/api/companies/api-keys/',
    body: keyBody,
  });
  secrets.push(keyAuth.signature);
  const created = await client.inject({
    method: 'POST',
    url: '/api/companies/api-keys/',
    headers: { ...bearer(token), origin: ORIGIN },
    payload: { ...keyBody, auth: keyAuth },
  });
  expect(created.statusCode).toBe(201);
  const { id: keyId, key } = created.json<{ id: string; key: string }>();
  secrets.push(key, key.slice(3), createHash('sha256').update(key).digest('hex'));
  const keyCalls: [string, Record<string, string>, number][] = [
    ['/api/products/orders/', { authorization: `Bearer ${key}` }, 200],
    ['/api/products/products/', { authorization: `Bearer ${key}` }, 403],
    ['/api/auth/profile/', { authorization: `Bearer ${key}` }, 401],
    [`/api/products/orders/?api_key=${key}`, {}, 401],
    [`/api/products/orders/${key}/`, bearer(token), 404],
    ['/api/products/orders/', { authorization: `Bearer  ${key}` }, 401],
    ['/api/products/orders/', { authorization: key }, 401],
  ];
  for (const [url, headers, status] of keyCalls) {
    const response = await client.inject({ method: 'GET', url, headers });
    expect([url, response.statusCode]).toEqual([url, status]);
  }
  const revoked = await client.inject({
    method: 'DELETE',
    url: `/api/companies/api-keys/${keyId}/`,
    headers: bearer(token),
  });
  expect(revoked.statusCode).toBe(204);
  const afterRevoke = await client.inject({
    method: 'GET',
    url: '/api/products/orders/',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(afterRevoke.statusCode).toBe(401);

  // The chain is unreachable: ordering reads the buyer's balance (docs/product.md §7), so 503, and its reason is logged
  // without the node's URL.
  const order = await client.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(token),
    payload: { product_id: product.json<{ id: string }>().id, quantity: 1 },
  });
  expect(order.statusCode).toBe(503);
  const mine = await client.inject({
    method: 'GET',
    url: '/api/products/orders/mine/',
    headers: bearer(token),
  });
  expect(mine.statusCode).toBe(200);
  expect(
    (await client.inject({ method: 'GET', url: '/api/companies/wallet-tokens/', headers: bearer(token) }))
      .statusCode,
  ).toBe(503);

  const payoutPath = `/api/companies/${company.json<{ id: string }>().id}/`;
  const payoutBody = { payout_address: newWallet().address };
  const payoutAuth = await signedAuth(client, wallet, {
    method: 'PATCH',
    path: payoutPath,
    body: payoutBody,
  });
  secrets.push(payoutAuth.signature);
  const payout = await client.inject({
    method: 'PATCH',
    url: payoutPath,
    headers: { ...bearer(token), origin: ORIGIN },
    payload: { ...payoutBody, auth: payoutAuth },
  });
  expect(payout.statusCode).toBe(200);
  // A replay for another address is refused (401) — with the signature in the body again.
  expect(
    (
      await client.inject({
        method: 'PATCH',
        url: payoutPath,
        headers: { ...bearer(token), origin: ORIGIN },
        payload: { payout_address: newWallet().address, auth: payoutAuth },
      })
    ).statusCode,
  ).toBe(401);

  // Clients that put the token where it does not belong.
  const misplaced = [
    `/api/auth/profile/?token=${token}`,
    `/api/auth/profile/?access_token=${encodeURIComponent(token)}&jwt=${token}`,
    `/api/products/products/${token}/`,
    `/api/companies/licensor-info/?slug=${token}`,
    `/api/products/orders/?search=${payoutAuth.signature}`,
  ];
  for (const url of misplaced) {
    const response = await client.inject({ method: 'GET', url, headers: bearer(token) });
    expect([url, response.statusCode < 500]).toEqual([url, true]);
  }
  for (const header of [`Bearer ${token}x`, `Bearer  ${token}`, `Token ${token}`, token]) {
    const response = await client.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: { authorization: header },
    });
    expect(response.statusCode).toBe(401);
  }
  expect(
    (await client.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) })).statusCode,
  ).toBe(204);
  secrets.push(first, token, first.split('.')[2] ?? '', token.split('.')[2] ?? '');

  // Let the last lines reach the pipe.
  await new Promise((done) => setTimeout(done, 300));
  const lines = output.split('\n').filter((line) => line !== '');
  // Every request was logged, on one line, with its URL (the misplaced secrets redacted, the rest readable).
  const accessLines = lines.filter((line) => line.includes('"msg":"request completed"'));
  expect(requestsMade).toBeGreaterThan(20);
  expect(accessLines).toHaveLength(requestsMade);
  expect(output).not.toContain('incoming request');
  expect(output).toContain('/api/products/products/[redacted]/');
  expect(output).toContain('/api/auth/profile/?token=[redacted]');
  expect(output).toContain('/api/products/orders/?api_key=[redacted]');
  const leaks = secrets.flatMap((secret) =>
    lines
      .filter((line) => line.includes(secret))
      .map((line) => `${secret.slice(0, 12)}…: ${line.slice(0, 300)}`),
  );
  expect(leaks).toEqual([]);
});

it('the access line of a request answered just before SIGTERM is written before the process exits', async () => {
  const last = '/api/last-request-before-shutdown/';
  expect((await client.inject({ method: 'GET', url: last })).statusCode).toBe(404);
  // 'close' comes once the process has exited and its output has been read to the end.
  const closed = new Promise((done) => child.on('close', done));
  child.kill('SIGTERM');
  await closed;
  const line = output.split('\n').find((text) => text.includes(last));
  expect(JSON.parse(line ?? '{}')).toMatchObject({ msg: 'request completed', res: { statusCode: 404 } });
});
