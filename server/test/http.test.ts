/**
 * The HTTP layer: security headers, CORS, body limits, error bodies, request ids, rate limits, health, log
 * redaction and graceful shutdown (docs/product.md §2, docs/security.md).
 */
import { connect, type AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/index.js';
import {
  ORIGIN,
  bearer,
  createLicensor,
  httpCall,
  newWallet,
  openTestDatabase,
  signIn,
  signInMessage,
  signedAuth,
  startApp,
  testConfig,
  uniqueSlug,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * A log stream that records lines: the API hands its stream newline-terminated lines, several at a time for the
 * access lines of one event-loop turn (http/logging.ts). A line cut in two would fail the JSON checks below.
 */
function linesOf(lines: string[]): { write(chunk: string): void } {
  return {
    write(chunk) {
      lines.push(...chunk.split('\n').filter((line) => line !== ''));
    },
  };
}

describe('headers', () => {
  it('sends security headers and a request id, and no CSP or document-only headers on JSON', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/health/' });
    const second = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(first.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(first.headers['content-security-policy']).toBeUndefined();
    // Referrer-Policy governs the requests a rendered document makes: the SPA's HTML carries it (serve.test).
    expect(first.headers['referrer-policy']).toBeUndefined();
    expect(first.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(first.headers['x-xss-protection']).toBeUndefined();
    // HSTS only in production (http://localhost development would be pinned to https otherwise).
    expect(first.headers['strict-transport-security']).toBeUndefined();
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(first.headers['x-powered-by']).toBeUndefined();
  });

  it('sends the security headers on errors and on answers of authenticated routes too', async () => {
    for (const response of [
      await app.inject({ method: 'GET', url: '/api/no-such-route/' }),
      await app.inject({ method: 'GET', url: '/api/companies/' }),
      await app.inject({ method: 'GET', url: '/api/health/?unknown=1' }),
      // Refused by the router before any hook runs.
      await app.inject({ method: 'GET', url: `/api/products/products/${'a'.repeat(500)}/` }),
    ]) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('CORS', () => {
  it('answers preflights and requests from allowed origins only', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/companies/',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(ORIGIN);
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const hostile = await app.inject({
      method: 'OPTIONS',
      url: '/api/companies/',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(hostile.headers['access-control-allow-origin']).toBeUndefined();
    const hostileGet = await app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { origin: 'https://evil.example' },
    });
    expect(hostileGet.headers['access-control-allow-origin']).toBeUndefined();
    const allowedGet = await app.inject({
      method: 'GET',
      url: '/api/config/',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(allowedGet.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    // The SPA on another origin (API_BASE_URL) reads the request id and a 429's Retry-After.
    expect(allowedGet.headers['access-control-expose-headers']).toBe('X-Request-Id, Retry-After');
    expect(allowedGet.headers.vary).toBe('Origin');
  });

  it('keeps CORS headers to CORS requests, while every answer varies by Origin', async () => {
    for (const response of [
      await app.inject({ method: 'GET', url: '/api/config/' }),
      await app.inject({ method: 'GET', url: '/api/config/', headers: { origin: 'https://evil.example' } }),
      await app.inject({ method: 'GET', url: '/api/no-such-route/' }),
    ]) {
      expect(response.headers.vary).toBe('Origin');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-expose-headers']).toBeUndefined();
    }
  });

  it('answers preflights before authentication, lists methods only to allowed origins, refuses other OPTIONS', async () => {
    const preflight = (headers: Record<string, string>) =>
      app.inject({ method: 'OPTIONS', url: '/api/products/products/', headers });
    const allowed = await preflight({ origin: ORIGIN, 'access-control-request-method': 'PATCH' });
    expect(allowed.statusCode).toBe(204);
    expect(allowed.body).toBe('');
    expect(allowed.headers).toMatchObject({
      'access-control-allow-origin': ORIGIN,
      'access-control-allow-methods': 'GET, HEAD, POST, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type',
      'access-control-max-age': '600',
      vary: 'Origin',
      'content-length': '0',
    });
    const hostile = await preflight({
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    });
    expect(hostile.statusCode).toBe(204);
    for (const name of [
      'access-control-allow-origin',
      'access-control-allow-methods',
      'access-control-allow-headers',
    ])
      expect(hostile.headers[name]).toBeUndefined();
    const notPreflights: Record<string, string>[] = [
      {},
      { origin: ORIGIN },
      { 'access-control-request-method': 'GET' },
    ];
    for (const headers of notPreflights) {
      const notPreflight = await preflight(headers);
      expect(notPreflight.statusCode).toBe(400);
      expect(notPreflight.json()).toEqual({
        error: 'Not a CORS preflight: OPTIONS needs Origin and Access-Control-Request-Method',
      });
    }
  });
});

describe('request bodies', () => {
  it('refuses bodies over 1 MiB (docs/product.md §7) with 413 and an error body', async () => {
    const token = await signIn(app, newWallet());
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/products/',
      headers: bearer(token),
      payload: { title: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'Request body is too large' });
  });

  it('refuses malformed JSON, empty JSON, non-JSON types and prototype poisoning', async () => {
    const post = (payload: string, contentType: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/wallet-connect/',
        headers: { 'content-type': contentType },
        payload,
      });
    const malformed = await post('{"wallet_address": ', 'application/json');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ error: 'Request body is not valid JSON' });
    const empty = await post('', 'application/json');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('error');
    const text = await post('wallet_address=0x1', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ error: 'Unsupported content type; send application/json' });
    const form = await post('wallet_address=0x1', 'application/x-www-form-urlencoded');
    expect(form.statusCode).toBe(415);
    const poisoned = await post('{"__proto__": {"admin": true}}', 'application/json');
    expect(poisoned.statusCode).toBe(400);
    expect(poisoned.json()).toHaveProperty('error');
    for (const payload of ['null', '42', '"text"', '[1,2]', 'true']) {
      const response = await post(payload, 'application/json');
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json()).toEqual({ error: 'Request body must be a JSON object' });
    }
  });
});

describe('routing', () => {
  it('answers JSON 404 for unknown paths and methods, with or without the trailing slash for known ones', async () => {
    for (const [method, url] of [
      ['GET', '/api/unknown/'],
      ['GET', '/api'],
      ['PUT', '/api/companies/'],
      ['DELETE', '/api/auth/profile/'],
      ['GET', '/'],
      ['GET', '/order/1'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers malformed URLs, over-long path segments and hostile parameter names with the API’s error body', async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/api/products/%zz/' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ error: 'The URL is malformed' });
    const long = await app.inject({ method: 'GET', url: `/api/products/products/${'a'.repeat(300)}/` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'A path segment is too long' });
    const proto = await app.inject({
      method: 'GET',
      url: '/api/config/?__proto__=1&constructor=2&toString=3',
    });
    expect(proto.statusCode).toBe(400);
    const fields = proto.json<{ fields: Record<string, string> }>().fields;
    expect(Object.keys(fields).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
    // Routes without parameters refuse any, instead of ignoring them.
    for (const url of ['/api/products/?x=1', '/api/auth/profile/?debug=true', '/api/health/?verbose=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json<{ error: string }>().error).toMatch(/^Unknown parameter\(s\): /);
    }
  });

  it('GET /api/config/ tells the SPA the chain and the accepted tokens', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config/' });
    expect(response.json()).toEqual({
      chain_id: 1514,
      accepted_tokens: [
        { symbol: 'USDC.e', address: '0xf1815bd50389c46847f0bda824ec8da914045d14', decimals: 6 },
      ],
    });
  });
});

describe('rate limit on the rest of the API', () => {
  it('answers 429 with an error body after API_RATE_LIMIT requests a minute', async () => {
    const limited = await startApp(database.db, { API_RATE_LIMIT: '5' });
    try {
      const answers = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(await limited.inject({ method: 'GET', url: '/api/config/' }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
      // The counters go out with the 429 only, beside Retry-After.
      expect(answers[0]?.headers['x-ratelimit-remaining']).toBeUndefined();
      expect(answers[5]?.headers).toMatchObject({ 'x-ratelimit-limit': '5', 'x-ratelimit-remaining': '0' });
      expect(Number(answers[5]?.headers['retry-after'])).toBeGreaterThan(0);
      const blocked = await limited.inject({ method: 'GET', url: '/api/products/' });
      expect(blocked.json()).toEqual({ error: expect.stringMatching(/^Too many requests/) });
      // The load balancer's health check is never limited.
      expect((await limited.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/health/', () => {
  it('answers ok while the database answers, 503 when it does not', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).json()).toEqual({ status: 'ok' });
    const broken: Database = {
      kind: 'postgres',
      query: () => Promise.reject(new Error('connection refused')),
      exec: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    // Without durable jobs: pg-boss would refuse to start on a database that does not answer, and this is about
    // the health check of an API whose database went away after it started.
    const down = await startApp(broken, {}, { runJobs: false });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/health/' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', error: 'Database unreachable' });
      // Any other call fails cleanly too.
      const other = await down.inject({
        method: 'GET',
        url: '/api/auth/nonce/?wallet_address=0x0000000000000000000000000000000000000001',
      });
      expect(other.statusCode).toBe(500);
      expect(other.json()).toEqual({ error: 'Internal server error' });
    } finally {
      await down.close();
    }
  });
});

describe('logs', () => {
  it('write one access line per request, shaped as pino writes it, with secret-shaped URL parts removed', async () => {
    const lines: string[] = [];
    const logged = await buildApp(testConfig({ LOG_LEVEL: 'info' }), {
      db: database.db,
      logStream: linesOf(lines),
    });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const port = (logged.server.address() as AddressInfo).port;
    try {
      const token = `eyJhbGciOiJIUzI1NiJ9.${'a'.repeat(40)}.${'b'.repeat(43)}`;
      const health = await httpCall(`http://127.0.0.1:${port}`, { method: 'GET', url: '/api/health/' });
      await httpCall(`http://127.0.0.1:${port}`, { method: 'GET', url: `/api/config/?token=${token}` });
      // A line is written once the answer is out, which can be after the client has read it.
      const accessLines = () => lines.filter((line) => line.includes('"msg":"request completed"'));
      const untilLines = async (count: number) => {
        for (let waited = 0; accessLines().length < count && waited < 2000; waited += 20)
          await new Promise((done) => setTimeout(done, 20));
      };
      await untilLines(2);
      const access = accessLines()
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request completed');
      expect(access).toHaveLength(2);
      expect(Object.keys(access[0] ?? {})).toEqual([
        'level',
        'time',
        'pid',
        'hostname',
        'reqId',
        'req',
        'res',
        'responseTime',
        'msg',
      ]);
      expect(access[0]).toMatchObject({
        level: 30,
        pid: process.pid,
        reqId: health.headers['x-request-id'],
        req: {
          method: 'GET',
          url: '/api/health/',
          host: `127.0.0.1:${port}`,
          remoteAddress: '127.0.0.1',
          remotePort: expect.any(Number),
        },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      });
      expect(access[0]?.time).toBeGreaterThan(Date.now() - 60_000);
      expect(access[1]).toMatchObject({
        req: { url: '/api/config/?token=[redacted]' },
        res: { statusCode: 400 },
      });
      expect(lines.join('')).not.toContain(token);
      // An HTTP/1.0 request may come without a Host header: its line is still JSON. (The client keeps its side open:
      // a half-closed socket is closed by the server before a slower health check answers, and nothing is logged.)
      await new Promise<void>((done, fail) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health/ HTTP/1.0\r\n\r\n'));
        socket
          .on('error', fail)
          .on('close', () => done())
          .resume();
      });
      await untilLines(3);
      const hostless = JSON.parse(accessLines()[2] ?? '') as { req: Record<string, unknown> };
      expect(hostless.req).toMatchObject({ method: 'GET', url: '/api/health/' });
      // Nothing is written below the configured level.
      logged.log.level = 'warn';
      await httpCall(`http://127.0.0.1:${port}`, { method: 'GET', url: '/api/health/' });
      await untilLines(4);
      expect(accessLines()).toHaveLength(3);
    } finally {
      await logged.close();
    }
  });

  it('never contain tokens, signatures or auth objects, even when a handler logs them', async () => {
    const lines: string[] = [];
    const logged = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), {
      db: database.db,
      logStream: linesOf(lines),
    });
    logged.post('/test/log-everything', async (request) => {
      request.log.info(
        { headers: request.headers, body: request.body, token: 'secret-token' },
        'careless handler',
      );
      request.log.info({ req: { headers: request.headers, body: request.body } }, 'careless request log');
      throw new Error('boom');
    });
    await logged.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(logged.server.address() as AddressInfo).port}`;
    try {
      const call = (options: Parameters<typeof httpCall>[1]) => httpCall(url, options);
      const wallet = newWallet();
      const client = { inject: call };
      const message = await signInMessage(client, wallet);
      const signature = await wallet.signMessage(message);
      const signedIn = await call({
        method: 'POST',
        url: '/api/auth/wallet-connect/',
        headers: { origin: ORIGIN },
        payload: { wallet_address: wallet.address, signature, message },
      });
      const token = signedIn.json<{ token: string }>().token;
      const body = { name: 'Logged Studio', slug: uniqueSlug() };
      const auth = await signedAuth(client, wallet, { method: 'POST', path: '/api/companies/', body });
      const created = await call({
        method: 'POST',
        url: '/api/companies/',
        headers: { ...bearer(token), origin: ORIGIN },
        payload: { ...body, auth },
      });
      expect(created.statusCode).toBe(201);
      await call({ method: 'POST', url: '/api/auth/refresh/', headers: bearer(token) });
      const crashed = await call({
        method: 'POST',
        url: '/test/log-everything',
        headers: bearer(token),
        payload: { signature, auth, token },
      });
      expect(crashed.statusCode).toBe(500);
      expect(crashed.json()).toEqual({ error: 'Internal server error' });

      const log = lines.join('');
      expect(log).toContain('careless handler');
      expect(log).toContain('[redacted]');
      for (const secret of [
        token,
        token.split('.')[2] ?? '',
        signature,
        signature.slice(2, 40),
        auth.signature,
      ]) {
        expect(log).not.toContain(secret);
      }
      // Every line is JSON with the request id.
      const requestLines = lines
        .map((l) => JSON.parse(l) as { reqId?: string })
        .filter((l) => l.reqId !== undefined);
      expect(requestLines.length).toBeGreaterThan(5);
    } finally {
      await logged.close();
    }
  });
});

describe('database errors', () => {
  it('a value PostgreSQL rejects is a 400, not a 500', async () => {
    const probe = await buildApp(testConfig(), { db: database.db });
    probe.get('/test/bad-cast', async () => database.db.query("SELECT 'not a number'::int"));
    await probe.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url = `http://127.0.0.1:${(probe.server.address() as AddressInfo).port}`;
      const response = await httpCall(url, { method: 'GET', url: '/test/bad-cast' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'A value is out of range or malformed' });
    } finally {
      await probe.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes requests in flight, then refuses new connections', async () => {
    const closing = await buildApp(testConfig(), { db: database.db });
    closing.get('/test/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { finished: true };
    });
    await closing.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(closing.server.address() as AddressInfo).port}`;
    const inFlight = httpCall(url, { method: 'GET', url: '/test/slow' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = closing.close();
    const answer = await inFlight;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ finished: true });
    await closed;
    await expect(httpCall(url, { method: 'GET', url: '/api/health/' })).rejects.toThrow(/ECONNREFUSED/);
    // The shared database stays open: the app closes only what it opened.
    expect((await database.db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});

describe('access', () => {
  it('every endpoint that needs a session says 401 without one', async () => {
    const licensor = await createLicensor(app);
    const id = licensor.company.id;
    const protectedCalls: [string, string][] = [
      ['POST', '/api/auth/refresh/'],
      ['GET', '/api/auth/profile/'],
      ['POST', '/api/auth/logout/'],
      ['GET', '/api/companies/'],
      ['POST', '/api/companies/'],
      ['GET', `/api/companies/${licensor.wallet.address}/`],
      ['GET', `/api/companies/${id}/`],
      ['PATCH', `/api/companies/${id}/`],
      ['GET', '/api/companies/slug-available/?slug=abc-def'],
      ['GET', '/api/companies/licenses/'],
      ['GET', '/api/companies/wallet-tokens/'],
      ['GET', '/api/products/products/'],
      ['POST', '/api/products/products/'],
      ['GET', `/api/products/products/${id}/`],
      ['PATCH', `/api/products/products/${id}/`],
      ['DELETE', `/api/products/products/${id}/`],
      ['GET', '/api/products/orders/'],
      ['GET', '/api/products/orders/stats/'],
      ['GET', `/api/products/orders/${id}/`],
      ['PATCH', `/api/products/orders/${id}/`],
      ['GET', '/api/products/wallet-transactions/'],
    ];
    for (const [method, url] of protectedCalls) {
      const response = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
      expect(response.json()).toEqual({ error: 'Authentication required' });
    }
    // Public ones answer without a session.
    for (const url of [
      '/api/health/',
      '/api/config/',
      '/api/products/',
      `/api/companies/licensor-info/?slug=${licensor.company.slug}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
  });
});
