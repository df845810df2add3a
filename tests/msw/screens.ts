import { http, HttpResponse } from 'msw';
import { apiUrl } from './server';

// Answers for the data the screens load on their own (Home, /order, the public brand page), empty but well-formed, for tests that
// render the real route table but are about something else (guards, layouts, navigation). Add them with
// `server.use(...emptyScreenData())`; a test's own handlers, added later, take precedence.

const emptyPage = { count: 0, next: null, previous: null, results: [] };
// The orders list also says whether its count is an estimate (docs/api.md "Orders at any size").
const emptyOrderPage = { ...emptyPage, count_is_estimate: false };

export function emptyScreenData() {
  return [
    http.get(apiUrl('products/orders/stats/'), () =>
      HttpResponse.json({
        counts_by_status: {
          pending_payment: 0,
          paid: 0,
          completed: 0,
          refunded: 0,
          expired: 0,
          cancelled: 0,
          failed: 0,
        },
        total: 0,
        count_is_estimate: false,
        revenue: [],
        published_products: 0,
      }),
    ),
    http.get(apiUrl('products/orders/'), () => HttpResponse.json(emptyOrderPage)),
    http.get(apiUrl('products/products/'), () => HttpResponse.json(emptyPage)),
    // The public brand page of any slug: a brand named after it, nothing for sale yet.
    http.get(apiUrl('companies/licensor-info/'), ({ request }) => {
      const slug = new URL(request.url).searchParams.get('slug') ?? '';
      return HttpResponse.json({
        company: { name: 'Acme Studio', slug, description: '', website: null, country: null, logo_url: null },
        products_page: { count: 0, next: null, previous: null, results: [] },
      });
    }),
    http.get(apiUrl('companies/payout-changes/'), () => HttpResponse.json(emptyPage)),
    http.get(apiUrl('companies/wallet-tokens/'), () =>
      HttpResponse.json({
        address: '0x1111111111111111111111111111111111111111',
        chain_id: 1514,
        native: { symbol: 'IP', decimals: 18, balance: '0' },
        tokens: [],
      }),
    ),
  ];
}
