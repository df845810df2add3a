/**
 * Starts what the browser suite runs against, once per `npm run e2e`:
 *   1. the local chain (scripts/devnet: Hardhat Network, chain id 1514, test USDC);
 *   2. the production SPA build pointed at that chain (reused when nothing changed);
 *   3. a mail catcher (scripts/mailCatcher.ts), a real SMTP server whose inbox the specs read;
 *   4. the real API in production mode on a fresh PGlite folder, serving the build (one origin), issuing licences
 *      from a devnet account and sending its mail to the catcher (docs/product.md §11), as `npm start` does.
 * The returned function is Playwright's global teardown: it stops both and keeps the API log in test-results/.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEVNET_CHAIN_ID,
  DEVNET_ISSUER_ACCOUNT,
  startDevnet,
  type Devnet,
} from '../../../scripts/devnet/index.js';
import { startMailCatcher, type MailCatcher } from '../../../scripts/mailCatcher.js';
import { startApiServer, type ApiServer } from './apiServer';
import { makeReceiverCertificate } from './webhookReceiver';
import { publishE2EEnv } from './env';
import { freePort } from './processes';
import { ensureSpaBuild } from './spaBuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** A fixed default so the build (which embeds the RPC URL) stays reusable from run to run. */
const DEFAULT_DEVNET_PORT = 18545;

function log(message: string): void {
  console.info(`[e2e] ${message}`);
}

/** Keeps the artifacts of the last few runs (and of any run younger than an hour: it may still be going). */
function pruneOldRuns(): void {
  const runs = join(root, 'test-results/e2e');
  if (!existsSync(runs)) return;
  const anHourAgo = Date.now() - 3_600_000;
  readdirSync(runs)
    .filter((name) => name.startsWith('run-') && name !== `run-${process.env.E2E_RUN_ID}`)
    .map((name) => ({ path: join(runs, name), mtime: statSync(join(runs, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime)
    .slice(3)
    .filter((run) => run.mtime < anHourAgo)
    .forEach((run) => rmSync(run.path, { recursive: true, force: true }));
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  pruneOldRuns();
  const runDir = mkdtempSync(join(tmpdir(), 'overdive-e2e-'));
  let devnet: Devnet | null = null;
  let api: ApiServer | null = null;
  let mail: MailCatcher | null = null;

  const teardown = async () => {
    const stopping = Date.now();
    await api?.stop();
    await mail?.stop();
    await devnet?.stop();
    if (api !== null) {
      mkdirSync(join(root, 'test-results'), { recursive: true });
      copyFileSync(api.log, join(root, 'test-results/e2e-api.log'));
    }
    if (process.env.E2E_KEEP_RUN_DIR !== '1') rmSync(runDir, { recursive: true, force: true });
    log(`stopped the API and the chain in ${((Date.now() - stopping) / 1000).toFixed(1)} s`);
  };

  try {
    // Free? Then take it; otherwise (another suite is running) any free port, at the price of a rebuild.
    const port = await freePort('127.0.0.1', Number(process.env.E2E_DEVNET_PORT ?? DEFAULT_DEVNET_PORT));
    const rpcUrl = `http://127.0.0.1:${port}`;
    const devnetStarted = Date.now();
    const [chain, build] = await Promise.all([
      startDevnet({ port }).then((value) => {
        log(
          `chain ${value.chainId} at ${value.rpcUrl} in ${((Date.now() - devnetStarted) / 1000).toFixed(1)} s`,
        );
        return value;
      }),
      ensureSpaBuild(root, {
        // Same-origin /api, no external name API (the suite reaches nothing outside this machine), the devnet RPC.
        API_BASE_URL: '',
        NAME_API_URL: '',
        NAME_API_KEY: '',
        CHAIN_ID: String(DEVNET_CHAIN_ID),
        CHAIN_RPC_URL: rpcUrl,
        ENABLE_DEVTOOLS: '',
      }),
    ]);
    devnet = chain;
    log(build.built ? `SPA built in ${build.seconds.toFixed(1)} s` : `SPA build up to date (${build.dir})`);

    const usdc = { address: chain.usdc.address, symbol: chain.usdc.symbol, decimals: chain.usdc.decimals };
    mail = await startMailCatcher({ smtpPort: 0, webPort: 0 });
    const issuer = chain.accounts[DEVNET_ISSUER_ACCOUNT];
    if (issuer === undefined) throw new Error(`the devnet has no account #${DEVNET_ISSUER_ACCOUNT}`);
    const webhookReceiver = makeReceiverCertificate(runDir);
    const apiStarted = Date.now();
    api = await startApiServer({
      root,
      runDir,
      staticDir: build.dir,
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      usdc,
      issuerKey: issuer.privateKey,
      smtpUrl: mail.smtpUrl,
      webhookReceiverCert: webhookReceiver.certPath,
    });
    log(
      `API + SPA at ${api.baseURL} in ${((Date.now() - apiStarted) / 1000).toFixed(1)} s (log: ${api.log})`,
    );

    publishE2EEnv({
      baseURL: api.baseURL,
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      usdc,
      accounts: chain.accounts.map(({ address, privateKey }) => ({ address, privateKey })),
      runDir,
      serverLog: api.log,
      mailInboxUrl: mail.inboxUrl,
      issuer: issuer.address.toLowerCase(),
      webhookReceiver,
    });
    log(`global setup done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return teardown;
  } catch (error) {
    await teardown().catch(() => undefined);
    throw error;
  }
}
