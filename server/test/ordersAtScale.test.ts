/**
 * The orders list and its CSV at any size (docs/api.md "Orders at any size"): keyset pages that stay put while orders
 * arrive, order numbers that sort as numbers, cursors that cannot be edited into another place or another company, and
 * `GET products/orders/export.csv` streamed from the database a batch at a time, the same rows as the paged list.
 */
import { request as httpRequest } from 'node:http';
import type { Database } from '../src/db/index.js';
import { EXPORT_BATCH_ROWS } from '../src/orders/export.js';
import {
  bearer,
  createLicensor,
  createProduct,
  openTestDatabase,
  plentyChain,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

let database: TestDatabase;
let app: TestApp;
/** The export's batches read so far: statements that ask for a batch and one more row. */
let batchesRead = 0;
/** Statements that matched a search by trigram (ILIKE) so far. */
let trigramScans = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const counted = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'query') {
        return (sql: string, params?: unknown[]) => {
          if (sql.includes(`LIMIT ${EXPORT_BATCH_ROWS + 1}`)) batchesRead += 1;
          if (sql.includes('ILIKE')) trigramScans += 1;
          return target.query(sql, params as never);
        };
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Database;
  app = await startApp(counted, {}, { chain: plentyChain });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

interface Shop {
  licensor: Licensor;
  productId: string;
}

async function openShop(): Promise<Shop> {
  const licensor = await createLicensor(app);
  return { licensor, productId: (await createProduct(app, licensor)).id };
}

/**
 * `count` orders of the shop in one statement, created one second apart ending `agoSeconds` ago; every third paid.
 * `number` names them (default: the app's own numbering).
 */
async function seedOrders(shop: Shop, count: number, agoSeconds = 0, number?: (i: string) => string) {
  const numbering = number?.('i') ?? "'ORD-2026-' || lpad(nextval('order_number_seq')::text, 6, '0')";
  await database.db.query(
    `INSERT INTO orders (number, company_id, product_id, buyer_address, quantity, unit_price, total, token_symbol,
                         token_address, token_decimals, pay_to, terms, expires_at, locale, created_at, status,
                         paid_at, payment_tx_hash)
     SELECT ${numbering}, $1, $2, '0x' || lpad(to_hex(i), 40, '0'), 1, 1000000, 1000000, 'USDC.e',
            '0xf1815bd50389c46847f0bda824ec8da914045d14', 6, '0x' || lpad('b', 40, 'b'), '{}'::jsonb,
            now() + interval '1 hour', 'en', now() - make_interval(secs => $4 + $3 - i),
            CASE WHEN i % 3 = 0 THEN 'paid' ELSE 'pending_payment' END,
            CASE WHEN i % 3 = 0 THEN now() END,
            CASE WHEN i % 3 = 0 THEN '0x' || md5(gen_random_uuid()::text) || md5(gen_random_uuid()::text) END
       FROM generate_series(1, $3) i`,
    [shop.licensor.company.id, shop.productId, count, agoSeconds],
  );
}

interface OrderPage {
  count: number;
  count_is_estimate: boolean;
  next: string | null;
  previous: string | null;
  results: { id: string; number: string }[];
}

async function get(shop: Shop, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(shop.licensor.token) });
}

async function page(shop: Shop, url: string): Promise<OrderPage> {
  const response = await get(shop, url);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json<OrderPage>();
}

/** Every order the list shows, following `next` from `url`; `between` runs after each page. */
async function walk(shop: Shop, url: string, between: () => Promise<void> = async () => undefined) {
  const seen: string[] = [];
  let next: string | null = url;
  while (next !== null) {
    const current = await page(shop, next);
    seen.push(...current.results.map((order) => order.number));
    next = current.next;
    await between();
  }
  return seen;
}

describe('keyset pages (docs/api.md "Orders at any size")', () => {
  it('following `next` shows every order once while new ones arrive above it', async () => {
    const shop = await openShop();
    await seedOrders(shop, 250, 60);
    const before = (await walk(shop, '/api/products/orders/?page_size=50')).sort();
    expect(before).toHaveLength(250);
    // Newest first: each order placed meanwhile sorts above the page being read, which an OFFSET would repeat.
    const seen = await walk(shop, '/api/products/orders/?page_size=50', () => seedOrders(shop, 5));
    const original = seen.filter((number) => before.includes(number));
    expect(new Set(seen).size).toBe(seen.length);
    expect(original.sort()).toEqual(before);
  });

  it('`previous` leads back to the same rows', async () => {
    const shop = await openShop();
    await seedOrders(shop, 30);
    const first = await page(shop, '/api/products/orders/?page_size=10&ordering=created_at');
    const second = await page(shop, first.next ?? '');
    const back = await page(shop, second.previous ?? '');
    expect(back.results.map((o) => o.number)).toEqual(first.results.map((o) => o.number));
  });

  it('order numbers sort as numbers, and a search finds one past six digits', async () => {
    const shop = await openShop();
    const numbers = ['ORD-2026-999999', 'ORD-2026-1000000', 'ORD-2026-000002', 'ORD-2025-1000001'];
    // Numbers of their own: a company of another test cannot hold them (numbers are unique across companies).
    await database.db.query("DELETE FROM orders WHERE number = ANY (string_to_array($1, ','))", [
      numbers.join(','),
    ]);
    for (const [index, number] of numbers.entries()) {
      await seedOrders(shop, 1, index, () => `'${number}'`);
    }
    const ascending = (await page(shop, '/api/products/orders/?ordering=number')).results.map(
      (o) => o.number,
    );
    expect(ascending).toEqual(['ORD-2025-1000001', 'ORD-2026-000002', 'ORD-2026-999999', 'ORD-2026-1000000']);
    const descending = await walk(shop, '/api/products/orders/?ordering=-number&page_size=1');
    expect(descending).toEqual([...ascending].reverse());
    const found = await page(shop, '/api/products/orders/?search=2026-1000000');
    expect(found.results.map((o) => o.number)).toEqual(['ORD-2026-1000000']);
  });

  it('a search that few orders match: every match once, in order, and one trigram scan a page', async () => {
    const shop = await openShop();
    await seedOrders(shop, 60);
    const term = '0000003';
    const expected = await database.db.query<{ number: string }>(
      `SELECT number FROM orders WHERE company_id = $1 AND (number ILIKE $2 OR buyer_address ILIKE $2)
        ORDER BY total DESC, id DESC`,
      [shop.licensor.company.id, `%${term}%`],
    );
    // i = 3 and 0x30–0x3c end their buyer addresses so; order numbers may match too.
    expect(expected.rows.length).toBeGreaterThanOrEqual(14);
    const first = await page(shop, `/api/products/orders/?search=${term}&page_size=5&ordering=-total`);
    expect(first).toMatchObject({ count: expected.rows.length, count_is_estimate: false });
    trigramScans = 0;
    const seen = await walk(shop, `/api/products/orders/?search=${term}&page_size=5&ordering=-total`);
    expect(seen).toEqual(expected.rows.map((row) => row.number));
    expect(trigramScans).toBe(Math.ceil(expected.rows.length / 5));
    const none = await page(shop, '/api/products/orders/?search=0xfffffff');
    expect(none).toMatchObject({ count: 0, results: [], next: null });
  });

  it('a cursor edited, made for another sort or another company is a 400, never rows', async () => {
    const shop = await openShop();
    const other = await openShop();
    await seedOrders(shop, 3);
    await seedOrders(other, 3);
    const { next } = await page(shop, '/api/products/orders/?page_size=1');
    const cursor = new URL(next ?? '', 'http://x').searchParams.get('cursor') ?? '';
    const [body = '', mac = ''] = cursor.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...payload, company: other.licensor.company.id })).toString(
      'base64url',
    );
    for (const [url, owner] of [
      [`/api/products/orders/?cursor=${forged}.${mac}`, shop],
      [`/api/products/orders/?cursor=${body}.${mac.slice(0, -2)}AA`, shop],
      [`/api/products/orders/?cursor=${cursor}&ordering=total`, shop],
      [`/api/products/orders/?cursor=${cursor}`, other],
      [`/api/products/orders/?cursor=${cursor}&page=2`, shop],
      ['/api/products/orders/?cursor=not-a-cursor', shop],
    ] as const) {
      const response = await get(owner, url);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.body).not.toContain('"results"');
    }
  });

  it('`page` reaches the first 10,000 orders and says to follow `next` beyond', async () => {
    const shop = await openShop();
    const response = await get(shop, '/api/products/orders/?page=101&page_size=100');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/follow the `next` link/);
  });
});

/** The CSV as received, and how many batches the server had read when its first bytes arrived. */
function exportCsv(shop: Shop, query: string, abandonAfterFirstChunk = false) {
  return new Promise<{ status: number; text: string; batchesAtFirstBytes: number }>((resolve, reject) => {
    const req = httpRequest(
      new URL(`/api/products/orders/export.csv${query}`, app.url),
      { headers: bearer(shop.licensor.token), agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let batchesAtFirstBytes = -1;
        res.on('data', (chunk: Buffer) => {
          if (batchesAtFirstBytes === -1) batchesAtFirstBytes = batchesRead;
          chunks.push(chunk);
          if (abandonAfterFirstChunk) {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, text: '', batchesAtFirstBytes });
          }
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            batchesAtFirstBytes,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error) => (abandonAfterFirstChunk ? undefined : reject(error)));
    req.end();
  });
}

describe('GET products/orders/export.csv, streamed (docs/product.md §9)', () => {
  let shop: Shop;
  const orders = 20 * EXPORT_BATCH_ROWS;

  beforeAll(async () => {
    shop = await openShop();
    await seedOrders(shop, orders);
  }, 120_000);

  it('sends its first bytes before the last rows are read, and every row the paged list shows', async () => {
    batchesRead = 0;
    const csv = await exportCsv(shop, '?ordering=number&locale=en');
    expect(csv.status).toBe(200);
    expect(batchesRead).toBe(orders / EXPORT_BATCH_ROWS);
    expect(csv.batchesAtFirstBytes).toBeLessThanOrEqual(3);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Order number,Created at \(UTC\),Status,/);
    const numbers = lines.slice(1).map((line) => line.split(',')[0]);
    expect(numbers).toHaveLength(orders);
    const listed = await walk(shop, '/api/products/orders/?ordering=number&page_size=100&status=paid');
    const paid = lines
      .slice(1)
      .filter((line) => line.split(',')[2] === 'Paid')
      .map((line) => line.split(',')[0]);
    expect(paid).toEqual(listed);
  }, 120_000);

  it('the same filters as the list, in the same order', async () => {
    // Buyers 0x…100 to 0x…1ff, the paid ones, newest first.
    const filters = `?status=paid&search=0x${'0'.repeat(37)}1&ordering=-created_at`;
    const csv = await exportCsv(shop, filters);
    const listed = await walk(shop, `/api/products/orders/${filters}`);
    const numbers = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((l) => l.split(',')[0]);
    expect(listed.length).toBeGreaterThan(0);
    expect(numbers).toEqual(listed);
  }, 60_000);

  it('stops reading when the client goes away', async () => {
    batchesRead = 0;
    await exportCsv(shop, '?ordering=created_at', true);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(batchesRead).toBeLessThan(orders / EXPORT_BATCH_ROWS / 2);
  }, 60_000);

  it('refuses unknown filters, a bad locale and a reversed range with 400 before any byte of CSV', async () => {
    for (const query of ['?colour=red', '?locale=fr', '?from=2026-02-01&to=2026-01-01', '?page=2']) {
      const response = await get(shop, `/api/products/orders/export.csv${query}`);
      expect([query, response.statusCode, response.headers['content-type']]).toEqual([
        query,
        400,
        expect.stringContaining('application/json'),
      ]);
    }
  });
});
