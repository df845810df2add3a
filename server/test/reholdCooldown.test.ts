/**
 * The re-hold cool-down (docs/product.md §13.5): after a wallet's order of a capped product expires unpaid, that
 * wallet cannot hold the product again for REHOLD_COOLDOWN_SECONDS (default ORDER_HOLD_SECONDS), so one wallet
 * cannot keep a limited product out of everyone else's reach by ordering it again and again without paying.
 * Expiry is expires_at having passed: orders expire lazily, so the row may still say pending_payment.
 */
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
  type BuyerKey,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

let database: TestDatabase;
/** ORDER_HOLD_SECONDS 900 (the default) and REHOLD_COOLDOWN_SECONDS unset: the cool-down is 900 s. */
let app: TestApp;
let licensor: Licensor;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, {}, { chain: plentyChain });
  licensor = await createLicensor(app);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function orderAs(client: TestApp, productId: string, buyer: BuyerKey, quantity = 1) {
  const token = await buyerToken(client, buyer);
  return client.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(token),
    payload: { product_id: productId, quantity },
  });
}

/** The order's hold ran out `secondsAgo` seconds ago; the row is left as it is (pending_payment until read). */
async function expiredAgo(orderId: string, secondsAgo: number): Promise<void> {
  await database.db.query('UPDATE orders SET expires_at = now() - make_interval(secs => $2) WHERE id = $1', [
    orderId,
    secondsAgo,
  ]);
}

async function statusOf(orderId: string): Promise<string | undefined> {
  const result = await database.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [
    orderId,
  ]);
  return result.rows[0]?.status;
}

function expectCoolingDown(
  response: { statusCode: number; headers: Record<string, unknown>; json(): unknown },
  most: number,
  least: number,
) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(least);
  expect(retryAfter).toBeLessThanOrEqual(most);
  expect(response.json()).toEqual({
    error: expect.stringMatching(
      /^This wallet let an order of this product expire unpaid; it can order it again in \d+ (h|min|s)( \d+ (min|s))?$/,
    ),
  });
}

describe('POST /api/products/orders/ after an order expired unpaid (docs/product.md §13.5)', () => {
  it('refuses the same wallet the same capped product for the cool-down, even while the row still says pending_payment', async () => {
    const product = await createProduct(app, licensor, { max_licenses: 5 });
    const buyer = newWallet();
    const first = await placeOrder(app, product.id, buyer);
    await expiredAgo(first.id, 10);
    expect(await statusOf(first.id)).toBe('pending_payment');

    const again = await orderAs(app, product.id, buyer, 2);
    // 900 s from the expiry, 10 s of it gone.
    expectCoolingDown(again, 890, 880);
    expect(again.json<{ error: string }>().error).toMatch(/in 14 min [45]\d s$/);
    // Refused before anything is held: the row is untouched, and no second order exists.
    const count = await database.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE product_id = $1',
      [product.id],
    );
    expect(count.rows[0]?.n).toBe(1);

    // Another wallet may hold it at once.
    expect((await orderAs(app, product.id, newWallet())).statusCode).toBe(201);
  });

  it('leaves uncapped products alone', async () => {
    const product = await createProduct(app, licensor);
    const buyer = newWallet();
    const first = await placeOrder(app, product.id, buyer);
    await expiredAgo(first.id, 10);
    expect((await orderAs(app, product.id, buyer)).statusCode).toBe(201);
  });

  it('holds for an order already marked expired, and ends once the cool-down has passed', async () => {
    const product = await createProduct(app, licensor, { max_licenses: 10 });
    const buyer = newWallet();
    const first = await placeOrder(app, product.id, buyer);
    await expiredAgo(first.id, 600);
    // A read marks it expired (lazy expiry).
    const mine = await app.inject({
      method: 'GET',
      url: '/api/products/orders/mine/',
      headers: bearer(await buyerToken(app, buyer)),
    });
    expect(mine.statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('expired');
    expectCoolingDown(await orderAs(app, product.id, buyer), 300, 290);

    // The cool-down counts from the latest expiry: 901 s ago is over.
    await expiredAgo(first.id, 901);
    const placed = await orderAs(app, product.id, buyer);
    expect(placed.statusCode).toBe(201);
    // The wallet's other capped products are not affected either way.
    const other = await createProduct(app, licensor, { max_licenses: 10 });
    expect((await orderAs(app, other.id, buyer)).statusCode).toBe(201);
  });

  it('starts no cool-down for an order the licensor cancelled or failed, nor for one paid', async () => {
    const product = await createProduct(app, licensor, { max_licenses: 10 });
    for (const status of ['cancelled', 'failed'] as const) {
      const buyer = newWallet();
      const first = await placeOrder(app, product.id, buyer);
      const changed = await app.inject({
        method: 'PATCH',
        url: `/api/products/orders/${first.id}/`,
        headers: bearer(licensor.token),
        payload: { status },
      });
      expect(changed.statusCode).toBe(200);
      // Even once its hold would have run out.
      await expiredAgo(first.id, 10);
      expect([status, (await orderAs(app, product.id, buyer)).statusCode]).toEqual([status, 201]);
    }
    // An order paid late (a transfer mined before it expired, docs/product.md §13.2) was not left unpaid.
    const buyer = newWallet();
    const paid = await placeOrder(app, product.id, buyer);
    await database.db.query(
      "UPDATE orders SET status = 'paid', paid_at = now(), expires_at = now() - interval '10 seconds' WHERE id = $1",
      [paid.id],
    );
    expect((await orderAs(app, product.id, buyer)).statusCode).toBe(201);
  });

  it('lasts REHOLD_COOLDOWN_SECONDS when set, and 0 turns it off', async () => {
    const short = await startApp(database.db, { REHOLD_COOLDOWN_SECONDS: '120' }, { chain: plentyChain });
    const off = await startApp(database.db, { REHOLD_COOLDOWN_SECONDS: '0' }, { chain: plentyChain });
    try {
      const product = await createProduct(app, licensor, { max_licenses: 10 });
      const buyer = newWallet();
      const first = await placeOrder(app, product.id, buyer);
      await expiredAgo(first.id, 30);
      expectCoolingDown(await orderAs(short, product.id, buyer), 90, 80);
      expect((await orderAs(short, product.id, buyer)).json<{ error: string }>().error).toMatch(
        /again in 1 min [23]\d s$/,
      );
      expect((await orderAs(off, product.id, buyer)).statusCode).toBe(201);
    } finally {
      await short.close();
      await off.close();
    }
  });

  it('follows ORDER_HOLD_SECONDS by default', async () => {
    const hour = await startApp(database.db, { ORDER_HOLD_SECONDS: '3600' }, { chain: plentyChain });
    try {
      const product = await createProduct(app, licensor, { max_licenses: 10 });
      const buyer = newWallet();
      const first = await placeOrder(hour, product.id, buyer);
      await expiredAgo(first.id, 5);
      const refused = await orderAs(hour, product.id, buyer);
      expectCoolingDown(refused, 3595, 3585);
      expect(refused.json<{ error: string }>().error).toMatch(/again in 59 min [45]\d s$/);
    } finally {
      await hour.close();
    }
  });
});
