/**
 * Seeds a PostgreSQL for `npm run bench:scale` (docs/performance.md, "Ten million orders"): the API's migrations, then
 * companies, products and orders with COPY (bench/lib/scaleRows.ts), the read models filled from the migration's
 * recount views and checked against them, ANALYZE. Refuses a database that already holds companies: it is for an empty
 * one. The capped product of the buyers' test gets its cap right before the test (leaveRoom).
 *
 * Speed. Ten million rows through the orders table's indexes and its counter triggers (017_1_read_models.sql) would
 * take hours, so the orders go in the way a restore does: the indexes that no constraint needs are dropped and built
 * again afterwards, and the COPY runs with `session_replication_role = replica`, which skips the counter triggers and
 * the foreign-key checks (the rows are made consistent above). The counters, holds and revenue days are then what
 * the recount views (the same rule, summed) say, in one statement each — and the seed checks that they equal them.
 * That needs a superuser, as a restore does; the throwaway cluster's `postgres` is one.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openPostgres } from '../../server/src/db/postgres';
import { migrate } from '../../server/src/db/migrate';
import {
  COMPANY_COLUMNS,
  ORDER_COLUMNS,
  PRODUCT_COLUMNS,
  companyLines,
  makeCompanies,
  orderLines,
  productLines,
  type ScaleToken,
} from './scaleRows';

export interface ScaleSeedOptions {
  url: string;
  orders: number;
  companies: number;
  token: ScaleToken;
  /** The big tenant's wallet. */
  bigWallet: string;
  log: (message: string) => void;
}

export interface ScaleSeed {
  bigCompanyId: string;
  cappedProductId: string;
  /** Another product of the big tenant: the orders that warm the API up before the buyers' test. */
  warmUpProductId: string;
  bigOrders: number;
  /** Seconds: migrations, COPY, indexes, read models, ANALYZE. */
  timings: Record<string, number>;
  /** What the database holds when it was seeded before: orders and companies, counted (SCALE_SEEDED=1). */
  holds?: { orders: number; companies: number };
}

async function copyInto(client: pg.Client, table: string, columns: string, source: Iterable<string>) {
  await pipeline(Readable.from(source), client.query(copyFrom(`COPY ${table} (${columns}) FROM STDIN`)));
}

export async function seedScale(options: ScaleSeedOptions): Promise<ScaleSeed> {
  const timings: Record<string, number> = {};
  let mark = Date.now();
  const lap = (name: string) => {
    timings[name] = (Date.now() - mark) / 1000;
    options.log(`${name}: ${timings[name]?.toFixed(1)} s`);
    mark = Date.now();
  };
  const db = await openPostgres(options.url, { statementTimeoutMs: 0 });
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  lap('migrations');

  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    const existing = await client.query<{ n: string }>('SELECT count(*) AS n FROM companies');
    if (existing.rows[0]?.n !== '0')
      throw new Error('the database already holds companies: seed an empty one');
    await client.query("SET session_replication_role = 'replica'");
    await client.query("SET maintenance_work_mem = '1GB'");
    const now = Date.now();
    const companies = makeCompanies(options.companies, options.bigWallet);
    await copyInto(client, 'companies', COMPANY_COLUMNS, [companyLines(companies, now)]);
    await copyInto(client, 'products', PRODUCT_COLUMNS, [productLines(companies, options.token, now)]);

    // The indexes and unique constraints of orders other than its primary key (which other tables reference), to
    // build again after the COPY.
    const constraints = await client.query<{ name: string; def: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = 'orders'::regclass AND contype = 'u'`,
    );
    const indexes = await client.query<{ name: string; def: string }>(
      `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
        WHERE x.indrelid = 'orders'::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`,
    );
    for (const c of constraints.rows) await client.query(`ALTER TABLE orders DROP CONSTRAINT ${c.name}`);
    for (const i of indexes.rows) await client.query(`DROP INDEX ${i.name}`);
    lap('companies and products');

    await copyInto(
      client,
      'orders',
      ORDER_COLUMNS,
      orderLines(companies, options.token, options.orders, now),
    );
    lap(`COPY ${options.orders.toLocaleString('en-US')} orders`);
    for (const c of constraints.rows)
      await client.query(`ALTER TABLE orders ADD CONSTRAINT ${c.name} ${c.def}`);
    for (const i of indexes.rows) await client.query(i.def);
    lap(`${constraints.rows.length} unique constraints and ${indexes.rows.length} indexes built`);

    // The read models, as the migration's backfill makes them (017_1_read_models.sql), still without triggers: holds
    // first, as the product counters' licences held are summed from them.
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO order_holds (order_id, product_id, company_id, quantity, expires_at)
       SELECT id, product_id, company_id, quantity, expires_at FROM orders
        WHERE status IN ('pending_payment', 'expired') AND expires_at > now() - interval '60 seconds'`,
    );
    await client.query(
      `INSERT INTO product_counters (product_id, company_id, pending_payment, paid, completed, refunded, expired,
                                     cancelled, failed, licenses_sold, licenses_held)
       SELECT product_id, company_id, pending_payment, paid, completed, refunded, expired, cancelled, failed,
              licenses_sold, licenses_held FROM order_counters_recount`,
    );
    await client.query(
      `INSERT INTO revenue_days (company_id, token_address, token_symbol, token_decimals, day, amount)
       SELECT company_id, token_address, token_symbol, token_decimals, day, amount FROM revenue_days_recount`,
    );
    await client.query("SELECT setval('order_number_seq', $1)", [options.orders]);
    await client.query('COMMIT');
    await client.query("SET session_replication_role = 'origin'");
    lap('read models from the recount views');

    const differ = await client.query<{ counters: string; days: string }>(
      `SELECT (SELECT count(*) FROM ((SELECT * FROM product_counters EXCEPT SELECT * FROM order_counters_recount)
                                     UNION ALL
                                     (SELECT * FROM order_counters_recount EXCEPT SELECT * FROM product_counters)) d)
                AS counters,
              (SELECT count(*) FROM ((SELECT * FROM revenue_days EXCEPT SELECT * FROM revenue_days_recount)
                                     UNION ALL
                                     (SELECT * FROM revenue_days_recount EXCEPT SELECT * FROM revenue_days)) d) AS days`,
    );
    const { counters = '?', days = '?' } = differ.rows[0] ?? {};
    if (counters !== '0' || days !== '0')
      throw new Error(`read models differ from the recount: ${counters} counter rows, ${days} revenue days`);
    lap('counters checked against the recount');

    const { bigCompanyId, cappedProductId, warmUpProductId } = seededProducts(options.bigWallet);
    await client.query('VACUUM ANALYZE');
    lap('VACUUM ANALYZE');
    return {
      bigCompanyId,
      cappedProductId,
      warmUpProductId,
      bigOrders: await bigTenantOrders(client, bigCompanyId),
      timings,
    };
  } finally {
    await client.end();
  }
}

/** The big tenant (company 0) and its first two products: their ids are made from their names (./scaleRows.ts). */
function seededProducts(bigWallet: string): Omit<ScaleSeed, 'bigOrders' | 'timings'> {
  const big = makeCompanies(1, bigWallet)[0];
  const capped = big?.products[0];
  const warmUp = big?.products[1];
  if (big === undefined || capped === undefined || warmUp === undefined) throw new Error('no big tenant');
  return { bigCompanyId: big.id, cappedProductId: capped.id, warmUpProductId: warmUp.id };
}

async function bigTenantOrders(client: pg.Client, bigCompanyId: string): Promise<number> {
  const result = await client.query<{ n: string | null }>(
    'SELECT sum(pending_payment + paid + completed + refunded + expired + cancelled + failed) AS n ' +
      'FROM product_counters WHERE company_id = $1',
    [bigCompanyId],
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** A database seeded before (SCALE_SEED_ONLY=1), to measure again without seeding for twenty minutes. */
export async function seededBefore(url: string, bigWallet: string): Promise<ScaleSeed> {
  const products = seededProducts(bigWallet);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bigOrders = await bigTenantOrders(client, products.bigCompanyId);
    if (bigOrders === 0) throw new Error('the database holds no orders of the big tenant: seed it first');
    const totals = await client.query<{ orders: string; companies: string }>(
      `SELECT (SELECT sum(pending_payment + paid + completed + refunded + expired + cancelled + failed)
                 FROM product_counters) AS orders,
              (SELECT count(*) FROM companies) AS companies`,
    );
    const { orders = '0', companies = '0' } = totals.rows[0] ?? {};
    return {
      ...products,
      bigOrders,
      timings: {},
      holds: { orders: Number(orders), companies: Number(companies) },
    };
  } finally {
    await client.end();
  }
}

/**
 * Leaves exactly `room` licences of the capped product, right before the buyers' test (docs/product.md §7:
 * max_licenses counts licences sold and held). Its seeded unpaid orders are cancelled and the holds left of its
 * expired ones ended, so that no hold ends during the test and frees more: seeded orders' holds end as the clock
 * passes their expiry, and a first ten-million run, twenty minutes after its seed, placed 26 orders of 25.
 */
export async function leaveRoom(url: string, productId: string, room: number): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    // The product's lock first, as every change of its counters takes it (017_1_read_models.sql "Lock order").
    await client.query('SELECT 1 FROM products WHERE id = $1 FOR NO KEY UPDATE', [productId]);
    await client.query(
      "UPDATE orders SET status = 'cancelled', updated_at = now() WHERE product_id = $1 AND status = 'pending_payment'",
      [productId],
    );
    await client.query('DELETE FROM order_holds WHERE product_id = $1', [productId]);
    const capped = await client.query(
      `UPDATE products p SET max_licenses = c.licenses_sold + c.licenses_held + $2
         FROM product_counters c WHERE c.product_id = p.id AND p.id = $1`,
      [productId, room],
    );
    if (capped.rowCount !== 1) throw new Error('the capped product has no counters: is the database seeded?');
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
}
