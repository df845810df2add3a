import {
  USDC_E,
  bearer,
  buyerToken,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  plentyChain,
  signIn,
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

/** Orders reach `paid` only through a verified payment (payments.test.ts does that on the devnet); here, directly. */
async function markPaid(orderId: string): Promise<void> {
  await database.db.query(
    "UPDATE orders SET status = 'paid', paid_at = now(), payment_tx_hash = $2 WHERE id = $1",
    [orderId, `0x${Buffer.from(orderId.replace(/-/g, ''), 'hex').toString('hex').padEnd(64, 'a')}`],
  );
}

function listOrders(licensor: Licensor, query = '') {
  return app.inject({ method: 'GET', url: `/api/products/orders/${query}`, headers: bearer(licensor.token) });
}

type OrderList = {
  count: number;
  next: string | null;
  previous: string | null;
  results: Record<string, unknown>[];
};

describe('POST /api/products/orders/ (the buyer’s session)', () => {
  it('creates a pending_payment order with the price computed on the server', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, {
      price: { amount: '2500000', token: { address: USDC_E } },
    });
    const wallet = newWallet();
    const buyer = wallet.address;
    const before = Date.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/orders/',
      headers: bearer(await buyerToken(app, wallet)),
      payload: {
        product_id: product.id,
        quantity: 3,
        buyer_address: buyer,
        buyer_email: 'buyer@example.com',
      },
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<Record<string, unknown>>();
    expect(order).toEqual({
      id: expect.any(String),
      number: expect.stringMatching(new RegExp(`^ORD-${new Date().getUTCFullYear()}-\\d{6}$`)),
      product_id: product.id,
      product_title: 'Moonlight Character Pack',
      buyer_address: buyer.toLowerCase(),
      quantity: 3,
      unit_price: '2500000',
      total: '7500000',
      token: { symbol: 'USDC.e', address: USDC_E, decimals: 6 },
      pay_to: licensor.company.payout_address,
      status: 'pending_payment',
      payment_tx_hash: null,
      paid_at: null,
      expires_at: expect.any(String),
      created_at: expect.any(String),
    });
    // ORDER_HOLD_SECONDS, 15 minutes by default (docs/product.md §2).
    const hold = Date.parse(String(order.expires_at)) - before;
    expect(hold).toBeGreaterThan(14 * 60_000);
    expect(hold).toBeLessThan(16 * 60_000);
    // The buyer's view carries neither the licensor's note nor the e-mail back.
    expect(order).not.toHaveProperty('note');
    expect(order).not.toHaveProperty('buyer_email');
  });

  it('numbers orders uniquely and in sequence', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const orders = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(app, product.id, newWallet())),
    );
    const numbers = orders.map((o) => o.number);
    expect(new Set(numbers).size).toBe(5);
    const sequence = numbers.map((n) => Number(n.split('-')[2])).sort((a, b) => a - b);
    expect(sequence[4]! - sequence[0]!).toBe(4);
  });

  it('validates the buyer’s input', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const wallet = newWallet();
    const buyer = wallet.address;
    const token = await buyerToken(app, wallet);
    const cases: [Record<string, unknown>, string][] = [
      [{ quantity: 1, buyer_address: buyer }, 'product_id'],
      [{ product_id: 'abc', quantity: 1, buyer_address: buyer }, 'product_id'],
      [{ product_id: product.id, quantity: 0, buyer_address: buyer }, 'quantity'],
      [{ product_id: product.id, quantity: 101, buyer_address: buyer }, 'quantity'],
      [{ product_id: product.id, quantity: 1.5, buyer_address: buyer }, 'quantity'],
      [{ product_id: product.id, quantity: '2', buyer_address: buyer }, 'quantity'],
      [{ product_id: product.id, quantity: 1, buyer_address: 'me' }, 'buyer_address'],
      [{ product_id: product.id, quantity: 1, buyer_address: buyer, buyer_email: 'nope' }, 'buyer_email'],
      [{ product_id: product.id, quantity: 1, buyer_address: buyer, total: '1' }, 'total'],
      [{ product_id: product.id, quantity: 1, buyer_address: buyer, unit_price: '1' }, 'unit_price'],
    ];
    for (const [payload, field] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/products/orders/',
        headers: bearer(token),
        payload,
      });
      expect([response.statusCode, field]).toEqual([400, field]);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    }
  });

  it('sells only published products: drafts and archived are 404, paused is 409', async () => {
    const licensor = await createLicensor(app);
    const token = await buyerToken(app, newWallet());
    const draft = await createProduct(app, licensor, { status: 'draft' });
    const paused = await createProduct(app, licensor);
    const archived = await createProduct(app, licensor);
    const setStatus = async (id: string, ...statuses: string[]) => {
      for (const status of statuses) {
        await app.inject({
          method: 'PATCH',
          url: `/api/products/products/${id}/`,
          headers: bearer(licensor.token),
          payload: { status },
        });
      }
    };
    await setStatus(paused.id, 'paused');
    await setStatus(archived.id, 'archived');
    const order = (productId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/products/orders/',
        headers: bearer(token),
        payload: { product_id: productId, quantity: 1 },
      });
    expect((await order(draft.id)).statusCode).toBe(404);
    expect((await order(archived.id)).statusCode).toBe(404);
    expect((await order('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const pausedAnswer = await order(paused.id);
    expect(pausedAnswer.statusCode).toBe(409);
    expect(pausedAnswer.json()).toEqual({ error: 'This product is paused and cannot be bought right now' });
  });

  it('stops at max_licenses, counting paid, completed and still payable orders', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 3 });
    const buyer = newWallet();
    const first = await placeOrder(app, product.id, buyer, 2);
    // Pending orders hold their licenses (capacity.test.ts has the details); a cancelled one gives them back.
    const cancelled = await placeOrder(app, product.id, buyer, 1);
    await database.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [cancelled.id]);
    await markPaid(first.id);
    const tooMany = await app.inject({
      method: 'POST',
      url: '/api/products/orders/',
      headers: bearer(await buyerToken(app, buyer)),
      payload: { product_id: product.id, quantity: 2 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      error: 'Only 1 license(s) left',
      fields: { quantity: 'Must be at most 1' },
    });
    const last = await placeOrder(app, product.id, buyer, 1);
    await markPaid(last.id);
    const soldOut = await app.inject({
      method: 'POST',
      url: '/api/products/orders/',
      headers: bearer(await buyerToken(app, buyer)),
      payload: { product_id: product.id, quantity: 1 },
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json()).toEqual({ error: 'This product is sold out' });
    const read = await app.inject({
      method: 'GET',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(licensor.token),
    });
    expect(read.json()).toMatchObject({
      licenses_sold: 3,
      licenses_reserved: 0,
      licenses_remaining: 0,
      sold_out: true,
      max_licenses: 3,
    });
    const lower = await app.inject({
      method: 'PATCH',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(licensor.token),
      payload: { max_licenses: 2 },
    });
    expect(lower.statusCode).toBe(409);
  });
});

describe('GET /api/products/orders/', () => {
  it('lists only the caller’s orders, with filters, search, dates, ordering and pages', async () => {
    const licensor = await createLicensor(app);
    const stranger = await createLicensor(app);
    const alpha = await createProduct(app, licensor, {
      title: 'Alpha Pack',
      price: { amount: '1000000', token: { address: USDC_E } },
    });
    const beta = await createProduct(app, licensor, {
      title: 'Beta Pack',
      price: { amount: '5000000', token: { address: USDC_E } },
    });
    const foreign = await createProduct(app, stranger);
    const buyerA = newWallet();
    const buyerB = newWallet();
    const o1 = await placeOrder(app, alpha.id, buyerA, 1);
    const o2 = await placeOrder(app, beta.id, buyerB, 2);
    const o3 = await placeOrder(app, alpha.id, buyerB, 3);
    await placeOrder(app, foreign.id, buyerA, 1);
    await markPaid(o2.id);
    await database.db.query("UPDATE orders SET created_at = now() - interval '10 days' WHERE id = $1", [
      o1.id,
    ]);

    const list = async (query = '') => {
      const response = await listOrders(licensor, query);
      expect([query, response.statusCode]).toEqual([query, 200]);
      return response.json<OrderList>();
    };
    const all = await list();
    expect(all.count).toBe(3);
    expect(all.results.map((o) => o.id)).toEqual([o3.id, o2.id, o1.id]);
    expect(all.results[0]).toMatchObject({ product_title: 'Alpha Pack', buyer_email: null, note: '' });
    expect((await list('?status=paid')).results.map((o) => o.id)).toEqual([o2.id]);
    expect((await list(`?product=${alpha.id}`)).count).toBe(2);
    expect((await list(`?search=${buyerB.address.toUpperCase().replace('0X', '0x')}`)).count).toBe(2);
    expect((await list(`?search=${o2.number.slice(-6)}`)).results.map((o) => o.id)).toEqual([o2.id]);
    expect((await list(`?search=${o2.number.toLowerCase()}`)).count).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${fiveDaysAgo}`)).count).toBe(2);
    expect((await list(`?to=${fiveDaysAgo}`)).results.map((o) => o.id)).toEqual([o1.id]);
    expect((await list(`?from=${today}&to=${today}`)).count).toBe(2);
    expect(
      (await list(`?from=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`)).count,
    ).toBe(2);
    expect((await list('?ordering=-total')).results.map((o) => o.total)).toEqual([
      '10000000',
      '3000000',
      '1000000',
    ]);
    expect((await list('?ordering=total')).results.map((o) => o.total)).toEqual([
      '1000000',
      '3000000',
      '10000000',
    ]);
    expect((await list('?ordering=number')).results.map((o) => o.id)).toEqual([o1.id, o2.id, o3.id]);
    const page = await list('?page_size=2&page=2');
    expect(page).toMatchObject({ count: 3, count_is_estimate: false, next: null });
    expect(page.results.map((o) => o.id)).toEqual([o1.id]);
    // `previous` is a cursor link (docs/api.md "Orders at any size"): the page before the first row of this one.
    expect(page.previous).toMatch(/^\/api\/products\/orders\/\?page_size=2&cursor=[\w-]+\.[\w-]+$/);
    const before = await list((page.previous ?? '').replace('/api/products/orders/', ''));
    expect(before.results.map((o) => o.id)).toEqual([o3.id, o2.id]);
    expect(before.previous).toBeNull();

    for (const query of [
      '?status=shipped',
      '?product=abc',
      '?from=yesterday',
      '?from=2024-02-30',
      `?from=${today}&to=2000-01-01`,
      '?ordering=buyer_address',
      '?ordering=-created_at;DROP TABLE orders',
      '?page_size=101',
      '?limit=5',
    ]) {
      const response = await listOrders(licensor, query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json()).toHaveProperty('error');
    }
    expect((await app.inject({ method: 'GET', url: '/api/products/orders/' })).statusCode).toBe(401);
  });

  it('expires unpaid orders lazily when they are read', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const order = await placeOrder(app, product.id, newWallet());
    await database.db.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [
      order.id,
    ]);
    const list = (await listOrders(licensor)).json<OrderList>();
    expect(list.results[0]).toMatchObject({ id: order.id, status: 'expired' });
    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
    });
    expect(detail.json<{ history: { status: string; actor: string }[] }>().history).toEqual([
      { status: 'pending_payment', actor: 'buyer', at: expect.any(String) },
      { status: 'expired', actor: 'system', at: expect.any(String) },
    ]);
  });

  it('stays fast with 10 000 orders (indexes, no N+1)', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const template = await placeOrder(app, product.id, newWallet());
    await database.db.query(
      `INSERT INTO orders (number, company_id, product_id, buyer_address, quantity, unit_price, total, token_symbol,
                           token_address, token_decimals, pay_to, terms, status, expires_at, created_at)
       SELECT 'BULK-' || $2 || '-' || g, o.company_id, o.product_id,
              '0x' || lpad(to_hex(g), 40, '0'), 1 + g % 5, o.unit_price, o.unit_price * (1 + g % 5), o.token_symbol,
              o.token_address, o.token_decimals, o.pay_to, o.terms,
              (ARRAY['pending_payment', 'paid', 'completed', 'cancelled', 'expired'])[1 + g % 5],
              now() + interval '1 day', now() - g * interval '1 minute'
         FROM orders o, generate_series(1, 9999) g WHERE o.id = $1`,
      [template.id, licensor.company.id.slice(0, 8)],
    );
    const timings: Record<string, number> = {};
    for (const query of [
      '',
      '?status=paid',
      `?search=${'0'.repeat(30)}`,
      '?ordering=-total&page=40',
      `?product=${product.id}&page_size=100`,
    ]) {
      const started = performance.now();
      const response = await listOrders(licensor, query);
      timings[query || '(none)'] = Math.round(performance.now() - started);
      expect(response.statusCode).toBe(200);
      expect(response.json<OrderList>().count).toBeGreaterThan(0);
    }
    const started = performance.now();
    const stats = await app.inject({
      method: 'GET',
      url: '/api/products/orders/stats/',
      headers: bearer(licensor.token),
    });
    timings.stats = Math.round(performance.now() - started);
    expect(stats.json<{ total: number }>().total).toBe(10_000);
    console.info(`orders list with 10 000 rows (ms): ${JSON.stringify(timings)}`);
    for (const ms of Object.values(timings)) expect(ms).toBeLessThan(2000);
  });
});

describe('GET /api/products/orders/stats/', () => {
  it('answers counts per status, revenue per token and published products', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, {
      price: { amount: '1000000', token: { address: USDC_E } },
    });
    await createProduct(app, licensor, { status: 'draft' });
    const paid = await placeOrder(app, product.id, newWallet(), 2);
    const old = await placeOrder(app, product.id, newWallet(), 1);
    await placeOrder(app, product.id, newWallet(), 1);
    await markPaid(paid.id);
    await markPaid(old.id);
    await database.db.query("UPDATE orders SET paid_at = now() - interval '40 days' WHERE id = $1", [old.id]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/products/orders/stats/',
      headers: bearer(licensor.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      counts_by_status: {
        pending_payment: 1,
        paid: 2,
        expired: 0,
        cancelled: 0,
        failed: 0,
        completed: 0,
        refunded: 0,
      },
      total: 3,
      count_is_estimate: false,
      revenue: [
        {
          token_symbol: 'USDC.e',
          token_address: USDC_E,
          decimals: 6,
          last_30_days: '2000000',
          all_time: '3000000',
          daily: expect.any(Array),
        },
      ],
      published_products: 1,
    });
    // Home's chart (docs/product.md §9): 30 UTC days ending today, oldest first; today holds the order paid now, the
    // one paid 40 days ago is outside.
    const [row] = response.json<{ revenue: { daily: { date: string; amount: string }[] }[] }>().revenue;
    const daily = row?.daily ?? [];
    expect(daily).toHaveLength(30);
    const today = new Date().toISOString().slice(0, 10);
    expect(daily[29]).toEqual({ date: today, amount: '2000000' });
    expect(daily[0]?.date).toBe(new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
    expect(daily.slice(0, 29).every((day) => day.amount === '0')).toBe(true);
    const filtered = await app.inject({
      method: 'GET',
      url: `/api/products/orders/stats/?search=${paid.number}`,
      headers: bearer(licensor.token),
    });
    expect(filtered.json()).toMatchObject({ total: 1, counts_by_status: { paid: 1, pending_payment: 0 } });
    const bad = await app.inject({
      method: 'GET',
      url: '/api/products/orders/stats/?status=paid',
      headers: bearer(licensor.token),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows zero revenue for a company without sales', async () => {
    const licensor = await createLicensor(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/products/orders/stats/',
      headers: bearer(licensor.token),
    });
    expect(response.json()).toMatchObject({
      total: 0,
      revenue: [{ token_symbol: 'USDC.e', last_30_days: '0', all_time: '0' }],
      published_products: 0,
    });
    const daily = response.json<{ revenue: { daily: { amount: string }[] }[] }>().revenue[0]?.daily ?? [];
    expect(daily).toHaveLength(30);
    expect(daily.every((day) => day.amount === '0')).toBe(true);
  });
});

describe('order detail and status changes', () => {
  it('another company’s order is 404 for read and change', async () => {
    const owner = await createLicensor(app);
    const stranger = await createLicensor(app);
    const product = await createProduct(app, owner);
    const order = await placeOrder(app, product.id, newWallet());
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await app.inject({
        method,
        url: `/api/products/orders/${order.id}/`,
        headers: bearer(stranger.token),
        payload: method === 'PATCH' ? { status: 'cancelled' } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(owner.token),
    });
    expect(detail.json()).toMatchObject({ status: 'pending_payment' });
    const noCompany = await signIn(app, newWallet());
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/products/orders/${order.id}/`,
          headers: bearer(noCompany),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers the detail with terms, history and license id', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const order = await placeOrder(app, product.id, newWallet());
    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
    });
    expect(detail.json()).toMatchObject({
      id: order.id,
      number: order.number,
      note: '',
      license_id: null,
      license_tokens: null,
      terms: {
        company: { slug: licensor.company.slug },
        product: { id: product.id, title: 'Moonlight Character Pack' },
        license: { flavor: 'commercial_remix', commercial_rev_share_pct: 5 },
      },
      history: [{ status: 'pending_payment', actor: 'buyer' }],
    });
  });

  it('lets the licensor cancel or fail unpaid orders and complete paid ones, nothing else', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const change = (id: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/products/orders/${id}/`,
        headers: bearer(licensor.token),
        payload,
      });

    const pending = await placeOrder(app, product.id, newWallet());
    for (const to of ['paid', 'completed', 'refunded', 'expired']) {
      const response = await change(pending.id, { status: to });
      expect([to, response.statusCode]).toEqual([to, 409]);
      expect(response.json()).toEqual({
        error: `Cannot change an order from pending_payment to ${to}`,
        fields: { status: 'Not allowed' },
      });
    }
    const cancelled = await change(pending.id, { status: 'cancelled', note: 'Buyer asked to cancel' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', note: 'Buyer asked to cancel' });
    expect((await change(pending.id, { status: 'pending_payment' })).statusCode).toBe(409);
    expect((await change(pending.id, { note: 'Notes stay editable' })).json()).toMatchObject({
      note: 'Notes stay editable',
    });

    const failed = await placeOrder(app, product.id, newWallet());
    expect((await change(failed.id, { status: 'failed' })).json()).toMatchObject({ status: 'failed' });

    // docs/product.md §12.4: refunding takes the refund's transaction (refund/, server/test/refunds.test.ts), never a
    // plain status change.
    const paid = await placeOrder(app, product.id, newWallet());
    await markPaid(paid.id);
    const refundByHand = await change(paid.id, { status: 'refunded' });
    expect(refundByHand.json()).toEqual({
      error:
        'Cannot change an order from paid to refunded: send the money back, then record its transaction with POST products/orders/{id}/refund/',
      fields: { status: 'Not allowed' },
    });
    expect((await change(paid.id, { status: 'completed' })).json()).toMatchObject({ status: 'completed' });
    expect((await change(paid.id, { status: 'refunded' })).statusCode).toBe(409);
    // An order refunded by hand before refunds were verified keeps its status, and moves no further.
    const refundedBefore = await placeOrder(app, product.id, newWallet());
    await markPaid(refundedBefore.id);
    await database.db.query("UPDATE orders SET status = 'refunded' WHERE id = $1", [refundedBefore.id]);
    expect((await change(refundedBefore.id, { status: 'completed' })).statusCode).toBe(409);
    expect((await change(refundedBefore.id, { note: 'Refunded by hand' })).json()).toMatchObject({
      status: 'refunded',
      refund_tx_hash: null,
      note: 'Refunded by hand',
    });

    expect((await change(pending.id, { status: 'shipped' })).statusCode).toBe(400);
    expect((await change(pending.id, { number: 'ORD-2020-000001' })).statusCode).toBe(400);
    expect((await change(pending.id, { note: 'n'.repeat(2001) })).statusCode).toBe(400);
  });

  it('completing a paid order issues a license with a snapshot of the terms', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const buyer = newWallet();
    const order = await placeOrder(app, product.id, buyer, 2);
    await markPaid(order.id);
    // A later edit of the product does not change what the buyer bought.
    await app.inject({
      method: 'PATCH',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(licensor.token),
      payload: { license: { commercial_rev_share_pct: 50 } },
    });
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'completed' },
    });
    expect(completed.statusCode).toBe(200);
    const detail = completed.json<{ license_id: string | null; history: { status: string }[] }>();
    expect(detail.license_id).toEqual(expect.any(String));
    expect(detail.history.map((h) => h.status)).toEqual(['pending_payment', 'completed']);

    const licenses = await app.inject({
      method: 'GET',
      url: '/api/companies/licenses/',
      headers: bearer(licensor.token),
    });
    expect(licenses.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: detail.license_id,
          order_id: order.id,
          order_number: order.number,
          product_id: product.id,
          product_title: 'Moonlight Character Pack',
          licensee_address: buyer.address.toLowerCase(),
          terms: expect.objectContaining({
            license: expect.objectContaining({ commercial_rev_share_pct: 5 }),
            quantity: 2,
            total: order.total,
            order_number: order.number,
          }),
          issued_at: expect.any(String),
        },
      ],
    });
    const stranger = await createLicensor(app);
    const none = await app.inject({
      method: 'GET',
      url: '/api/companies/licenses/',
      headers: bearer(stranger.token),
    });
    expect(none.json()).toMatchObject({ count: 0, results: [] });
  });
});

describe('GET /api/products/wallet-transactions/', () => {
  it('is a page of the company’s payments and needs a token', async () => {
    const licensor = await createLicensor(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/products/wallet-transactions/',
      headers: bearer(licensor.token),
    });
    expect(response.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await app.inject({ method: 'GET', url: '/api/products/wallet-transactions/' })).statusCode).toBe(
      401,
    );
  });
});

describe('revenue by day (Home chart)', () => {
  it('adds each UTC day of paid and completed orders per token, and leaves out unpaid ones', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, {
      price: { amount: '1000000', token: { address: USDC_E } },
    });
    const a = await placeOrder(app, product.id, newWallet(), 1);
    const b = await placeOrder(app, product.id, newWallet(), 2);
    const c = await placeOrder(app, product.id, newWallet(), 3);
    await placeOrder(app, product.id, newWallet(), 4);
    await markPaid(a.id);
    await markPaid(b.id);
    await markPaid(c.id);
    // Two paid on the same day three days ago (noon UTC), one refunded that day: only the paid ones count.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    for (const id of [a.id, b.id, c.id]) {
      await database.db.query('UPDATE orders SET paid_at = $2 WHERE id = $1', [
        id,
        `${threeDaysAgo}T12:00:00Z`,
      ]);
    }
    await database.db.query("UPDATE orders SET status = 'refunded' WHERE id = $1", [c.id]);
    const response = await app.inject({
      method: 'GET',
      url: '/api/products/orders/stats/',
      headers: bearer(licensor.token),
    });
    const daily =
      response.json<{ revenue: { daily: { date: string; amount: string }[] }[] }>().revenue[0]?.daily ?? [];
    expect(daily[26]).toEqual({ date: threeDaysAgo, amount: '3000000' });
    expect(daily.filter((day) => day.amount !== '0')).toHaveLength(1);
  });
});
