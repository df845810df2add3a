/**
 * The read cache inside the running API (READ_CACHE=on; server/src/cache/readCache.ts): the hot reads are answered
 * without the database, yet every write — through the API, through another copy of the API, or with plain SQL —
 * is seen, a revoked token is refused at once, a pending order drops out of its list when it expires, and no
 * company ever sees another's cached answers. Runs on PGlite, and on PostgreSQL with DATABASE_URL
 * (server/test/with-postgres.sh), where notifications travel over a connection of their own: there a change made
 * outside this process is awaited for up to 2 s, and the listening connection is cut to prove the cache turns
 * itself off and back on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database, SqlParam } from '../src/db/index.js';
import { MIGRATIONS_DIR } from '../src/db/migrate.js';
import { LISTEN_APPLICATION_NAME, openPostgres } from '../src/db/postgres.js';
import {
  ORIGIN,
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  plentyChain,
  signIn,
  signedBody,
  startApp,
  uniqueSlug,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

const CACHE_ON = { READ_CACHE: 'on' };

/** The statements the cached reads stand for. */
const COMPANY_LOOKUP = (sql: string) =>
  sql.includes('FROM companies WHERE wallet_address = $1') && !sql.includes('ORDER BY');
// The orders list's page (server/src/orders/list.ts selectOrders reads its rows with their sort keys).
const ORDER_LIST = (sql: string) => sql.includes('AS page_key');
const REVOCATION_CHECK = (sql: string) => sql.includes('FROM revoked_tokens WHERE jti');
const BRAND_PAGE = (sql: string) => sql.includes("p.status IN ('published', 'paused')");
const LAST_SIGN_IN = (sql: string) => sql.includes('SELECT last_login_at FROM wallets');

/** The database as an app sees it, with every statement it sends outside transactions recorded. */
function recording(db: Database) {
  const statements: string[] = [];
  const wrapped: Database = {
    ...db,
    query: <Row extends object>(sql: string, params?: readonly SqlParam[]) => {
      statements.push(sql);
      return db.query<Row>(sql, params);
    },
  };
  return {
    db: wrapped,
    reset: () => {
      statements.length = 0;
    },
    count: (matches: (sql: string) => boolean) => statements.filter(matches).length,
  };
}

let database: TestDatabase;
let recorded: ReturnType<typeof recording>;
let app: TestApp;
const onPostgres = () => database.url !== null;

beforeAll(async () => {
  database = await openTestDatabase();
  recorded = recording(database.db);
  app = await startApp(recorded.db, CACHE_ON, { chain: plentyChain });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A change made outside this app: on PGlite its notification is handled before the statement's answer, so the very
 * next read must see it; on PostgreSQL it arrives moments later, so the check is retried for up to 2 s.
 */
async function seen(check: () => Promise<void>, options: { withinMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + (options.withinMs ?? (onPostgres() ? 2_000 : 0));
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await sleep(50);
    }
  }
}

/** On PostgreSQL, lets the notifications of changes made so far reach the app before a test relies on a hit. */
async function settle(): Promise<void> {
  if (onPostgres()) await sleep(300);
}

function getCompany(client: TestApp, licensor: Licensor, key: string = licensor.wallet.address) {
  return client.inject({ method: 'GET', url: `/api/companies/${key}/`, headers: bearer(licensor.token) });
}

function listOrders(client: TestApp, licensor: Licensor, query = '') {
  return client.inject({
    method: 'GET',
    url: `/api/products/orders/${query}`,
    headers: bearer(licensor.token),
  });
}

type OrderList = {
  count: number;
  results: { id: string; status: string; note: string; product_title: string }[];
};

describe('the company lookup', () => {
  it('is answered from memory, and a PATCH is seen by the next GET', async () => {
    const licensor = await createLicensor(app);
    const first = await getCompany(app, licensor);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: licensor.company.id, name: 'Test Studio' });
    await settle();

    recorded.reset();
    const again = await getCompany(app, licensor);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const byId = await getCompany(app, licensor, licensor.company.id);
    expect(byId.json()).toMatchObject({ id: licensor.company.id });
    expect(recorded.count(COMPANY_LOOKUP)).toBe(0);
    expect(recorded.count(REVOCATION_CHECK)).toBe(0);

    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${licensor.company.id}/`,
      headers: bearer(licensor.token),
      payload: { name: 'Renamed Studio', description: 'Changed' },
    });
    expect(patch.statusCode).toBe(200);
    expect((await getCompany(app, licensor)).json()).toMatchObject({
      name: 'Renamed Studio',
      description: 'Changed',
    });
    expect((await getCompany(app, licensor, licensor.company.id)).json()).toMatchObject({
      name: 'Renamed Studio',
    });
  });

  it('finds a company created after its wallet was looked up and found nothing', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const licensor = { wallet, token } as Licensor;
    expect((await getCompany(app, licensor)).statusCode).toBe(404);
    expect((await getCompany(app, licensor)).statusCode).toBe(404);
    const orders = await listOrders(app, licensor);
    expect(orders.statusCode).toBe(404);
    const create = await app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: { ...bearer(token), origin: ORIGIN },
      payload: await signedBody(app, wallet, {
        method: 'POST',
        path: '/api/companies/',
        body: { name: 'Late Studio', slug: uniqueSlug() },
      }),
    });
    expect(create.statusCode).toBe(201);
    expect((await getCompany(app, licensor)).json()).toMatchObject({ name: 'Late Studio' });
    expect((await listOrders(app, licensor)).statusCode).toBe(200);
  });

  it('sees a plain-SQL change made outside the API', async () => {
    const licensor = await createLicensor(app);
    expect((await getCompany(app, licensor)).json()).toMatchObject({ name: 'Test Studio' });
    await getCompany(app, licensor);
    await database.db.query('UPDATE companies SET name = $2, updated_at = now() WHERE id = $1', [
      licensor.company.id,
      'Renamed By SQL',
    ]);
    await seen(async () => {
      expect((await getCompany(app, licensor)).json()).toMatchObject({ name: 'Renamed By SQL' });
    });
  });

  it("keeps another licensor's answers through a write, and the writer reads its own write", async () => {
    const writer = await createLicensor(app);
    const bystander = await createLicensor(app);
    await getCompany(app, writer);
    await getCompany(app, bystander);
    await listOrders(app, bystander);
    await settle();
    recorded.reset();
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${writer.company.id}/`,
      headers: bearer(writer.token),
      payload: { name: 'Written And Read' },
    });
    expect(patch.statusCode).toBe(200);
    // The write's answer left once its own change notification was heard, so the very next read sees it…
    expect((await getCompany(app, writer)).json()).toMatchObject({ name: 'Written And Read' });
    // …and what it did not change is still answered from memory (invalidated by key, never emptied).
    recorded.reset();
    expect((await getCompany(app, bystander)).json()).toMatchObject({ id: bystander.company.id });
    expect((await listOrders(app, bystander)).statusCode).toBe(200);
    expect(recorded.count(COMPANY_LOOKUP)).toBe(0);
    expect(recorded.count(ORDER_LIST)).toBe(0);
  });
});

describe('tokens', () => {
  it('are refused at once after logout, and after refresh', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const profile = (bearerToken: string) =>
      app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(bearerToken) });
    expect((await profile(token)).statusCode).toBe(200);
    await settle();
    recorded.reset();
    expect((await profile(token)).statusCode).toBe(200);
    expect(recorded.count(REVOCATION_CHECK)).toBe(0);

    const refreshed = await app.inject({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json<{ token: string }>().token;
    const old = await profile(token);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: 'Token revoked' });
    expect((await profile(next)).statusCode).toBe(200);
    expect((await profile(next)).statusCode).toBe(200);

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(next) });
    expect(logout.statusCode).toBe(204);
    const after = await profile(next);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Token revoked' });
  });

  it('are refused once revoked with plain SQL', async () => {
    const token = await signIn(app, newWallet());
    const profile = () => app.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });
    expect((await profile()).statusCode).toBe(200);
    expect((await profile()).statusCode).toBe(200);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      jti: string;
    };
    await database.db.query(
      "INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, now() + interval '1 hour')",
      [claims.jti],
    );
    await seen(async () => {
      expect((await profile()).statusCode).toBe(401);
    });
  });
});

describe('the orders list', () => {
  it('is answered from memory and shows a new order, a status change and a product rename at once', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    expect((await listOrders(app, licensor)).json<OrderList>().count).toBe(0);
    await settle();
    recorded.reset();
    expect((await listOrders(app, licensor)).json<OrderList>().count).toBe(0);
    expect(recorded.count(ORDER_LIST)).toBe(0);

    const order = await placeOrder(app, product.id, newWallet());
    const withOrder = (await listOrders(app, licensor)).json<OrderList>();
    expect(withOrder.count).toBe(1);
    expect(withOrder.results[0]).toMatchObject({ id: order.id, status: 'pending_payment' });

    const cancel = await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'cancelled', note: 'asked to cancel' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await listOrders(app, licensor)).json<OrderList>().results[0]).toMatchObject({
      id: order.id,
      status: 'cancelled',
      note: 'asked to cancel',
    });
    expect((await listOrders(app, licensor, '?status=pending_payment')).json<OrderList>().count).toBe(0);

    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(licensor.token),
      payload: { title: 'Renamed Character Pack' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await listOrders(app, licensor)).json<OrderList>().results[0]).toMatchObject({
      product_title: 'Renamed Character Pack',
    });
  });

  it('sees a plain-SQL change to an order', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const order = await placeOrder(app, product.id, newWallet());
    await listOrders(app, licensor);
    await listOrders(app, licensor);
    await database.db.query("UPDATE orders SET note = 'noted by SQL' WHERE id = $1", [order.id]);
    await seen(async () => {
      expect((await listOrders(app, licensor)).json<OrderList>().results[0]).toMatchObject({
        note: 'noted by SQL',
      });
    });
  });

  it('drops a pending order when it expires, with no write in between', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const order = await placeOrder(app, product.id, newWallet());
    const updated = await database.db.query<{ expires_at: Date }>(
      "UPDATE orders SET expires_at = now() + interval '3 seconds' WHERE id = $1 RETURNING expires_at",
      [order.id],
    );
    const expiresAt = updated.rows[0]?.expires_at.getTime() ?? 0;
    await settle();
    const pending = () => listOrders(app, licensor, '?status=pending_payment');
    expect((await pending()).json<OrderList>().results.map((o) => o.id)).toEqual([order.id]);
    recorded.reset();
    expect((await pending()).json<OrderList>().results.map((o) => o.id)).toEqual([order.id]);
    expect(recorded.count(ORDER_LIST)).toBe(0);

    await sleep(Math.max(0, expiresAt - Date.now()) + 200);
    expect((await pending()).json<OrderList>()).toMatchObject({ count: 0, results: [] });
    expect((await listOrders(app, licensor)).json<OrderList>().results[0]).toMatchObject({
      id: order.id,
      status: 'expired',
    });
  });

  it("never shows one company another's cached answers", async () => {
    const first = await createLicensor(app);
    const second = await createLicensor(app);
    const product = await createProduct(app, first);
    await placeOrder(app, product.id, newWallet());
    await placeOrder(app, product.id, newWallet());
    for (const query of ['', '?status=pending_payment', '?page=1&page_size=5']) {
      expect((await listOrders(app, first, query)).json<OrderList>().count).toBe(2);
      expect((await listOrders(app, first, query)).json<OrderList>().count).toBe(2);
      const others = (await listOrders(app, second, query)).json<OrderList>();
      expect(others).toMatchObject({ count: 0, results: [] });
    }
    // Nor another's company, though it is in memory.
    await getCompany(app, first);
    expect((await getCompany(app, second, first.wallet.address)).statusCode).toBe(404);
    expect((await getCompany(app, second, first.company.id)).statusCode).toBe(404);
    expect((await getCompany(app, second)).json()).toMatchObject({ id: second.company.id });
  });
});

function licensorInfo(client: TestApp, slug: string, query = '') {
  return client.inject({ method: 'GET', url: `/api/companies/licensor-info/?slug=${slug}${query}` });
}

type BrandPage = {
  company: { name: string; slug: string };
  products_page: {
    count: number;
    results: { id: string; title: string; licenses_reserved: number; licenses_remaining: number | null }[];
  };
};

function profile(client: TestApp, token: string) {
  return client.inject({ method: 'GET', url: '/api/auth/profile/', headers: bearer(token) });
}

type Profile = { wallet_address: string; company: { name: string } | null; last_login: string | null };

describe('the public brand page (licensor-info)', () => {
  it('is answered from memory, and a new product, an order and a rename are seen at once', async () => {
    const licensor = await createLicensor(app);
    const slug = licensor.company.slug;
    const product = await createProduct(app, licensor, { max_licenses: 10 });
    expect((await licensorInfo(app, slug)).json<BrandPage>().products_page.count).toBe(1);
    await settle();
    recorded.reset();
    const again = await licensorInfo(app, slug);
    expect(again.statusCode).toBe(200);
    expect(recorded.count(BRAND_PAGE)).toBe(0);

    await placeOrder(app, product.id, newWallet(), 3);
    expect((await licensorInfo(app, slug)).json<BrandPage>().products_page.results[0]).toMatchObject({
      id: product.id,
      licenses_reserved: 3,
      licenses_remaining: 7,
    });

    await createProduct(app, licensor, { title: 'Second Pack' });
    expect((await licensorInfo(app, slug)).json<BrandPage>().products_page.count).toBe(2);

    const rename = await app.inject({
      method: 'PATCH',
      url: `/api/companies/${licensor.company.id}/`,
      headers: bearer(licensor.token),
      payload: { name: 'Renamed Brand' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await licensorInfo(app, slug)).json<BrandPage>().company.name).toBe('Renamed Brand');
  });

  it('follows a slug change, and finds a company created after its slug found nothing', async () => {
    const licensor = await createLicensor(app);
    const oldSlug = licensor.company.slug;
    expect((await licensorInfo(app, oldSlug)).statusCode).toBe(200);
    expect((await licensorInfo(app, oldSlug)).statusCode).toBe(200);
    const newSlug = uniqueSlug('moved');
    expect((await licensorInfo(app, newSlug)).statusCode).toBe(404);
    await database.db.query('UPDATE companies SET slug = $2 WHERE id = $1', [licensor.company.id, newSlug]);
    await seen(async () => {
      expect((await licensorInfo(app, oldSlug)).statusCode).toBe(404);
      expect((await licensorInfo(app, newSlug)).json<BrandPage>().company.slug).toBe(newSlug);
    });
  });

  it('sees a plain-SQL change to an order of one of its products', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 5 });
    const order = await placeOrder(app, product.id, newWallet(), 2);
    const slug = licensor.company.slug;
    expect(
      (await licensorInfo(app, slug)).json<BrandPage>().products_page.results[0]?.licenses_remaining,
    ).toBe(3);
    await licensorInfo(app, slug);
    await database.db.query("UPDATE orders SET status = 'cancelled' WHERE id = $1", [order.id]);
    await seen(async () => {
      expect((await licensorInfo(app, slug)).json<BrandPage>().products_page.results[0]).toMatchObject({
        licenses_reserved: 0,
        licenses_remaining: 5,
      });
    });
  });

  it('gives back the licences an unpaid order held once its hold ends, with no write in between', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { max_licenses: 5 });
    const order = await placeOrder(app, product.id, newWallet(), 2);
    // The hold lasts until expires_at plus the 60-second payment grace: end it 2 seconds from now.
    const updated = await database.db.query<{ ends: Date }>(
      `UPDATE orders SET expires_at = now() - interval '58 seconds' WHERE id = $1
       RETURNING expires_at + interval '60 seconds' AS ends`,
      [order.id],
    );
    const ends = updated.rows[0]?.ends.getTime() ?? 0;
    await settle();
    const slug = licensor.company.slug;
    expect(
      (await licensorInfo(app, slug)).json<BrandPage>().products_page.results[0]?.licenses_reserved,
    ).toBe(2);
    recorded.reset();
    expect(
      (await licensorInfo(app, slug)).json<BrandPage>().products_page.results[0]?.licenses_reserved,
    ).toBe(2);
    expect(recorded.count(BRAND_PAGE)).toBe(0);
    await sleep(Math.max(0, ends - Date.now()) + 200);
    expect((await licensorInfo(app, slug)).json<BrandPage>().products_page.results[0]).toMatchObject({
      licenses_reserved: 0,
      licenses_remaining: 5,
    });
  });
});

describe('the profile', () => {
  it('is answered from memory, and shows a company created after it was read', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    const first = (await profile(app, token)).json<Profile>();
    expect(first).toMatchObject({ wallet_address: wallet.address.toLowerCase(), company: null });
    expect(first.last_login).not.toBeNull();
    await settle();
    recorded.reset();
    expect((await profile(app, token)).json<Profile>()).toEqual(first);
    expect(recorded.count(LAST_SIGN_IN)).toBe(0);
    expect(recorded.count(COMPANY_LOOKUP)).toBe(0);

    const create = await app.inject({
      method: 'POST',
      url: '/api/companies/',
      headers: { ...bearer(token), origin: ORIGIN },
      payload: await signedBody(app, wallet, {
        method: 'POST',
        path: '/api/companies/',
        body: { name: 'Profile Studio', slug: uniqueSlug() },
      }),
    });
    expect(create.statusCode).toBe(201);
    expect((await profile(app, token)).json<Profile>().company).toMatchObject({ name: 'Profile Studio' });
  });

  it('shows a last sign-in written with plain SQL', async () => {
    const wallet = newWallet();
    const token = await signIn(app, wallet);
    await profile(app, token);
    await profile(app, token);
    await database.db.query("UPDATE wallets SET last_login_at = '2026-01-02T03:04:05Z' WHERE address = $1", [
      wallet.address.toLowerCase(),
    ]);
    await seen(async () => {
      expect((await profile(app, token)).json<Profile>().last_login).toBe('2026-01-02T03:04:05.000Z');
    });
  });
});

describe('several copies of the API on one database', () => {
  /** On PostgreSQL another pool (another "process" with its own listening connection); on PGlite the same one. */
  async function secondCopy(): Promise<{ other: TestApp; close(): Promise<void> }> {
    const url = database.url;
    const otherDb = url === null ? database.db : await openPostgres(url);
    const other = await startApp(otherDb, CACHE_ON, { chain: plentyChain });
    return {
      other,
      async close() {
        await other.close();
        if (otherDb !== database.db) await otherDb.close();
      },
    };
  }

  it('see each other’s writes: a rename, a new order, a logout', async () => {
    const { other, close } = await secondCopy();
    try {
      const licensor = await createLicensor(app);
      const product = await createProduct(app, licensor);
      expect((await getCompany(other, licensor)).json()).toMatchObject({ name: 'Test Studio' });
      expect((await getCompany(other, licensor)).json()).toMatchObject({ name: 'Test Studio' });
      expect((await listOrders(other, licensor)).json<OrderList>().count).toBe(0);
      expect((await listOrders(other, licensor)).json<OrderList>().count).toBe(0);
      const slug = licensor.company.slug;
      expect((await licensorInfo(other, slug)).json<BrandPage>().products_page.count).toBe(1);
      expect((await licensorInfo(other, slug)).json<BrandPage>().products_page.count).toBe(1);
      const before = (await profile(other, licensor.token)).json<Profile>();
      expect((await profile(other, licensor.token)).json<Profile>()).toEqual(before);

      const patch = await app.inject({
        method: 'PATCH',
        url: `/api/companies/${licensor.company.id}/`,
        headers: bearer(licensor.token),
        payload: { name: 'Renamed Elsewhere' },
      });
      expect(patch.statusCode).toBe(200);
      await seen(async () => {
        expect((await getCompany(other, licensor)).json()).toMatchObject({ name: 'Renamed Elsewhere' });
        expect((await licensorInfo(other, slug)).json<BrandPage>().company.name).toBe('Renamed Elsewhere');
        expect((await profile(other, licensor.token)).json<Profile>().company).toMatchObject({
          name: 'Renamed Elsewhere',
        });
      });

      await placeOrder(app, product.id, newWallet());
      await seen(async () => {
        expect((await listOrders(other, licensor)).json<OrderList>().count).toBe(1);
        expect(
          (await licensorInfo(other, slug)).json<BrandPage>().products_page.results[0]?.licenses_reserved,
        ).toBe(1);
      });

      // A sign-in through this copy: the other copy's profile shows the new last sign-in.
      await sleep(5);
      const signedInAgain = await signIn(app, licensor.wallet);
      await seen(async () => {
        const after = (await profile(other, signedInAgain)).json<Profile>();
        expect(after.last_login).not.toBe(before.last_login);
        expect((await profile(other, licensor.token)).json<Profile>().last_login).toBe(after.last_login);
      });

      const logout = await app.inject({
        method: 'POST',
        url: '/api/auth/logout/',
        headers: bearer(licensor.token),
      });
      expect(logout.statusCode).toBe(204);
      await seen(async () => {
        expect((await getCompany(other, licensor)).statusCode).toBe(401);
      });
    } finally {
      await close();
    }
  });

  it('turn the cache off when the listening connection is cut, and on again once it is back', async () => {
    if (!onPostgres()) return; // PGlite notifies in-process; there is no connection to lose.
    const licensor = await createLicensor(app);
    await getCompany(app, licensor);
    await settle();

    const admin = await openPostgres(database.url ?? '');
    try {
      const cut = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [LISTEN_APPLICATION_NAME],
      );
      expect(cut.rowCount).toBeGreaterThanOrEqual(1);
      // Changed while nobody listens: the notification is lost, the cache must not answer from before it.
      await admin.query('UPDATE companies SET name = $2 WHERE id = $1', [
        licensor.company.id,
        'Changed Unheard',
      ]);
      await seen(async () => {
        expect((await getCompany(app, licensor)).json()).toMatchObject({ name: 'Changed Unheard' });
      });

      // Back: lookups are answered from memory again…
      await seen(
        async () => {
          await getCompany(app, licensor);
          recorded.reset();
          await getCompany(app, licensor);
          expect(recorded.count(COMPANY_LOOKUP)).toBe(0);
        },
        { withinMs: 10_000 },
      );
      // …and changes are heard again on the new connection.
      await admin.query('UPDATE companies SET name = $2 WHERE id = $1', [licensor.company.id, 'Heard Again']);
      await seen(async () => {
        expect((await getCompany(app, licensor)).json()).toMatchObject({ name: 'Heard Again' });
      });
    } finally {
      await admin.close();
    }
  });
});

describe('migration 002', () => {
  it('can be run again on a migrated database, and changes are still heard once', async () => {
    const sql = readFileSync(join(MIGRATIONS_DIR, '002_change_notifications.sql'), 'utf8');
    await database.db.exec(sql);
    const triggers = await database.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_trigger
        WHERE tgname LIKE '%_notify_%' AND NOT tgisinternal
          AND tgrelid::regclass::text IN ('companies', 'products', 'orders', 'revoked_tokens')`,
    );
    expect(triggers.rows[0]?.count).toBe(8);
    const licensor = await createLicensor(app);
    await getCompany(app, licensor);
    await database.db.query('UPDATE companies SET name = $2 WHERE id = $1', [
      licensor.company.id,
      'After Rerun',
    ]);
    await seen(async () => {
      expect((await getCompany(app, licensor)).json()).toMatchObject({ name: 'After Rerun' });
    });
  });
});

describe('with READ_CACHE=off', () => {
  it('every read goes to the database', async () => {
    const off = await startApp(recorded.db, { READ_CACHE: 'off' });
    try {
      const licensor = await createLicensor(off);
      recorded.reset();
      await getCompany(off, licensor);
      await getCompany(off, licensor);
      await listOrders(off, licensor);
      await listOrders(off, licensor);
      expect(recorded.count(COMPANY_LOOKUP)).toBe(4);
      expect(recorded.count(ORDER_LIST)).toBe(2);
      expect(recorded.count(REVOCATION_CHECK)).toBe(4);
    } finally {
      await off.close();
    }
  });
});
