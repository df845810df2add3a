import { http, HttpResponse } from 'msw';
import { apiUrl } from '../msw/server';
import { type Page, type Product, type TokenRef } from '../../src/features/products/productTypes';

// Data and MSW handlers shared by the products tests. Not part of the app bundle: only tests import it.

export const usdc: TokenRef = {
  symbol: 'USDC.e',
  address: '0xf1815bd50389c46847f0bda824ec8da914045d14',
  decimals: 6,
};
export const companyId = '4a0c7c1e-0000-4000-8000-000000000001';

let sequence = 0;

export function productOf(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides.id ?? `9b1deb4d-3b7d-4bad-9bdd-2b0d7b3d${String(sequence).padStart(4, '0')}`;
  return {
    id,
    company_id: companyId,
    slug: `product-${sequence}`,
    title: `Product ${sequence}`,
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

export function companyOf(wallet: string) {
  return {
    id: companyId,
    wallet_address: wallet,
    name: 'Acme Studio',
    slug: 'acme-studio',
    description: '',
    website: null,
    contact_email: null,
    country: 'KR',
    logo_url: null,
    payout_address: wallet,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
  };
}

/** What every products screen needs around it: the guard's company lookup, the profile and the payment config. */
export function licensorHandlers(wallet: string, tokens: TokenRef[] = [usdc]) {
  return [
    http.get(apiUrl('companies/:wallet/'), () => HttpResponse.json(companyOf(wallet))),
    http.get(apiUrl('auth/profile/'), () =>
      HttpResponse.json({ wallet_address: wallet, company: companyOf(wallet), last_login: null }),
    ),
    http.get(apiUrl('config/'), () => HttpResponse.json({ chain_id: 1514, accepted_tokens: tokens })),
  ];
}
