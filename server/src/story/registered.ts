import { conflict } from '../http/errors.js';
import type { ProductRow, ProductValues } from '../products/products.js';

/**
 * docs/product.md §10.2: once a product is registered on Story its licence terms and IP asset are on chain, and licence
 * tokens already sold point at them. The licence fields that went into the PIL terms and the terms JSON, and the
 * IP asset, no longer change: a new version of the terms is a new product. Title, description, price and the rest
 * stay editable (the metadata the IP asset was registered with is kept as it was hashed).
 */
export function refuseChangingRegisteredTerms(current: ProductRow, next: ProductValues): void {
  if (current.license_terms_id === null) return;
  const fields: Record<string, string> = {};
  const before = {
    flavor: current.license_flavor,
    commercial_use: current.commercial_use,
    derivatives_allowed: current.derivatives_allowed,
    attribution_required: current.attribution_required,
    commercial_rev_share_pct:
      current.commercial_rev_share_pct === null ? null : Number(current.commercial_rev_share_pct),
    territory: current.territory,
    ai_learning_allowed: current.ai_learning_allowed,
  };
  for (const [key, value] of Object.entries(before)) {
    if (next.license[key as keyof typeof before] !== value)
      fields[`license.${key}`] = 'Registered on Story; cannot change';
  }
  if (next.ip_id !== current.ip_id) fields.ip_id = 'Registered on Story; cannot change';
  if (Object.keys(fields).length > 0) {
    throw conflict(
      'This product is registered on Story: its licence terms and IP asset are fixed on chain. To offer other terms, create a new product.',
      fields,
    );
  }
}
