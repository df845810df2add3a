import {
  type BuyerOrder,
  type BuyerOwnOrder,
  type LicensorInfo,
  type StorefrontProduct,
} from '@/features/storefront/storefrontTypes';
import { payoutAddress, usdc } from './orderFixtures';

// The public brand page's data as the API sends it (companies/licensor-info/, the buyer's orders; docs/product.md
// §7, §9), for the storefront's tests and the default handlers (tests/msw/handlers/storefront.ts).

export const brandSlug = 'acme-studio';

export const brand = {
  name: 'Acme Studio',
  slug: brandSlug,
  description: 'Loops and fonts for creators.',
  website: 'https://acme.example/',
  country: 'KR',
  logo_url: 'https://acme.example/logo.png',
};

/** A published product for sale: Sunset Loop Pack, 12.50 USDC.e, 42 of 50 licences left. */
export function storefrontProduct(overrides: Partial<StorefrontProduct> = {}): StorefrontProduct {
  const fields: Omit<StorefrontProduct, 'licenses_reserved' | 'licenses_remaining'> &
    Partial<StorefrontProduct> = {
    id: '10000000-0000-4000-8000-000000000001',
    slug: 'sunset-loops',
    title: 'Sunset Loop Pack',
    summary: 'Forty warm loops.',
    description: 'Recorded on tape.',
    category: 'audio',
    cover_image_url: 'https://acme.example/cover.png',
    ip_id: null,
    license_terms_id: null,
    license: {
      flavor: 'commercial_remix',
      commercial_use: true,
      derivatives_allowed: true,
      attribution_required: true,
      commercial_rev_share_pct: 5,
      territory: 'Worldwide',
      ai_learning_allowed: false,
    },
    price: { amount: '12500000', token: usdc },
    max_licenses: 50,
    licenses_sold: 8,
    sold_out: false,
    status: 'published',
    published_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
  // The API always sends what is held and left (contract/api/products.ts); here nothing is held.
  const { max_licenses: max, licenses_sold: sold } = fields;
  return {
    licenses_reserved: 0,
    licenses_remaining: max === null ? null : Math.max(0, max - sold),
    ...fields,
  };
}

export const soldOutProduct = storefrontProduct({
  id: '10000000-0000-4000-8000-000000000002',
  title: 'Neon Font',
  max_licenses: 5,
  licenses_sold: 5,
  sold_out: true,
});

export const pausedProduct = storefrontProduct({
  id: '10000000-0000-4000-8000-000000000003',
  title: 'Paper Textures',
  status: 'paused',
});

/** `products` in one page: by default one for sale, one sold out, one paused. */
export function licensorInfo({
  products = [storefrontProduct(), soldOutProduct, pausedProduct],
  ...overrides
}: Partial<Omit<LicensorInfo, 'products_page'>> & { products?: StorefrontProduct[] } = {}): LicensorInfo {
  return {
    company: brand,
    products_page: { count: products.length, next: null, previous: null, results: products },
    ...overrides,
  };
}

export const buyerOrderId = '00000000-0000-4000-8000-0000000000aa';

/** The buyer's order of one Sunset Loop Pack licence, waiting for its payment for a minute more. */
export function buyerOrder(overrides: Partial<BuyerOrder> = {}): BuyerOrder {
  return {
    id: buyerOrderId,
    number: 'ORD-2026-000007',
    product_id: storefrontProduct().id,
    product_title: 'Sunset Loop Pack',
    buyer_address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
    quantity: 1,
    unit_price: '12500000',
    total: '12500000',
    token: usdc,
    pay_to: payoutAddress,
    status: 'pending_payment',
    payment_tx_hash: null,
    paid_at: null,
    expires_at: new Date(Date.now() + 60_000).toISOString(),
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

/** One of the buyer's orders as My orders lists it: no licence tokens unless given. */
export function ownOrder(overrides: Partial<BuyerOwnOrder> = {}): BuyerOwnOrder {
  return { ...buyerOrder(), license_tokens: null, ...overrides };
}
