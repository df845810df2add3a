// The public verification of a licence token in the API contract (docs/product.md §11.2): what
// `GET /api/licenses/{tokenId}/` answers and the page `/licenses/{tokenId}` shows. The server builds its answer to this
// type; the SPA imports the type only (`import type`), so nothing here ships.
import { z } from 'zod';
import { isoDateTime } from './fields.js';
import { licenseSchema } from './products.js';

/**
 * `{tokenId}` in the path: a licence token id is a uint256, written in decimal. zod runs the refinement even when the
 * pattern failed, so it checks the digits again before BigInt (which throws on `abc` or `1.5`).
 */
export const licenseTokenIdSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'Must be a licence token id (a whole number)')
  .refine(
    (value) => /^[0-9]{1,78}$/.test(value) && BigInt(value) < 2n ** 256n,
    'Must be a licence token id (a whole number)',
  )
  .transform((value) => BigInt(value).toString());

/** Why a licence is no longer valid (docs/product.md §12.4). */
export const LICENSE_VOID_REASONS = ['refunded'] as const;
export type LicenseVoidReason = (typeof LICENSE_VOID_REASONS)[number];

/** The terms the buyer agreed to, as the order snapshotted them: a product's licence (docs/product.md §8). */
export const licenseTermsSnapshotSchema = licenseSchema;

/** GET /api/licenses/{tokenId}/ (public). */
export const licenseVerificationSchema = z
  .object({
    /** Decimal. */
    token_id: z.string(),
    status: z.enum(['valid', 'void']),
    /** Who holds the token now, read from the LicenseToken contract (tokens can move); null when the chain cannot say. */
    holder: z.string().nullable(),
    /** The wallet it was issued to: the buyer. */
    licensee: z.string(),
    product: z.strictObject({ title: z.string(), slug: z.string() }),
    licensor: z.strictObject({ name: z.string(), slug: z.string() }),
    ip_id: z.string(),
    license_terms_id: z.string(),
    terms: licenseTermsSnapshotSchema,
    order_number: z.string(),
    issued_at: isoDateTime,
    mint_tx_hash: z.string(),
    void_reason: z.enum(LICENSE_VOID_REASONS).nullable(),
  })
  .meta({
    id: 'LicenseVerification',
    description: "A licence token's verification: who holds it, the licensee, the terms, valid or void",
  });

export type LicenseVerification = z.infer<typeof licenseVerificationSchema>;
export type LicenseTermsSnapshot = z.infer<typeof licenseTermsSnapshotSchema>;
