import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { apiUrl } from './apiUrl';
import { storefrontHandlers } from './handlers/storefront';
import { storyHandlers } from './handlers/story';

export { apiUrl } from './apiUrl';
export { issuerOff } from '../support/storyFixtures';

/**
 * One MSW server for the jsdom suite; each test adds its handlers with `server.use(...)`, which take precedence.
 * Unhandled requests fail, except what the default handlers of each feature answer (tests/msw/handlers/): the
 * account-name lookup every connected wallet makes (GET names/, docs/product.md §7: no name), Story's reads
 * (handlers/story.ts) and the public brand page of acme-studio (handlers/storefront.ts). Helpers that add to
 * them for one test are in tests/msw/serve/.
 */
export const server = setupServer(
  http.get(apiUrl('names/'), () => HttpResponse.json({ name: null })),
  ...storyHandlers,
  ...storefrontHandlers,
);
