/**
 * The real API (server/src/main.ts, run through tsx) in production mode with STATIC_DIR, so one origin serves the
 * SPA and /api like `npm run serve`, on a fresh PGlite folder.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort, stopChild, waitForUrl } from './processes';

export interface ApiServerOptions {
  root: string;
  runDir: string;
  staticDir: string;
  rpcUrl: string;
  chainId: number;
  usdc: { address: string; symbol: string; decimals: number };
  /** The issuer wallet's key (docs/product.md §11.1): a devnet account, as `npm start` gives it. */
  issuerKey: string;
  /** The mail catcher the API sends through (docs/product.md §11.3). */
  smtpUrl: string;
  /** The certificate of the suite's webhook receiver, trusted by the API (docs/product.md §12.1). */
  webhookReceiverCert: string;
}

export interface ApiServer {
  baseURL: string;
  log: string;
  stop(): Promise<void>;
}

export async function startApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const log = join(options.runDir, 'api.log');
  const logStream = createWriteStream(log);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(options.runDir, 'pg'),
    // docs/product.md §13.7: production refuses these unless chosen on purpose; the suite runs one copy on PGlite.
    ALLOW_EMBEDDED_DB: 'true',
    RATE_LIMIT_STORE: 'memory',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RPC_URL: options.rpcUrl,
    CHAIN_ID: String(options.chainId),
    ACCEPTED_TOKENS: JSON.stringify([options.usdc]),
    ALLOWED_ORIGINS: `${baseURL},http://localhost:${port}`,
    STATIC_DIR: options.staticDir,
    // The production CSP must let the SPA reach the local chain, as it would reach Story's RPC.
    CSP_CONNECT_SRC: options.rpcUrl,
    LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'info',
    // Every spec signs in from 127.0.0.1; the production limits (30 a minute) would throttle the suite, not users.
    AUTH_RATE_LIMIT: '100000',
    API_RATE_LIMIT: '1000000',
    WALLET_TOKENS_RATE_LIMIT: '100000',
    LICENSE_ISSUER_KEY: options.issuerKey,
    SMTP_URL: options.smtpUrl,
    MAIL_FROM: 'OVERDIVE <no-reply@overdive.localhost>',
    // docs/product.md §12.1: production webhooks are https to public addresses; the suite's receiver is https on
    // 127.0.0.1 with a certificate of its own.
    NODE_EXTRA_CA_CERTS: options.webhookReceiverCert,
    WEBHOOK_ALLOW_PRIVATE: 'true',
  };
  delete env.DATABASE_URL;

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(logStream);
  child.stderr.pipe(logStream);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  try {
    await waitForUrl(`${baseURL}/api/health/`, child, 60_000);
  } catch (error) {
    await stopChild(child, 2000);
    const text = await readFile(log, 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n--- ${log} ---\n${text.slice(-4000)}`);
  }
  return {
    baseURL,
    log,
    async stop() {
      process.removeListener('exit', killOnExit);
      await stopChild(child);
      logStream.end();
    },
  };
}
