/**
 * One API reference (docs/product.md §12.3): `GET /api/openapi.json` is an OpenAPI 3.1 document that a validator
 * accepts, it covers every route the app registers (taken from the route table, as access.test.ts does), and what
 * it says a route answers is what the real server answers: each documented answer of two routes is provoked, and
 * the success answers of the routes the screens read are checked against their documented schemas, which list
 * every field (`additionalProperties: false`), so a field the server sends but the document lacks fails too.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ChainClient, TransactionLookup } from '../src/chain/client.js';
import { ChainUnavailableError } from '../src/chain/client.js';
import {
  ORIGIN,
  USDC_E,
  bearer,
  createApiKey,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  signIn,
  signedBody,
  startApp,
  type Licensor,
  type RequestOptions,
  type TestApp,
  type TestDatabase,
  type TestResponse,
} from './helpers.js';

interface Answer {
  description: string;
  content?: Record<string, { schema: object }>;
}
interface Operation {
  security?: unknown[];
  responses: Record<string, Answer>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

/** Transactions the fake chain knows (pay/'s 200); `down` makes every read fail as a node that is away. */
const transactions = new Map<string, TransactionLookup>();
let down = false;
const unlessDown = <T>(value: T): Promise<T> =>
  down ? Promise.reject(new ChainUnavailableError('test: node away')) : Promise.resolve(value);
const chain: ChainClient = {
  lookupTransaction: (hash) => unlessDown(transactions.get(hash) ?? { state: 'not_found' }),
  lookupReceipt: () => unlessDown({ state: 'not_found' }),
  call: () => unlessDown(null),
  nativeBalance: () => unlessDown(10n ** 18n),
  tokenBalance: () => unlessDown(10n ** 30n),
  blockNumber: () => unlessDown(9),
  blockTime: () => unlessDown(null),
  transferLogs: () => unlessDown([]),
  close: () => undefined,
};

let database: TestDatabase;
let app: TestApp;
/** The same API with rate limits of 1 a minute, for the 429s. */
let strict: TestApp;
const registered: { method: string | string[]; url: string }[] = [];
let document: OpenApiDocument;
/** The document with every `$ref` replaced by what it names, as a client reads it. */
let resolved: OpenApiDocument;
let licensor: Licensor;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, {}, { chain, onRoute: (route) => registered.push(route) });
  strict = await startApp(database.db, { AUTH_RATE_LIMIT: '1', WALLET_TOKENS_RATE_LIMIT: '1' }, { chain });
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  document = response.json<OpenApiDocument>();
  resolved = (await SwaggerParser.dereference(
    structuredClone(document) as never,
  )) as unknown as OpenApiDocument;
  licensor = await createLicensor(app, { name: 'Reference Studio' });
});

afterAll(async () => {
  await strict.close();
  await app.close();
  await database.close();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document that a validator accepts', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toMatchObject({
      openapi: '3.1.0',
    });
  });

  it('documents every route the app registers, with its method, and nothing it does not', () => {
    const routes = new Set<string>();
    for (const route of registered) {
      // Swagger UI's page and files at /api/docs render this document; they are not part of the API it describes.
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      for (const method of [route.method].flat()) {
        // A HEAD twin answers like its GET; OPTIONS is the CORS preflight of every route.
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.add(`${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`);
      }
    }
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.size).toBeGreaterThan(45);
    expect(documented.sort()).toEqual([...routes].sort());
  });

  it('documents a bearer token on the routes that need a session, and answers 401 on them without one', async () => {
    const sessionRoutes = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security !== undefined)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(sessionRoutes.length).toBeGreaterThan(30);
    for (const { method, path, operation } of sessionRoutes) {
      // A session's token, and on the routes that take one an API key of a single scope (docs/product.md §12.2).
      const [first, ...rest] = operation.security ?? [];
      expect([method, path, first]).toEqual([method, path, { bearer: [] }]);
      expect([method, path, rest]).toEqual([
        method,
        path,
        rest.length === 0
          ? []
          : [{ apiKey: [expect.stringMatching(/^(orders:read|orders:write|products:read)$/)] }],
      ]);
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await app.inject({ method: method as RequestOptions['method'], url });
      expect([method, path, response.statusCode]).toEqual([method, path, 401]);
      expectDocumented(method, path, response);
    }
  });
});

describe('API keys in the document (docs/product.md §12.2)', () => {
  it('declares the key as a second security scheme, and a 403 on every route that takes one', async () => {
    const full = document as OpenApiDocument & {
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
    };
    expect(full.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const scoped = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) =>
          (operation.security ?? []).some((requirement) => 'apiKey' in (requirement as object)),
        )
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    expect(scoped.length).toBeGreaterThanOrEqual(9);
    for (const { method, path, operation } of scoped)
      expect([method, path, Object.keys(operation.responses)]).toEqual([
        method,
        path,
        expect.arrayContaining(['401', '403']),
      ]);

    // The documented refusals are the real ones: a key without the scope, a revoked key.
    const key = await createApiKey(app, licensor, ['products:read']);
    const without = await call('/api/products/orders/', {
      method: 'GET',
      url: '/api/products/orders/',
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(without.statusCode).toBe(403);
    const own = await call('/api/products/products/', {
      method: 'GET',
      url: '/api/products/products/',
      headers: { authorization: `Bearer ${key.key}` },
    });
    expect(own.statusCode).toBe(200);
  });

  it('documents the key routes’ answers as they are', async () => {
    const created = await call('/api/companies/api-keys/', {
      method: 'POST',
      url: '/api/companies/api-keys/',
      headers: { ...bearer(licensor.token), origin: ORIGIN },
      payload: await signedBody(app, licensor.wallet, {
        method: 'POST',
        path: '/api/companies/api-keys/',
        body: { name: 'Reference key', scopes: ['orders:read'] },
      }),
    });
    expect(created.statusCode).toBe(201);
    const listed = await call('/api/companies/api-keys/', {
      method: 'GET',
      url: '/api/companies/api-keys/',
      headers: bearer(licensor.token),
    });
    expect(listed.statusCode).toBe(200);
    const revoked = await call('/api/companies/api-keys/{id}/', {
      method: 'DELETE',
      url: `/api/companies/api-keys/${created.json<{ id: string }>().id}/`,
      headers: bearer(licensor.token),
    });
    expect(revoked.statusCode).toBe(204);
  });
});

const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
const validators = new Map<object, ReturnType<typeof ajv.compile>>();

/** The documented answer of `status` to `method path`: its own, or its range's (`5XX`). */
function documentedAnswer(method: string, path: string, status: number): Answer {
  const operation = resolved.paths[path]?.[method.toLowerCase()];
  if (operation === undefined) throw new Error(`${method} ${path} is not documented`);
  const answer = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (answer === undefined) throw new Error(`${method} ${path} does not document ${status}`);
  return answer;
}

/** The answer is one the document gives for `method path`: its status listed, its body fitting that answer's schema. */
function expectDocumented(method: string, path: string, response: TestResponse): void {
  const answer = documentedAnswer(method, path, response.statusCode);
  const where = `${method} ${path} ${response.statusCode}`;
  if (answer.content === undefined) {
    expect([where, response.body]).toEqual([where, '']);
    return;
  }
  const type = String(response.headers['content-type']).split(';')[0] ?? '';
  const media = answer.content[type];
  expect([where, type, media !== undefined]).toEqual([where, type, true]);
  if (type !== 'application/json' || media === undefined) return;
  let validate = validators.get(media.schema);
  if (validate === undefined) {
    validate = ajv.compile(media.schema);
    validators.set(media.schema, validate);
  }
  const body: unknown = response.json();
  validate(body);
  expect([where, validate.errors ?? null, body]).toEqual([where, null, body]);
}

/** Sends `request` and checks its answer against the document for `path` (the route's template). */
async function call(path: string, request: RequestOptions, on: TestApp = app): Promise<TestResponse> {
  const response = await on.inject(request);
  expectDocumented(request.method, path, response);
  return response;
}

/** The statuses `method path` documents, ranges as written (`5XX`). */
function documentedStatuses(method: string, path: string): string[] {
  return Object.keys(document.paths[path]?.[method.toLowerCase()]?.responses ?? {}).sort();
}

describe('each documented answer of a route is what the server answers', () => {
  it('GET /api/companies/wallet-tokens/', async () => {
    const path = '/api/companies/wallet-tokens/';
    const seen = new Set<number>();
    const as = async (request: RequestOptions, on?: TestApp) =>
      seen.add((await call(path, request, on)).statusCode);
    const get = (headers: Record<string, string> = {}, url = path): RequestOptions => ({
      method: 'GET',
      url,
      headers,
    });
    await as(get(bearer(licensor.token)));
    await as(get(bearer(licensor.token), `${path}?debug=1`));
    await as(get());
    await as(get(bearer(await signIn(app, newWallet()))));
    await as(get(bearer(licensor.token)), strict);
    await as(get(bearer(licensor.token)), strict);
    // A new company: its balances are not kept from an earlier read (30 s per company, docs/product.md §13.6).
    const other = await createLicensor(app);
    down = true;
    try {
      await as(get(bearer(other.token)));
    } finally {
      down = false;
    }
    expect([...seen].sort()).toEqual([200, 400, 401, 404, 429, 503]);
    expect(documentedStatuses('GET', path)).toEqual(['200', '400', '401', '404', '429', '503', '5XX']);
  });

  it('POST /api/products/orders/{id}/pay/', async () => {
    const path = '/api/products/orders/{id}/pay/';
    const product = await createProduct(app, licensor, { title: 'Paid Reference Product' });
    const seen = new Set<number>();
    const pay = async (
      orderId: string,
      payload: RequestOptions['payload'],
      extra: object = {},
      on?: TestApp,
    ) => {
      const request: RequestOptions = {
        method: 'POST',
        url: `/api/products/orders/${orderId}/pay/`,
        headers: { origin: ORIGIN, ...extra },
        ...(payload === undefined ? {} : { payload }),
      };
      seen.add((await call(path, request, on)).statusCode);
    };
    const buyer = newWallet();
    const order = await placeOrder(app, product.id, buyer);
    const hash = `0x${'ab'.repeat(32)}`;
    transactions.set(hash, {
      state: 'mined',
      success: true,
      blockNumber: 7,
      blockTimestamp: new Date(),
      transfers: [
        { token: USDC_E, from: buyer.address.toLowerCase(), to: order.pay_to, value: BigInt(order.total) },
      ],
    });
    await pay(order.id, { tx_hash: hash });
    await pay(order.id, { tx_hash: 'not a hash', extra: 1 });
    await pay('not-an-id', { tx_hash: hash });
    await pay(order.id, { tx_hash: `0x${'cd'.repeat(32)}` });
    await pay(order.id, `{"tx_hash":"${'x'.repeat(1024 * 1024)}"}`, { 'content-type': 'application/json' });
    await pay(order.id, 'tx_hash', { 'content-type': 'text/plain' });
    await pay(order.id, { tx_hash: hash }, {}, strict);
    await pay(order.id, { tx_hash: hash }, {}, strict);
    const second = await placeOrder(app, product.id, newWallet());
    down = true;
    try {
      await pay(second.id, { tx_hash: `0x${'ef'.repeat(32)}` });
    } finally {
      down = false;
    }
    expect([...seen].sort()).toEqual([200, 400, 404, 409, 413, 415, 429, 503]);
    expect(documentedStatuses('POST', path)).toEqual([
      '200',
      '400',
      '404',
      '409',
      '413',
      '415',
      '429',
      '503',
      '5XX',
    ]);
  });
});

describe('the answers the screens read are the documented ones', () => {
  it('service, sign-in, the licensor’s company and products, the brand page', async () => {
    const wallet = newWallet();
    const nonce = await call('/api/auth/nonce/', {
      method: 'GET',
      url: `/api/auth/nonce/?wallet_address=${wallet.address}`,
    });
    expect(nonce.statusCode).toBe(200);
    const token = await signIn(app, wallet);
    const product = await createProduct(app, licensor, { title: 'Listed Reference Product' });
    const calls: [string, RequestOptions][] = [
      ['/api/health/', { method: 'GET', url: '/api/health/' }],
      ['/api/ready/', { method: 'GET', url: '/api/ready/' }],
      ['/api/config/', { method: 'GET', url: '/api/config/' }],
      ['/api/products/', { method: 'GET', url: '/api/products/' }],
      ['/api/story/issuer/', { method: 'GET', url: '/api/story/issuer/' }],
      ['/api/auth/profile/', { method: 'GET', url: '/api/auth/profile/', headers: bearer(licensor.token) }],
      ['/api/auth/profile/', { method: 'GET', url: '/api/auth/profile/', headers: bearer(token) }],
      ['/api/auth/sessions/', { method: 'GET', url: '/api/auth/sessions/', headers: bearer(token) }],
      ['/api/companies/', { method: 'GET', url: '/api/companies/', headers: bearer(licensor.token) }],
      [
        '/api/companies/{key}/',
        { method: 'GET', url: `/api/companies/${licensor.company.id}/`, headers: bearer(licensor.token) },
      ],
      [
        '/api/companies/{key}/',
        { method: 'GET', url: `/api/companies/${licensor.wallet.address}/`, headers: bearer(licensor.token) },
      ],
      [
        '/api/companies/slug-available/',
        { method: 'GET', url: '/api/companies/slug-available/?slug=free-slug', headers: bearer(token) },
      ],
      [
        '/api/companies/licensor-info/',
        { method: 'GET', url: `/api/companies/licensor-info/?slug=${licensor.company.slug}` },
      ],
      ['/api/companies/licensor-info/', { method: 'GET', url: '/api/companies/licensor-info/?slug=nobody' }],
      [
        '/api/products/products/',
        { method: 'GET', url: '/api/products/products/', headers: bearer(licensor.token) },
      ],
      [
        '/api/products/products/{id}/',
        { method: 'GET', url: `/api/products/products/${product.id}/`, headers: bearer(licensor.token) },
      ],
      [
        '/api/products/products/{id}/story-registration/',
        {
          method: 'GET',
          url: `/api/products/products/${product.id}/story-registration/`,
          headers: { ...bearer(licensor.token), origin: ORIGIN },
        },
      ],
      [
        '/api/story/products/{id}/ip-metadata/',
        { method: 'GET', url: `/api/story/products/${product.id}/ip-metadata/` },
      ],
      ['/api/story/products/{id}/terms/', { method: 'GET', url: `/api/story/products/${product.id}/terms/` }],
      ['/api/licenses/{tokenId}/', { method: 'GET', url: '/api/licenses/123/' }],
      ['/api/licenses/{tokenId}/', { method: 'GET', url: '/api/licenses/not-a-number/' }],
      [
        '/api/products/products/',
        {
          method: 'POST',
          url: '/api/products/products/',
          headers: bearer(licensor.token),
          payload: { title: 'x', owner: 'me' },
        },
      ],
    ];
    for (const [path, request] of calls) await call(path, request);
  });

  it('orders, as the buyer and as the licensor sees them', async () => {
    const product = await createProduct(app, licensor, { title: 'Ordered Reference Product' });
    const buyer = newWallet();
    const placed = await call('/api/products/orders/', {
      method: 'POST',
      url: '/api/products/orders/',
      headers: bearer(await signIn(app, buyer)),
      payload: { product_id: product.id, quantity: 1, buyer_email: 'buyer@example.com' },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<{ id: string }>();
    const buyerToken = await signIn(app, buyer);
    const calls: [string, RequestOptions][] = [
      [
        '/api/products/orders/mine/',
        { method: 'GET', url: '/api/products/orders/mine/', headers: bearer(buyerToken) },
      ],
      [
        '/api/products/orders/',
        { method: 'GET', url: '/api/products/orders/', headers: bearer(licensor.token) },
      ],
      [
        '/api/products/orders/stats/',
        { method: 'GET', url: '/api/products/orders/stats/', headers: bearer(licensor.token) },
      ],
      [
        '/api/products/orders/export.csv',
        { method: 'GET', url: '/api/products/orders/export.csv', headers: bearer(licensor.token) },
      ],
      [
        '/api/products/orders/export.csv',
        { method: 'GET', url: '/api/products/orders/export.csv?page=2', headers: bearer(licensor.token) },
      ],
      [
        '/api/products/orders/{id}/',
        { method: 'GET', url: `/api/products/orders/${order.id}/`, headers: bearer(licensor.token) },
      ],
      [
        '/api/products/orders/{id}/',
        {
          method: 'PATCH',
          url: `/api/products/orders/${order.id}/`,
          headers: bearer(licensor.token),
          payload: { note: 'Called the buyer' },
        },
      ],
      [
        '/api/products/orders/{id}/',
        {
          method: 'PATCH',
          url: `/api/products/orders/${order.id}/`,
          headers: bearer(licensor.token),
          payload: { status: 'completed' },
        },
      ],
      [
        '/api/products/orders/awaiting-license-tokens/',
        {
          method: 'GET',
          url: '/api/products/orders/awaiting-license-tokens/',
          headers: bearer(licensor.token),
        },
      ],
      [
        '/api/products/wallet-transactions/',
        { method: 'GET', url: '/api/products/wallet-transactions/', headers: bearer(licensor.token) },
      ],
      [
        '/api/companies/licenses/',
        { method: 'GET', url: '/api/companies/licenses/', headers: bearer(licensor.token) },
      ],
      [
        '/api/companies/payout-changes/',
        { method: 'GET', url: '/api/companies/payout-changes/', headers: bearer(licensor.token) },
      ],
      ['/api/auth/logout/', { method: 'POST', url: '/api/auth/logout/', headers: bearer(buyerToken) }],
    ];
    for (const [path, request] of calls) await call(path, request);
  });
});

describe('GET /api/docs/', () => {
  it('renders the document with Swagger UI, its files all from this origin, under a CSP of its own', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // No inline script or style: the CSP allows none.
    expect(page.body).not.toMatch(/<script>|<style|style=/);
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      expect(file).toMatch(/^\.\/static\//);
      const answer = await app.inject({ method: 'GET', url: new URL(file, `${app.url}/api/docs/`).pathname });
      expect([file, answer.statusCode]).toEqual([file, 200]);
    }
    // The page asks for ./json: the same document as /api/openapi.json.
    const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain("resolveUrl('./json')");
    // The standalone layout's top bar draws its logo with a <style> element, which the page's CSP refuses.
    expect(initializer.body).toContain('"layout":"BaseLayout"');
  });

  it('is not the SPA: an unknown file of the page is the API’s 404', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/docs/static/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
  });
});
