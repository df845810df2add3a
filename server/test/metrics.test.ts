/**
 * Prometheus metrics on METRICS_PORT (docs/product.md §13.8): a server of their own beside the public one, started and
 * closed with the app, with request durations by route pattern, method and status, the watcher's lag, RPC errors by
 * method and the process metrics. Each app has its own registry (tests start many in one process).
 */
import type { AddressInfo } from 'node:net';
import {
  httpCall,
  createLicensor,
  bearer,
  openTestDatabase,
  startApp,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

let database: TestDatabase;
let app: TestApp;
let metricsUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  // The default test RPC is a port nothing listens on: every chain read fails.
  app = await startApp(database.db, { METRICS_PORT: '0' });
  metricsUrl = app.app.metricsUrl ?? '';
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text exposition format, parsed as far as these tests need (no escaped quotes in label values). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (match === null) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="([^"]*)"/g)) {
        labels[pair[1] ?? ''] = pair[2] ?? '';
      }
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

async function scrape(url = metricsUrl): Promise<{ text: string; samples: Sample[] }> {
  const response = await fetch(`${url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const text = await response.text();
  return { text, samples: samples(text) };
}

function requestCount(all: Sample[], labels: Record<string, string>): number {
  const found = all.find(
    (s) =>
      s.name === 'overdive_http_request_duration_seconds_count' &&
      Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return found?.value ?? 0;
}

describe('METRICS_PORT', () => {
  it('serves the metrics on a port of their own on 127.0.0.1, never on the public one', async () => {
    expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const publicPort = (app.app.server.address() as AddressInfo).port;
    expect(new URL(metricsUrl).port).not.toBe(String(publicPort));
    for (const url of ['/metrics', '/api/metrics/', '/api/metrics']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toContain('process_cpu');
    }
    const other = await httpCall(metricsUrl, { method: 'GET', url: '/api/health/' });
    expect(other.statusCode).toBe(404);
    await scrape();
  });

  it('counts requests under their route pattern, method and status, never the raw URL', async () => {
    const orderId = '3f0c6a5e-1111-4000-8000-00000000abcd';
    const before = (await scrape()).samples;
    await app.inject({ method: 'GET', url: '/api/health/' });
    await app.inject({ method: 'GET', url: '/api/health/' });
    const unauthorised = await app.inject({ method: 'GET', url: `/api/products/orders/${orderId}/` });
    expect(unauthorised.statusCode).toBe(401);
    await app.inject({ method: 'GET', url: '/api/no-such-route/' });
    const { text, samples: after } = await scrape();

    const health = { route: '/api/health/', method: 'GET', status_code: '200' };
    expect(requestCount(after, health) - requestCount(before, health)).toBe(2);
    expect(
      requestCount(after, { route: '/api/products/orders/:id/', method: 'GET', status_code: '401' }),
    ).toBe(1);
    const unmatched = { route: 'unmatched', method: 'GET', status_code: '404' };
    expect(requestCount(after, unmatched) - requestCount(before, unmatched)).toBe(1);
    expect(text).not.toContain(orderId);
    expect(text).not.toContain('no-such-route');
    expect(text).toMatch(/^# TYPE overdive_http_request_duration_seconds histogram$/m);
    const buckets = after.filter(
      (s) => s.name === 'overdive_http_request_duration_seconds_bucket' && s.labels.route === '/api/health/',
    );
    expect(buckets.find((s) => s.labels.le === '+Inf')?.value).toBe(requestCount(after, health));
  });

  it('has the process metrics, the watcher lag and the RPC errors by method', async () => {
    const licensor = await createLicensor(app);
    const balances = await app.inject({
      method: 'GET',
      url: '/api/companies/wallet-tokens/',
      headers: bearer(licensor.token),
    });
    expect(balances.statusCode).toBe(503);
    const { text, samples: all } = await scrape();
    for (const name of [
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'overdive_payment_watcher_leading',
      'overdive_payment_watcher_behind_blocks',
      'overdive_rpc_errors_total',
    ]) {
      expect([name, text.includes(`# TYPE ${name} `)]).toEqual([name, true]);
    }
    const rpcErrors = all.filter((s) => s.name === 'overdive_rpc_errors_total');
    expect(rpcErrors.map((s) => s.labels.method)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^(nativeBalance|tokenBalance)$/)]),
    );
    expect(rpcErrors.every((s) => s.value >= 1)).toBe(true);
    // This copy does not watch: the lag is unknown (NaN), not zero.
    expect(all.find((s) => s.name === 'overdive_payment_watcher_leading')?.value).toBe(0);
    expect(all.find((s) => s.name === 'overdive_payment_watcher_behind_blocks')?.value).toBeNaN();
  });

  it('keeps a registry per app, and closes its server with the app', async () => {
    const second = await startApp(database.db, { METRICS_PORT: '0' });
    const secondUrl = second.app.metricsUrl ?? '';
    try {
      expect(secondUrl).not.toBe(metricsUrl);
      await second.inject({ method: 'GET', url: '/api/health/' });
      const health = { route: '/api/health/', method: 'GET', status_code: '200' };
      expect(requestCount((await scrape(secondUrl)).samples, health)).toBe(1);
      expect(requestCount((await scrape()).samples, health)).toBeGreaterThanOrEqual(2);
    } finally {
      await second.close();
    }
    await expect(fetch(`${secondUrl}/metrics`)).rejects.toThrow();
  });

  it('is off without METRICS_PORT', async () => {
    const plain = await startApp(database.db);
    try {
      expect(plain.app.metricsUrl).toBeNull();
    } finally {
      await plain.close();
    }
  });
});
