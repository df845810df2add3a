import { http, HttpResponse } from 'msw';
import { issuerOff, storyRegistration } from '../../support/storyFixtures';
import { apiUrl, pageOf } from '../apiUrl';

// The Story reads that Home, /manage and the product page make beside their own (docs/product.md §10, §11.1): by
// default no order waiting for licence tokens, no remix, a product not registered in a company without a licence
// collection, and a server without an issuer wallet. A test says otherwise with tests/msw/serve/story.ts.

export const storyHandlers = [
  http.get(apiUrl('products/orders/awaiting-license-tokens/'), () => HttpResponse.json(pageOf([]))),
  http.get(apiUrl('products/products/:id/remixes/'), () => HttpResponse.json(pageOf([]))),
  http.get(apiUrl('story/issuer/'), () => HttpResponse.json(issuerOff)),
  http.get(apiUrl('products/products/:id/story-registration/'), ({ params }) =>
    HttpResponse.json(storyRegistration(String(params.id))),
  ),
];
