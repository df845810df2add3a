/**
 * Bad-input fuzzing of every API endpoint (docs/security.md): fast-check generates bodies (near-valid records whose fields
 * are swapped for hostile values, any JSON, raw text, oversized payloads), query strings (known and unknown keys,
 * repeated keys, broken escapes), path parameters and headers (content types, tokens, origins) and sends them to a
 * real server on PGlite. Every answer must be a 2xx, or a 4xx with an `error` string — never a 5xx, never a hang.
 * Afterwards the stored rows must still satisfy the model's rules (statuses, integer amounts, totals, the license
 * cap, events and payments consistent with statuses), and every list must still read.
 *
 * The chain is a fake that answers like a healthy node (found / pending / reverted / wrong transfers / a matching
 * transfer): a node that is down is a 503 by design, tested elsewhere. FUZZ_RUNS sets the cases per endpoint
 * (default 250: about 10 000 requests in half a minute on two cores); FUZZ_SEED replays a run. The counts land in
 * test-results/fuzz-server.json.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import type { ChainClient, TransactionLookup } from '../src/chain/client.js';
import {
  CHAIN_ID,
  DOMAIN,
  ORIGIN,
  WELCOME,
  USDC_E,
  createApiKey,
  createLicensor,
  createProduct,
  eip4361Message,
  httpCall,
  newWallet,
  openTestDatabase,
  placeOrder,
  signIn,
  signedAuth,
  signedBody,
  startApp,
  testConfig,
  type Licensor,
  type RequestOptions,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { startFakeNode, type FakeNode } from './rpcProxy.js';
import { ALL_EVENTS, addWebhook } from './webhookKit.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 250);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

// ---------------------------------------------------------------------------------------------------------------
// The fixtures: a licensor with products and orders, a wallet without a company, a chain that always answers.

/** Transactions the fake chain knows: a matching payment for some orders, everything else decided by the hash. */
const knownTransactions = new Map<string, TransactionLookup>();

const fakeChain: ChainClient = {
  lookupTransaction(hash) {
    const known = knownTransactions.get(hash);
    if (known !== undefined) return Promise.resolve(known);
    // The last hex digit picks a healthy node's answer, so the fuzzer reaches every rejection.
    const pick = parseInt(hash.slice(-1), 16) % 4;
    if (pick === 0) return Promise.resolve({ state: 'not_found' });
    if (pick === 1) return Promise.resolve({ state: 'pending' });
    return Promise.resolve({
      state: 'mined',
      success: pick === 3,
      blockNumber: 7,
      blockTimestamp: new Date(),
      transfers: [{ token: USDC_E, from: newWallet().address.toLowerCase(), to: USDC_E, value: 1n }],
    });
  },
  // Story receipts (server/src/story/) read the same way: no events of Story's contracts in any of them.
  lookupReceipt(hash) {
    const pick = parseInt(hash.slice(-1), 16) % 4;
    if (pick === 0) return Promise.resolve({ state: 'not_found' });
    if (pick === 1) return Promise.resolve({ state: 'pending' });
    return Promise.resolve({
      state: 'mined',
      success: pick === 3,
      from: newWallet().address.toLowerCase(),
      to: null,
      blockNumber: 7,
      blockTimestamp: new Date(),
      logs: [],
    });
  },
  call: () => Promise.resolve(null),
  nativeBalance: () => Promise.resolve(123n),
  // Enough of every token that fuzzed orders get past the balance check (docs/product.md §7) to the rules behind it.
  tokenBalance: () => Promise.resolve(10n ** 30n),
  blockNumber: () => Promise.resolve(9),
  blockTime: () => Promise.resolve(null),
  transferLogs: () => Promise.resolve([]),
  close: () => undefined,
};

let database: TestDatabase;
let app: TestApp;
/** The node GET /api/ready/ asks for its chain id itself (docs/product.md §13.8): healthy, like the fake chain. */
let node: FakeNode;
let licensor: Licensor;
let lonelyWallet: string;
/** Company creations of the wallet without a company, each signed for its exact body (docs/product.md §6). */
const lonelyPayloads: Record<string, unknown>[] = [];
let lonelyUsed = 0;
const registered: { method: string | string[]; url: string }[] = [];
const ids = {
  products: [] as string[],
  orders: [] as string[],
  webhooks: [] as string[],
  deliveries: [] as string[],
  company: '',
  slug: '',
  wallet: '',
  /** docs/product.md §12.2: the licensor's keys the fuzzer may revoke, and one with every scope it calls with. */
  apiKeys: [] as string[],
  apiKey: '',
};
/** Key creations of the licensor, each signed for its exact body: each works once, then it is a replay. */
const apiKeyPayloads: Record<string, unknown>[] = [];
let apiKeyPayloadsUsed = 0;
/** Valid signed-call auth objects of the licensor: each works once, then it is a replay (403). */
const validAuths: object[] = [];

const secret = new TextEncoder().encode(testConfig().jwtSecret);

/** Sessions of the minted tokens: the fuzzer's DELETE auth/sessions/{id}/ aims at them. */
const mintedSessions: string[] = [];

/**
 * A fresh token of a wallet in a session of its own (docs/product.md §7: `sid`), so fuzzed logouts (everywhere too),
 * session ends and refreshes never lock the fuzzer out.
 */
async function mintToken(wallet: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const session = await database.db.query<{ id: string }>(
    'INSERT INTO sessions (wallet, user_agent) VALUES ($1, $2) RETURNING id',
    [wallet, 'fuzzer'],
  );
  const sid = session.rows[0]?.id ?? randomUUID();
  mintedSessions.push(sid);
  if (mintedSessions.length > 50) mintedSessions.shift();
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(wallet)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(secret);
}

beforeAll(async () => {
  database = await openTestDatabase();
  node = await startFakeNode(CHAIN_ID);
  app = await startApp(
    database.db,
    { RPC_URL: node.url },
    { chain: fakeChain, onRoute: (route) => registered.push(route) },
  );
  licensor = await createLicensor(app, { name: 'Fuzz Studio' });
  const lonely = newWallet();
  lonelyWallet = lonely.address.toLowerCase();
  await signIn(app, lonely);
  for (let i = 0; i < 20; i += 1) {
    const body = { name: 'Fuzz Newcomer', slug: unique('newcomer') };
    lonelyPayloads.push(await signedBody(app, lonely, { method: 'POST', path: '/api/companies/', body }));
  }
  for (const overrides of [
    { max_licenses: 5 },
    { max_licenses: 1000 },
    {},
    { status: 'draft' },
    { status: 'draft' },
    { max_licenses: 2, title: 'Second capped' },
  ]) {
    ids.products.push((await createProduct(app, licensor, overrides)).id);
  }
  const buyerWallet = newWallet();
  const buyer = buyerWallet.address;
  for (const productId of ids.products.slice(0, 3)) {
    const order = await placeOrder(app, productId, buyerWallet, 1);
    ids.orders.push(order.id);
    // A transfer that pays this order exactly: the fuzzer may find it and mark the order paid.
    knownTransactions.set(`0x${order.id.replace(/-/g, '').padEnd(64, '0')}`, {
      state: 'mined',
      success: true,
      blockNumber: 9,
      blockTimestamp: new Date(),
      transfers: [{ token: USDC_E, from: buyer.toLowerCase(), to: order.pay_to, value: BigInt(order.total) }],
    });
  }
  // Two webhooks (to an address where nothing listens), the first with a test event in its log.
  for (const path of ['first', 'second']) {
    ids.webhooks.push((await addWebhook(app, licensor, `http://127.0.0.1:9/${path}`)).id);
  }
  const ping = await app.inject({
    method: 'POST',
    url: `/api/companies/webhooks/${ids.webhooks[0]}/test/`,
    headers: { authorization: `Bearer ${licensor.token}` },
  });
  ids.deliveries.push(ping.json<{ id: string }>().id);
  ids.company = licensor.company.id;
  ids.slug = licensor.company.slug;
  ids.wallet = licensor.wallet.address;
  ids.apiKey = (await createApiKey(app, licensor)).key;
  for (let i = 0; i < 4; i += 1) ids.apiKeys.push((await createApiKey(app, licensor, ['orders:read'])).id);
  for (let i = 0; i < 8; i += 1) {
    const body = { name: `Fuzz key ${i}`, scopes: ['orders:read', 'products:read'] };
    apiKeyPayloads.push(
      await signedBody(app, licensor.wallet, { method: 'POST', path: '/api/companies/api-keys/', body }),
    );
  }
  // Valid signatures of the licensor, each for one payout change: any other body they land on is not covered.
  for (let i = 0; i < 4; i += 1) {
    validAuths.push(
      await signedAuth(app, licensor.wallet, {
        method: 'PATCH',
        path: `/api/companies/${licensor.company.id}/`,
        body: { payout_address: newWallet().address },
      }),
    );
  }
});

afterAll(async () => {
  await app.close();
  await database.close();
  await node.close();
});

// ---------------------------------------------------------------------------------------------------------------
// Building blocks.

const hex = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: min, maxLength: max });
const address = hex(40, 40).map((digits) => `0x${digits}`);
const slugText = fc
  .array(
    fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 1,
      maxLength: 8,
    }),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((parts) => parts.join('-'));

/** Values no field expects: every JSON type, edge numbers, NUL, hostile and huge text, prototype names. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '__proto__',
    'constructor',
    "'; DROP TABLE orders; --",
    '<script>alert(1)</script>',
    'javascript:alert(1)',
    'http://plain.example',
    '%',
    '%00',
    '0x',
    '-1',
    '1e309',
    'NaN',
    '9'.repeat(100),
    '\uD800',
    'x'.repeat(5000),
  ),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1e308, 5e-324),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);

/** Mostly a value of the right kind, sometimes anything at all. */
const field = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: hostile });

/**
 * A record of the endpoint's fields: mostly all of them (so that near-valid bodies get through and write rows),
 * sometimes any subset, and now and then with a field nobody declared.
 */
function body(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const arbitraries = Object.fromEntries(Object.entries(fields).map(([key, arb]) => [key, field(arb)]));
  const known = fc.oneof(
    { weight: 3, arbitrary: fc.record(arbitraries) },
    { weight: 2, arbitrary: fc.record(arbitraries, { requiredKeys: [] }) },
  );
  return fc.oneof(
    { weight: 6, arbitrary: known },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          known,
          fc.constantFrom('owner', 'company_id', 'id', 'total', 'status_', 'licenses_sold', 'x'),
          hostile,
        )
        .map(([value, key, extra]) => ({ ...(value as object), [key]: extra })),
    },
  );
}

/**
 * A valid body with one or more of its fields swapped for generated ones: most requests then pass validation and
 * reach the writes, the locks and the rules behind them.
 */
function near(template: () => Record<string, unknown>, fields: Record<string, fc.Arbitrary<unknown>>) {
  const swaps = fc.record(
    Object.fromEntries(
      Object.entries(fields).map(([key, arb]) => [
        key,
        fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: field(arb) }),
      ]),
    ),
  );
  return swaps.map((swapped) => {
    const value = template();
    for (const [key, replacement] of Object.entries(swapped))
      if (replacement !== null) value[key] = replacement;
    return value;
  });
}

/** Near-valid bodies, then anything shaped like the endpoint's record. */
const shaped = (template: () => Record<string, unknown>, fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof({ weight: 2, arbitrary: near(template, fields) }, { weight: 1, arbitrary: body(fields) });

let uniqueCounter = 0;
const unique = (prefix: string) => {
  uniqueCounter += 1;
  return `${prefix}-${uniqueCounter}-${randomUUID().slice(0, 6)}`;
};

const signedAuthField = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...[0, 1, 2, 3]).map((i) => validAuths[i]) },
  {
    weight: 3,
    arbitrary: fc.record(
      {
        wallet_address: field(address),
        signature: field(hex(130, 130).map((digits) => `0x${digits}`)),
        timestamp: field(fc.integer({ min: 0, max: 2 ** 40 }).map(String)),
      },
      { requiredKeys: [] },
    ),
  },
);

const companyFields = {
  name: fc.string({ minLength: 1, maxLength: 130 }),
  slug: slugText,
  description: fc.string({ unit: 'grapheme', maxLength: 300 }),
  website: fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.webUrl(), fc.constant('')),
  contact_email: fc.oneof(fc.emailAddress(), fc.constant('')),
  country: fc.constantFrom('KR', 'US', 'kr', 'ZZ', 'XK', ''),
  logo_url: fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.constant('data:image/png;base64,AA')),
  payout_address: fc.oneof(address, fc.constant('0x0000000000000000000000000000000000000000')),
  auth: signedAuthField,
};

const licenseBody = body({
  flavor: fc.constantFrom('non_commercial_remix', 'commercial_use', 'commercial_remix', 'custom', 'pirate'),
  commercial_use: fc.boolean(),
  derivatives_allowed: fc.boolean(),
  attribution_required: fc.boolean(),
  commercial_rev_share_pct: fc.oneof(
    fc.integer({ min: -5, max: 105 }),
    fc.double({ min: 0, max: 100 }),
    fc.constant(null),
  ),
  territory: fc.string({ maxLength: 130 }),
  ai_learning_allowed: fc.boolean(),
});

const priceBody = body({
  amount: fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 80n }).map(String), fc.integer().map(String)),
  token: body({
    address: fc.oneof(fc.constant(USDC_E), fc.constant(USDC_E.toUpperCase().replace('0X', '0x')), address),
    symbol: fc.constantFrom('USDC.e', 'USDC', 'ETH'),
    decimals: fc.integer({ min: -1, max: 40 }),
  }),
});

const validProduct = () => ({
  title: unique('Fuzzed product'),
  category: 'image',
  license: {
    flavor: 'commercial_remix',
    commercial_use: true,
    derivatives_allowed: true,
    commercial_rev_share_pct: 5,
  },
  price: { amount: '1000000', token: { address: USDC_E } },
  max_licenses: 3,
  status: 'published',
});

const productFields = {
  slug: slugText,
  title: fc.string({ minLength: 1, maxLength: 130 }),
  summary: fc.string({ unit: 'grapheme', maxLength: 300 }),
  description: fc.string({ unit: 'binary', maxLength: 500 }),
  category: fc.constantFrom('image', 'audio', 'video', 'character', 'software', 'weapons'),
  cover_image_url: fc.oneof(fc.webUrl({ validSchemes: ['https'] }), fc.constant('javascript:alert(1)')),
  ip_id: fc.oneof(address, fc.constant('')),
  license: licenseBody,
  price: priceBody,
  max_licenses: fc.oneof(fc.integer({ min: -2, max: 1_000_002 }), fc.constant(null)),
  status: fc.constantFrom('draft', 'published', 'paused', 'archived', 'deleted'),
};

const existing = (list: () => string[]) => fc.nat().map((n) => list()[n % list().length] ?? randomUUID());

/** A path parameter: a real id of the fixtures, another UUID, or junk (encoded, long, traversal). */
const pathParam = (real: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: real },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: real.map((value) => value.toUpperCase()) },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
        fc.constantFrom('..', '%2e%2e', '%00', '0', '-1', 'null', 'x'.repeat(120), '%ZZ', '1%2F2'),
      ),
    },
  );

const queryValue = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '1', '0', '-1', '101', '1e3', 'abc', '2026-02-30', '2026-01-01T00:00:00Z', '%', '_'),
);

/** Known parameters with good or bad values, unknown and repeated ones, and now and then a broken query string. */
function query(known: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(known);
  const pair = fc.oneof(
    ...(names.length === 0
      ? []
      : [
          {
            weight: 8,
            arbitrary: fc
              .constantFrom(...names)
              .chain((name) =>
                fc.tuple(
                  fc.constant(name),
                  fc.oneof(
                    { weight: 3, arbitrary: known[name] ?? queryValue },
                    { weight: 1, arbitrary: queryValue },
                  ),
                ),
              ),
          },
        ]),
    {
      weight: 1,
      arbitrary: fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constant('__proto__')), queryValue),
    },
  );
  const encoded = fc
    .array(pair, { maxLength: names.length + 2 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
  const broken = fc.string({ unit: fc.constantFrom(...'ab1=&%+.~-_zZ'), maxLength: 20 });
  return fc
    .oneof(
      // Routes without parameters mostly get none, so the rest of the request is tested too.
      { weight: names.length === 0 ? 16 : 3, arbitrary: fc.constant('') },
      { weight: names.length === 0 ? 2 : 6, arbitrary: encoded },
      { weight: 1, arbitrary: broken },
    )
    .map((text) => (text === '' ? '' : `?${text}`));
}

type BodyKind =
  { kind: 'none' } | { kind: 'huge' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string };

function payloadOf(structured: fc.Arbitrary<unknown> | null): fc.Arbitrary<BodyKind> {
  const options: fc.WeightedArbitrary<BodyKind>[] = [
    { weight: 1, arbitrary: fc.constant({ kind: 'none' }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc.constantFrom(
            '{',
            '{"a":',
            '[1,2',
            'null',
            '"text"',
            '{"__proto__": {"admin": true}}',
            '{"constructor": {"prototype": {"admin": true}}}',
            '{"a":1,"a":2}',
          ),
        )
        .map((text) => ({ kind: 'raw', text })),
    },
    // Over the 1 MiB body limit (built when sent, so a failure report stays readable).
    { weight: 1, arbitrary: fc.constant({ kind: 'huge' }) },
  ];
  if (structured !== null)
    options.push({ weight: 7, arbitrary: structured.map((value) => ({ kind: 'json', value })) });
  return fc.oneof(...options);
}

type Who = 'licensor' | 'lonely' | 'garbage' | 'none' | 'expired-shape' | 'api-key';

const whoever = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Who>('licensor') },
  { weight: 2, arbitrary: fc.constant<Who>('lonely') },
  { weight: 1, arbitrary: fc.constantFrom<Who>('garbage', 'none', 'expired-shape', 'api-key') },
);

const headerSet = (who: fc.Arbitrary<Who>) =>
  fc.record({
    who,
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'application/json; charset=utf-8',
          'application/JSON',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=latin1',
          '',
        ),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 30 }) },
    ),
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant(ORIGIN) },
      { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', undefined) },
    ),
    extra: fc.dictionary(
      fc.constantFrom('accept', 'x-forwarded-for', 'accept-encoding', 'x-request-id', 'cookie', 'user-agent'),
      fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
      { maxKeys: 2 },
    ),
  });

// ---------------------------------------------------------------------------------------------------------------
// The endpoints.

interface Target {
  method: RequestOptions['method'];
  /** The route as registered. */
  route: string;
  path: fc.Arbitrary<string>;
  query?: Record<string, fc.Arbitrary<string>>;
  body?: fc.Arbitrary<unknown>;
  /** Whose token the requests carry; most routes mostly the licensor's. */
  who?: fc.Arbitrary<Who>;
  /**
   * The API reference's page and files (docs/product.md §12.3): a 2xx may be HTML, a script, a style sheet, an image
   * or YAML, and `static/index.html` redirects to the page; refusals are still JSON errors.
   */
  page?: true;
  /** A 2xx that is a file, not JSON (the orders' CSV export); refusals are still JSON errors. */
  file?: 'text/csv';
}

const orderStatuses = fc.constantFrom(
  'pending_payment',
  'paid',
  'expired',
  'cancelled',
  'failed',
  'completed',
  'refunded',
  'lost',
);
const productId = existing(() => ids.products);
const orderId = existing(() => ids.orders);
const listQuery = {
  page: fc.integer({ min: -1, max: 2_000_000 }).map(String),
  page_size: fc.integer({ min: -1, max: 200 }).map(String),
};
const orderFilters = {
  product: fc.oneof(productId, fc.uuid()),
  search: fc.oneof(fc.constantFrom('ORD-', '%', '_', '\\', '0x'), fc.string({ maxLength: 120 })),
  from: fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    queryValue,
  ),
  to: fc.oneof(
    fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
    queryValue,
  ),
};
const at = (path: string) => fc.constant(path);
/** `/api/companies/webhooks/{id}/{rest}` with the fixtures' webhooks, other UUIDs and junk. */
const webhookPath = (rest: string) =>
  pathParam(existing(() => ids.webhooks)).map((id) => `/api/companies/webhooks/${id}/${rest}`);
const webhookFields = {
  url: fc.oneof(
    fc.webUrl(),
    fc.constantFrom(
      'http://127.0.0.1:9/x',
      'https://10.0.0.1/x',
      'ftp://x.example/',
      'https://x.example/%41',
      '',
    ),
    fc.string({ maxLength: 1100 }),
  ),
  events: fc.array(fc.constantFrom(...ALL_EVENTS, 'ping', 'order.lost', ''), { maxLength: 9 }),
  auth: signedAuthField,
};
/** The body of the Story endpoints: a transaction hash, mostly well-formed. */
const storyTx = body({ tx_hash: hex(64, 64).map((digits) => `0x${digits}`) });

const TARGETS: Target[] = [
  { method: 'GET', route: '/api/health/', path: at('/api/health/') },
  { method: 'GET', route: '/api/ready/', path: at('/api/ready/') },
  { method: 'GET', route: '/api/config/', path: at('/api/config/') },
  {
    method: 'GET',
    route: '/api/auth/nonce/',
    path: at('/api/auth/nonce/'),
    query: { wallet_address: fc.oneof(address, fc.string()) },
  },
  ...['/api/auth/wallet-connect/', '/api/auth/login/'].map((route): Target => ({
    method: 'POST',
    route,
    path: at(route),
    body: body({
      wallet_address: address,
      signature: hex(130, 130).map((digits) => `0x${digits}`),
      message: fc.oneof(
        fc
          .tuple(
            fc.oneof(fc.constant(DOMAIN), fc.string({ maxLength: 20 })),
            address,
            hex(8, 40),
            fc.integer({ min: 0, max: 2 ** 45 }),
            fc.integer({ min: 0, max: 2 ** 40 }),
          )
          .map(([domain, wallet, nonce, ms, chainId]) =>
            eip4361Message({
              domain,
              address: wallet,
              statement: WELCOME,
              uri: ORIGIN,
              chainId,
              nonce,
              issuedAtMs: ms,
              expirationMs: ms + 600_000,
              resources: [],
            }),
          ),
        fc.string({ maxLength: 1100 }),
      ),
    }),
  })),
  { method: 'POST', route: '/api/auth/refresh/', path: at('/api/auth/refresh/') },
  { method: 'GET', route: '/api/auth/profile/', path: at('/api/auth/profile/') },
  {
    method: 'POST',
    route: '/api/auth/logout/',
    path: at('/api/auth/logout/'),
    body: body({ everywhere: fc.boolean() }),
  },
  { method: 'GET', route: '/api/auth/sessions/', path: at('/api/auth/sessions/'), query: listQuery },
  {
    method: 'DELETE',
    route: '/api/auth/sessions/:id/',
    path: pathParam(existing(() => mintedSessions)).map((id) => `/api/auth/sessions/${id}/`),
  },
  { method: 'GET', route: '/api/companies/', path: at('/api/companies/'), query: listQuery },
  {
    method: 'POST',
    route: '/api/companies/',
    path: at('/api/companies/'),
    // The wallet without a company may create one with its own signature, once; the licensor's is a 409.
    who: fc.constantFrom<Who>('lonely', 'lonely', 'licensor', 'none'),
    body: shaped(() => {
      lonelyUsed += 1;
      return lonelyPayloads[lonelyUsed % lonelyPayloads.length] ?? {};
    }, companyFields),
  },
  {
    method: 'GET',
    route: '/api/companies/slug-available/',
    path: at('/api/companies/slug-available/'),
    query: { slug: fc.oneof(slugText, fc.string()) },
  },
  {
    method: 'GET',
    route: '/api/companies/licenses/',
    path: at('/api/companies/licenses/'),
    query: listQuery,
  },
  { method: 'GET', route: '/api/companies/wallet-tokens/', path: at('/api/companies/wallet-tokens/') },
  {
    method: 'GET',
    route: '/api/companies/payout-changes/',
    path: at('/api/companies/payout-changes/'),
    query: listQuery,
  },
  // docs/product.md §12.2: the company's API keys.
  {
    method: 'GET',
    route: '/api/companies/api-keys/',
    path: at('/api/companies/api-keys/'),
    query: listQuery,
  },
  {
    method: 'POST',
    route: '/api/companies/api-keys/',
    path: at('/api/companies/api-keys/'),
    body: shaped(
      () => {
        apiKeyPayloadsUsed += 1;
        return { ...apiKeyPayloads[apiKeyPayloadsUsed % apiKeyPayloads.length] };
      },
      {
        name: fc.oneof(
          fc.string({ maxLength: 70 }),
          fc.constantFrom('Fuzz key', '100%', 'say "hi"', 'naïve', 'a'.repeat(65)),
        ),
        scopes: fc.oneof(
          fc.array(fc.constantFrom('orders:read', 'orders:write', 'products:read', 'orders:delete', ''), {
            maxLength: 5,
          }),
          fc.string(),
        ),
        auth: signedAuthField,
      },
    ),
  },
  {
    method: 'DELETE',
    route: '/api/companies/api-keys/:id/',
    path: pathParam(existing(() => ids.apiKeys)).map((id) => `/api/companies/api-keys/${id}/`),
  },
  // docs/product.md §12.1: the licensor's webhooks and their delivery log.
  {
    method: 'GET',
    route: '/api/companies/webhooks/',
    path: at('/api/companies/webhooks/'),
    query: listQuery,
  },
  {
    method: 'POST',
    route: '/api/companies/webhooks/',
    path: at('/api/companies/webhooks/'),
    body: shaped(() => ({ url: 'http://127.0.0.1:9/fuzz', events: ['order.paid'] }), webhookFields),
  },
  {
    method: 'PATCH',
    route: '/api/companies/webhooks/:id/',
    path: webhookPath(''),
    body: body({ events: webhookFields.events, enabled: fc.oneof(fc.boolean(), fc.constant('true')) }),
  },
  { method: 'DELETE', route: '/api/companies/webhooks/:id/', path: webhookPath('') },
  { method: 'POST', route: '/api/companies/webhooks/:id/test/', path: webhookPath('test/') },
  {
    method: 'GET',
    route: '/api/companies/webhooks/:id/deliveries/',
    path: webhookPath('deliveries/'),
    query: listQuery,
  },
  {
    method: 'POST',
    route: '/api/companies/webhooks/:id/deliveries/:delivery_id/resend/',
    path: fc
      .tuple(pathParam(existing(() => ids.webhooks)), pathParam(existing(() => ids.deliveries)))
      .map(([id, delivery]) => `/api/companies/webhooks/${id}/deliveries/${delivery}/resend/`),
  },
  {
    method: 'GET',
    route: '/api/companies/licensor-info/',
    path: at('/api/companies/licensor-info/'),
    query: {
      slug: fc.oneof(
        fc.constant('').map(() => ids.slug),
        slugText,
        fc.string({ maxLength: 80 }),
      ),
      page: listQuery.page,
    },
  },
  {
    method: 'GET',
    route: '/api/names/',
    path: at('/api/names/'),
    query: {
      address: fc.oneof(
        fc.constant('').map(() => ids.wallet),
        fc.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        fc.string({ maxLength: 60 }),
      ),
    },
  },
  {
    method: 'GET',
    route: '/api/companies/:key/',
    path: pathParam(
      fc.constantFrom('company', 'wallet').map((k) => (k === 'company' ? ids.company : ids.wallet)),
    ).map((key) => `/api/companies/${key}/`),
  },
  {
    method: 'PATCH',
    route: '/api/companies/:key/',
    path: pathParam(fc.constant('').map(() => ids.company)).map((key) => `/api/companies/${key}/`),
    body: shaped(() => ({ name: 'Fuzz Studio', slug: unique('fuzz') }), companyFields),
  },
  { method: 'GET', route: '/api/products/', path: at('/api/products/') },
  // docs/product.md §10: the Story records, each taking a transaction hash the fake chain may or may not know.
  ...['/api/products/deploy-contract/', '/api/products/remix-connect/'].map((route): Target => ({
    method: 'POST',
    route,
    path: at(route),
    body: storyTx,
  })),
  {
    method: 'POST',
    route: '/api/products/products/:id/register-ip/',
    path: pathParam(productId).map((id) => `/api/products/products/${id}/register-ip/`),
    body: storyTx,
  },
  {
    method: 'POST',
    route: '/api/products/products/:id/auto-issue/',
    path: pathParam(productId).map((id) => `/api/products/products/${id}/auto-issue/`),
    body: storyTx,
  },
  // docs/product.md §11: the issuer wallet, and a licence token checked by anyone: any string where its id goes.
  {
    method: 'GET',
    route: '/api/story/issuer/',
    path: at('/api/story/issuer/'),
    who: fc.constant<Who>('none'),
  },
  ...['', 'certificate.pdf'].map((leaf): Target => ({
    method: 'GET',
    route: `/api/licenses/:tokenId/${leaf}`,
    path: fc
      .oneof(fc.bigInt({ min: 0n, max: 2n ** 260n }).map(String), fc.string({ maxLength: 90 }))
      .map((id) => `/api/licenses/${encodeURIComponent(id)}/${leaf}`),
    who: fc.constant<Who>('none'),
  })),
  {
    method: 'POST',
    route: '/api/products/orders/:id/license-token/',
    path: pathParam(orderId).map((id) => `/api/products/orders/${id}/license-token/`),
    body: storyTx,
  },
  {
    method: 'POST',
    route: '/api/products/orders/:id/refund/',
    path: pathParam(orderId).map((id) => `/api/products/orders/${id}/refund/`),
    body: storyTx,
  },
  ...['story-registration', 'remixes'].map((leaf): Target => ({
    method: 'GET',
    route: `/api/products/products/:id/${leaf}/`,
    path: pathParam(productId).map((id) => `/api/products/products/${id}/${leaf}/`),
    ...(leaf === 'remixes' ? { query: listQuery } : {}),
  })),
  {
    method: 'GET',
    route: '/api/products/orders/awaiting-license-tokens/',
    path: at('/api/products/orders/awaiting-license-tokens/'),
    query: listQuery,
  },
  ...['ip-metadata', 'nft-metadata', 'terms'].map((leaf): Target => ({
    method: 'GET',
    route: `/api/story/products/:id/${leaf}/`,
    path: pathParam(productId).map((id) => `/api/story/products/${id}/${leaf}/`),
    who: fc.constant<Who>('none'),
  })),
  {
    method: 'GET',
    route: '/api/products/products/',
    path: at('/api/products/products/'),
    query: {
      ...listQuery,
      status: fc.constantFrom('draft', 'published', 'paused', 'archived', 'gone'),
      search: fc.string({ maxLength: 120 }),
      ordering: fc.constantFrom('title', '-title', 'created_at', '-updated_at', 'price', 'title;DROP'),
    },
  },
  {
    method: 'POST',
    route: '/api/products/products/',
    path: at('/api/products/products/'),
    body: shaped(validProduct, productFields),
  },
  ...(['GET', 'PATCH', 'DELETE'] as const).map((method): Target => ({
    method,
    route: '/api/products/products/:id/',
    path: pathParam(productId).map((id) => `/api/products/products/${id}/`),
    ...(method === 'PATCH' ? { body: shaped(() => ({ title: unique('Renamed') }), productFields) } : {}),
  })),
  {
    method: 'GET',
    route: '/api/products/orders/',
    path: at('/api/products/orders/'),
    query: {
      ...listQuery,
      ...orderFilters,
      status: orderStatuses,
      ordering: fc.constantFrom('total', '-total', 'number', 'status', '-created_at', 'buyer'),
    },
  },
  {
    method: 'GET',
    route: '/api/products/orders/mine/',
    path: at('/api/products/orders/mine/'),
    query: listQuery,
  },
  {
    method: 'GET',
    route: '/api/products/orders/stats/',
    path: at('/api/products/orders/stats/'),
    query: orderFilters,
  },
  {
    method: 'GET',
    route: '/api/products/orders/export.csv',
    path: at('/api/products/orders/export.csv'),
    query: {
      ...orderFilters,
      status: orderStatuses,
      ordering: fc.constantFrom('total', '-number', 'status', '-created_at', 'buyer'),
      locale: fc.constantFrom('en', 'ko', 'fr'),
    },
    file: 'text/csv',
  },
  {
    method: 'POST',
    route: '/api/products/orders/',
    path: at('/api/products/orders/'),
    body: shaped(
      // The buyer is the token's wallet (docs/product.md §7); a fuzzed buyer_address is another wallet's (403).
      () => ({
        product_id: ids.products[uniqueCounter++ % 3] ?? '',
        quantity: 1,
      }),
      {
        product_id: fc.oneof(productId, fc.uuid()),
        quantity: fc.oneof(fc.integer({ min: -1, max: 102 }), fc.constant(1)),
        buyer_address: address,
        buyer_email: fc.oneof(fc.emailAddress(), fc.constant('')),
      },
    ),
  },
  {
    method: 'GET',
    route: '/api/products/orders/:id/',
    path: pathParam(orderId).map((id) => `/api/products/orders/${id}/`),
  },
  {
    method: 'PATCH',
    route: '/api/products/orders/:id/',
    path: pathParam(orderId).map((id) => `/api/products/orders/${id}/`),
    body: body({ status: orderStatuses, note: fc.string({ unit: 'grapheme', maxLength: 2100 }) }),
  },
  {
    method: 'POST',
    route: '/api/products/orders/:id/pay/',
    path: pathParam(orderId).map((id) => `/api/products/orders/${id}/pay/`),
    body: body({
      tx_hash: fc.oneof(
        hex(64, 64).map((digits) => `0x${digits}`),
        orderId.map((id) => `0x${id.replace(/-/g, '').padEnd(64, '0')}`),
      ),
    }),
  },
  {
    method: 'GET',
    route: '/api/products/wallet-transactions/',
    path: at('/api/products/wallet-transactions/'),
    query: listQuery,
  },
  // docs/product.md §12.3: the API reference and the page that renders it, public.
  { method: 'GET', route: '/api/openapi.json', path: at('/api/openapi.json'), who: fc.constant<Who>('none') },
  ...['', '/json', '/yaml', '/static/index.html', '/static/swagger-initializer.js'].map((leaf): Target => ({
    method: 'GET',
    route: `/api/docs${leaf}`,
    path: fc.constantFrom(`/api/docs${leaf}`, `/api/docs${leaf}/`),
    who: fc.constant<Who>('none'),
    page: true,
  })),
  {
    method: 'GET',
    route: '/api/docs/static/*',
    path: fc
      .oneof(
        fc.constantFrom(
          'swagger-ui.css',
          'swagger-ui-bundle.js',
          'favicon-32x32.png',
          '../../health/',
          '%2e%2e/x',
        ),
        fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
      )
      .map((file) => `/api/docs/static/${file}`),
    who: fc.constant<Who>('none'),
    page: true,
  },
];

const ALL_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

function routeKeys(): string[] {
  const keys = new Set<string>();
  for (const route of registered) {
    if (!route.url.startsWith('/api/')) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (ALL_METHODS.every((m) => methods.includes(m))) keys.add(`ANY ${route.url}`);
    else for (const m of methods) if (m !== 'HEAD' && m !== 'OPTIONS') keys.add(`${m} ${route.url}`);
  }
  return [...keys].sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging.

interface Tally {
  requests: number;
  byStatus: Record<string, number>;
}
const tallies = new Map<string, Tally>();
let writes: Record<string, number> | null = null;

async function headersFor(set: HeaderValues) {
  const headers: Record<string, string> = { ...set.extra };
  if (set.origin !== undefined) headers.origin = set.origin;
  switch (set.who) {
    case 'licensor':
      headers.authorization = `Bearer ${await mintToken(ids.wallet.toLowerCase())}`;
      break;
    case 'lonely':
      headers.authorization = `Bearer ${await mintToken(lonelyWallet)}`;
      break;
    case 'garbage':
      headers.authorization = 'Bearer a.b.c';
      break;
    case 'api-key':
      headers.authorization = `Bearer ${ids.apiKey}`;
      break;
    case 'expired-shape':
      headers.authorization = `Bearer ${'x'.repeat(5000)}.y.z`;
      break;
    default:
      break;
  }
  return headers;
}
type HeaderValues = ReturnType<typeof headerSet> extends fc.Arbitrary<infer V> ? V : never;

function send(target: Target, path: string, search: string, payload: BodyKind, set: HeaderValues) {
  return headersFor(set).then((headers) => {
    let data: string | undefined;
    if (payload.kind !== 'none') {
      if (payload.kind === 'json') data = JSON.stringify(payload.value);
      else if (payload.kind === 'raw') data = payload.text;
      else data = `{"title":"${'x'.repeat(1024 * 1024 + 1)}"}`;
      if (set.contentType !== '') headers['content-type'] = set.contentType;
      // Node's client sends a GET or DELETE body without a length, which the server would read as a second request.
      headers['content-length'] = String(Buffer.byteLength(data));
    }
    return httpCall(app.url, {
      method: target.method,
      url: `${path}${search}`,
      headers,
      ...(data === undefined ? {} : { payload: data }),
    });
  });
}

function judge(status: number, body: string, target: Target): string | null {
  if (status >= 500) return `answered ${status}`;
  if (target.page === true && status >= 200 && status < 400) return null;
  if (target.file === 'text/csv' && status === 200)
    return body.startsWith('\uFEFF') ? null : 'a CSV without its BOM';
  if (status < 200 || (status >= 300 && status < 400)) return `answered ${status}`;
  if (status === 204) return body === '' ? null : '204 with a body';
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `a body that is not JSON: ${body.slice(0, 80)}`;
  }
  if (status >= 400) {
    const error = (parsed as { error?: unknown } | null)?.error;
    if (typeof error !== 'string' || error === '') return 'a 4xx without an error string';
  }
  return null;
}

describe('every endpoint, fuzzed', () => {
  it('the fuzz targets cover every route of the API', () => {
    const targeted = new Set(TARGETS.map((t) => `${t.method} ${t.route}`));
    expect([...targeted].sort()).toEqual(routeKeys());
  });

  it.each(TARGETS.map((target) => [`${target.method} ${target.route}`, target] as const))(
    '%s answers 2xx, or 4xx with an error, to anything',
    async (key, target) => {
      const tally: Tally = tallies.get(key) ?? { requests: 0, byStatus: {} };
      tallies.set(key, tally);
      await fc.assert(
        fc.asyncProperty(
          target.path,
          query(target.query ?? {}),
          payloadOf(target.body ?? null),
          headerSet(target.who ?? whoever),
          async (path, search, payload, set) => {
            const response = await send(target, path, search, payload, set);
            tally.requests += 1;
            tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
            const problem = judge(response.statusCode, response.body, target);
            if (problem !== null)
              throw new Error(`${key} ${path}${search}: ${problem}\n${response.body.slice(0, 300)}`);
          },
        ),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
    },
    Math.max(60_000, RUNS * 1_000),
  );
});

describe('after the fuzzing', () => {
  afterAll(() => {
    const summary = {
      runsPerEndpoint: RUNS,
      seed: SEED ?? null,
      endpoints: tallies.size,
      requests: [...tallies.values()].reduce((sum, t) => sum + t.requests, 0),
      rowsAfterwards: writes,
      byEndpoint: Object.fromEntries(tallies),
    };
    mkdirSync('test-results', { recursive: true });
    writeFileSync('test-results/fuzz-server.json', `${JSON.stringify(summary, null, 2)}\n`);
    console.info(`fuzz: ${summary.requests} requests to ${summary.endpoints} endpoint variants, none 5xx`);
  });

  it('every stored row still follows the model', async () => {
    const { db } = database;
    const violations: Record<string, string> = {
      'order statuses':
        "SELECT id FROM orders WHERE status NOT IN ('pending_payment','paid','expired','cancelled','failed','completed','refunded')",
      'order amounts: integers, total = unit price × quantity':
        'SELECT id FROM orders WHERE unit_price <= 0 OR total <> unit_price * quantity OR scale(total) > 0 OR scale(unit_price) > 0',
      'order quantities': 'SELECT id FROM orders WHERE quantity NOT BETWEEN 1 AND 100',
      'order numbers': "SELECT id FROM orders WHERE number !~ '^ORD-[0-9]{4}-[0-9]{6,}$'",
      'paid orders have a payment, unpaid ones none': `
        SELECT o.id FROM orders o LEFT JOIN payments p ON p.order_id = o.id
         WHERE (o.status IN ('paid','completed','refunded')) <> (p.id IS NOT NULL)
            OR (o.status IN ('paid','completed','refunded')) <> (o.payment_tx_hash IS NOT NULL AND o.paid_at IS NOT NULL)`,
      'payments pay the order in full, to its payee': `
        SELECT p.id FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE p.amount < o.total OR p.to_address <> o.pay_to OR p.tx_hash <> o.payment_tx_hash`,
      'valid licenses exactly for completed orders, void ones only for refunded orders': `
        SELECT o.id FROM orders o LEFT JOIN licenses l ON l.order_id = o.id
         WHERE (o.status = 'completed') <> (l.id IS NOT NULL AND l.void_reason IS NULL)
            OR (l.void_reason IS NOT NULL AND o.status <> 'refunded')`,
      'a refund hash only on a refunded order, and never a payment': `
        SELECT o.id FROM orders o
         WHERE o.refund_tx_hash IS NOT NULL
           AND (o.status <> 'refunded' OR o.refund_tx_hash IN (SELECT tx_hash FROM payments))`,
      'every order’s last event is its status': `
        SELECT o.id FROM orders o
         WHERE o.status <> (SELECT e.status FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1)`,
      'product statuses and prices': `
        SELECT id FROM products
         WHERE status NOT IN ('draft','published','paused','archived') OR price_amount <= 0 OR scale(price_amount) > 0
            OR (status <> 'draft' AND published_at IS NULL) OR token_address <> '${USDC_E}'`,
      'capped products are not oversold': `
        SELECT p.id FROM products p
         WHERE p.max_licenses IS NOT NULL AND p.max_licenses < (
           SELECT COALESCE(sum(o.quantity), 0) FROM orders o WHERE o.product_id = p.id
              AND (o.status IN ('paid','completed') OR (o.status IN ('pending_payment','expired') AND o.expires_at > now() - interval '1 minute')))`,
      'company fields': `
        SELECT id FROM companies
         WHERE slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' OR char_length(name) NOT BETWEEN 2 AND 120
            OR (website IS NOT NULL AND website !~ '^https://') OR (logo_url IS NOT NULL AND logo_url !~ '^https://')
            OR payout_address = '0x0000000000000000000000000000000000000000'
            OR (country IS NOT NULL AND country !~ '^[A-Z]{2}$')`,
      'product links are https': `
        SELECT id FROM products WHERE cover_image_url IS NOT NULL AND cover_image_url !~ '^https://'`,
      'one company per wallet':
        'SELECT wallet_address FROM companies GROUP BY wallet_address HAVING count(*) > 1',
      'API keys: a valid name, known scopes, at most 25 live per company': `
        SELECT company_id FROM api_keys
         GROUP BY company_id
        HAVING count(*) FILTER (WHERE revoked_at IS NULL) > 25
            OR bool_or(name !~ '^[A-Za-z0-9 ._-]{1,64}$')
            OR bool_or(NOT scopes <@ ARRAY['orders:read', 'orders:write', 'products:read'])`,
    };
    const found: Record<string, unknown[]> = {};
    for (const [rule, sql] of Object.entries(violations)) {
      const rows = (await db.query(sql)).rows;
      if (rows.length > 0) found[rule] = rows;
    }
    expect(found).toEqual({});
    const counts = await db.query<{ orders: number; products: number; companies: number }>(
      `SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM products) AS products,
              (SELECT count(*)::int FROM companies) AS companies`,
    );
    // The fuzzer did write: near-valid bodies get through (so the rules above were tested on fuzzed rows).
    if (RUNS >= 50) expect(counts.rows[0]?.orders).toBeGreaterThan(ids.orders.length);
    writes = counts.rows[0] ?? null;
  });

  it('every list and detail still reads for the licensor', async () => {
    const token = await mintToken(ids.wallet.toLowerCase());
    const products = await app.inject({
      method: 'GET',
      url: '/api/products/products/?page_size=100',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(products.statusCode).toBe(200);
    const company = await app.inject({
      method: 'GET',
      url: `/api/companies/${ids.company}/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(company.statusCode).toBe(200);
    for (const url of [
      '/api/products/orders/?page_size=100',
      '/api/products/orders/stats/',
      '/api/products/orders/export.csv',
      '/api/companies/licenses/',
      '/api/products/wallet-transactions/',
      '/api/auth/profile/',
      `/api/companies/licensor-info/?slug=${company.json<{ slug: string }>().slug}`,
    ]) {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([url, response.statusCode]).toEqual([url, 200]);
    }
    for (const product of products.json<{ results: { id: string }[] }>().results) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/products/products/${product.id}/`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
