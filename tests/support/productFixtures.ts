import { type Page, type Product, type TokenRef } from '@/features/products/productTypes';
import { companyId } from './companyFixtures';

// The licensor's products as the API sends them (docs/product.md §8), for the products, orders and licence tests and
// the default handlers (tests/msw/handlers/products.ts). Not part of the app bundle: only tests import it.

export const usdc: TokenRef = {
  symbol: 'USDC.e',
  address: '0xf1815bd50389c46847f0bda824ec8da914045d14',
  decimals: 6,
};

let sequence = 0;

/** A draft of the next number: Product n, 12.50 USDC.e, a commercial remix licence with a 10 % share. */
export function productOf(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return productNumbered(sequence, overrides);
}

function productNumbered(n: number, overrides: Partial<Product>): Product {
  return {
    id: `9b1deb4d-3b7d-4bad-9bdd-2b0d7b3d${String(n).padStart(4, '0')}`,
    company_id: companyId,
    slug: `product-${n}`,
    title: `Product ${n}`,
    summary: 'A short summary.',
    description: '',
    category: 'audio',
    cover_image_url: null,
    ip_id: null,
    license_terms_id: null,
    auto_issue: false,
    license: {
      flavor: 'commercial_remix',
      commercial_use: true,
      derivatives_allowed: true,
      attribution_required: true,
      commercial_rev_share_pct: 10,
      territory: 'Worldwide',
      ai_learning_allowed: false,
    },
    price: { amount: '12500000', token: usdc },
    max_licenses: null,
    licenses_sold: 0,
    licenses_reserved: 0,
    licenses_remaining: null,
    sold_out: false,
    status: 'draft',
    published_at: null,
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    ...overrides,
  };
}

export function pageOf<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}

/** Sunset Loop Pack, on sale on the public page (the product of the orders of tests/support/orderFixtures.ts). */
export const sunsetLoops: Product = productNumbered(0, {
  id: '10000000-0000-4000-8000-000000000001',
  slug: 'sunset-loops',
  title: 'Sunset Loop Pack',
  status: 'published',
  published_at: '2026-11-02T10:00:00Z',
});

/** Neon Font, published once and paused since. */
export const neonFont: Product = productNumbered(0, {
  id: '10000000-0000-4000-8000-000000000002',
  slug: 'neon-font',
  title: 'Neon Font',
  category: 'other',
  status: 'paused',
  published_at: '2026-11-02T10:00:00Z',
});

/** The licensor's products that the default handlers list, in the API's order (newest first). */
export const catalogue = (): Product[] => [sunsetLoops, neonFont];
