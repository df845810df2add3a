/**
 * The read models of migration 017 (docs/performance.md "Ten million orders"): the per-product counters, the holds
 * and the revenue days are kept by the database in the transaction of every change of an order. After any mix of
 * changes, made at once from several connections (on PostgreSQL: `bash server/test/with-postgres.sh`), they must equal
 * a recount from the orders themselves, and the API's figures must be those counters.
 */
import { randomBytes } from 'node:crypto';
import { ORDER_STATUSES } from '../../contract/api/orders.js';
import { expireOrdersBatch } from '../src/orders/orders.js';
import { releaseEndedHolds } from '../src/products/products.js';
import {
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  plentyChain,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, {}, { chain: plentyChain });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/** A generator the failures can be replayed from: the seed is printed with a failed expectation. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}

const txHash = () => `0x${randomBytes(32).toString('hex')}`;

interface Shop {
  licensor: Licensor;
  products: string[];
}

async function openShop(): Promise<Shop> {
  const licensor = await createLicensor(app);
  const products: string[] = [];
  for (let i = 0; i < 3; i += 1) products.push((await createProduct(app, licensor)).id);
  return { licensor, products };
}

/** Places an unpaid order as the app's insert does (orders/repository.ts insertOrder), its hold ending in `holdSeconds`. */
async function insertOrder(shop: Shop, productId: string, quantity: number, holdSeconds: number) {
  await database.db.query(
    `WITH seq AS (SELECT nextval('order_number_seq') AS n)
     INSERT INTO orders (number, company_id, product_id, buyer_address, quantity, unit_price, total, token_symbol,
                         token_address, token_decimals, pay_to, terms, expires_at, locale)
     SELECT 'ORD-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(n::text, 6, '0'),
            $1, $2, $3, $4, 1000000, $4 * 1000000, 'USDC.e', $5, 6, $3, '{}'::jsonb,
            now() + make_interval(secs => $6), 'en'
       FROM seq`,
    [shop.licensor.company.id, productId, newWallet().address.toLowerCase(), quantity, USDC, holdSeconds],
  );
}

const USDC = '0xf1815bd50389c46847f0bda824ec8da914045d14';

/** One random change of the orders, in its own transaction, as the routes, the sweep or plain SQL make them. */
async function randomChange(shops: Shop[], random: ReturnType<typeof randomSource>): Promise<void> {
  const shop = random.pick(shops);
  const productId = random.pick(shop.products);
  const kind = random.int(10);
  if (kind < 3) {
    await insertOrder(shop, productId, 1 + random.int(3), -120 + random.int(720));
    return;
  }
  if (kind === 3) {
    await expireOrdersBatch(database.db, 20, undefined);
    return;
  }
  if (kind === 4) {
    await releaseEndedHolds(database.db, { limit: 20 });
    return;
  }
  // A change the product makes (docs/product.md §8): the statuses it leaves from, what it sets. Several orders are
  // changed by one statement, whose trigger takes their products' locks in id order (017_1_read_models.sql "Lock
  // order"), as the sweep's statement does.
  const hash = "'0x' || md5(random()::text) || md5(random()::text)";
  const [from, set, params, only = ''] = random.pick<ChangeOfOrders>([
    [
      UNPAID,
      `status = 'paid', paid_at = now() - make_interval(days => $2), payment_tx_hash = ${hash}`,
      [random.int(60)],
    ],
    [['paid'], "status = 'completed'", []],
    [
      ['paid', 'completed'],
      `status = 'refunded', refund_tx_hash = ${hash}, refund_amount = total, refunded_at = now()`,
      [],
    ],
    [['pending_payment'], "status = 'cancelled'", []],
    [['pending_payment'], "status = 'failed'", []],
    [['pending_payment'], "status = 'expired'", []],
    [['pending_payment'], 'expires_at = expires_at + make_interval(secs => $2)', [random.int(600)], LIVE],
    [ORDER_STATUSES, "note = 'a note moves nothing'", []],
  ]);
  await database.db.transaction(async (tx) => {
    const picked = await tx.query<{ id: string }>(
      `SELECT id FROM orders WHERE company_id = $1 AND status = ANY (string_to_array($2, ','))${only}
        ORDER BY random() LIMIT ${1 + random.int(3)} FOR UPDATE SKIP LOCKED`,
      [shop.licensor.company.id, from.join(',')],
    );
    if (picked.rows.length === 0) return;
    await tx.query(
      `UPDATE orders SET ${set}, updated_at = now() WHERE id = ANY (string_to_array($1, ',')::uuid[])`,
      [picked.rows.map((order) => order.id).join(','), ...params],
    );
  });
}

const UNPAID = ['pending_payment', 'expired'] as const;
/** An order's hold moves only while it lasts: once ended and released it is not taken again (docs/product.md §7). */
const LIVE = ' AND expires_at > now()';
/** The statuses a change leaves from, what it sets, its parameters, and what else the orders it picks must be. */
type ChangeOfOrders = readonly [readonly string[], string, readonly number[], string?];

async function countersAndRecount() {
  const columns =
    'product_id, company_id, pending_payment::int, paid::int, completed::int, refunded::int, expired::int, ' +
    'cancelled::int, failed::int, licenses_sold::int, licenses_held::int';
  const nonZero =
    'pending_payment + paid + completed + refunded + expired + cancelled + failed + licenses_sold + licenses_held <> 0';
  const counters = await database.db.query(
    `SELECT ${columns} FROM product_counters WHERE ${nonZero} ORDER BY product_id`,
  );
  const recount = await database.db.query(
    `SELECT ${columns} FROM order_counters_recount WHERE ${nonZero} ORDER BY product_id`,
  );
  const days = 'company_id, token_address, day::text, amount::text';
  const revenue = await database.db.query(
    `SELECT ${days} FROM revenue_days WHERE amount <> 0 ORDER BY company_id, token_address, day`,
  );
  const revenueRecount = await database.db.query(
    `SELECT ${days} FROM revenue_days_recount ORDER BY company_id, token_address, day`,
  );
  // The holds are the unpaid orders whose hold has not ended (docs/product.md §7), once the ended ones are released.
  await releaseEndedHolds(database.db, { limit: 100_000 });
  const holds = await database.db.query(
    'SELECT order_id, quantity, expires_at FROM order_holds ORDER BY order_id',
  );
  const holding = await database.db.query(
    `SELECT id AS order_id, quantity, expires_at FROM orders
      WHERE status IN ('pending_payment', 'expired') AND expires_at > now() - interval '60 seconds'
      ORDER BY id`,
  );
  return { counters, recount, revenue, revenueRecount, holds, holding };
}

describe('the counters equal a recount (docs/product.md §7–§9)', () => {
  it('after 1,000 random order changes made from 8 connections at once', async () => {
    const shops = [await openShop(), await openShop(), await openShop()];
    const seed = Date.now();
    const random = randomSource(seed);
    const workers = 8;
    const changes = 1000;
    let made = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (made < changes) {
          made += 1;
          await randomChange(shops, random);
        }
      }),
    );
    const { counters, recount, revenue, revenueRecount, holds, holding } = await countersAndRecount();
    expect(recount.rows.length).toBeGreaterThan(0);
    expect({ seed, counters: counters.rows }).toEqual({ seed, counters: recount.rows });
    expect({ seed, revenue: revenue.rows }).toEqual({ seed, revenue: revenueRecount.rows });
    const holdKeys = (rows: Record<string, unknown>[]) =>
      rows.map((r) => `${String(r.order_id)} ${String(r.quantity)}`);
    expect({ seed, holds: holdKeys(holds.rows) }).toEqual({ seed, holds: holdKeys(holding.rows) });
  }, 180_000);

  it('the API answers the counters: stats, the list’s count and a product’s sold and held', async () => {
    const shop = await openShop();
    const productId = shop.products[0] ?? '';
    const buyers = [newWallet(), newWallet()];
    const placed = [];
    for (const buyer of buyers) placed.push(await placeOrder(app, productId, buyer, 2));
    await database.db.query(
      "UPDATE orders SET status = 'paid', paid_at = now(), payment_tx_hash = $2 WHERE id = $1",
      [placed[0]?.id ?? '', txHash()],
    );
    const headers = bearer(shop.licensor.token);
    const stats = await app.inject({ method: 'GET', url: '/api/products/orders/stats/', headers });
    expect(stats.json()).toMatchObject({
      counts_by_status: { pending_payment: 1, paid: 1, completed: 0 },
      total: 2,
      count_is_estimate: false,
    });
    const list = await app.inject({ method: 'GET', url: '/api/products/orders/?status=paid', headers });
    expect(list.json()).toMatchObject({ count: 1, count_is_estimate: false });
    const product = await app.inject({
      method: 'GET',
      url: `/api/products/products/${productId}/`,
      headers,
    });
    expect(product.json()).toMatchObject({ licenses_sold: 2 });
    const recount = await database.db.query<{ licenses_sold: string; licenses_held: string }>(
      'SELECT licenses_sold::text, licenses_held::text FROM order_counters_recount WHERE product_id = $1',
      [productId],
    );
    expect(recount.rows[0]).toEqual({ licenses_sold: '2', licenses_held: '2' });
  });
});
