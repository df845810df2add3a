/**
 * The access-control matrix (docs/security.md): every route of the API, taken from the route table itself, is classified
 * here as public or as needing a session, and each session route is called on another licensor's data with no
 * token, malformed, forged, `alg: none`, expired and revoked tokens, and another wallet's token; the signed calls
 * also with signatures of another wallet. None of it may succeed, and the victim's rows must be byte-for-byte the
 * same afterwards. A route added to the API without a line here fails the first test, and so does one missing
 * from docs/api.md. API keys (docs/product.md §12.2) are tried on every session route too: a route takes one only
 * where it declares a scope (the matrix's `scope`, checked against the API reference), and there another company's
 * key finds nothing, a key without the scope is 403 and a revoked one 401; everywhere else any key is 401.
 */
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Wallet } from 'ethers';
import type { ChainClient } from '../src/chain/client.js';
import {
  ORIGIN,
  bearer,
  createApiKey,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  signIn,
  signedAuth,
  signedBody,
  startApp,
  testConfig,
  type Licensor,
  type SignedAuthOptions,
  type RequestOptions,
  type TestApp,
  type TestDatabase,
  type TestResponse,
} from './helpers.js';
import { addWebhook } from './webhookKit.js';

type Method = RequestOptions['method'];

/** A transaction hash the fake chain does not know. */
const STORY_TX = `0x${'5'.repeat(64)}`;

/** Balances without a chain: the matrix is about who may read them, not about the node. */
const fakeChain: ChainClient = {
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

let database: TestDatabase;
let app: TestApp;
const registered: { method: string | string[]; url: string }[] = [];

/** The licensor whose data every call below aims at. */
let victim: Licensor;
let victimData: {
  productId: string;
  draftId: string;
  orderId: string;
  completedOrderId: string;
  orderNumber: string;
  apiKeyId: string;
  webhookId: string;
  webhookSecret: string;
  deliveryId: string;
};
/** The victim's API keys: every scope, every scope but one, and one revoked. */
let victimKeys: { all: string; allBut: Record<string, string>; revoked: string };
/** A key of another company, with every scope. */
let attackerKey: string;
/** Another licensor with a company of its own. */
let attacker: Licensor;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, {}, { chain: fakeChain, onRoute: (route) => registered.push(route) });
  victim = await createLicensor(app, { name: 'Victim Studio', contact_email: 'private@victim.example' });
  attacker = await createLicensor(app, { name: 'Attacker Studio' });
  const product = await createProduct(app, victim, { title: 'Victim Product' });
  const draft = await createProduct(app, victim, { title: 'Victim Draft', status: 'draft' });
  const order = await placeOrder(app, product.id, newWallet(), 1);
  const completed = await placeOrder(app, product.id, newWallet(), 2);
  // A verified payment and a completed order (a license), as pay/ and the licensor would leave them.
  const txHash = `0x${'c'.repeat(64)}`;
  await database.db.query(
    "UPDATE orders SET status = 'paid', paid_at = now(), payment_tx_hash = $2 WHERE id = $1",
    [completed.id, txHash],
  );
  await database.db.query(
    `INSERT INTO payments (order_id, company_id, tx_hash, from_address, to_address, token_symbol, token_address,
                           token_decimals, amount, block_number, block_timestamp)
     SELECT id, company_id, payment_tx_hash, buyer_address, pay_to, token_symbol, token_address, token_decimals,
            total, 1, now()
       FROM orders WHERE id = $1`,
    [completed.id],
  );
  const complete = await app.inject({
    method: 'PATCH',
    url: `/api/products/orders/${completed.id}/`,
    headers: bearer(victim.token),
    payload: { status: 'completed' },
  });
  expect(complete.statusCode).toBe(200);
  const allScopes = ['orders:read', 'orders:write', 'products:read'];
  const allKey = await createApiKey(app, victim, allScopes);
  const allBut: Record<string, string> = {};
  for (const scope of allScopes) {
    allBut[scope] = (
      await createApiKey(
        app,
        victim,
        allScopes.filter((other) => other !== scope),
      )
    ).key;
  }
  const revoked = await createApiKey(app, victim, allScopes);
  const revoke = await app.inject({
    method: 'DELETE',
    url: `/api/companies/api-keys/${revoked.id}/`,
    headers: bearer(victim.token),
  });
  expect(revoke.statusCode).toBe(204);
  victimKeys = { all: allKey.key, allBut, revoked: revoked.key };
  attackerKey = (await createApiKey(app, attacker, allScopes)).key;
  // A webhook of the victim's with one delivery in its log (a test event to an address where nothing listens).
  const webhook = await addWebhook(app, victim, 'http://127.0.0.1:9/victim-hook', ['order.paid']);
  const ping = await app.inject({
    method: 'POST',
    url: `/api/companies/webhooks/${webhook.id}/test/`,
    headers: bearer(victim.token),
  });
  expect(ping.statusCode).toBe(202);
  victimData = {
    productId: product.id,
    draftId: draft.id,
    orderId: order.id,
    completedOrderId: completed.id,
    orderNumber: order.number,
    apiKeyId: allKey.id,
    webhookId: webhook.id,
    webhookSecret: webhook.secret,
    deliveryId: ping.json<{ id: string }>().id,
  };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The session id (`sid` claim) of a token. */
function sessionOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid?: unknown;
  };
  return String(payload.sid);
}

/** Everything the victim owns, to compare before and after the attacks. */
async function victimRows(): Promise<string> {
  const companyId = victim.company.id;
  const tables = {
    companies: 'SELECT * FROM companies WHERE id = $1',
    products: 'SELECT * FROM products WHERE company_id = $1 ORDER BY id',
    orders: 'SELECT * FROM orders WHERE company_id = $1 ORDER BY id',
    events:
      'SELECT e.* FROM order_events e JOIN orders o ON o.id = e.order_id WHERE o.company_id = $1 ORDER BY e.id',
    licenses: 'SELECT * FROM licenses WHERE company_id = $1 ORDER BY id',
    payments: 'SELECT * FROM payments WHERE company_id = $1 ORDER BY id',
    // Not last_used_at: the victim's own calls may record a use; an ended session shows in ended_at.
    sessions: `SELECT id, wallet, created_at, user_agent, ip, ended_at FROM sessions
                WHERE wallet = (SELECT wallet_address FROM companies WHERE id = $1) ORDER BY id`,
    // Not last_used_at either: the victim's own keys are used below.
    apiKeys: `SELECT id, company_id, name, prefix, key_hash, scopes, created_at, revoked_at FROM api_keys
               WHERE company_id = $1 ORDER BY id`,
    // Not the attempts' columns: the test event's delivery is being tried (and failing) in the background.
    webhooks: 'SELECT id, url, secret, events, enabled FROM webhooks WHERE company_id = $1 ORDER BY id',
    deliveries: `SELECT d.id, d.event_id FROM webhook_deliveries d JOIN webhooks w ON w.id = d.webhook_id
                  WHERE w.company_id = $1 ORDER BY d.id`,
  };
  const snapshot: Record<string, unknown> = {};
  for (const [name, sql] of Object.entries(tables))
    snapshot[name] = (await database.db.query(sql, [companyId])).rows;
  return JSON.stringify(snapshot);
}

/** Strings that only the victim's private answers contain. */
function victimSecrets(): string[] {
  return [
    victim.company.id,
    victim.wallet.address.toLowerCase(),
    'private@victim.example',
    victimData.productId,
    victimData.draftId,
    victimData.orderId,
    victimData.completedOrderId,
    victimData.orderNumber,
    victimData.apiKeyId,
    victimData.webhookId,
    victimData.webhookSecret,
    'victim-hook',
  ];
}

interface Call {
  method: Method;
  url: string;
  payload?: object;
  /** Signed calls also need an allowed Origin. */
  signed?: boolean;
}

/**
 * What another wallet's valid token gets:
 * - `notFound`: the route names a victim's resource: 404, as if it did not exist (docs/product.md §7);
 * - `ownData`: the route answers about the caller only: 2xx (or a 4xx about the caller's own state) without a trace
 *   of the victim.
 */
type OtherWallet = 'notFound' | 'ownData';

interface SessionRoute {
  access: 'session';
  call: () => Call | Promise<Call>;
  otherWallet: OtherWallet;
  /** The scope an API key needs here (docs/product.md §12.2); without one the route takes no key. */
  scope?: 'orders:read' | 'orders:write' | 'products:read';
}

interface PublicRoute {
  access: 'public';
  why: string;
}

/**
 * Every route of the API. Keys are `METHOD /path/` as registered (`:param` for path parameters, `ANY` for routes
 * that take every method).
 */
const MATRIX: Record<string, SessionRoute | PublicRoute> = {
  'GET /api/health/': { access: 'public', why: 'load balancer health check' },
  'GET /api/ready/': { access: 'public', why: 'load balancer readiness check (docs/product.md §13.8)' },
  'GET /api/config/': { access: 'public', why: 'chain and accepted tokens for the SPA' },
  'GET /api/auth/nonce/': { access: 'public', why: 'the first step of signing in' },
  'POST /api/auth/wallet-connect/': { access: 'public', why: 'signing in' },
  'POST /api/auth/login/': { access: 'public', why: 'signing in (alias)' },
  'GET /api/companies/licensor-info/': { access: 'public', why: 'the public brand page' },
  'GET /api/names/': { access: 'public', why: 'account names shown beside addresses, anyone may look up' },
  'GET /api/products/': { access: 'public', why: 'an index of paths' },
  'GET /api/story/products/:id/ip-metadata/': {
    access: 'public',
    why: "the IP asset's metadata, named on chain (docs/product.md §10.2)",
  },
  'GET /api/story/products/:id/nft-metadata/': {
    access: 'public',
    why: "the IP asset token's metadata, named on chain",
  },
  'GET /api/story/products/:id/terms/': { access: 'public', why: "the PIL terms' uri, named on chain" },
  'POST /api/products/orders/:id/pay/': {
    access: 'public',
    why: 'a buyer reports a payment; the chain decides',
  },
  'GET /api/story/issuer/': {
    access: 'public',
    why: 'the issuer wallet a licensor permits on Story, and its balance (docs/product.md §11.1)',
  },
  'GET /api/licenses/:tokenId/': {
    access: 'public',
    why: 'anyone checks a licence OVERDIVE issued (docs/product.md §11.2)',
  },
  'GET /api/licenses/:tokenId/certificate.pdf': {
    access: 'public',
    why: "a licence's certificate, for anyone the holder shows it to (docs/product.md §11.2)",
  },
  'GET /api/openapi.json': {
    access: 'public',
    why: 'the API reference, generated from the route schemas (docs/product.md §12.3)',
  },
  // Swagger UI's page and files, which render that reference (docs/product.md §12.3).
  'GET /api/docs': { access: 'public', why: 'the API reference, rendered' },
  'GET /api/docs/json': { access: 'public', why: 'the API reference as the page loads it' },
  'GET /api/docs/yaml': { access: 'public', why: 'the API reference in YAML' },
  'GET /api/docs/static/*': { access: 'public', why: "the page's scripts, styles and icons" },
  'GET /api/docs/static/index.html': { access: 'public', why: 'a link to the page' },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', why: "the page's start-up script" },

  'POST /api/auth/refresh/': {
    access: 'session',
    call: () => ({ method: 'POST', url: '/api/auth/refresh/' }),
    otherWallet: 'ownData',
  },
  'GET /api/auth/profile/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/auth/profile/' }),
    otherWallet: 'ownData',
  },
  'POST /api/auth/logout/': {
    access: 'session',
    call: () => ({ method: 'POST', url: '/api/auth/logout/' }),
    otherWallet: 'ownData',
  },
  'GET /api/auth/sessions/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/auth/sessions/' }),
    otherWallet: 'ownData',
  },
  'DELETE /api/auth/sessions/:id/': {
    access: 'session',
    // The victim's own session (its token's `sid`): ending it would sign the victim out.
    call: () => ({ method: 'DELETE', url: `/api/auth/sessions/${sessionOf(victim.token)}/` }),
    otherWallet: 'notFound',
  },
  'GET /api/companies/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/companies/' }),
    otherWallet: 'ownData',
  },
  'POST /api/companies/': {
    access: 'session',
    // The body may not name the owner: the wallet comes from the token (an unknown field otherwise).
    call: async () => ({
      method: 'POST',
      url: '/api/companies/',
      signed: true,
      payload: await signedBody(app, victim.wallet, {
        method: 'POST',
        path: '/api/companies/',
        body: { name: 'Hijack', slug: `hijack-${randomUUID().slice(0, 8)}` },
      }),
    }),
    otherWallet: 'ownData',
  },
  'GET /api/companies/slug-available/': {
    access: 'session',
    call: () => ({ method: 'GET', url: `/api/companies/slug-available/?slug=${victim.company.slug}` }),
    otherWallet: 'ownData',
  },
  'GET /api/companies/licenses/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/companies/licenses/' }),
    otherWallet: 'ownData',
  },
  'GET /api/companies/wallet-tokens/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/companies/wallet-tokens/' }),
    otherWallet: 'ownData',
  },
  'GET /api/companies/payout-changes/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/companies/payout-changes/' }),
    otherWallet: 'ownData',
  },
  // docs/product.md §12.2: the company's API keys, managed by its session only.
  'GET /api/companies/api-keys/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/companies/api-keys/' }),
    otherWallet: 'ownData',
  },
  'POST /api/companies/api-keys/': {
    access: 'session',
    call: async () => ({
      method: 'POST',
      url: '/api/companies/api-keys/',
      signed: true,
      payload: await signedBody(app, victim.wallet, {
        method: 'POST',
        path: '/api/companies/api-keys/',
        body: { name: 'Planted key', scopes: ['orders:read'] },
      }),
    }),
    otherWallet: 'ownData',
  },
  'DELETE /api/companies/api-keys/:id/': {
    access: 'session',
    call: () => ({ method: 'DELETE', url: `/api/companies/api-keys/${victimData.apiKeyId}/` }),
    otherWallet: 'notFound',
  },
  'GET /api/companies/:key/': {
    access: 'session',
    call: () => ({ method: 'GET', url: `/api/companies/${victim.company.id}/` }),
    otherWallet: 'notFound',
  },
  'PATCH /api/companies/:key/': {
    access: 'session',
    call: async () => ({
      method: 'PATCH',
      url: `/api/companies/${victim.company.id}/`,
      signed: true,
      payload: await signedBody(app, victim.wallet, {
        method: 'PATCH',
        path: `/api/companies/${victim.company.id}/`,
        body: { name: 'Hijacked', payout_address: newWallet().address },
      }),
    }),
    otherWallet: 'notFound',
  },
  'GET /api/companies/webhooks/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/companies/webhooks/' }),
    otherWallet: 'ownData',
  },
  'POST /api/companies/webhooks/': {
    access: 'session',
    // The company comes from the token: another wallet's signed call adds a webhook of its own, never the victim's.
    call: async () => ({
      method: 'POST',
      url: '/api/companies/webhooks/',
      signed: true,
      payload: await signedBody(app, victim.wallet, {
        method: 'POST',
        path: '/api/companies/webhooks/',
        body: { url: 'http://127.0.0.1:9/planted', events: ['order.paid'] },
      }),
    }),
    otherWallet: 'ownData',
  },
  'PATCH /api/companies/webhooks/:id/': {
    access: 'session',
    call: () => ({
      method: 'PATCH',
      url: `/api/companies/webhooks/${victimData.webhookId}/`,
      payload: { enabled: false },
    }),
    otherWallet: 'notFound',
  },
  'DELETE /api/companies/webhooks/:id/': {
    access: 'session',
    call: () => ({ method: 'DELETE', url: `/api/companies/webhooks/${victimData.webhookId}/` }),
    otherWallet: 'notFound',
  },
  'POST /api/companies/webhooks/:id/test/': {
    access: 'session',
    call: () => ({ method: 'POST', url: `/api/companies/webhooks/${victimData.webhookId}/test/` }),
    otherWallet: 'notFound',
  },
  'GET /api/companies/webhooks/:id/deliveries/': {
    access: 'session',
    call: () => ({ method: 'GET', url: `/api/companies/webhooks/${victimData.webhookId}/deliveries/` }),
    otherWallet: 'notFound',
  },
  'POST /api/companies/webhooks/:id/deliveries/:delivery_id/resend/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: `/api/companies/webhooks/${victimData.webhookId}/deliveries/${victimData.deliveryId}/resend/`,
    }),
    otherWallet: 'notFound',
  },
  'GET /api/products/products/': {
    access: 'session',
    scope: 'products:read',
    call: () => ({ method: 'GET', url: '/api/products/products/' }),
    otherWallet: 'ownData',
  },
  'POST /api/products/products/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: '/api/products/products/',
      payload: {
        title: 'Planted Product',
        category: 'other',
        license: { flavor: 'custom', commercial_use: false, derivatives_allowed: false },
        price: { amount: '1', token: { address: '0xf1815bd50389c46847f0bda824ec8da914045d14' } },
      },
    }),
    otherWallet: 'ownData',
  },
  'GET /api/products/products/:id/': {
    access: 'session',
    scope: 'products:read',
    call: () => ({ method: 'GET', url: `/api/products/products/${victimData.productId}/` }),
    otherWallet: 'notFound',
  },
  'PATCH /api/products/products/:id/': {
    access: 'session',
    call: () => ({
      method: 'PATCH',
      url: `/api/products/products/${victimData.productId}/`,
      payload: { title: 'Defaced', status: 'paused' },
    }),
    otherWallet: 'notFound',
  },
  'DELETE /api/products/products/:id/': {
    access: 'session',
    call: () => ({ method: 'DELETE', url: `/api/products/products/${victimData.draftId}/` }),
    otherWallet: 'notFound',
  },
  'GET /api/products/orders/': {
    access: 'session',
    scope: 'orders:read',
    call: () => ({ method: 'GET', url: `/api/products/orders/?product=${victimData.productId}` }),
    otherWallet: 'ownData',
  },
  // docs/product.md §7: the buyer's session; ordering the victim's draft is refused without a trace.
  'POST /api/products/orders/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: '/api/products/orders/',
      payload: { product_id: victimData.draftId, quantity: 1 },
    }),
    otherWallet: 'ownData',
  },
  'GET /api/products/orders/mine/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/products/orders/mine/' }),
    otherWallet: 'ownData',
  },
  'GET /api/products/orders/export.csv': {
    access: 'session',
    scope: 'orders:read',
    call: () => ({ method: 'GET', url: `/api/products/orders/export.csv?product=${victimData.productId}` }),
    otherWallet: 'ownData',
  },
  'GET /api/products/orders/stats/': {
    access: 'session',
    scope: 'orders:read',
    call: () => ({ method: 'GET', url: `/api/products/orders/stats/?product=${victimData.productId}` }),
    otherWallet: 'ownData',
  },
  'GET /api/products/orders/:id/': {
    access: 'session',
    scope: 'orders:read',
    call: () => ({ method: 'GET', url: `/api/products/orders/${victimData.orderId}/` }),
    otherWallet: 'notFound',
  },
  'PATCH /api/products/orders/:id/': {
    access: 'session',
    scope: 'orders:write',
    call: () => ({
      method: 'PATCH',
      url: `/api/products/orders/${victimData.orderId}/`,
      payload: { status: 'cancelled', note: 'defaced' },
    }),
    otherWallet: 'notFound',
  },
  'GET /api/products/wallet-transactions/': {
    access: 'session',
    call: () => ({ method: 'GET', url: '/api/products/wallet-transactions/' }),
    otherWallet: 'ownData',
  },
  // docs/product.md §10: the Story records. A transaction hash names no company: the caller's own company is the one.
  'POST /api/products/deploy-contract/': {
    access: 'session',
    call: () => ({ method: 'POST', url: '/api/products/deploy-contract/', payload: { tx_hash: STORY_TX } }),
    otherWallet: 'ownData',
  },
  'GET /api/products/products/:id/story-registration/': {
    access: 'session',
    scope: 'products:read',
    call: () => ({
      method: 'GET',
      url: `/api/products/products/${victimData.productId}/story-registration/`,
    }),
    otherWallet: 'notFound',
  },
  'POST /api/products/products/:id/register-ip/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: `/api/products/products/${victimData.productId}/register-ip/`,
      payload: { tx_hash: STORY_TX },
    }),
    otherWallet: 'notFound',
  },
  'POST /api/products/products/:id/auto-issue/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: `/api/products/products/${victimData.productId}/auto-issue/`,
      payload: { tx_hash: STORY_TX },
    }),
    otherWallet: 'notFound',
  },
  'GET /api/products/products/:id/remixes/': {
    access: 'session',
    scope: 'products:read',
    call: () => ({ method: 'GET', url: `/api/products/products/${victimData.productId}/remixes/` }),
    otherWallet: 'notFound',
  },
  'POST /api/products/orders/:id/license-token/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: `/api/products/orders/${victimData.completedOrderId}/license-token/`,
      payload: { tx_hash: STORY_TX },
    }),
    otherWallet: 'notFound',
  },
  'POST /api/products/orders/:id/refund/': {
    access: 'session',
    call: () => ({
      method: 'POST',
      url: `/api/products/orders/${victimData.completedOrderId}/refund/`,
      payload: { tx_hash: STORY_TX },
    }),
    otherWallet: 'notFound',
  },
  'GET /api/products/orders/awaiting-license-tokens/': {
    access: 'session',
    scope: 'orders:read',
    call: () => ({ method: 'GET', url: '/api/products/orders/awaiting-license-tokens/' }),
    otherWallet: 'ownData',
  },
  'POST /api/products/remix-connect/': {
    access: 'session',
    call: () => ({ method: 'POST', url: '/api/products/remix-connect/', payload: { tx_hash: STORY_TX } }),
    otherWallet: 'ownData',
  },
};

const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

/** `METHOD /path/` keys of the route table: HEAD twins of GET routes and CORS preflights left out. */
function routeKeys(): string[] {
  const keys = new Set<string>();
  for (const route of registered) {
    if (!route.url.startsWith('/api/')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (ALL_METHODS.every((m) => methods.includes(m))) {
      keys.add(`ANY ${route.url}`);
      continue;
    }
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      keys.add(`${method} ${route.url}`);
    }
  }
  return [...keys].sort();
}

/** `METHOD /path/` keys of the endpoint headings of docs/api.md (`{wallet}`, `{id}` → `:param`). */
function documentedKeys(): string[] {
  const doc = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
  const keys = new Set<string>();
  for (const line of doc.split('\n')) {
    if (!line.startsWith('### ')) continue;
    for (const [, spec] of line.matchAll(/`([A-Z |]+ \/api\/[^`?]*)(?:\?[^`]*)?`/g)) {
      const [methods, path] = (spec ?? '').split(/ (?=\/api\/)/);
      for (const method of (methods ?? '').split('|').map((m) => m.trim())) {
        keys.add(`${method} ${(path ?? '').replace(/\{[a-z_]+\}/g, ':param')}`);
      }
    }
  }
  return [...keys].sort();
}

const asParam = (key: string) => key.replace(/:[a-z_]+/g, ':param');

describe('the matrix covers the API', () => {
  it('classifies every registered route, and only those', () => {
    expect(routeKeys()).toEqual(Object.keys(MATRIX).sort());
  });

  it('every route with a session is documented in docs/api.md', () => {
    const documented = new Set(documentedKeys());
    const missing = Object.entries(MATRIX)
      .filter(([key, route]) => route.access === 'session' && !documented.has(asParam(key)))
      .map(([key]) => key);
    expect(missing).toEqual([]);
  });
});

const sessionRoutes = Object.entries(MATRIX).filter(
  (entry): entry is [string, SessionRoute] => entry[1].access === 'session',
);

async function send(call: Call, headers: Record<string, string>): Promise<TestResponse> {
  return app.inject({
    method: call.method,
    url: call.url,
    headers: {
      ...headers,
      ...(call.signed === true || call.payload !== undefined ? { origin: ORIGIN } : {}),
    },
    ...(call.payload === undefined ? {} : { payload: call.payload }),
  });
}

const secret = new TextEncoder().encode(testConfig().jwtSecret);

function jwt(claims: Record<string, unknown>, key: Uint8Array = secret) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens that must not open a session route', () => {
  let badTokens: [string, string, string][];

  beforeAll(async () => {
    const now = Math.floor(Date.now() / 1000);
    const sub = victim.wallet.address.toLowerCase();
    const revoked = await signIn(app, victim.wallet);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(revoked) });
    expect(logout.statusCode).toBe(204);
    const refreshedAway = await signIn(app, victim.wallet);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      headers: bearer(refreshedAway),
    });
    expect(refresh.statusCode).toBe(200);
    badTokens = [
      ['no token', '', 'Authentication required'],
      ['not a bearer token', 'Basic dXNlcjpwYXNz', 'Invalid token'],
      ['malformed', 'Bearer not-a-jwt', 'Invalid token'],
      [
        'expired',
        `Bearer ${await jwt({ sub, jti: randomUUID(), iat: now - 7200, exp: now - 3600 })}`,
        'Token expired',
      ],
      [
        'signed with another secret',
        `Bearer ${await jwt({ sub, jti: randomUUID(), iat: now, exp: now + 3600 }, new TextEncoder().encode('x'.repeat(48)))}`,
        'Invalid token',
      ],
      [
        'alg none',
        `Bearer ${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub, jti: randomUUID(), iat: now, exp: now + 3600 })}.e30`,
        'Invalid token',
      ],
      [
        'payload swapped under a valid signature',
        (() => {
          const [header, , signature] = victim.token.split('.');
          const forged = encode({ sub, jti: randomUUID(), iat: now, exp: now + 365 * 86400 });
          return `Bearer ${header}.${forged}.${signature}`;
        })(),
        'Invalid token',
      ],
      ['without a jti', `Bearer ${await jwt({ sub, iat: now, exp: now + 3600 })}`, 'Invalid token'],
      ['revoked by logout', `Bearer ${revoked}`, 'Token revoked'],
      ['revoked by a refresh', `Bearer ${refreshedAway}`, 'Token revoked'],
    ];
  });

  it.each(sessionRoutes)('%s answers 401 to each of them', async (key, route) => {
    const before = await victimRows();
    for (const [what, header, error] of badTokens) {
      const response = await send(await route.call(), header === '' ? {} : { authorization: header });
      expect([key, what, response.statusCode]).toEqual([key, what, 401]);
      expect([key, what, response.json()]).toEqual([key, what, { error }]);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
    expect(await victimRows()).toBe(before);
  });
});

describe('another wallet’s valid token', () => {
  it.each(sessionRoutes)('%s never reaches the victim’s data', async (key, route) => {
    const before = await victimRows();
    // Logout and refresh spend the token they are given: those get a token of their own.
    const token = key.includes('/auth/') ? await signIn(app, attacker.wallet) : attacker.token;
    const call = await route.call();
    // A signed call carries the attacker's own valid signature: the signature is fine, the target is not.
    if (call.payload !== undefined && 'auth' in call.payload) {
      const { auth: _victims, ...body } = call.payload as Record<string, unknown>;
      (call.payload as { auth: unknown }).auth = await signedAuth(app, attacker.wallet, {
        method: call.method as 'POST' | 'PATCH',
        path: call.url,
        body,
      });
    }
    const response = await send(call, bearer(token));
    if (route.otherWallet === 'notFound') {
      expect([key, response.statusCode]).toEqual([key, 404]);
      expect(typeof response.json<{ error: unknown }>().error).toBe('string');
    } else {
      // The caller's own answer: a success, or a refusal about its own state (it already has a company).
      expect([key, response.statusCode < 500, response.statusCode !== 401]).toEqual([key, true, true]);
      for (const secretValue of victimSecrets())
        expect([key, response.body]).not.toEqual([key, expect.stringContaining(secretValue)]);
    }
    expect(await victimRows()).toBe(before);
  });

  it('a wallet without a company gets 404 on every company-scoped route', async () => {
    const token = await signIn(app, newWallet());
    for (const url of [
      '/api/companies/licenses/',
      '/api/companies/wallet-tokens/',
      '/api/companies/api-keys/',
      '/api/products/products/',
      '/api/products/orders/',
      '/api/products/orders/stats/',
      '/api/products/orders/export.csv',
      '/api/products/wallet-transactions/',
      `/api/products/products/${victimData.productId}/`,
      `/api/products/orders/${victimData.orderId}/`,
      `/api/companies/${victim.company.id}/`,
      `/api/companies/${victim.wallet.address}/`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
  });

  it('the victim’s wallet in the path of GET companies/{wallet}/ is 404 too', async () => {
    for (const spelling of [victim.wallet.address, victim.wallet.address.toLowerCase()]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/companies/${spelling}/`,
        headers: bearer(attacker.token),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Company not found' });
    }
  });

  it('the victim’s own token still works after all of it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/companies/${victim.company.id}/`,
      headers: bearer(victim.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Victim Studio' });
  });
});

describe('API keys on every session route (docs/product.md §12.2)', () => {
  it('the routes that take a key, and their scopes, are the ones the API reference declares', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    }>();
    const declared: Record<string, string> = {};
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const requirement of operation.security ?? [])
          for (const scope of requirement.apiKey ?? [])
            declared[`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`] = scope;
    const scoped = Object.fromEntries(
      sessionRoutes.flatMap(([key, route]) => (route.scope === undefined ? [] : [[key, route.scope]])),
    );
    expect(declared).toEqual(scoped);
    expect(Object.keys(scoped).length).toBeGreaterThanOrEqual(9);
  });

  it.each(sessionRoutes)(
    '%s: any key is refused, or only what the key may do is done',
    async (key, route) => {
      const before = await victimRows();
      const attempt = async (apiKey: string) =>
        send(await route.call(), { authorization: `Bearer ${apiKey}` });
      if (route.scope === undefined) {
        // Sessions, signed calls, the keys themselves: a key is no session's token, whatever it may do elsewhere.
        for (const [what, apiKey] of [
          ['the victim’s key with every scope', victimKeys.all],
          ['the victim’s revoked key', victimKeys.revoked],
        ] as const) {
          const response = await attempt(apiKey);
          expect([key, what, response.statusCode, response.json()]).toEqual([
            key,
            what,
            401,
            { error: 'Invalid token' },
          ]);
        }
      } else {
        const scope = route.scope;
        const cases: [string, string, number, object][] = [
          ['a revoked key', victimKeys.revoked, 401, { error: 'API key revoked' }],
          ['an unknown key', `od_${'A'.repeat(43)}`, 401, { error: 'Invalid API key' }],
          [
            'the victim’s key without the scope',
            victimKeys.allBut[scope] ?? '',
            403,
            { error: `This API key lacks the ${scope} scope` },
          ],
        ];
        for (const [what, apiKey, status, body] of cases) {
          const response = await attempt(apiKey);
          expect([key, what, response.statusCode, response.json()]).toEqual([key, what, status, body]);
        }
        // Another company's key with every scope acts for that company: the victim's data is not found.
        const foreign = await attempt(attackerKey);
        if (route.otherWallet === 'notFound') {
          expect([key, foreign.statusCode]).toEqual([key, 404]);
        } else {
          expect([key, foreign.statusCode]).toEqual([key, 200]);
          for (const secretValue of victimSecrets())
            expect([key, foreign.body]).not.toEqual([key, expect.stringContaining(secretValue)]);
        }
        // The victim's own key with the scope reads the victim's data (writes are apiKeys.test.ts's).
        const call = await route.call();
        if (call.method === 'GET') {
          const own = await attempt(victimKeys.all);
          expect([key, own.statusCode]).toEqual([key, 200]);
        }
      }
      expect(await victimRows()).toBe(before);
    },
  );

  it('a wallet without a company (a buyer’s) finds no keys to list, make or revoke', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const path = '/api/companies/api-keys/';
    const body = { name: 'Buyer key', scopes: ['orders:read'] };
    const calls: Call[] = [
      { method: 'GET', url: path },
      { method: 'POST', url: path, payload: await signedBody(app, wallet, { method: 'POST', path, body }) },
      { method: 'DELETE', url: `${path}${victimData.apiKeyId}/` },
    ];
    for (const call of calls) {
      const response = await send(call, bearer(token));
      expect([call.method, response.statusCode]).toEqual([call.method, 404]);
    }
  });
});

describe('signed calls from another wallet', () => {
  const payoutPath = (companyId: string) => `/api/companies/${companyId}/`;
  /** A payout change to the attacker's address, signed by `signer` (as `wallet` says, unless told otherwise). */
  const payoutAuth = (wallet: Wallet, options: SignedAuthOptions = {}, companyId = victim.company.id) =>
    signedAuth(
      app,
      wallet,
      { method: 'PATCH', path: payoutPath(companyId), body: { payout_address: attacker.wallet.address } },
      options,
    );
  const patchPayout = async (token: string, auth: object, companyId = victim.company.id) =>
    app.inject({
      method: 'PATCH',
      url: payoutPath(companyId),
      headers: { ...bearer(token), origin: ORIGIN },
      payload: { payout_address: attacker.wallet.address, auth },
    });

  it('a payout change is refused whoever signs it but the signed-in wallet', async () => {
    const before = await victimRows();
    const cases: [string, Promise<TestResponse>, number, string][] = [
      [
        'the victim’s token, the attacker’s signature under the victim’s address',
        (async () =>
          patchPayout(victim.token, await payoutAuth(victim.wallet, { signer: attacker.wallet })))(),
        401,
        'The signature does not match the wallet',
      ],
      [
        'the victim’s token, the attacker’s own signed auth',
        (async () => patchPayout(victim.token, await payoutAuth(attacker.wallet)))(),
        401,
        'The call was signed by another wallet than the signed-in one',
      ],
      [
        'the attacker’s token and signature on the victim’s company',
        (async () => patchPayout(attacker.token, await payoutAuth(attacker.wallet)))(),
        404,
        'Company not found',
      ],
      [
        'the attacker’s token with the victim’s signature',
        (async () => patchPayout(attacker.token, await payoutAuth(victim.wallet)))(),
        404,
        'Company not found',
      ],
      [
        'the victim’s token and no signature',
        (async () =>
          app.inject({
            method: 'PATCH',
            url: payoutPath(victim.company.id),
            headers: { ...bearer(victim.token), origin: ORIGIN },
            payload: { payout_address: attacker.wallet.address },
          }))(),
        401,
        'Changing the payout address needs a signed call (an auth object in the body)',
      ],
    ];
    for (const [what, pending, status, error] of cases) {
      const response = await pending;
      expect([what, response.statusCode, response.json()]).toEqual([what, status, { error }]);
    }
    expect(await victimRows()).toBe(before);
  });

  it('a company is never created for a wallet by another wallet’s signature', async () => {
    const newcomer = newWallet();
    const token = await signIn(app, newcomer);
    const body = { name: 'Newcomer', slug: `newcomer-${randomUUID().slice(0, 8)}` };
    const create = async (auth: object) =>
      app.inject({
        method: 'POST',
        url: '/api/companies/',
        headers: { ...bearer(token), origin: ORIGIN },
        payload: { ...body, auth },
      });
    const request = { method: 'POST', path: '/api/companies/', body } as const;
    const forged = await create(await signedAuth(app, newcomer, request, { signer: victim.wallet }));
    expect([forged.statusCode, forged.json()]).toEqual([
      401,
      { error: 'The signature does not match the wallet' },
    ]);
    const borrowed = await create(await signedAuth(app, victim.wallet, request));
    expect([borrowed.statusCode, borrowed.json()]).toEqual([
      401,
      { error: 'The call was signed by another wallet than the signed-in one' },
    ]);
    const count = await database.db.query('SELECT 1 FROM companies WHERE wallet_address = $1', [
      newcomer.address.toLowerCase(),
    ]);
    expect(count.rowCount).toBe(0);
  });

  it('a signature that already changed the payout address cannot be replayed', async () => {
    const owner = await createLicensor(app);
    const auth = await payoutAuth(owner.wallet, {}, owner.company.id);
    const first = await patchPayout(owner.token, auth, owner.company.id);
    expect(first.statusCode).toBe(200);
    // Back to the old address (a signed call of its own), then the first call again.
    const back = await app.inject({
      method: 'PATCH',
      url: payoutPath(owner.company.id),
      headers: { ...bearer(owner.token), origin: ORIGIN },
      payload: await signedBody(app, owner.wallet, {
        method: 'PATCH',
        path: payoutPath(owner.company.id),
        body: { payout_address: owner.company.payout_address },
      }),
    });
    expect(back.statusCode).toBe(200);
    const replay = await patchPayout(owner.token, auth, owner.company.id);
    expect([replay.statusCode, replay.json()]).toEqual([
      401,
      {
        error: 'The nonce is unknown, already used or expired; request a new one from /api/auth/nonce/',
      },
    ]);
  });
});
