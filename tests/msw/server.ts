import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const apiUrl = (path: string) => `http://localhost/api/${path.replace(/^\//, '')}`;

const emptyPage = { count: 0, next: null, previous: null, results: [] };

/** GET story/issuer/ of a server without LICENSE_ISSUER_KEY (docs/product.md §11.1). */
export const issuerOff = {
  address: null,
  enabled: false,
  balance: null,
  min_balance: '50000000000000000',
  low_balance: false,
};

/**
 * One MSW server for the jsdom suite; each test adds its handlers with `server.use(...)`. Unhandled requests fail,
 * except the account-name lookup every connected wallet makes (GET names/, docs/product.md §7): no name unless a test
 * says otherwise; and the Story reads that Home and the product page make beside their own (docs/product.md §10): no
 * order waiting for licence tokens, no remix, and a company without a licence collection; and the issuer wallet that
 * Home, /manage and the product page read (docs/product.md §11.1): a server without one.
 */
export const server = setupServer(
  http.get(apiUrl('names/'), () => HttpResponse.json({ name: null })),
  http.get(apiUrl('products/orders/awaiting-license-tokens/'), () => HttpResponse.json(emptyPage)),
  http.get(apiUrl('products/products/:id/remixes/'), () => HttpResponse.json(emptyPage)),
  http.get(apiUrl('story/issuer/'), () => HttpResponse.json(issuerOff)),
  http.get(apiUrl('products/products/:id/story-registration/'), ({ params }) =>
    HttpResponse.json({
      registered: false,
      ip_id: null,
      license_terms_id: null,
      collection_address: null,
      ip_metadata: {
        uri: `http://localhost/api/story/products/${String(params.id)}/ip-metadata/`,
        hash: `0x${'0'.repeat(64)}`,
      },
      nft_metadata: {
        uri: `http://localhost/api/story/products/${String(params.id)}/nft-metadata/`,
        hash: `0x${'0'.repeat(64)}`,
      },
      terms_uri: `http://localhost/api/story/products/${String(params.id)}/terms/`,
    }),
  ),
);
