/**
 * Products' rules (docs/product.md §8): status moves, license rules, the token a price is set in, slugs, and the JSON a
 * product answers with. The SQL is in ./repository.ts and the request schemas in the API contract
 * (contract/api/products.ts); both are re-exported here, so callers keep one import.
 */
import type { z } from 'zod';
import type {
  createProductSchema,
  updateProductSchema,
  License,
  LicenseFlavor,
  ProductStatus,
  licenseCreateSchema,
  tokenRefSchema,
} from '../../../contract/api/products.js';
import { PRODUCT_TRANSITIONS, revenueShareApplies } from '../../../contract/productValues.js';
import type { AcceptedToken } from '../config.js';
import { badRequest, type FieldErrors } from '../http/errors.js';
import { licensesRemaining, type ProductRow, type ProductValues } from './repository.js';

export {
  CATEGORIES,
  LICENSE_FLAVORS,
  PRODUCT_STATUSES,
  createProductSchema,
  productSlugSchema,
  updateProductSchema,
  type License,
  type LicenseFlavor,
  type ProductStatus,
} from '../../../contract/api/products.js';
export {
  PAYMENT_GRACE_SECONDS,
  PRODUCT_SELECT,
  findOwnProduct,
  freeSlug,
  insertProduct,
  licensesRemaining,
  licensesRemainingBesides,
  lockCompanyProducts,
  lockProduct,
  releaseEndedHolds,
  updateProduct,
  type HoldScope,
  type ProductRow,
  type ProductValues,
} from './repository.js';

/** docs/product.md §8 status moves, as the API contract lists them; a status may also stay as it is. */
export function canChangeProductStatus(from: ProductStatus, to: ProductStatus): boolean {
  return from === to || PRODUCT_TRANSITIONS[from].includes(to);
}

export function licenseOf(row: ProductRow): License {
  return {
    flavor: row.license_flavor,
    commercial_use: row.commercial_use,
    derivatives_allowed: row.derivatives_allowed,
    attribution_required: row.attribution_required,
    commercial_rev_share_pct:
      row.commercial_rev_share_pct === null ? null : Number(row.commercial_rev_share_pct),
    territory: row.territory,
    ai_learning_allowed: row.ai_learning_allowed,
  };
}

export function tokenOf(row: { token_symbol: string; token_address: string; token_decimals: number }) {
  return { symbol: row.token_symbol, address: row.token_address, decimals: row.token_decimals };
}

/** What the licensor wrote about a product, in the order the API's JSON lists it (docs/product.md §8 Product). */
function describedBy(row: ProductRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    category: row.category,
    cover_image_url: row.cover_image_url,
    ip_id: row.ip_id,
  };
}

export function productJson(row: ProductRow) {
  const remaining = licensesRemaining(row);
  return {
    id: row.id,
    company_id: row.company_id,
    ...describedBy(row),
    license_terms_id: row.license_terms_id,
    auto_issue: row.auto_issue,
    license: licenseOf(row),
    price: { amount: row.price_amount, token: tokenOf(row) },
    max_licenses: row.max_licenses,
    licenses_sold: row.licenses_sold,
    licenses_reserved: row.licenses_reserved,
    licenses_remaining: remaining,
    sold_out: remaining === 0,
    status: row.status,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The buyer-facing view on the public brand page: no company id or timestamps a buyer does not need. */
export function publicProductJson(row: ProductRow) {
  const {
    company_id: _companyId,
    auto_issue: _autoIssue,
    created_at: _createdAt,
    updated_at: _updatedAt,
    ...rest
  } = productJson(row);
  return rest;
}

export type ProductCreate = z.output<typeof createProductSchema>;
export type ProductUpdate = z.output<typeof updateProductSchema>;

/** The defaults of the license fields a create may leave out. */
export function licenseWithDefaults(input: z.output<typeof licenseCreateSchema>): License {
  return {
    flavor: input.flavor,
    commercial_use: input.commercial_use,
    derivatives_allowed: input.derivatives_allowed,
    attribution_required: input.attribution_required ?? true,
    commercial_rev_share_pct: input.commercial_rev_share_pct ?? null,
    territory: input.territory ?? 'Worldwide',
    ai_learning_allowed: input.ai_learning_allowed ?? false,
  };
}

/**
 * docs/product.md §8 license rules. The flavors are Story's PIL presets, so their two switches are fixed. The revenue
 * share is the derivative term of those presets (the cut a remix owes the original, as in Story's
 * commercialRevShare): without commercial use there is no revenue share, and without derivatives no derivative
 * terms — so a share above 0 needs both.
 */
export function licenseProblems(license: License): FieldErrors {
  const problems: FieldErrors = {};
  const preset: Partial<Record<LicenseFlavor, { commercial_use: boolean; derivatives_allowed: boolean }>> = {
    non_commercial_remix: { commercial_use: false, derivatives_allowed: true },
    commercial_use: { commercial_use: true, derivatives_allowed: false },
    commercial_remix: { commercial_use: true, derivatives_allowed: true },
  };
  const expected = preset[license.flavor];
  if (expected !== undefined) {
    if (license.commercial_use !== expected.commercial_use) {
      problems['license.commercial_use'] =
        `Must be ${expected.commercial_use} for the ${license.flavor} flavor`;
    }
    if (license.derivatives_allowed !== expected.derivatives_allowed) {
      problems['license.derivatives_allowed'] =
        `Must be ${expected.derivatives_allowed} for the ${license.flavor} flavor`;
    }
  }
  const share = license.commercial_rev_share_pct;
  if (share !== null && share > 0 && !revenueShareApplies(license)) {
    if (!license.commercial_use) {
      problems['license.commercial_rev_share_pct'] = 'Must be 0 or null without commercial use';
    } else {
      problems['license.commercial_rev_share_pct'] = 'Must be 0 or null when derivatives are not allowed';
    }
  }
  return problems;
}

export function resolveToken(
  accepted: readonly AcceptedToken[],
  ref: z.output<typeof tokenRefSchema>,
): AcceptedToken {
  const token = accepted.find((t) => t.address === ref.address);
  const list = accepted.map((t) => `${t.symbol} (${t.address})`).join(', ');
  if (token === undefined) {
    throw badRequest('Invalid field(s): price.token', {
      'price.token': `Must be one of the accepted tokens: ${list}`,
    });
  }
  if (
    (ref.symbol !== undefined && ref.symbol !== token.symbol) ||
    (ref.decimals !== undefined && ref.decimals !== token.decimals)
  ) {
    throw badRequest('Invalid field(s): price.token', {
      'price.token': `Symbol and decimals must match the accepted token ${token.symbol} (${token.decimals} decimals)`,
    });
  }
  return token;
}

export function valuesOf(row: ProductRow): ProductValues {
  return {
    ...describedBy(row),
    license: licenseOf(row),
    price_amount: row.price_amount,
    token: { symbol: row.token_symbol, address: row.token_address, decimals: row.token_decimals },
    max_licenses: row.max_licenses,
    status: row.status,
  };
}
