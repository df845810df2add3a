/**
 * Prometheus metrics (docs/product.md §13.8) on a server of their own on METRICS_PORT (unset: off), never on the
 * public port: request durations by route pattern, method and status, the payment watcher's lag in blocks, chain
 * node errors by method, and the process metrics. Each app has its own registry, as tests start many apps in one
 * process; the process metrics, which are the process's whatever the app, are collected once per process.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { ChainUnavailableError } from '../chain/client.js';
import type { WatcherStatus } from '../orders/paymentWatcher.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** http://HOST:PORT of the metrics server (GET /metrics); null without METRICS_PORT. */
    metricsUrl: string | null;
  }
}

/** Requests may last up to REQUEST_TIMEOUT_MS (30 s): the buckets reach that far. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** The route label of answers no route matched (404s, the SPA's documents): never the raw URL. */
const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | null = null;

/** CPU, memory, event loop, GC and handles: collected on each scrape; the GC and loop observers are set up once. */
function processMetrics(): Registry {
  if (processRegistry === null) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** What the sale's durable work looks like now (docs/product.md §13.8: jobs and outbox waiting and failed). */
export interface SaleWork {
  /** Jobs per queue: `waiting` (created or to be retried), `active`, `failed` (gave up). */
  jobs: { queue: string; state: 'waiting' | 'active' | 'failed'; count: number }[];
  /** Mails per outbox state. */
  mails: { state: string; count: number }[];
  /** Automatic mints per state. */
  mints: { state: string; count: number }[];
  /** The issuer wallet's balance in the native coin (whole coins), null when off or unknown. */
  issuerBalance: number | null;
}

export interface AppMetrics {
  /** The chain reads, counting each ChainUnavailableError under the method that met it. */
  countRpcErrors<Chain extends object>(chain: Chain): Chain;
  /** Reads the watcher's status on each scrape. */
  watch(status: () => WatcherStatus | null): void;
  /** Reads the durable work of a sale (docs/product.md §11) on each scrape: jobs, mail outbox, mints, issuer balance. */
  watchSales(read: () => Promise<SaleWork>): void;
  /** Opens the metrics server; resolves to its URL. */
  listen(host: string, port: number): Promise<string>;
  close(): Promise<void>;
}

/** Starts counting the app's requests now (before its routes are registered, so that every route has the hook). */
export function createMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  const durations = new Histogram({
    name: 'overdive_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const rpcErrors = new Counter({
    name: 'overdive_rpc_errors_total',
    help: 'Chain node reads that failed (unreachable, timed out, garbage or another chain), by ChainClient method',
    labelNames: ['method'] as const,
    registers: [registry],
  });
  let watcherStatus: () => WatcherStatus | null = () => null;
  new Gauge({
    name: 'overdive_payment_watcher_leading',
    help: '1 while this copy holds the payment watcher lease and watches, else 0',
    registers: [registry],
    collect() {
      this.set(watcherStatus()?.leading === true ? 1 : 0);
    },
  });
  new Gauge({
    name: 'overdive_payment_watcher_behind_blocks',
    help: "Blocks the payment watcher's last pass lay behind the chain head; NaN when this copy does not watch or has not read yet",
    registers: [registry],
    collect() {
      const status = watcherStatus();
      this.set(status?.leading === true && status.behindBlocks !== null ? status.behindBlocks : Number.NaN);
    },
  });

  let saleWork: (() => Promise<SaleWork>) | null = null;
  // One read per scrape for the four gauges below.
  let reading: Promise<SaleWork | null> | null = null;
  const readSaleWork = () => {
    reading ??= (saleWork?.() ?? Promise.resolve(null))
      .catch(() => null)
      .finally(() => setTimeout(() => (reading = null), 0));
    return reading;
  };
  new Gauge({
    name: 'overdive_jobs',
    help: 'Durable jobs by queue and state (waiting: created or to be retried; failed: gave up after their retries)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await readSaleWork())?.jobs ?? [])
        this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'overdive_mail_outbox',
    help: 'Mails of the outbox by state (pending, sending, sent, failed)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await readSaleWork())?.mails ?? []) this.set({ state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'overdive_license_mints',
    help: "The issuer wallet's mints by state (waiting, sent, recorded, given_up)",
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await readSaleWork())?.mints ?? []) this.set({ state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'overdive_issuer_balance',
    help: "The issuer wallet's balance in whole native coins; NaN when automatic issuing is off or the node cannot say",
    registers: [registry],
    async collect() {
      this.set((await readSaleWork())?.issuerBalance ?? Number.NaN);
    },
  });

  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  let server: Server | null = null;

  return {
    countRpcErrors(chain) {
      const wrapped = new Map<PropertyKey, unknown>();
      // A proxy rather than a copy of each method, so a method added to ChainClient is counted too.
      return new Proxy(chain, {
        get(target, property, receiver) {
          const value: unknown = Reflect.get(target, property, receiver);
          if (typeof value !== 'function' || property === 'close') return value;
          const known = wrapped.get(property);
          if (known !== undefined) return known;
          const method = String(property);
          const counted = async (...args: unknown[]): Promise<unknown> => {
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            } catch (error) {
              if (error instanceof ChainUnavailableError) rpcErrors.inc({ method });
              throw error;
            }
          };
          wrapped.set(property, counted);
          return counted;
        },
      });
    },
    watch(status) {
      watcherStatus = status;
    },
    watchSales(read) {
      saleWork = read;
    },
    async listen(host, port) {
      const next = createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        if ((request.method !== 'GET' && request.method !== 'HEAD') || path !== '/metrics') {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
          return;
        }
        Promise.all([registry.metrics(), processMetrics().metrics()]).then(
          ([own, processWide]) => {
            response.writeHead(200, { 'content-type': registry.contentType });
            response.end(request.method === 'HEAD' ? undefined : `${own}\n${processWide}`);
          },
          () => {
            response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics failed\n');
          },
        );
      });
      await new Promise<void>((done, fail) => {
        next.once('error', fail);
        next.listen(port, host, () => {
          next.off('error', fail);
          done();
        });
      });
      server = next;
      const address = next.address() as AddressInfo;
      const shown = address.address.includes(':') ? `[${address.address}]` : address.address;
      return `http://${shown}:${address.port}`;
    },
    async close() {
      const current = server;
      server = null;
      if (current === null) return;
      await new Promise<void>((done) => {
        current.close(() => done());
        current.closeAllConnections();
      });
    },
  };
}
