/**
 * Webhook delivery (docs/product.md §12.1) against real HTTP receivers on 127.0.0.1: the signature verifies with the
 * documented scheme alone; an endpoint answering 500 twice then 200 gets the same event three times with the backoff
 * between; a hang is cut at the timeout; redirects are not followed; a resend is the same event; an endpoint that
 * keeps failing for the whole window is turned off. Where a webhook may point is checked at save and again at send on
 * the resolver's fresh answer (only the resolver is faked, at the network boundary), and the attempt connects to the
 * address checked. The schedule is shortened for the tests (AppDeps.webhookTiming); its real values are asserted
 * below.
 */
import { startJobs } from '../src/jobs/index.js';
import { WEBHOOK_QUEUE, WEBHOOK_TIMING } from '../src/webhooks/index.js';
import { retryDelayMs } from '../src/webhooks/webhooks.js';
import type { ResolvedAddress } from '../src/webhooks/index.js';
import {
  ORIGIN,
  bearer,
  createLicensor,
  openTestDatabase,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import {
  addWebhook,
  anotherSecret,
  deliveriesOf,
  postWebhook,
  until,
  verifySignature,
} from './webhookKit.js';
import { startReceiver, type Receiver } from './webhookReceiver.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

/** One app at a time on the database: a copy's jobs run any copy's deliveries, with its own settings. */
async function closeApp(app: TestApp | undefined): Promise<void> {
  await app?.close();
  // Deliveries still open are of webhooks that are gone: the next app's jobs find nothing to send.
  await database.db.query('DELETE FROM webhooks');
}

async function ping(app: TestApp, licensor: Licensor, webhookId: string): Promise<{ id: string }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/companies/webhooks/${webhookId}/test/`,
    headers: bearer(licensor.token),
  });
  expect(response.statusCode).toBe(202);
  return response.json();
}

/** Resolver answers by host name, changed by the tests as a DNS zone would be; every lookup is counted. */
const zone = new Map<string, ResolvedAddress[]>();
const lookups: string[] = [];
function resolve(hostname: string): Promise<ResolvedAddress[]> {
  lookups.push(hostname);
  // A name server that never answers.
  if (hostname === 'silent.test') return new Promise(() => {});
  const answer = zone.get(hostname);
  return answer === undefined
    ? Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }))
    : Promise.resolve(answer);
}
const v4 = (address: string): ResolvedAddress[] => [{ address, family: 4 }];

describe('the schedule', () => {
  it('is 1 minute doubling, at most 6 hours apart, for 3 days, with 10 s for an answer', () => {
    expect(WEBHOOK_TIMING).toEqual({
      firstRetryMs: 60_000,
      maxRetryMs: 6 * 3600_000,
      retryWindowMs: 3 * 24 * 3600_000,
      timeoutMs: 10_000,
    });
    const minutes = [1, 2, 3, 4, 5, 9, 10, 40].map((n) => retryDelayMs(n, WEBHOOK_TIMING) / 60_000);
    expect(minutes).toEqual([1, 2, 4, 8, 16, 256, 360, 360]);
  });
});

describe('delivery', () => {
  let app: TestApp;
  let receiver: Receiver;
  let licensor: Licensor;

  beforeAll(async () => {
    receiver = await startReceiver();
    zone.set('hooks.test', v4('127.0.0.1'));
    app = await startApp(
      database.db,
      {},
      {
        webhookResolver: resolve,
        webhookTiming: { firstRetryMs: 500, maxRetryMs: 1_000, retryWindowMs: 60_000, timeoutMs: 2_000 },
      },
    );
    licensor = await createLicensor(app);
  });

  afterAll(async () => {
    await closeApp(app);
    await receiver?.close();
  });

  beforeEach(() => {
    receiver.calls.length = 0;
    receiver.answers.length = 0;
  });

  it('is signed as documented, to the address the resolver gave, looked up once per attempt', async () => {
    // hooks.test exists only in the test's resolver: reaching the receiver proves the attempt connected there.
    const webhook = await addWebhook(app, licensor, `http://hooks.test:${receiver.port}/signed?x=1`);
    lookups.length = 0;
    const delivery = await ping(app, licensor, webhook.id);
    const [call] = await receiver.waitFor(1);
    if (call === undefined) throw new Error('no call');
    expect(call.path).toBe('/signed?x=1');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.headers.host).toBe(`hooks.test:${receiver.port}`);
    const body = JSON.parse(call.body) as { id: string; type: string; created_at: string; data: unknown };
    expect(body).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'ping',
      created_at: expect.any(String),
      data: { webhook_id: webhook.id },
    });
    expect(call.headers['overdive-event-id']).toBe(body.id);
    const signature = call.headers['overdive-signature'] as string;
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const t = verifySignature(webhook.secret, call.body, signature);
    expect(t).not.toBeNull();
    expect(Math.abs((t ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    // Another secret, or a body changed by one byte, does not verify.
    expect(verifySignature(anotherSecret(webhook.secret), call.body, signature)).toBeNull();
    expect(verifySignature(webhook.secret, `${call.body} `, signature)).toBeNull();
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.delivered_at !== null);
    expect(await deliveriesOf(app, licensor.token, webhook.id)).toEqual([
      {
        id: delivery.id,
        event_id: body.id,
        type: 'ping',
        created_at: expect.any(String),
        attempts: 1,
        last_status: 200,
        last_error: null,
        next_attempt_at: null,
        delivered_at: expect.any(String),
      },
    ]);
    expect(lookups).toEqual(['hooks.test']);
  });

  it('is retried with backoff after 500s, the same event each time, until a 200', async () => {
    const webhook = await addWebhook(app, licensor, `${receiver.url}/flaky`);
    receiver.answers.push({ status: 500, body: 'down\nfor now' }, { status: 500, body: 'still down' });
    await ping(app, licensor, webhook.id);
    await receiver.waitFor(1);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.last_status === 500);
    const [afterFirst] = await deliveriesOf(app, licensor.token, webhook.id);
    expect(afterFirst).toMatchObject({
      attempts: 1,
      last_error: 'HTTP 500: down for now',
      next_attempt_at: expect.any(String),
      delivered_at: null,
    });
    const calls = await receiver.waitFor(3);
    const ids = calls.map((call) => call.headers['overdive-event-id']);
    expect(new Set(ids).size).toBe(1);
    expect(new Set(calls.map((call) => call.body)).size).toBe(1);
    for (const call of calls)
      expect(
        verifySignature(webhook.secret, call.body, call.headers['overdive-signature'] as string),
      ).not.toBeNull();
    const [first, second, third] = calls.map((call) => call.at);
    // 500 ms, then 1 s (doubled), each at most a job poll (2 s) late.
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(450);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(950);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.delivered_at !== null);
    expect((await deliveriesOf(app, licensor.token, webhook.id))[0]).toMatchObject({
      event_id: ids[0],
      attempts: 3,
      last_status: 200,
      last_error: null,
      next_attempt_at: null,
    });
    await new Promise((done) => setTimeout(done, 2_500));
    expect(receiver.calls).toHaveLength(3);
  });

  it('is cut when the endpoint does not answer within the timeout, and tried again', async () => {
    const webhook = await addWebhook(app, licensor, `${receiver.url}/hang`);
    receiver.answers.push('hang');
    await ping(app, licensor, webhook.id);
    const [hung] = await receiver.waitFor(1);
    await until(() => hung?.closedAt !== null);
    const held = (hung?.closedAt ?? 0) - (hung?.at ?? 0);
    expect(held).toBeGreaterThanOrEqual(1_500);
    expect(held).toBeLessThan(3_500);
    const retried = await receiver.waitFor(2);
    expect(retried[1]?.headers['overdive-event-id']).toBe(hung?.headers['overdive-event-id']);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.delivered_at !== null);
    expect((await deliveriesOf(app, licensor.token, webhook.id))[0]).toMatchObject({
      attempts: 2,
      last_status: 200,
    });
  });

  it('does not follow a redirect, and reads only the start of an answer', async () => {
    const redirected = await addWebhook(app, licensor, `${receiver.url}/moved`);
    receiver.answers.push({ status: 302, headers: { location: `${receiver.url}/elsewhere` } });
    receiver.fallback = { status: 500, body: 'x'.repeat(1_000_000) };
    try {
      await ping(app, licensor, redirected.id);
      await until(async () => (await deliveriesOf(app, licensor.token, redirected.id))[0]?.attempts === 1);
      await until(
        async () => (await deliveriesOf(app, licensor.token, redirected.id))[0]?.last_status === 302,
      );
      expect((await deliveriesOf(app, licensor.token, redirected.id))[0]?.last_error).toBe(
        'HTTP 302 (redirects are not followed)',
      );
      await receiver.waitFor(2);
      expect(receiver.calls.every((call) => call.path === '/moved')).toBe(true);
      await until(async () => (await deliveriesOf(app, licensor.token, redirected.id))[0]?.attempts === 2);
      await until(
        async () => (await deliveriesOf(app, licensor.token, redirected.id))[0]?.last_status === 500,
      );
      const [log] = await deliveriesOf(app, licensor.token, redirected.id);
      expect(log?.last_error).toBe(`HTTP 500: ${'x'.repeat(200)}`);
    } finally {
      receiver.fallback = { status: 200, body: 'ok' };
      await app.inject({
        method: 'DELETE',
        url: `/api/companies/webhooks/${redirected.id}/`,
        headers: bearer(licensor.token),
      });
    }
  });

  it('is sent again, the same event, by a resend', async () => {
    const webhook = await addWebhook(app, licensor, `${receiver.url}/resend`);
    const delivery = await ping(app, licensor, webhook.id);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.delivered_at !== null);
    const resend = await app.inject({
      method: 'POST',
      url: `/api/companies/webhooks/${webhook.id}/deliveries/${delivery.id}/resend/`,
      headers: bearer(licensor.token),
    });
    expect(resend.statusCode).toBe(202);
    // Tried afresh: not shown delivered until it is again, its attempts and schedule counted from the resend.
    expect(resend.json()).toMatchObject({
      id: delivery.id,
      next_attempt_at: expect.any(String),
      delivered_at: null,
      attempts: 0,
      last_status: null,
    });
    const calls = await receiver.waitFor(2);
    expect(calls[1]?.body).toBe(calls[0]?.body);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.delivered_at !== null);
    expect((await deliveriesOf(app, licensor.token, webhook.id))[0]).toMatchObject({
      attempts: 1,
      last_status: 200,
    });
  });

  it('is tried once it falls due when its job starts early (another clock than the database’s)', async () => {
    const webhook = await addWebhook(app, licensor, `${receiver.url}/early`);
    const delivery = await ping(app, licensor, webhook.id);
    await receiver.waitFor(1);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.delivered_at !== null);
    // As a retry scheduled 2 s ahead by the database's clock whose job a copy with a later clock started now.
    await database.db.query(
      `UPDATE webhook_deliveries SET state = 'pending', delivered_at = NULL, next_attempt_at = now() + interval '2 seconds'
        WHERE id = $1`,
      [delivery.id],
    );
    const early = await startJobs({ db: database.db });
    await early.send(WEBHOOK_QUEUE, { id: delivery.id });
    await early.stop();
    const calls = await receiver.waitFor(2, 20_000);
    expect(calls[1]?.body).toBe(calls[0]?.body);
  });
});

describe('an endpoint that keeps failing', () => {
  let app: TestApp;
  let receiver: Receiver;

  beforeAll(async () => {
    receiver = await startReceiver({ status: 503, body: 'maintenance' });
    app = await startApp(
      database.db,
      {},
      { webhookTiming: { firstRetryMs: 300, maxRetryMs: 600, retryWindowMs: 2_500, timeoutMs: 2_000 } },
    );
  });

  afterAll(async () => {
    await closeApp(app);
    await receiver?.close();
  });

  it('is turned off once it has failed for the whole window, and Manage can turn it on again', async () => {
    const licensor = await createLicensor(app);
    const webhook = await addWebhook(app, licensor, `${receiver.url}/failing`);
    const delivery = await ping(app, licensor, webhook.id);
    const read = async () => {
      const list = await app.inject({
        method: 'GET',
        url: '/api/companies/webhooks/',
        headers: bearer(licensor.token),
      });
      return list.json<{ results: Record<string, unknown>[] }>().results[0];
    };
    await until(async () => (await read())?.enabled === false, 20_000);
    expect(await read()).toMatchObject({
      enabled: false,
      disabled_reason: 'failing',
      disabled_at: expect.any(String),
      failing_since: expect.any(String),
    });
    const [log] = await deliveriesOf(app, licensor.token, webhook.id);
    expect(log).toMatchObject({ last_status: 503, next_attempt_at: null, delivered_at: null });
    expect(log?.attempts).toBeGreaterThanOrEqual(2);
    const calls = receiver.calls.length;
    // Off: no test event, no resend, and nothing more is sent.
    for (const url of [
      `/api/companies/webhooks/${webhook.id}/test/`,
      `/api/companies/webhooks/${webhook.id}/deliveries/${delivery.id}/resend/`,
    ]) {
      const refused = await app.inject({ method: 'POST', url, headers: bearer(licensor.token) });
      expect([url, refused.statusCode]).toEqual([url, 409]);
    }
    const on = await app.inject({
      method: 'PATCH',
      url: `/api/companies/webhooks/${webhook.id}/`,
      headers: bearer(licensor.token),
      payload: { enabled: true },
    });
    expect(on.json()).toMatchObject({
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
    });
    expect(receiver.calls.length).toBe(calls);
  });
});

describe('where a webhook may point (WEBHOOK_ALLOW_PRIVATE=false)', () => {
  let app: TestApp;
  let receiver: Receiver;
  let licensor: Licensor;

  beforeAll(async () => {
    receiver = await startReceiver();
    app = await startApp(
      database.db,
      { WEBHOOK_ALLOW_PRIVATE: 'false' },
      { webhookResolver: resolve, webhookTiming: { firstRetryMs: 60_000, timeoutMs: 2_000 } },
    );
    licensor = await createLicensor(app);
  });

  afterAll(async () => {
    await closeApp(app);
    await receiver?.close();
  });

  it.each([
    ['loopback', 'http://127.0.0.1/'],
    ['loopback, another spelling', 'http://2130706433/'],
    ['private', 'http://10.1.2.3/'],
    ['private 172.16/12', 'https://172.20.0.1/'],
    ['private 192.168/16', 'https://192.168.0.1/'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['multicast', 'http://224.0.0.1/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique local', 'http://[fd00::1]/'],
    ['IPv6 multicast', 'http://[ff02::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 private', 'http://[::ffff:a00:1]/'],
    ['IPv4-compatible IPv6 loopback', 'http://[::7f00:1]/'],
    ['IPv6 outside global unicast', 'http://[4000::1]/'],
    ['a name resolving to a private address', 'https://intranet.test/hook'],
    ['a name resolving to an IPv4-mapped one', 'https://mapped.test/hook'],
    ['a name resolving to a public and a private one', 'https://mixed.test/hook'],
    ['a name that does not resolve', 'https://nowhere.test/hook'],
  ])('is refused at save: %s', async (_what, url) => {
    zone.set('intranet.test', v4('192.168.1.10'));
    zone.set('mapped.test', [{ address: '::ffff:10.0.0.1', family: 6 }]);
    zone.set('mixed.test', [
      { address: '93.184.215.14', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ]);
    const response = await postWebhook(app, licensor, { url, events: ['order.paid'] });
    expect([url, response.statusCode]).toEqual([url, 400]);
    expect(response.json()).toMatchObject({ fields: { url: expect.any(String) } });
    // The refusal never tells what an inside name resolves to: the form is not a probe of the API's network.
    expect(JSON.stringify(response.json())).not.toMatch(/192\.168\.1\.10|10\.0\.0\.1/);
  });

  it('is refused at save, in the timeout, when the name server does not answer', async () => {
    const started = Date.now();
    const response = await postWebhook(app, licensor, {
      url: 'https://silent.test/hook',
      events: ['order.paid'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fields: { url: 'The host silent.test did not resolve within 2 s' },
    });
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('is checked again when sent: a name that resolved to a public address at save and a private one now', async () => {
    zone.set('rebind.test', v4('93.184.215.14'));
    const webhook = await addWebhook(app, licensor, `http://rebind.test:${receiver.port}/hook`);
    // The zone changes between save and send: now it points at this machine, where the receiver listens.
    zone.set('rebind.test', v4('127.0.0.1'));
    await ping(app, licensor, webhook.id);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.attempts === 1);
    await until(async () => (await deliveriesOf(app, licensor.token, webhook.id))[0]?.last_error !== null);
    expect((await deliveriesOf(app, licensor.token, webhook.id))[0]).toMatchObject({
      last_status: null,
      last_error:
        'Not sent: The host rebind.test resolves to a loopback, private, link-local or multicast address',
      next_attempt_at: expect.any(String),
      delivered_at: null,
    });
    expect(receiver.calls).toEqual([]);
  });

  it('must be https in production, where private addresses are refused by default', async () => {
    const production = await startApp(
      database.db,
      {
        NODE_ENV: 'production',
        ALLOWED_ORIGINS: ORIGIN,
        ALLOW_EMBEDDED_DB: 'true',
        RATE_LIMIT_STORE: 'memory',
        LOG_LEVEL: 'silent',
      },
      { webhookResolver: resolve, runJobs: false },
    );
    try {
      zone.set('public.test', v4('93.184.215.14'));
      const plain = await postWebhook(production, licensor, {
        url: 'http://public.test/hook',
        events: ['order.paid'],
      });
      expect([plain.statusCode, plain.json()]).toEqual([
        400,
        { error: 'Must be an https:// URL', fields: { url: 'Must be an https:// URL' } },
      ]);
      const local = await postWebhook(production, licensor, {
        url: 'https://127.0.0.1/hook',
        events: ['order.paid'],
      });
      expect(local.statusCode).toBe(400);
      const good = await postWebhook(production, licensor, {
        url: 'https://public.test/hook',
        events: ['order.paid'],
      });
      expect(good.statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });
});
