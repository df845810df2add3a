/**
 * The real process (server/src/main.ts), as `npm run serve` and `npm run start:api` run it: start-up errors,
 * production static serving with SPA fallback and CSP, graceful shutdown on SIGTERM, and a PGlite data folder that
 * keeps data and tokens valid across a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ORIGIN, bearer, httpCall, newWallet, signIn } from './helpers.js';

const ROOT = resolve(__dirname, '../..');
const MAIN = join(ROOT, 'server/src/main.ts');
const JWT_SECRET = 'serve-test-secret-serve-test-secret-serve';
/** docs/product.md §13.7: production on the embedded PGlite and in-process rate limits, both chosen on purpose. */
const ONE_COPY = { ALLOW_EMBEDDED_DB: 'true', RATE_LIMIT_STORE: 'memory' };

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'overdive-serve-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>OVERDIVE</title></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'main.3f2a9c1b.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.ico'), 'icon');
  // The build's list of the brand page's screen files (webpack.config.js), which the brand page's document hints.
  writeFileSync(
    join(dist, 'route-assets.json'),
    JSON.stringify({
      brandPage: ['assets/route-storefront.0a1b2c3d4e.css', 'assets/route-storefront.5f6a7b8c9d.js'],
    }),
  );
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exit: Promise<number | null>;
}

/** Runs main.ts with tsx like `npm run start:api` (without watch) and waits for "Server listening". */
function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<number | null>((resolveExit) => child.on('exit', (code) => resolveExit(code)));
  return new Promise((resolveStart, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined) {
        resolveStart({ child, url: match[1], output: () => output, exit });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exit.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function stop(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exit;
}

it('stops at start-up with one line naming a bad variable', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', PORT: 'abc', DATA_DIR: 'memory://' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise((resolveExit) => child.on('exit', resolveExit));
  expect(code).toBe(1);
  expect(stderr).toBe('Invalid configuration: PORT must be a whole number (got "abc")\n');
  expect(stdout).toBe('');
});

it('refuses to start in production without JWT_SECRET', async () => {
  await expect(
    startServer({ NODE_ENV: 'production', ALLOWED_ORIGINS: ORIGIN, DATA_DIR: 'memory://' }),
  ).rejects.toThrow(/Invalid configuration: JWT_SECRET is required when NODE_ENV=production/);
});

it('refuses to start in production without ALLOWED_ORIGINS, whose defaults are localhost (docs/product.md §6)', async () => {
  await expect(startServer({ NODE_ENV: 'production', JWT_SECRET, DATA_DIR: 'memory://' })).rejects.toThrow(
    /Invalid configuration: ALLOWED_ORIGINS is required when NODE_ENV=production\n/,
  );
});

it('refuses to start in production on the embedded PGlite unless ALLOW_EMBEDDED_DB=true (docs/product.md §13.7)', async () => {
  await expect(
    startServer({
      NODE_ENV: 'production',
      JWT_SECRET,
      ALLOWED_ORIGINS: ORIGIN,
      DATA_DIR: 'memory://',
      RATE_LIMIT_STORE: 'memory',
    }),
  ).rejects.toThrow(
    /exited with 1:\nInvalid configuration: DATABASE_URL is required when NODE_ENV=production \(or set ALLOW_EMBEDDED_DB=true to run one copy on the embedded PGlite\)\n$/,
  );
});

it('refuses to start in production without REDIS_URL unless RATE_LIMIT_STORE=memory (docs/product.md §13.7)', async () => {
  await expect(
    startServer({
      NODE_ENV: 'production',
      JWT_SECRET,
      ALLOWED_ORIGINS: ORIGIN,
      DATA_DIR: 'memory://',
      ALLOW_EMBEDDED_DB: 'true',
    }),
  ).rejects.toThrow(
    /exited with 1:\nInvalid configuration: REDIS_URL is required when NODE_ENV=production \(or set RATE_LIMIT_STORE=memory to count rate limits in each process\)\n$/,
  );
});

it("hints no screen files from a route-assets.json that is not the build's, and says so in the log", async () => {
  const tampered = join(dir, 'tampered-dist');
  mkdirSync(tampered, { recursive: true });
  writeFileSync(
    join(tampered, 'index.html'),
    '<!doctype html><html><head><title>OVERDIVE</title></head></html>',
  );
  writeFileSync(
    join(tampered, 'route-assets.json'),
    JSON.stringify({ brandPage: ['assets/x>; rel=prefetch.js'] }),
  );
  const server = await startServer({
    NODE_ENV: 'production',
    ...ONE_COPY,
    JWT_SECRET,
    ALLOWED_ORIGINS: ORIGIN,
    DATA_DIR: 'memory://',
    STATIC_DIR: tampered,
  });
  try {
    const brandPage = await httpCall(server.url, { method: 'GET', url: '/products/moon-studio' });
    expect(brandPage.headers.link).toBe(
      '</api/companies/licensor-info/?slug=moon-studio>; rel=preload; as=fetch; crossorigin=anonymous',
    );
    expect(server.output()).toContain("route-assets.json is not the build's");
  } finally {
    await stop(server);
  }
});

describe('production mode with the built SPA', () => {
  let server: Server;

  beforeAll(async () => {
    server = await startServer({
      NODE_ENV: 'production',
      ...ONE_COPY,
      JWT_SECRET,
      ALLOWED_ORIGINS: ORIGIN,
      DATA_DIR: join(dir, 'pg'),
      STATIC_DIR: join(dir, 'dist'),
      CSP_CONNECT_SRC: 'https://rpc.example https://names.example',
    });
  });

  it('serves index.html for client routes with a strict CSP and no-cache', async () => {
    for (const path of [
      '/',
      '/order',
      '/products/moon-studio',
      '/order/3f0c6a5e-0000-4000-8000-000000000000?tab=x',
    ]) {
      const response = await httpCall(server.url, { method: 'GET', url: path });
      expect([path, response.statusCode]).toEqual([path, 200]);
      expect(response.body).toContain('<title>OVERDIVE</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; " +
          "connect-src 'self' https://rpc.example https://names.example; font-src 'self' data:; " +
          "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
      );
      // HSTS only for HTTPS (RFC 6797 §7.2): this plain-HTTP request goes without; see the HSTS test below.
      expect(response.headers['strict-transport-security']).toBeUndefined();
      // The document-only half of helmet's defaults goes on HTML, beside the API's half.
      expect(response.headers).toMatchObject({
        'cross-origin-opener-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
      });
    }
  });

  it("hints the brand page's data and screen files on its document, and only for a well-formed slug (docs/product.md §9)", async () => {
    const brandPage = await httpCall(server.url, { method: 'GET', url: '/products/moon-studio' });
    expect(brandPage.headers.link).toBe(
      '</api/companies/licensor-info/?slug=moon-studio>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</assets/route-storefront.0a1b2c3d4e.css>; rel=preload; as=style, ' +
        '</assets/route-storefront.5f6a7b8c9d.js>; rel=preload; as=script',
    );
    for (const path of ['/', '/order', '/products/Moon%3E;%20rel=x', '/products/moon-studio/extra']) {
      const response = await httpCall(server.url, { method: 'GET', url: path });
      expect([path, response.statusCode, response.headers.link]).toEqual([path, 200, undefined]);
    }
  });

  it('sends HSTS on answers that reached a TLS proxy over HTTPS, never over plain HTTP', async () => {
    for (const [headers, sent] of [
      [{ 'x-forwarded-proto': 'https' }, true],
      [{ 'x-forwarded-proto': 'HTTPS, http' }, true],
      [{ forwarded: 'for=192.0.2.43;proto=https;host=overdive.example' }, true],
      [{ forwarded: 'proto="https", proto=http' }, true],
      [{}, false],
      [{ 'x-forwarded-proto': 'http' }, false],
      [{ 'x-forwarded-proto': 'http, https' }, false],
      [{ forwarded: 'for=192.0.2.43;proto=http, proto=https' }, false],
      [{ forwarded: 'for=https' }, false],
    ] as const) {
      for (const url of ['/order', '/api/health/']) {
        const response = await httpCall(server.url, { method: 'GET', url, headers });
        expect([url, headers, response.headers['strict-transport-security']]).toEqual([
          url,
          headers,
          sent ? 'max-age=31536000; includeSubDomains' : undefined,
        ]);
      }
    }
  });

  it('serves the API reference beside the SPA: the document names the API’s routes only, its page is no SPA page', async () => {
    const reference = await httpCall(server.url, { method: 'GET', url: '/api/openapi.json' });
    expect(reference.statusCode).toBe(200);
    const paths = Object.keys(reference.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    const page = await httpCall(server.url, { method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('./static/swagger-ui-bundle.js');
    expect(page.body).not.toContain('<title>OVERDIVE</title>');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
        "font-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('caches hashed assets for a year and other files not at all', async () => {
    const asset = await httpCall(server.url, { method: 'GET', url: '/assets/main.3f2a9c1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    const icon = await httpCall(server.url, { method: 'GET', url: '/favicon.ico' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('keeps 404s for missing files and unknown API paths, and serves robots.txt', async () => {
    const missing = await httpCall(server.url, { method: 'GET', url: '/assets/main.deadbeef.js' });
    expect(missing.statusCode).toBe(404);
    const api = await httpCall(server.url, { method: 'GET', url: '/api/nope/' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
    const post = await httpCall(server.url, { method: 'POST', url: '/order', payload: {} });
    expect(post.statusCode).toBe(404);
    const traversal = await httpCall(server.url, { method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(traversal.body).not.toContain('root:');
    const robots = await httpCall(server.url, { method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('User-agent: *');
  });

  it('refuses a second process on the same DATA_DIR', async () => {
    await expect(
      startServer({
        NODE_ENV: 'production',
        ...ONE_COPY,
        JWT_SECRET,
        ALLOWED_ORIGINS: ORIGIN,
        DATA_DIR: join(dir, 'pg'),
        STATIC_DIR: join(dir, 'dist'),
      }),
    ).rejects.toThrow(/API failed to start: DATA_DIR .* is in use by process \d+/);
  });

  it('keeps data and tokens across a graceful restart', async () => {
    const wallet = newWallet();
    const token = await signIn({ inject: (options) => httpCall(server.url, options) }, wallet);
    const code = await stop(server);
    expect(code).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(existsSync(join(dir, 'pg.lock'))).toBe(false);

    server = await startServer({
      NODE_ENV: 'production',
      ...ONE_COPY,
      JWT_SECRET,
      ALLOWED_ORIGINS: ORIGIN,
      DATA_DIR: join(dir, 'pg'),
      STATIC_DIR: join(dir, 'dist'),
    });
    const profile = await httpCall(server.url, {
      method: 'GET',
      url: '/api/auth/profile/',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      wallet_address: wallet.address.toLowerCase(),
      last_login: expect.any(String),
    });
  });

  afterAll(async () => {
    if (server.child.exitCode === null) await stop(server);
  });
});
