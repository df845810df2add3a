/**
 * Webhooks (docs/product.md §12.1), their routes and their events: adding one is a signed call whose answer alone holds
 * the secret; every change of an order (and a licence) records its event in its own transaction, with the order as
 * GET products/orders/{id}/ answered at that moment, and a real receiver on 127.0.0.1 gets it; a change that rolls
 * back records nothing. Delivery itself (signatures, retries, timeouts, where a webhook may point) is
 * webhookDelivery.test.ts.
 */
import {
  ORIGIN,
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  signedBody,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { ALL_EVENTS, addWebhook, payingChain, postWebhook, until } from './webhookKit.js';
import { startReceiver, type Receiver } from './webhookReceiver.js';

const fake = payingChain();
let database: TestDatabase;
let app: TestApp;
let receiver: Receiver;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  receiver = await startReceiver();
  app = await startApp(
    database.db,
    { LOG_LEVEL: 'info' },
    {
      chain: fake.chain,
      logStream: { write: (line) => void logLines.push(line) },
      webhookTiming: { firstRetryMs: 200, maxRetryMs: 400, retryWindowMs: 60_000, timeoutMs: 2_000 },
    },
  );
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await database?.close();
});

/** The events the receiver got, parsed, in order. */
function received(): { id: string; type: string; created_at: string; data: Record<string, unknown> }[] {
  return receiver.calls.map((call) => JSON.parse(call.body) as never);
}

/** Waits for the event of `type` about `orderId` and answers it. */
async function eventFor(type: string, orderId: string) {
  let found: ReturnType<typeof received>[number] | undefined;
  await until(() => {
    found = received().find(
      (event) => event.type === type && (event.data.order as { id?: string } | undefined)?.id === orderId,
    );
    return found !== undefined;
  });
  return found as NonNullable<typeof found>;
}

async function orderDetail(licensor: Licensor, orderId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/products/orders/${orderId}/`,
    headers: bearer(licensor.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('a webhook', () => {
  it('is added by a signed call, and its secret is in that answer only, never in a log', async () => {
    const licensor = await createLicensor(app);
    const created = await postWebhook(app, licensor, {
      url: `${receiver.url}/hooks`,
      events: ['order.paid', 'order.created'],
    });
    expect(created.statusCode).toBe(201);
    const webhook = created.json<{ id: string; secret: string }>();
    expect(webhook).toEqual({
      id: expect.any(String),
      url: `${receiver.url}/hooks`,
      events: ['order.paid', 'order.created'],
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
    });
    expect(Buffer.from(webhook.secret.slice(6), 'base64url')).toHaveLength(32);

    const list = await app.inject({
      method: 'GET',
      url: '/api/companies/webhooks/',
      headers: bearer(licensor.token),
    });
    expect(list.json()).toMatchObject({ count: 1, results: [{ id: webhook.id, enabled: true }] });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/companies/webhooks/${webhook.id}/`,
      headers: bearer(licensor.token),
      payload: { events: ['order.paid'] },
    });
    expect(patched.json()).toMatchObject({ events: ['order.paid'] });
    const ping = await app.inject({
      method: 'POST',
      url: `/api/companies/webhooks/${webhook.id}/test/`,
      headers: bearer(licensor.token),
    });
    expect(ping.statusCode).toBe(202);
    await until(() => receiver.calls.some((call) => call.body.includes(webhook.id)));
    const deliveries = await app.inject({
      method: 'GET',
      url: `/api/companies/webhooks/${webhook.id}/deliveries/`,
      headers: bearer(licensor.token),
    });
    for (const answer of [list, patched, ping, deliveries]) {
      expect(answer.body).not.toContain(webhook.secret);
      expect(answer.body).not.toContain('secret');
    }
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(webhook.secret);
  });

  it('needs the statement `Add webhook {url}`, once', async () => {
    const licensor = await createLicensor(app);
    const body = { url: `${receiver.url}/signed`, events: ['order.paid'] };
    const request = { method: 'POST', path: '/api/companies/webhooks/', body } as const;
    const send = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/companies/webhooks/',
        headers: { ...bearer(licensor.token), origin: ORIGIN },
        payload,
      });
    const wrong = await send(
      await signedBody(app, licensor.wallet, request, { statement: `Add webhook ${receiver.url}/other` }),
    );
    expect(wrong.statusCode).toBe(401);
    const unsigned = await send(body);
    expect([unsigned.statusCode, unsigned.json()]).toMatchObject([
      400,
      { fields: { auth: expect.any(String) } },
    ]);
    const signed = await signedBody(app, licensor.wallet, request);
    expect((await send(signed)).statusCode).toBe(201);
    const replay = await send(signed);
    expect([replay.statusCode, replay.json<{ error: string }>().error]).toEqual([
      401,
      'The nonce is unknown, already used or expired; request a new one from /api/auth/nonce/',
    ]);
    // The body is what was signed: another URL under the same signature is refused.
    const swapped = await send({ ...signed, url: `${receiver.url}/swapped` });
    expect(swapped.statusCode).toBe(401);
  });

  it.each([
    ['a percent sign', 'https://hooks.example/a%20b'],
    ['a quote', 'https://hooks.example/"x"'],
    ['a non-ASCII letter', 'https://hooks.example/é'],
    ['a space', 'https://hooks.example/a b'],
    ['another scheme', 'ftp://hooks.example/'],
    ['no URL at all', 'hooks.example'],
  ])('with %s in its URL is refused with 400 naming url', async (_what, url) => {
    const licensor = await createLicensor(app);
    const response = await postWebhook(app, licensor, { url, events: ['order.paid'] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { url: expect.any(String) } });
  });

  it('with a user name in its URL, or an unknown or repeated event, is refused', async () => {
    const licensor = await createLicensor(app);
    const credentials = await postWebhook(app, licensor, {
      url: `http://user:pass@127.0.0.1:${receiver.port}/`,
      events: ['order.paid'],
    });
    expect(credentials.json()).toEqual({
      error: 'Must not hold a user name or password',
      fields: { url: 'Must not hold a user name or password' },
    });
    for (const events of [[], ['order.shipped'], ['ping'], ['order.paid', 'order.paid']]) {
      const response = await postWebhook(app, licensor, { url: receiver.url, events });
      expect([events, response.statusCode]).toEqual([events, 400]);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([
        expect.stringMatching(/^events(\.\d+)?$/),
      ]);
    }
  });

  it('is one of at most 10 per company', async () => {
    const licensor = await createLicensor(app);
    for (let n = 0; n < 10; n += 1)
      await addWebhook(app, licensor, `${receiver.url}/many/${n}`, ['order.paid']);
    const eleventh = await postWebhook(app, licensor, {
      url: `${receiver.url}/many/10`,
      events: ['order.paid'],
    });
    expect([eleventh.statusCode, eleventh.json()]).toEqual([
      409,
      { error: 'A company has at most 10 webhooks; delete one first' },
    ]);
  });

  it('of another company is 404 on every route', async () => {
    const owner = await createLicensor(app);
    const other = await createLicensor(app);
    const webhook = await addWebhook(app, owner, `${receiver.url}/owned`, ['order.paid']);
    const ping = await app.inject({
      method: 'POST',
      url: `/api/companies/webhooks/${webhook.id}/test/`,
      headers: bearer(owner.token),
    });
    const deliveryId = ping.json<{ id: string }>().id;
    const base = `/api/companies/webhooks/${webhook.id}`;
    for (const [method, url, payload] of [
      ['PATCH', `${base}/`, { enabled: false }],
      ['DELETE', `${base}/`, undefined],
      ['POST', `${base}/test/`, undefined],
      ['GET', `${base}/deliveries/`, undefined],
      ['POST', `${base}/deliveries/${deliveryId}/resend/`, undefined],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: bearer(other.token),
        ...(payload === undefined ? {} : { payload }),
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    const list = await app.inject({
      method: 'GET',
      url: '/api/companies/webhooks/',
      headers: bearer(other.token),
    });
    expect(list.json()).toMatchObject({ count: 0, results: [] });
    // A delivery of another webhook of the owner's own is not found under this one either.
    const second = await addWebhook(app, owner, `${receiver.url}/second`, ['order.paid']);
    const crossed = await app.inject({
      method: 'POST',
      url: `/api/companies/webhooks/${second.id}/deliveries/${deliveryId}/resend/`,
      headers: bearer(owner.token),
    });
    expect(crossed.statusCode).toBe(404);
  });
});

describe('events', () => {
  let licensor: Licensor;
  let productId: string;

  beforeAll(async () => {
    licensor = await createLicensor(app);
    productId = (await createProduct(app, licensor)).id;
    await addWebhook(app, licensor, `${receiver.url}/events`, ALL_EVENTS);
  });

  it('order.created and order.paid carry the order as GET products/orders/{id}/ answered then', async () => {
    const buyer = newWallet();
    const order = await placeOrder(app, productId, buyer);
    const atCreation = await orderDetail(licensor, order.id);
    const created = await eventFor('order.created', order.id);
    expect(created).toEqual({
      id: expect.stringMatching(/^evt_[A-Za-z0-9_-]{22}$/),
      type: 'order.created',
      created_at: expect.any(String),
      data: { order: atCreation },
    });
    const paid = await app.inject({
      method: 'POST',
      url: `/api/products/orders/${order.id}/pay/`,
      payload: { tx_hash: fake.payment(order, buyer) },
    });
    expect(paid.statusCode).toBe(200);
    const atPayment = await orderDetail(licensor, order.id);
    const paidEvent = await eventFor('order.paid', order.id);
    expect(paidEvent.data).toEqual({ order: atPayment });
    expect(paidEvent.data.order).toMatchObject({ status: 'paid' });
    expect(paidEvent.id).not.toBe(created.id);
    // The snapshot stays what it was: the order completing later does not change the delivered body.
    const completed = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'completed' },
    });
    expect(completed.statusCode).toBe(200);
    const issued = await eventFor('license.issued', order.id);
    expect(issued.data.order).toMatchObject({ status: 'completed', license_id: expect.any(String) });
    const stored = await database.db.query<{ body: string }>(
      'SELECT body FROM webhook_events WHERE id = $1',
      [paidEvent.id],
    );
    expect(JSON.parse(stored.rows[0]?.body ?? '{}')).toEqual(paidEvent);
  });

  it('order.cancelled and order.refunded follow the licensor’s moves: a cancel, a verified refund', async () => {
    const cancelled = await placeOrder(app, productId, newWallet());
    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${cancelled.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await eventFor('order.cancelled', cancelled.id)).data.order).toMatchObject({
      status: 'cancelled',
    });

    const buyer = newWallet();
    const refunded = await placeOrder(app, productId, buyer);
    await app.inject({
      method: 'POST',
      url: `/api/products/orders/${refunded.id}/pay/`,
      payload: { tx_hash: fake.payment(refunded, buyer) },
    });
    // docs/product.md §12.4: refunded only by the money sent back, verified on chain.
    const refund = await app.inject({
      method: 'POST',
      url: `/api/products/orders/${refunded.id}/refund/`,
      headers: bearer(licensor.token),
      payload: { tx_hash: fake.refund(refunded, buyer) },
    });
    expect(refund.statusCode).toBe(200);
    expect((await eventFor('order.refunded', refunded.id)).data.order).toMatchObject({
      status: 'refunded',
      refund_tx_hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    });
  });

  it('order.expired when a read finds the order expired, and when the sweep does', async () => {
    const lazy = await placeOrder(app, productId, newWallet());
    const swept = await placeOrder(app, productId, newWallet());
    await database.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [
      lazy.id,
    ]);
    const list = await app.inject({
      method: 'GET',
      url: '/api/products/orders/',
      headers: bearer(licensor.token),
    });
    expect(list.statusCode).toBe(200);
    expect((await eventFor('order.expired', lazy.id)).data.order).toMatchObject({ status: 'expired' });

    // The watcher's sweep (docs/product.md §13.4): no read of this order, only the watching copy's pass.
    const watching = await startApp(
      database.db,
      { PAYMENT_WATCH_INTERVAL_MS: '200' },
      { chain: fake.chain, watchPayments: true },
    );
    try {
      await database.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1", [
        swept.id,
      ]);
      expect((await eventFor('order.expired', swept.id)).data.order).toMatchObject({ status: 'expired' });
    } finally {
      await watching.close();
    }
  });

  it('reach only the webhooks that are on and receive that type', async () => {
    const picky = await createLicensor(app);
    const product = await createProduct(app, picky);
    const paidOnly = await addWebhook(app, picky, `${receiver.url}/paid-only`, ['order.paid']);
    const off = await addWebhook(app, picky, `${receiver.url}/off`, ALL_EVENTS);
    await app.inject({
      method: 'PATCH',
      url: `/api/companies/webhooks/${off.id}/`,
      headers: bearer(picky.token),
      payload: { enabled: false },
    });
    const order = await placeOrder(app, product.id, newWallet());
    const events = await database.db.query('SELECT 1 FROM webhook_events WHERE order_id = $1', [order.id]);
    expect(events.rowCount).toBe(0);
    expect(paidOnly.events).toEqual(['order.paid']);
  });

  it('are not recorded for a change that rolled back', async () => {
    // The licensor's cancel fails at COMMIT, after its event was written in the same transaction.
    await database.db.exec(`
      CREATE FUNCTION refuse_marked_note() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.note = 'fail at commit' THEN RAISE EXCEPTION 'refused at commit'; END IF;
        RETURN NEW;
      END $$;
      CREATE CONSTRAINT TRIGGER refuse_marked_note AFTER UPDATE ON orders DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW EXECUTE FUNCTION refuse_marked_note();`);
    try {
      const order = await placeOrder(app, productId, newWallet());
      await eventFor('order.created', order.id);
      const calls = receiver.calls.length;
      const cancel = await app.inject({
        method: 'PATCH',
        url: `/api/products/orders/${order.id}/`,
        headers: bearer(licensor.token),
        payload: { status: 'cancelled', note: 'fail at commit' },
      });
      expect(cancel.statusCode).toBe(500);
      expect((await orderDetail(licensor, order.id)).status).toBe('pending_payment');
      const events = await database.db.query<{ type: string }>(
        'SELECT type FROM webhook_events WHERE order_id = $1',
        [order.id],
      );
      expect(events.rows).toEqual([{ type: 'order.created' }]);
      // Two job polls later nothing more has come.
      await new Promise((resolve) => setTimeout(resolve, 4_500));
      expect(receiver.calls.slice(calls).filter((call) => call.body.includes(order.id))).toEqual([]);
    } finally {
      await database.db.exec(
        'DROP TRIGGER refuse_marked_note ON orders; DROP FUNCTION refuse_marked_note();',
      );
    }
  });
});
