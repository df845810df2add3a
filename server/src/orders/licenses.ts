import { selectPage, type Queryable } from '../db/index.js';
import type { PageRequest } from '../http/pagination.js';
import type { OrderRow } from './orders.js';

/**
 * PRODUCT.md §8: a completed order creates a License with a snapshot of the terms — the ones the buyer agreed to
 * when ordering (kept on the order), plus who bought what and for how much.
 */
export async function issueLicense(tx: Queryable, order: OrderRow): Promise<void> {
  const terms = {
    ...(typeof order.terms === 'object' && order.terms !== null ? order.terms : {}),
    order_number: order.number,
    quantity: order.quantity,
    unit_price: order.unit_price,
    total: order.total,
    token: { symbol: order.token_symbol, address: order.token_address, decimals: order.token_decimals },
    payment_tx_hash: order.payment_tx_hash,
  };
  await tx.query(
    `INSERT INTO licenses (order_id, product_id, company_id, licensee_address, terms)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [order.id, order.product_id, order.company_id, order.buyer_address, JSON.stringify(terms)],
  );
}

interface LicenseRow {
  id: string;
  order_id: string;
  order_number: string;
  product_id: string;
  product_title: string;
  licensee_address: string;
  terms: unknown;
  issued_at: Date;
}

export async function listLicenses(db: Queryable, companyId: string, page: PageRequest) {
  const { count, rows } = await selectPage<LicenseRow>(
    db,
    {
      count: 'SELECT count(*)::int AS count FROM licenses WHERE company_id = $1',
      rows: `SELECT l.id, l.order_id, o.number AS order_number, l.product_id, p.title AS product_title,
                    l.licensee_address, l.terms, l.issued_at
               FROM licenses l JOIN orders o ON o.id = l.order_id JOIN products p ON p.id = l.product_id
              WHERE l.company_id = $1
              ORDER BY l.issued_at DESC, l.id`,
    },
    [companyId],
    page,
  );
  return { count, results: rows.map((row) => ({ ...row, issued_at: row.issued_at.toISOString() })) };
}

export async function licenseIdOfOrder(db: Queryable, orderId: string): Promise<string | null> {
  const result = await db.query<{ id: string }>('SELECT id FROM licenses WHERE order_id = $1', [orderId]);
  return result.rows[0]?.id ?? null;
}
