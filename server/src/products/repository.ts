/**
 * The products' SQL (docs/product.md §8 Product): every statement that reads or writes `products`, and the licences
 * each has sold and held. Routes parse, authorize and answer; they call these.
 *
 * Longer than the ~300 lines a server module aims at, on purpose: what counts as a sold or a held licence is read
 * here, beside every statement that reads it (PRODUCT_SELECT, licensesRemainingBesides) and the two that end holds
 * (releaseEndedHolds and lockProduct, by HOLD_ENDED), so the brand page, the licensor's list, an order's check and a late
 * payment's check cannot count differently. The counters themselves are kept by the database in the transaction of
 * every order change (migration 017_1_read_models.sql: product_counters, order_holds).
 */
import type {
  License,
  LicenseFlavor,
  ProductCategory,
  ProductStatus,
} from '../../../contract/api/products.js';
import type { AcceptedToken } from '../config.js';
import { isUniqueViolation, selectPage, type Queryable, type RowPage, type SqlParam } from '../db/index.js';
import { conflict } from '../http/errors.js';
import type { PageRequest } from '../http/pagination.js';
import { containsPattern } from '../http/validation.js';

export interface ProductRow {
  id: string;
  company_id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: ProductCategory;
  cover_image_url: string | null;
  ip_id: string | null;
  /** docs/product.md §8/§10.2: set (with ip_id) only from verified Story events; null until registered. */
  license_terms_id: string | null;
  /** docs/product.md §11.1: the issuer wallet may mint this product's licences; set only from a verified PermissionSet. */
  auto_issue: boolean;
  license_flavor: LicenseFlavor;
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  commercial_rev_share_pct: string | null;
  territory: string;
  ai_learning_allowed: boolean;
  price_amount: string;
  token_symbol: string;
  token_address: string;
  token_decimals: number;
  max_licenses: number | null;
  status: ProductStatus;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
  licenses_sold: number;
  licenses_reserved: number;
}

/**
 * How long after `expires_at` a transfer mined in time may still be reported and accepted by pay/ (chain and server
 * clocks differ by seconds). An unpaid order holds its licenses until the end of this grace, so that every order
 * that can still become paid is counted against max_licenses.
 */
export const PAYMENT_GRACE_SECONDS = 60;

/**
 * Licenses sold = quantities of paid and completed orders (refunded ones are given back). Licenses reserved =
 * quantities of unpaid orders that can still be paid: pending, or lazily marked expired, until expires_at +
 * PAYMENT_GRACE_SECONDS (a capped product is never oversold). Both are the product's counters (product_counters, kept
 * by the database with every order change), read with the product in one join whatever the number of its orders; a
 * hold whose time has passed counts until it is ended: by lockProduct, which every decision that counts holds takes
 * first, and by releaseEndedHolds, which every read of products runs first.
 */
export const PRODUCT_SELECT = `
  SELECT p.id, p.company_id, p.slug, p.title, p.summary, p.description, p.category, p.cover_image_url, p.ip_id,
         p.license_terms_id::text AS license_terms_id, p.auto_issue,
         p.license_flavor, p.commercial_use, p.derivatives_allowed, p.attribution_required,
         p.commercial_rev_share_pct::text AS commercial_rev_share_pct, p.territory, p.ai_learning_allowed,
         p.price_amount::text AS price_amount, p.token_symbol, p.token_address, p.token_decimals, p.max_licenses,
         p.status, p.published_at, p.created_at, p.updated_at,
         COALESCE(pc.licenses_sold, 0)::int AS licenses_sold,
         COALESCE(pc.licenses_held, 0)::int AS licenses_reserved
    FROM products p LEFT JOIN product_counters pc ON pc.product_id = p.id`;

/**
 * A hold `h` whose expires_at + PAYMENT_GRACE_SECONDS (the statement's $1) has passed: it no longer holds licences.
 */
const HOLD_ENDED = 'h.expires_at <= now() - make_interval(secs => $1)';

/** Which ended holds releaseEndedHolds gives back: one product's, one company's, or up to `limit` products' of any. */
export type HoldScope = { productId: string } | { companyId: string } | { limit: number };

/**
 * Ends the holds whose expires_at + PAYMENT_GRACE_SECONDS has passed (docs/product.md §7, §13.4), giving their
 * licences back; how many ended. Each product's holds are released under its row lock, the order every change of
 * its counters takes (017_1_read_models.sql "Lock order"): a product whose lock another transaction holds (an order
 * being placed) is skipped, and released by the next call, rather than waited for. A caller that takes the lock
 * itself (placing an order, a late payment, a change of the cap) releases them with it (lockProduct).
 */
export async function releaseEndedHolds(db: Queryable, scope: HoldScope): Promise<number> {
  const [where, param, limit] =
    'productId' in scope
      ? ['h.product_id = $2', scope.productId, '']
      : 'companyId' in scope
        ? ['h.company_id = $2', scope.companyId, '']
        : ['$2::int > 0', scope.limit, ' LIMIT $2'];
  const result = await db.query(
    `WITH due AS (
       SELECT DISTINCT h.product_id FROM order_holds h
        WHERE ${where} AND ${HOLD_ENDED}${limit}
     ), mine AS (
       SELECT p.id FROM products p JOIN due ON due.product_id = p.id
        ORDER BY p.id FOR NO KEY UPDATE OF p SKIP LOCKED
     )
     DELETE FROM order_holds h USING mine
      WHERE h.product_id = mine.id AND ${HOLD_ENDED}`,
    [PAYMENT_GRACE_SECONDS, param],
  );
  return result.rowCount;
}

/**
 * Licenses left of a product for one order that no longer holds any (an expired order being paid late), counting
 * every other order as PRODUCT_SELECT does: null when unlimited. Call it after lockProduct (which gave the ended holds
 * back), in the same transaction.
 */
export async function licensesRemainingBesides(
  tx: Queryable,
  productId: string,
  orderId: string,
): Promise<number | null> {
  const result = await tx.query<Pick<ProductRow, 'max_licenses' | 'licenses_sold' | 'licenses_reserved'>>(
    `SELECT p.max_licenses, COALESCE(pc.licenses_sold, 0)::int AS licenses_sold,
            (COALESCE(pc.licenses_held, 0)
              - COALESCE((SELECT h.quantity FROM order_holds h WHERE h.order_id = $2), 0))::int AS licenses_reserved
       FROM products p LEFT JOIN product_counters pc ON pc.product_id = p.id
      WHERE p.id = $1`,
    [productId, orderId],
  );
  const row = result.rows[0];
  return row === undefined ? 0 : licensesRemaining(row);
}

/** Licenses a buyer can still order: null when unlimited, never below 0. */
export function licensesRemaining(
  row: Pick<ProductRow, 'max_licenses' | 'licenses_sold' | 'licenses_reserved'>,
): number | null {
  if (row.max_licenses === null) return null;
  return Math.max(0, row.max_licenses - row.licenses_sold - row.licenses_reserved);
}

/**
 * The first free slug among base, base-2, base-3… within the company. The caller holds the company's product
 * lock (lockCompanyProducts) so two creates cannot pick the same one.
 */
export async function freeSlug(tx: Queryable, companyId: string, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx.query<{ slug: string }>(
        `SELECT slug FROM products WHERE company_id = $1 AND (slug = $2 OR slug LIKE $3)`,
        [companyId, base, `${base}-%`],
      )
    ).rows.map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Serialises product creates and slug changes of one company (a transaction-scoped advisory lock). */
export async function lockCompanyProducts(tx: Queryable, companyId: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('products:' || $1))", [companyId]);
}

/**
 * Locks a product row for the rest of the transaction: writes to the product and order creations for it wait for
 * each other. Whoever takes the lock then counts what the product has left, so the same statement first gives back
 * the product's ended holds (releaseEndedHolds' rule, for the one caller it never skips): one round trip fewer while
 * every other buyer of a hot product waits for the lock. The counts are read by a statement of their own after it:
 * in READ COMMITTED a statement that waited for a lock still reads with the snapshot it started with, so a
 * `SELECT … licenses … FOR UPDATE` would count without the orders committed while it waited (the release is not
 * affected: a hold that ended was there before the wait). FOR NO KEY UPDATE, because inserting an order takes a
 * KEY SHARE lock on its product (the foreign key), which FOR UPDATE would conflict with.
 */
export async function lockProduct(tx: Queryable, id: string, companyId?: string): Promise<boolean> {
  const result = await tx.query<{ found: boolean }>(
    `WITH locked AS (
       SELECT id FROM products WHERE id = $2${companyId === undefined ? '' : ' AND company_id = $3'}
          FOR NO KEY UPDATE
     ), released AS (
       DELETE FROM order_holds h USING locked
        WHERE h.product_id = locked.id AND ${HOLD_ENDED}
     )
     SELECT EXISTS (SELECT 1 FROM locked) AS found`,
    companyId === undefined ? [PAYMENT_GRACE_SECONDS, id] : [PAYMENT_GRACE_SECONDS, id, companyId],
  );
  return result.rows[0]?.found === true;
}

/** A product by id with its licence counts as they stand: after lockProduct, which gave its ended holds back. */
export async function readProduct(db: Queryable, id: string): Promise<ProductRow | null> {
  const result = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1`, [id]);
  return result.rows[0] ?? null;
}

/** Any product by id, with its licence counts (an order checks what it may take). */
export async function findProduct(db: Queryable, id: string): Promise<ProductRow | null> {
  await releaseEndedHolds(db, { productId: id });
  return readProduct(db, id);
}

export async function findOwnProduct(
  db: Queryable,
  companyId: string,
  id: string,
  lock = false,
): Promise<ProductRow | null> {
  if (lock) {
    if (!(await lockProduct(db, id, companyId))) return null;
  } else await releaseEndedHolds(db, { productId: id });
  const result = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1 AND p.company_id = $2`, [
    id,
    companyId,
  ]);
  return result.rows[0] ?? null;
}

export interface ProductValues {
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: ProductRow['category'];
  cover_image_url: string | null;
  ip_id: string | null;
  license: License;
  price_amount: string;
  token: AcceptedToken;
  max_licenses: number | null;
  status: ProductStatus;
}

function valueParams(values: ProductValues): SqlParam[] {
  return [
    values.slug,
    values.title,
    values.summary,
    values.description,
    values.category,
    values.cover_image_url,
    values.ip_id,
    values.license.flavor,
    values.license.commercial_use,
    values.license.derivatives_allowed,
    values.license.attribution_required,
    values.license.commercial_rev_share_pct,
    values.license.territory,
    values.license.ai_learning_allowed,
    values.price_amount,
    values.token.symbol,
    values.token.address,
    values.token.decimals,
    values.max_licenses,
    values.status,
  ];
}

function slugConflict(error: unknown): never {
  if (isUniqueViolation(error, 'products_company_slug_key')) {
    throw conflict('This slug is already used by another of your products', { slug: 'Already taken' });
  }
  throw error;
}

export async function insertProduct(
  tx: Queryable,
  companyId: string,
  values: ProductValues,
): Promise<string> {
  try {
    const result = await tx.query<{ id: string }>(
      `INSERT INTO products (company_id, slug, title, summary, description, category, cover_image_url, ip_id,
                             license_flavor, commercial_use, derivatives_allowed, attribution_required,
                             commercial_rev_share_pct, territory, ai_learning_allowed, price_amount, token_symbol,
                             token_address, token_decimals, max_licenses, status, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21,
               CASE WHEN $21 = 'published' THEN now() END)
       RETURNING id`,
      [companyId, ...valueParams(values)],
    );
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('INSERT … RETURNING returned no row');
    return id;
  } catch (error) {
    return slugConflict(error);
  }
}

export async function updateProduct(tx: Queryable, id: string, values: ProductValues): Promise<void> {
  try {
    await tx.query(
      `UPDATE products SET slug = $2, title = $3, summary = $4, description = $5, category = $6,
              cover_image_url = $7, ip_id = $8, license_flavor = $9, commercial_use = $10,
              derivatives_allowed = $11, attribution_required = $12, commercial_rev_share_pct = $13,
              territory = $14, ai_learning_allowed = $15, price_amount = $16, token_symbol = $17,
              token_address = $18, token_decimals = $19, max_licenses = $20, status = $21,
              published_at = CASE WHEN $21 = 'published' AND published_at IS NULL THEN now() ELSE published_at END,
              updated_at = now()
        WHERE id = $1`,
      [id, ...valueParams(values)],
    );
  } catch (error) {
    slugConflict(error);
  }
}

/** Sort keys of GET products/products/ (contract/api/products.ts PRODUCT_ORDERING_KEYS); SQL never sees the raw value. */
const PRODUCT_ORDERINGS = {
  created_at: 'p.created_at ASC',
  '-created_at': 'p.created_at DESC',
  updated_at: 'p.updated_at ASC',
  '-updated_at': 'p.updated_at DESC',
  title: 'p.title ASC',
  '-title': 'p.title DESC',
} as const;

export type ProductOrdering = keyof typeof PRODUCT_ORDERINGS;

/** One page of a company's own products, filtered, plus the total count. */
export async function listOwnProducts(
  db: Queryable,
  companyId: string,
  filters: {
    status?: ProductStatus | undefined;
    search?: string | undefined;
    ordering?: ProductOrdering | undefined;
  },
  page: PageRequest,
): Promise<RowPage<ProductRow>> {
  const params: (string | number)[] = [companyId];
  let where = 'p.company_id = $1';
  if (filters.status !== undefined) {
    params.push(filters.status);
    where += ` AND p.status = $${params.length}`;
  }
  if (filters.search !== undefined && filters.search.trim() !== '') {
    params.push(containsPattern(filters.search.trim()));
    where += ` AND (p.title ILIKE $${params.length} OR p.slug ILIKE $${params.length})`;
  }
  const order = PRODUCT_ORDERINGS[filters.ordering ?? '-created_at'];
  await releaseEndedHolds(db, { companyId });
  return selectPage(
    db,
    {
      count: `SELECT count(*)::int AS count FROM products p WHERE ${where}`,
      rows: `${PRODUCT_SELECT} WHERE ${where} ORDER BY ${order}, p.id`,
    },
    params,
    page,
  );
}

/** Only drafts are deleted (the route checks the status under the product's lock). */
export async function deleteProduct(tx: Queryable, id: string): Promise<void> {
  await tx.query('DELETE FROM products WHERE id = $1', [id]);
}

/** The public brand page's products: published and paused, newest first (docs/product.md §9), plus the total count. */
export async function listPublicProducts(
  db: Queryable,
  companyId: string,
  page: PageRequest,
): Promise<RowPage<ProductRow>> {
  const listed = `p.company_id = $1 AND p.status IN ('published', 'paused')`;
  await releaseEndedHolds(db, { companyId });
  // Both statements at once, not selectPage's one after the other: a brand page read the cache does not hold yet
  // waits for one round trip to PostgreSQL instead of two (the brand page is public, companies/routes.ts).
  const [rows, count] = await Promise.all([
    db.query<ProductRow>(
      `${PRODUCT_SELECT} WHERE ${listed}
        ORDER BY p.created_at DESC, p.id LIMIT ${page.pageSize} OFFSET ${page.offset}`,
      [companyId],
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${listed}`, [companyId]),
  ]);
  return { count: count.rows[0]?.count ?? 0, rows: rows.rows };
}

/**
 * When the first unpaid order of the company stops holding its licenses (its expires_at plus the payment grace):
 * until then the licenses held by its products stay as read, with no write in between. Null when none holds any.
 */
export async function nextHoldEnd(db: Queryable, companyId: string): Promise<Date | null> {
  const result = await db.query<{ next: Date | null }>(
    `SELECT min(h.expires_at) + make_interval(secs => ${PAYMENT_GRACE_SECONDS}) AS next FROM order_holds h
      WHERE h.company_id = $1 AND h.expires_at > now() - make_interval(secs => ${PAYMENT_GRACE_SECONDS})`,
    [companyId],
  );
  return result.rows[0]?.next ?? null;
}

/** How many of the company's products are published (docs/product.md §9: Home's figures). */
export async function publishedProductCount(db: Queryable, companyId: string): Promise<number> {
  const result = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM products WHERE company_id = $1 AND status = 'published'",
    [companyId],
  );
  return result.rows[0]?.count ?? 0;
}
