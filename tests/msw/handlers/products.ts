import { http, HttpResponse } from 'msw';
import { catalogue, usdc } from '../../support/productFixtures';
import { apiUrl, pageOf, uuid } from '../apiUrl';

// The licensor's products (docs/product.md §8, §9): by default the list answers catalogue() (Sunset Loop Pack and
// Neon Font) whatever the filter, a product's detail for those only (404 for any other id), and the API accepts
// USDC.e. Writes (POST, PATCH, DELETE) have no default: a test that makes one serves it with
// tests/msw/serve/products.ts, and any other fails as unhandled.

export const productsHandlers = [
  http.get(apiUrl('config/'), () => HttpResponse.json({ chain_id: 1514, accepted_tokens: [usdc] })),
  http.get(apiUrl('products/products/'), () => HttpResponse.json(pageOf(catalogue()))),
  http.get(apiUrl('products/products/:id/'), ({ params }) => {
    const id = String(params.id);
    if (!uuid.test(id)) return undefined;
    const product = catalogue().find((listed) => listed.id === id);
    return product
      ? HttpResponse.json(product)
      : HttpResponse.json({ error: 'Product not found' }, { status: 404 });
  }),
];
