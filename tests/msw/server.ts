import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const apiUrl = (path: string) => `http://localhost/api/${path.replace(/^\//, '')}`;

/**
 * One MSW server for the jsdom suite; each test adds its handlers with `server.use(...)`. Unhandled requests fail,
 * except the account-name lookup every connected wallet makes (GET names/, PRODUCT.md §7): no name unless a test
 * says otherwise.
 */
export const server = setupServer(http.get(apiUrl('names/'), () => HttpResponse.json({ name: null })));
