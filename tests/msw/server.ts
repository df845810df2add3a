import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from './apiUrl';
import { companyHandlers } from './handlers/company';
import { homeHandlers } from './handlers/home';
import { ordersHandlers } from './handlers/orders';
import { productsHandlers } from './handlers/products';
import { storefrontHandlers } from './handlers/storefront';
import { storyHandlers } from './handlers/story';
import { webhooksHandlers } from './handlers/webhooks';
import { apiKeysHandlers } from './handlers/apiKeys';

export { apiUrl } from './apiUrl';
export { issuerOff } from '../support/storyFixtures';

/**
 * One MSW server for the jsdom suite; each test adds its handlers with `server.use(...)`, which take precedence.
 * Unhandled requests fail, except the reads that the default handlers of each feature answer (tests/msw/handlers/):
 * the account-name lookup every connected wallet makes (GET names/, docs/product.md §7: no name), Story's reads
 * (handlers/story.ts), the public brand page of acme-studio (handlers/storefront.ts), and the signed-in licensor's
 * own: walletA's company, profile and sessions (handlers/company.ts), its orders (handlers/orders.ts), products
 * (handlers/products.ts), webhooks (none, handlers/webhooks.ts), API keys (none, handlers/apiKeys.ts) and Home's balances (handlers/home.ts). No write has a default. Helpers that add to them
 * for one test, answering otherwise or recording what a page sends, are in tests/msw/serve/.
 */
export const server = setupServer(
  http.get(apiUrl('names/'), () => HttpResponse.json({ name: null })),
  ...storyHandlers,
  ...storefrontHandlers,
  ...ordersHandlers,
  ...productsHandlers,
  ...webhooksHandlers,
  ...apiKeysHandlers,
  ...companyHandlers,
  ...homeHandlers,
);
