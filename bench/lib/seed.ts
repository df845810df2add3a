/**
 * Bench data. Licensors, companies and products go through the real API (tests/e2e/support/api.ts: real
 * signatures); bulk orders go straight into the database the API uses, as server/test/orders.test.ts does, since
 * 10 000 public order calls would take minutes and measure nothing we report.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Devnet } from '../../scripts/devnet/index.js';
import { PGLITE_EXTENSIONS } from '../../server/src/db/pglite.js';
import {
  E2EApi,
  fundAccount,
  newAccount,
  type ApiSession,
  type Company,
  type Product,
} from '../../tests/e2e/support/api';
import { type E2EAccount, type E2EEnv } from '../../tests/e2e/support/env';
import { type BenchDatabase } from './apiProcess';
import { SourceBoundApi, SourceClient } from './sourceAddress';

export interface BenchToken {
  symbol: string;
  address: string;
  decimals: number;
}

/**
 * The E2E harness's API client pointed at a bench API process. It gets the devnet's accounts: buyers sign in and
 * hold the order's USDC before ordering (docs/product.md §7), and the harness funds them from those accounts.
 */
export function benchApi(
  baseURL: string,
  token: BenchToken,
  devnet: { rpcUrl: string; chainId: number; accounts: E2EAccount[] },
): E2EApi {
  return new E2EApi(benchEnv(baseURL, token, devnet));
}

/** The harness settings benchApi gives its client, for a client of another kind (bench/lib/sourceAddress.ts). */
export function benchEnv(
  baseURL: string,
  token: BenchToken,
  devnet: { rpcUrl: string; chainId: number; accounts: E2EAccount[] },
): E2EEnv {
  return {
    baseURL,
    rpcUrl: devnet.rpcUrl,
    chainId: devnet.chainId,
    usdc: token,
    accounts: devnet.accounts,
    runDir: '',
    serverLog: '',
    // The bench's API runs without an issuer wallet or a mail server.
    mailInboxUrl: '',
    issuer: '',
  };
}

export interface SeededLicensor {
  account: E2EAccount;
  session: ApiSession;
  company: Company;
  products: Product[];
  /** One order placed through the public API: the template of the bulk rows. */
  orderId: string;
}

const CATEGORIES = ['image', 'audio', 'character', 'software'];

/** A licensor with a company, `productCount` published products and one real order. */
export async function seedLicensor(api: E2EApi, productCount = 4): Promise<SeededLicensor> {
  const account = newAccount();
  const session = await api.signIn(account);
  const company = await api.createCompany(session, {
    name: 'Moon Studio',
    description: 'Characters, music and brushes licensed for games and animation.',
    website: 'https://moon.example',
    country: 'KR',
  });
  const products: Product[] = [];
  for (let index = 0; index < productCount; index += 1) {
    products.push(
      await api.createProduct(session, {
        title: `Moonlight Pack ${index + 1}`,
        category: CATEGORIES[index % CATEGORIES.length],
        price: { amount: String((index + 1) * 2_500_000), token: { address: api.env.usdc.address } },
      }),
    );
  }
  const first = products[0];
  if (first === undefined) throw new Error('seedLicensor needs at least one product');
  const order = await api.createOrder(first.id, newAccount(), 2);
  return { account, session, company, products, orderId: order.id };
}

/**
 * `count` licensors (seedLicensor), each signing in from its own client address (`addressOf(index)`), so that their
 * sign-ins count against no one client's rate limits: their brand page slugs, session tokens and product ids.
 */
export async function seedShop(
  env: E2EEnv,
  addressOf: (index: number) => string,
  count: number,
): Promise<{ slug: string; token: string; productIds: string[] }[]> {
  const shop = [];
  for (let index = 0; index < count; index += 1) {
    const api = new SourceBoundApi(env, new SourceClient(env.baseURL, addressOf(index)));
    try {
      const seeded = await seedLicensor(api);
      shop.push({
        slug: seeded.company.slug,
        token: seeded.session.token,
        productIds: seeded.products.map((product) => product.id),
      });
    } finally {
      api.client.close();
    }
  }
  return shop;
}

/**
 * Native coin and 1000 test USDC to each buyer, the USDC from devnet accounts 1–8 side by side (each account's
 * transfers one after another: an auto-mining node refuses a nonce gap). Account 9 stays seedLicensor's funder.
 */
export async function fundBuyers(
  env: E2EEnv,
  devnet: Pick<Devnet, 'accounts' | 'transfer'>,
  buyers: string[],
): Promise<void> {
  const lanes = 8;
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      const funder = devnet.accounts[1 + lane];
      if (funder === undefined) throw new Error('the devnet has too few accounts');
      for (const buyer of buyers.filter((_, index) => index % lanes === lane)) {
        await fundAccount(env, buyer);
        await devnet.transfer(funder, buyer, 1000n * 10n ** 6n);
      }
    }),
  );
}

/**
 * `count` more orders of the template order's company, spread over its products, statuses and the last `count`
 * minutes; numbered from the API's own sequence so later orders never collide.
 */
const BULK_ORDERS_SQL = `
  INSERT INTO orders (number, company_id, product_id, buyer_address, quantity, unit_price, total, token_symbol,
                      token_address, token_decimals, pay_to, terms, status, payment_tx_hash, paid_at, expires_at,
                      created_at, updated_at)
  SELECT 'ORD-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
         o.company_id, p.id, '0x' || lpad(to_hex(g), 40, '0'), 1 + g % 5, p.price_amount, p.price_amount * (1 + g % 5),
         o.token_symbol, o.token_address, o.token_decimals, o.pay_to, o.terms, s.status,
         CASE WHEN s.status IN ('paid', 'completed') THEN '0x' || md5(o.id::text || g) || md5(g || o.id::text) END,
         CASE WHEN s.status IN ('paid', 'completed') THEN now() - g * interval '1 minute' END,
         now() + interval '1 day', now() - g * interval '1 minute', now() - g * interval '1 minute'
    FROM orders o
    CROSS JOIN generate_series(1, $2::int) g
    CROSS JOIN LATERAL (SELECT (ARRAY['pending_payment', 'paid', 'completed', 'cancelled', 'expired', 'paid'])[1 + g % 6] AS status) s
    CROSS JOIN LATERAL (
      SELECT id, price_amount FROM products
       WHERE company_id = o.company_id AND status = 'published'
       ORDER BY created_at OFFSET g % (SELECT count(*) FROM products WHERE company_id = o.company_id AND status = 'published') LIMIT 1
    ) p
   WHERE o.id = $1`;

export async function insertBulkOrders(database: BenchDatabase, templateOrderId: string, count: number) {
  if (database.kind === 'pglite') {
    // The extensions the API's migrations created in this folder (pg_trgm): PGlite cannot open it without them.
    const db = await PGlite.create({ dataDir: database.dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      await db.query(BULK_ORDERS_SQL, [templateOrderId, count]);
      await db.query('ANALYZE orders');
    } finally {
      await db.close();
    }
  } else {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(BULK_ORDERS_SQL, [templateOrderId, count]);
      await client.query('ANALYZE orders');
    } finally {
      await client.end();
    }
  }
}
