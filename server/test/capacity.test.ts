/**
 * Capped products cannot be oversold (docs/security.md: capped products): an unpaid order that can still be paid holds its quantity
 * against max_licenses, from the moment it is created until it is cancelled, failed, or past its payment window
 * (expires_at plus the one-minute grace in which a transfer mined in time is still accepted). The check runs inside
 * the order's transaction after locking the product row, so concurrent buyers — from one API process or from
 * several sharing a PostgreSQL — never take more than the cap. Run on PostgreSQL by server/test/with-postgres.sh.
 */
import { openPostgres } from '../src/db/postgres.js';
import type { Database } from '../src/db/index.js';
import { lockProduct, readProduct } from '../src/products/repository.js';
import {
  bearer,
  buyerToken,
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

/** Buyers' tokens, signed in beforehand so that the orders of a race go out together. */
function signedInBuyers(count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => buyerToken(app, newWallet())));
}

/** An order of a signed-in buyer (docs/product.md §7); each call a new buyer unless given a token. */
async function order(target: TestApp, productId: string, quantity = 1, token?: string) {
  return target.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(token ?? (await buyerToken(target, newWallet()))),
    payload: { product_id: productId, quantity },
  });
}

async function markPaid(orderId: string): Promise<void> {
  await database.db.query(
    "UPDATE orders SET status = 'paid', paid_at = now(), payment_tx_hash = $2 WHERE id = $1",
    [orderId, `0x${orderId.replace(/-/g, '').padEnd(64, 'b')}`],
  );
}

/** Moves an order's payment window into the past, as time would. */
async function ageOrder(orderId: string, secondsPastExpiry: number): Promise<void> {
  await database.db.query(
    `UPDATE orders SET expires_at = now() - make_interval(secs => $2), created_at = now() - interval '1 hour'
      WHERE id = $1`,
    [orderId, secondsPastExpiry],
  );
}

interface Availability {
  licenses_sold: number;
  licenses_reserved: number;
  licenses_remaining: number | null;
  sold_out: boolean;
}

async function publicView(licensor: Licensor, productId: string): Promise<Availability> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/companies/licensor-info/?slug=${licensor.company.slug}`,
  });
  expect(response.statusCode).toBe(200);
  const product = response
    .json<{ products_page: { results: (Availability & { id: string })[] } }>()
    .products_page.results.find((p) => p.id === productId);
  if (product === undefined) throw new Error('product missing from the brand page');
  return {
    licenses_sold: product.licenses_sold,
    licenses_reserved: product.licenses_reserved,
    licenses_remaining: product.licenses_remaining,
    sold_out: product.sold_out,
  };
}

describe('unpaid orders hold their quantity', () => {
  it('a second buyer cannot order the last license while the first one’s order is payable', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 1 });
    expect(await publicView(licensor, product.id)).toEqual({
      licenses_sold: 0,
      licenses_reserved: 0,
      licenses_remaining: 1,
      sold_out: false,
    });
    const first = await placeOrder(app, product.id, newWallet(), 1);
    const second = await order(app, product.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'This product is sold out' });
    // The storefront shows it sold out while the first buyer pays.
    expect(await publicView(licensor, product.id)).toEqual({
      licenses_sold: 0,
      licenses_reserved: 1,
      licenses_remaining: 0,
      sold_out: true,
    });
    await markPaid(first.id);
    expect(await publicView(licensor, product.id)).toEqual({
      licenses_sold: 1,
      licenses_reserved: 0,
      licenses_remaining: 0,
      sold_out: true,
    });
    expect((await order(app, product.id)).statusCode).toBe(409);
  });

  it('counts held quantities in "Only N left"', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 5 });
    await placeOrder(app, product.id, newWallet(), 3);
    const tooMany = await order(app, product.id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'Only 2 license(s) left',
      fields: { quantity: 'Must be at most 2' },
    });
    expect((await order(app, product.id, 2)).statusCode).toBe(201);
    expect((await publicView(licensor, product.id)).licenses_remaining).toBe(0);
  });

  it('an expired order releases its hold once the payment grace is over; a cancelled one at once', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 1 });
    const first = await placeOrder(app, product.id, newWallet(), 1);
    // Expired 10 s ago: a transfer mined in time may still be reported for a minute, so it still holds.
    await ageOrder(first.id, 10);
    expect((await order(app, product.id)).statusCode).toBe(409);
    await ageOrder(first.id, 120);
    expect(await publicView(licensor, product.id)).toMatchObject({ licenses_reserved: 0, sold_out: false });
    const second = await order(app, product.id);
    expect(second.statusCode).toBe(201);

    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${second.json<{ id: string }>().id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await order(app, product.id)).statusCode).toBe(201);
  });

  it('whoever takes a product’s lock finds its ended holds given back', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 1 });
    const first = await placeOrder(app, product.id, newWallet(), 1);
    await ageOrder(first.id, 120);
    // Nothing read the product since: the lock itself releases (a late payment and a new order count right after it).
    const counted = await database.db.transaction(async (tx) => {
      expect(await lockProduct(tx, product.id)).toBe(true);
      return readProduct(tx, product.id);
    });
    expect(counted).toMatchObject({ licenses_reserved: 0 });
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(await database.db.transaction((tx) => lockProduct(tx, missing))).toBe(false);
  });

  it('the licensor cannot lower the cap below what is sold and held', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 10 });
    const paid = await placeOrder(app, product.id, newWallet(), 2);
    await markPaid(paid.id);
    await placeOrder(app, product.id, newWallet(), 3);
    const lower = (max: number) =>
      app.inject({
        method: 'PATCH',
        url: `/api/products/products/${product.id}/`,
        headers: bearer(licensor.token),
        payload: { max_licenses: max },
      });
    const refused = await lower(4);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'max_licenses cannot be below the 5 licenses sold or held by unpaid orders',
      fields: { max_licenses: 'Must be at least 5' },
    });
    const lowered = await lower(5);
    expect(lowered.statusCode).toBe(200);
    expect(lowered.json()).toMatchObject({ max_licenses: 5, licenses_remaining: 0, sold_out: true });
  });

  it('unlimited products have no remaining count and are never sold out', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    await placeOrder(app, product.id, newWallet(), 100);
    expect(await publicView(licensor, product.id)).toEqual({
      licenses_sold: 0,
      licenses_reserved: 100,
      licenses_remaining: null,
      sold_out: false,
    });
  });
});

describe('concurrent buyers', () => {
  // Several API processes share one PostgreSQL (docs/api.md: stateless servers): a second app on a second pool
  // is a second process. On PGlite both apps share the one embedded session.
  let other: Database | null = null;
  let second: TestApp;

  beforeAll(async () => {
    other = database.url === null ? null : await openPostgres(database.url);
    second = await startApp(other ?? database.db, {}, { chain: plentyChain });
  });

  afterAll(async () => {
    await second.close();
    await other?.close();
  });

  it('never sell more than the cap, however many orders arrive at once', async () => {
    const licensor = await createLicensor(app);
    const cap = 7;
    const product = await createProduct(app, licensor, { max_licenses: cap });
    const attempts = 40;
    const tokens = await signedInBuyers(attempts);
    const answers = await Promise.all(
      tokens.map((token, i) => order(i % 2 === 0 ? app : second, product.id, 1 + (i % 2), token)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const held = await database.db.query<{ total: number }>(
      "SELECT COALESCE(sum(quantity), 0)::int AS total FROM orders WHERE product_id = $1 AND status = 'pending_payment'",
      [product.id],
    );
    const accepted = answers
      .filter((answer) => answer.statusCode === 201)
      .reduce((sum, answer) => sum + answer.json<{ quantity: number }>().quantity, 0);
    expect(held.rows[0]?.total).toBe(accepted);
    expect(accepted).toBeLessThanOrEqual(cap);
    // Quantities of 1 and 2 against a cap of 7: the cap is reached or one license is left that no 2 fits.
    expect(accepted).toBeGreaterThanOrEqual(cap - 1);
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
  });

  it('stay within the cap across many products racing at once', async () => {
    const licensor = await createLicensor(app);
    const products = await Promise.all(
      [1, 2, 3].map((cap) => createProduct(app, licensor, { max_licenses: cap })),
    );
    const tokens = await signedInBuyers(24);
    await Promise.all(
      products.flatMap((product, p) =>
        tokens
          .slice(p * 8, p * 8 + 8)
          .map((token, i) => order(i % 2 === 0 ? app : second, product.id, 1, token)),
      ),
    );
    const totals = await database.db.query<{ product_id: string; total: number; cap: number }>(
      `SELECT o.product_id, sum(o.quantity)::int AS total, p.max_licenses AS cap
         FROM orders o JOIN products p ON p.id = o.product_id
        WHERE p.company_id = $1 GROUP BY o.product_id, p.max_licenses`,
      [licensor.company.id],
    );
    expect(totals.rows).toHaveLength(3);
    for (const row of totals.rows) expect(row.total).toBe(row.cap);
  });
});
