import { http, HttpResponse } from 'msw';
import {
  type BuyerOrder,
  type BuyerOwnOrder,
  type StorefrontProduct,
} from '@/features/storefront/storefrontTypes';
import { brand, brandSlug, buyerOrder, buyerOrderId, licensorInfo } from '../../support/storefrontFixtures';
import { tokenValidFor } from '../../support/tokens';
import { apiUrl } from '../apiUrl';
import { brandHandler } from '../handlers/storefront';
import { server } from '../server';

// The public brand page's API for one test (docs/product.md §7, §9), added over the default handlers
// (tests/msw/handlers/storefront.ts). Kept apart from them so that the server, which starts with the defaults, and
// these helpers, which add to the server, do not import each other.

export interface StorefrontApi {
  created: Record<string, unknown>[];
  /** The Authorization header of each order request. */
  orderAuth: (string | null)[];
  paid: { tx_hash: string }[];
  infoCalls: number;
  /** The Authorization header of each brand read: none until a buyer signs in. */
  infoAuth: (string | null)[];
  /** Wallets that signed in (docs/product.md §7: the buyer's session). */
  signIns: string[];
  /** Authorization headers of `orders/mine/` reads. */
  mineAuth: (string | null)[];
}

/**
 * The brand page's API for one test, recording what the page sends: the brand (`licensor`), the buyer's sign-in,
 * order creation (with the buyer's token, else 401; `create` may answer instead), the buyer's own orders, and pay/
 * (answered by `pay`).
 */
export function serveStorefront({
  licensor = () => HttpResponse.json(licensorInfo()),
  pay = (order: BuyerOrder, txHash: string) =>
    HttpResponse.json({
      ...order,
      status: 'paid',
      payment_tx_hash: txHash,
      paid_at: new Date().toISOString(),
    }),
  create,
}: {
  licensor?: () => Response;
  pay?: (order: BuyerOrder, txHash: string, attempt: number) => Response;
  create?: (body: Record<string, unknown>) => Response | null;
} = {}): StorefrontApi {
  const api: StorefrontApi = {
    created: [],
    orderAuth: [],
    paid: [],
    infoCalls: 0,
    infoAuth: [],
    signIns: [],
    mineAuth: [],
  };
  let order: BuyerOrder | null = null;
  const mine: BuyerOwnOrder[] = [];
  server.use(
    http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: 'n-buyer' })),
    http.post(apiUrl('auth/wallet-connect/'), async ({ request }) => {
      const body = (await request.json()) as { wallet_address: string };
      api.signIns.push(body.wallet_address);
      return HttpResponse.json({ token: tokenValidFor(3600, body.wallet_address), message: 'ok' });
    }),
    http.get(apiUrl('products/orders/mine/'), ({ request }) => {
      api.mineAuth.push(request.headers.get('Authorization'));
      const results = mine.map((row) => (row.id === order?.id ? { ...order, license_tokens: null } : row));
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.get(apiUrl('companies/licensor-info/'), ({ request }) => {
      api.infoCalls += 1;
      expect(new URL(request.url).searchParams.get('slug')).toBe(brandSlug);
      api.infoAuth.push(request.headers.get('Authorization'));
      return licensor();
    }),
    http.post(apiUrl('products/orders/'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      api.orderAuth.push(request.headers.get('Authorization'));
      if (!request.headers.get('Authorization')?.startsWith('Bearer ')) {
        return HttpResponse.json({ error: 'Authentication required' }, { status: 401 });
      }
      api.created.push(body);
      const custom = create?.(body);
      if (custom) return custom;
      const quantity = Number(body.quantity);
      order = buyerOrder({
        number: `ORD-2026-00000${api.created.length}`,
        product_id: String(body.product_id),
        buyer_address: String(body.buyer_address),
        quantity,
        total: String(12_500_000n * BigInt(quantity)),
        expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
      });
      mine.unshift({ ...order, license_tokens: null });
      return HttpResponse.json(order, { status: 201 });
    }),
    http.post(apiUrl(`products/orders/${buyerOrderId}/pay/`), async ({ request }) => {
      const body = (await request.json()) as { tx_hash: string };
      api.paid.push(body);
      const answer = pay(order as BuyerOrder, body.tx_hash, api.paid.length);
      if (answer.ok) order = (await answer.clone().json()) as BuyerOrder;
      return answer;
    }),
  );
  return api;
}

/** The brand's `catalogue` in pages of 50 (docs/product.md §7), as the API pages it; the pages asked, in order. */
export function serveCatalogue(catalogue: StorefrontProduct[]): string[] {
  const pagesAsked: string[] = [];
  const link = (page: number) => `/api/companies/licensor-info/?slug=${brandSlug}&page=${page}`;
  server.use(
    brandHandler((url) => {
      const page = Number(url.searchParams.get('page') ?? '1');
      pagesAsked.push(String(page));
      return HttpResponse.json({
        company: brand,
        products_page: {
          count: catalogue.length,
          next: page * 50 < catalogue.length ? link(page + 1) : null,
          previous: page > 1 ? link(page - 1) : null,
          results: catalogue.slice((page - 1) * 50, page * 50),
        },
      });
    }),
  );
  return pagesAsked;
}
