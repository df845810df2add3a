/**
 * The SQL of the public licence verification (docs/product.md §11.2): a licence token id OVERDIVE recorded, with the
 * licence, order, product and company it belongs to.
 */
import type { Queryable } from '../db/index.js';

export interface VerifiedLicenseRow {
  token_id: string;
  licensee_address: string;
  terms: unknown;
  issued_at: Date;
  ip_id: string;
  license_terms_id: string;
  mint_tx_hash: string;
  void_reason: 'refunded' | null;
  order_number: string;
  product_title: string;
  product_slug: string;
  company_name: string;
  company_slug: string;
}

/** The licence of a token id, or null when OVERDIVE did not record that token. */
export async function findLicenseOfToken(db: Queryable, tokenId: string): Promise<VerifiedLicenseRow | null> {
  const result = await db.query<VerifiedLicenseRow>(
    `SELECT c.token_id::text AS token_id, l.licensee_address, l.terms, l.issued_at, l.ip_id,
            l.license_terms_id::text AS license_terms_id, l.mint_tx_hash, l.void_reason, o.number AS order_number,
            p.title AS product_title, p.slug AS product_slug, co.name AS company_name, co.slug AS company_slug
       FROM license_token_claims c
       JOIN licenses l ON l.order_id = c.order_id
       JOIN orders o ON o.id = c.order_id
       JOIN products p ON p.id = l.product_id
       JOIN companies co ON co.id = l.company_id
      WHERE c.token_id = $1::numeric AND l.mint_tx_hash IS NOT NULL`,
    [tokenId],
  );
  return result.rows[0] ?? null;
}
