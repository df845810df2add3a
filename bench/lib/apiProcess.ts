/**
 * The real API as `npm run serve` runs it: the compiled server (server/dist/server/src/main.js) with NODE_ENV=production and
 * JWT_SECRET set, serving the built SPA (STATIC_DIR=dist), on a throwaway PGlite folder or a PostgreSQL URL. Its
 * log goes straight to a file (no pipe through this process, which is busy generating load).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, stopChild, waitForUrl } from '../../tests/e2e/support/processes';

export type BenchDatabase = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface ApiProcessOptions {
  root: string;
  /** Where the log file goes. */
  runDir: string;
  name: string;
  database: BenchDatabase;
  /** The built SPA; null for an API-only process. */
  staticDir: string | null;
  rpcUrl: string;
  chainId: number;
  token: { symbol: string; address: string; decimals: number };
  jwtSecret?: string;
  port?: number;
  env?: Record<string, string>;
  /** Extra node flags (say --cpu-prof when profiling the API under load). */
  nodeArgs?: string[];
  /** The script to run: server/dist/server/src/main.js (`npm run serve`) unless given. */
  entry?: string;
}

export interface ApiProcess {
  baseURL: string;
  port: number;
  jwtSecret: string;
  log: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const log = join(options.runDir, `${options.name}.log`);
  const jwtSecret = options.jwtSecret ?? randomBytes(48).toString('base64url');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    JWT_SECRET: jwtSecret,
    RPC_URL: options.rpcUrl,
    CHAIN_ID: String(options.chainId),
    ACCEPTED_TOKENS: JSON.stringify([options.token]),
    ALLOWED_ORIGINS: `${baseURL},http://localhost:${port}`,
    CSP_CONNECT_SRC: options.rpcUrl,
    LOG_LEVEL: 'info',
    // Every virtual user of the bench comes from 127.0.0.1: the per-IP limits would measure the limiter.
    AUTH_RATE_LIMIT: '1000000',
    API_RATE_LIMIT: '10000000',
    // docs/product.md §13.7: production refuses both unless chosen on purpose; the bench runs one copy at a time.
    RATE_LIMIT_STORE: 'memory',
    ...(options.database.kind === 'pglite'
      ? { DATA_DIR: options.database.dataDir, ALLOW_EMBEDDED_DB: 'true' }
      : { DATABASE_URL: options.database.url }),
    ...(options.staticDir === null ? {} : { STATIC_DIR: options.staticDir }),
    ...options.env,
  };
  const fd = openSync(log, 'a');
  let child: ChildProcess;
  try {
    child = spawn(
      process.execPath,
      [...(options.nodeArgs ?? []), options.entry ?? join(options.root, 'server/dist/server/src/main.js')],
      {
        cwd: options.root,
        env,
        stdio: ['ignore', fd, fd],
      },
    );
  } finally {
    closeSync(fd);
  }
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    await waitForUrl(`${baseURL}/api/health/`, child, 90_000);
  } catch (error) {
    await stopChild(child, 2000);
    process.removeListener('exit', killOnExit);
    const text = readFileSync(log, 'utf8');
    throw new Error(`${(error as Error).message}\n--- ${log} ---\n${text.slice(-3000)}`);
  }
  return {
    baseURL,
    port,
    jwtSecret,
    log,
    child,
    async stop() {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
    },
  };
}
