/**
 * Data safety (docs/security.md): the real API process (server/src/main.ts) is killed with SIGKILL in the middle of a stream
 * of writes — sign-ins, company creations (signed calls), products, orders, order and product changes — and started
 * again on the same data, several times over. After each restart every write that was acknowledged (a 2xx reached
 * the client) must be there, and no write may be half there: every multi-row write is one transaction. The start-up
 * migration must be a no-op on the existing data.
 *
 * PGlite with a data folder by default; with DATABASE_URL (server/test/with-postgres.sh) the process runs on a
 * PostgreSQL database instead (the database keeps running; the API process is what dies). CRASH_CYCLES sets the
 * number of kills (default 4).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Wallet } from 'ethers';
import { startDevnet, type Devnet } from '../../scripts/devnet/index.js';
import { migrate, type Database } from '../src/db/index.js';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';
import { startApiProcess, type ApiProcess } from './apiProcess.js';
import { openPGlite } from '../src/db/pglite.js';
import { openPostgres } from '../src/db/postgres.js';
import {
  ORIGIN,
  bearer,
  newWallet,
  openTestDatabase,
  productInput,
  signIn,
  signedBody,
  type HttpClient,
  type TestDatabase,
  type TestResponse,
} from './helpers.js';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 4);
const JWT_SECRET = 'crash-test-secret-crash-test-secret-crash';

type Server = ApiProcess;

let dir: string;
/** Where the process keeps its data: a PGlite folder, or a PostgreSQL database of its own. */
let target: { env: Record<string, string>; open: () => Promise<Database>; close: () => Promise<void> };
let pgDatabase: TestDatabase | null = null;

/** Buyers need test USDC on a chain the server reads (docs/product.md §7: the balance check before an order). */
let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet();
  dir = mkdtempSync(join(tmpdir(), 'overdive-crash-'));
  if (process.env.DATABASE_URL === undefined || process.env.DATABASE_URL === '') {
    const dataDir = join(dir, 'pg');
    target = { env: { DATA_DIR: dataDir }, open: () => openPGlite(dataDir), close: () => Promise.resolve() };
  } else {
    pgDatabase = await openTestDatabase({ migrated: false });
    const url = pgDatabase.url ?? '';
    target = {
      env: { DATABASE_URL: url },
      open: () => openPostgres(url),
      close: () => pgDatabase?.close() ?? Promise.resolve(),
    };
  }
});

afterAll(async () => {
  await devnet?.stop();
  await target.close();
  rmSync(dir, { recursive: true, force: true });
});

function startServer(): Promise<Server> {
  return startApiProcess({
    JWT_SECRET,
    RPC_URL: devnet.rpcUrl,
    ACCEPTED_TOKENS: JSON.stringify([{ symbol: 'USDC', address: devnet.usdc.address, decimals: 6 }]),
    AUTH_RATE_LIMIT: '1000000',
    API_RATE_LIMIT: '1000000',
    ...target.env,
  });
}

/** What the clients were told had happened: the 2xx answers, with what they created or changed. */
interface Acknowledged {
  companies: { id: string; wallet: string; slug: string }[];
  products: { id: string; companyId: string; title: string }[];
  orders: { id: string; productId: string; quantity: number }[];
  cancelled: string[];
  renamed: { id: string; title: string }[];
  tokens: { token: string; wallet: string }[];
}

const acknowledged: Acknowledged = {
  companies: [],
  products: [],
  orders: [],
  cancelled: [],
  renamed: [],
  tokens: [],
};

/** Licensors whose company was acknowledged, with a token, for the writes that need one. */
const licensors: { wallet: Wallet; token: string; companyId: string; productIds: string[] }[] = [];

/** One write of the stream; throws (connection reset) when the process dies under it. */
async function oneWrite(client: HttpClient, step: number): Promise<void> {
  const ok = (response: TestResponse) => response.statusCode >= 200 && response.statusCode < 300;
  const licensor = licensors[step % Math.max(1, licensors.length)];
  const kind = licensors.length < 3 ? 0 : step % 5;
  if (kind === 0) {
    // A new licensor: sign-in (nonce, wallet row, login time), then the company with its signature (one transaction).
    const wallet = newWallet();
    const token = await signIn(client, wallet);
    acknowledged.tokens.push({ token, wallet: wallet.address.toLowerCase() });
    const slug = `crash-${randomBytes(4).toString('hex')}`;
    const response = await client.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: { ...bearer(token), origin: ORIGIN },
      payload: await signedBody(client, wallet, {
        method: 'POST',
        path: '/api/companies/',
        body: { name: 'Crash Studio', slug },
      }),
    });
    if (ok(response)) {
      const id = response.json<{ id: string }>().id;
      acknowledged.companies.push({ id, wallet: wallet.address.toLowerCase(), slug });
      licensors.push({ wallet, token, companyId: id, productIds: [] });
    }
  } else if (kind === 1 || licensor === undefined || licensor.productIds.length === 0) {
    if (licensor === undefined) return;
    const title = `Crash product ${step}`;
    const response = await client.inject({
      method: 'POST',
      url: '/api/products/products/',
      headers: bearer(licensor.token),
      payload: productInput({ title, status: 'published', max_licenses: 50 }, devnet.usdc.address),
    });
    if (ok(response)) {
      const id = response.json<{ id: string }>().id;
      acknowledged.products.push({ id, companyId: licensor.companyId, title });
      licensor.productIds.push(id);
    }
  } else if (kind === 2 || kind === 3) {
    const productId = licensor.productIds[step % licensor.productIds.length] ?? '';
    const quantity = 1 + (step % 3);
    // A new buyer each time, funded and signed in (docs/product.md §7), so no wallet reaches 3 unpaid orders.
    const buyer = newWallet();
    await devnet.mint(buyer.address, 1_000_000_000n);
    const response = await client.inject({
      method: 'POST',
      url: '/api/products/orders/',
      headers: bearer(await signIn(client, buyer)),
      payload: { product_id: productId, quantity },
    });
    if (ok(response))
      acknowledged.orders.push({ id: response.json<{ id: string }>().id, productId, quantity });
    const cancel = acknowledged.orders.find(
      (o) => licensor.productIds.includes(o.productId) && !acknowledged.cancelled.includes(o.id),
    );
    if (kind === 3 && cancel !== undefined) {
      const patch = await client.inject({
        method: 'PATCH',
        url: `/api/products/orders/${cancel.id}/`,
        headers: bearer(licensor.token),
        payload: { status: 'cancelled', note: `cancelled at step ${step}` },
      });
      if (ok(patch)) acknowledged.cancelled.push(cancel.id);
    }
  } else {
    const id = licensor.productIds[0] ?? '';
    const title = `Renamed at step ${step}`;
    const response = await client.inject({
      method: 'PATCH',
      url: `/api/products/products/${id}/`,
      headers: bearer(licensor.token),
      payload: { title },
    });
    if (ok(response)) acknowledged.renamed.push({ id, title });
  }
}

/** Several clients writing at once until the process dies; returns how many writes were started. */
async function writeUntilKilled(server: Server, killAfterMs: number): Promise<number> {
  let step = 0;
  let alive = true;
  const killer = new Promise<void>((done) =>
    setTimeout(() => {
      alive = false;
      server.child.kill('SIGKILL');
      done();
    }, killAfterMs),
  );
  const worker = async () => {
    while (alive) {
      step += 1;
      try {
        await oneWrite(server.client, step);
      } catch {
        // The process died under this write: unacknowledged, so it may or may not be there.
      }
    }
  };
  await Promise.all([killer, worker(), worker(), worker(), worker()]);
  expect(await server.exit).toBe('SIGKILL');
  return step;
}

/** Every acknowledged write is there, through the API of the restarted process. */
async function expectAcknowledgedWrites(client: HttpClient): Promise<void> {
  const byCompany = new Map(licensors.map((l) => [l.companyId, l]));
  for (const company of acknowledged.companies) {
    const licensor = byCompany.get(company.id);
    if (licensor === undefined) throw new Error('licensor missing');
    const response = await client.inject({
      method: 'GET',
      url: `/api/companies/${company.id}/`,
      headers: bearer(licensor.token),
    });
    expect([company.id, response.statusCode]).toEqual([company.id, 200]);
    expect(response.json()).toMatchObject({ slug: company.slug, wallet_address: company.wallet });
  }
  const lastTitle = new Map<string, string>();
  for (const product of acknowledged.products) lastTitle.set(product.id, product.title);
  for (const rename of acknowledged.renamed) lastTitle.set(rename.id, rename.title);
  for (const product of acknowledged.products) {
    const licensor = byCompany.get(product.companyId);
    if (licensor === undefined) throw new Error('licensor missing');
    const response = await client.inject({
      method: 'GET',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(licensor.token),
    });
    expect([product.id, response.statusCode]).toEqual([product.id, 200]);
    // The last acknowledged rename, or a later one whose answer was lost with the process.
    const title = response.json<{ title: string }>().title;
    expect(title === lastTitle.get(product.id) || title.startsWith('Renamed at step') ? 'ok' : title).toBe(
      'ok',
    );
  }
  const productOwner = new Map(acknowledged.products.map((p) => [p.id, byCompany.get(p.companyId)]));
  for (const order of acknowledged.orders) {
    const licensor = productOwner.get(order.productId);
    if (licensor === undefined) throw new Error('licensor missing');
    const response = await client.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
    });
    expect([order.id, response.statusCode]).toEqual([order.id, 200]);
    const status = response.json<{ status: string }>().status;
    if (acknowledged.cancelled.includes(order.id)) expect(status).toBe('cancelled');
    expect(response.json<{ quantity: number }>().quantity).toBe(order.quantity);
  }
  // Tokens issued before the crash still open a session (nothing about them lived only in memory).
  for (const { token, wallet } of acknowledged.tokens.slice(-5)) {
    const response = await client.inject({
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ wallet_address: wallet, last_login: expect.any(String) });
  }
}

/** Rows that only a half-done write could leave behind. */
const HALF_WRITES: Record<string, string> = {
  'an order without its creation event': `
    SELECT o.id FROM orders o
     WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.status = 'pending_payment')`,
  'an order whose last event is not its status': `
    SELECT o.id FROM orders o
     WHERE o.status <> (SELECT e.status FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1)`,
  'an order event without its order change': `
    SELECT e.id FROM order_events e JOIN orders o ON o.id = e.order_id
     WHERE e.status = 'cancelled' AND o.status <> 'cancelled'`,
  'an order with a wrong total': 'SELECT id FROM orders WHERE total <> unit_price * quantity',
  'a capped product oversold': `
    SELECT p.id FROM products p
     WHERE p.max_licenses IS NOT NULL
       AND p.max_licenses < (SELECT COALESCE(sum(o.quantity), 0) FROM orders o
                              WHERE o.product_id = p.id AND o.status = 'pending_payment')`,
  'a product of no company':
    'SELECT p.id FROM products p LEFT JOIN companies c ON c.id = p.company_id WHERE c.id IS NULL',
};

describe('SIGKILL during writes', () => {
  const started: number[] = [];

  it(
    `keeps every acknowledged write and no half write, over ${CYCLES} kills`,
    async () => {
      let server = await startServer();
      expect(server.output()).toContain('database migrated');
      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        // Kill at a different moment each time: early, while licensors are set up, and deep in the stream.
        started.push(await writeUntilKilled(server, 1000 + cycle * 800 + Math.floor(Math.random() * 500)));
        server = await startServer();
        // The data was migrated before: the restart applies nothing.
        expect(server.output()).not.toContain('database migrated');
        await expectAcknowledgedWrites(server.client);
      }
      server.child.kill('SIGTERM');
      expect(await server.exit).toBe(0);

      const db = await target.open();
      try {
        const found: Record<string, unknown[]> = {};
        for (const [rule, sql] of Object.entries(HALF_WRITES)) {
          const rows = (await db.query(sql)).rows;
          if (rows.length > 0) found[rule] = rows;
        }
        expect(found).toEqual({});
        // Applying the migrations again on the data the crashes left is a no-op.
        expect(await migrate(db)).toEqual([]);
        const counts = await db.query<{ companies: number; orders: number }>(
          'SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM orders) AS orders',
        );
        // Unacknowledged writes may have committed too, never the other way round.
        expect(counts.rows[0]?.companies).toBeGreaterThanOrEqual(acknowledged.companies.length);
        expect(counts.rows[0]?.orders).toBeGreaterThanOrEqual(acknowledged.orders.length);
      } finally {
        await db.close();
      }
      // The stream did run: writes were acknowledged in every part of it.
      expect(acknowledged.companies.length).toBeGreaterThanOrEqual(3);
      expect(acknowledged.orders.length).toBeGreaterThan(0);
      console.info(
        `crash: ${CYCLES} SIGKILLs after ${started.join(', ')} writes started; acknowledged ` +
          `${acknowledged.companies.length} companies, ${acknowledged.products.length} products, ` +
          `${acknowledged.orders.length} orders, ${acknowledged.cancelled.length} cancellations, ` +
          `${acknowledged.renamed.length} renames — all found after restarts`,
      );
    },
    60_000 + CYCLES * 45_000,
  );
});

describe('migrations on a data folder', () => {
  it('apply once, and again is a no-op after a restart', async () => {
    if (process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '') {
      // PostgreSQL: db.test.ts applies them twice and from several pools at once.
      return;
    }
    const folder = join(dir, 'migrations');
    const first = await openPGlite(folder);
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    expect(await migrate(first)).toEqual(files);
    expect(await migrate(first)).toEqual([]);
    await first.close();
    const again = await openPGlite(folder);
    try {
      expect(await migrate(again)).toEqual([]);
      const versions = await again.query<{ version: string }>('SELECT version FROM schema_migrations');
      expect(versions.rows.map((r) => r.version).sort()).toEqual(files);
    } finally {
      await again.close();
    }
  });
});
