import '@testing-library/jest-dom';
import { server } from './msw/server';
import { resetViewport } from './viewport';

// fetchBaseQuery needs absolute URLs under jest-fixed-jsdom (TOOLCHAIN.md); services/config reads this at import.
process.env.API_BASE_URL = 'http://localhost';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  resetViewport();
});
afterAll(() => server.close());
