import { setupServer } from 'msw/node';

/** One MSW server for the jsdom suite; each test adds its handlers with `server.use(...)`. Unhandled requests fail. */
export const server = setupServer();

export const apiUrl = (path: string) => `http://localhost/api/${path.replace(/^\//, '')}`;
