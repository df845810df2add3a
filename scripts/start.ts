/**
 * `npm start` (docs/product.md §2): with no settings, the local chain (chain id 1514, test USDC), the API on PGlite
 * wired to it, and the SPA dev server with the development wallet, at http://localhost:3000 with /api proxied to the
 * API. With RPC_URL set no local chain starts and the API and the SPA use that chain.
 *
 * Mail the API sends goes to a local mail catcher (scripts/mailCatcher.ts, docs/product.md §11.3), whose inbox the
 * ready banner names; with SMTP_URL set, none starts and the API sends through that server.
 *
 * The chain is kept beside the database (`.data/chain` beside `.data/pg`, scripts/devnet/persistence.ts), so after a
 * restart the payments the database recorded are still on the chain; `npm run reset` removes both together.
 *
 * Every port is checked before anything starts; a busy one stops start-up with one line. The API and the dev
 * server run in process groups of their own, so Ctrl-C or SIGTERM stops them and everything they started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEVNET_CHAIN_ID,
  DEVNET_ISSUER_ACCOUNT as ISSUER_ACCOUNT,
  startDevnet,
  type Devnet,
} from './devnet/index.js';
import { startMailCatcher, type MailCatcher } from './mailCatcher.js';
import { PortError, assertPortsFree, portFromEnv } from './ports.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
/** After SIGTERM, how long a process group gets before SIGKILL: everything is gone within 5 s (docs/product.md §2). */
const KILL_AFTER_MS = 3000;
/** Who the mail the API sends through the local catcher is from, unless MAIL_FROM says otherwise. */
const LOCAL_MAIL_FROM = 'OVERDIVE <no-reply@overdive.localhost>';

export interface StartOptions {
  /** `npm run demo` seeds a demo licensor once everything answers (scripts/demo.ts). */
  afterReady?: (context: { devnet: Devnet | null; apiUrl: string; webUrl: string }) => Promise<void>;
  command?: string;
  /** More environment for the API and the dev server (the demo's development wallet account). */
  env?: Record<string, string>;
}

interface Ports {
  web: number;
  api: number;
  devnet: number | null;
  /** The mail catcher's SMTP and inbox ports; null when SMTP_URL names the user's own mail server. */
  mail: { smtp: number; web: number } | null;
}

function readPorts(): Ports {
  try {
    return {
      web: portFromEnv('WEB_PORT', 3000),
      api: portFromEnv('API_PORT', 8000),
      devnet: process.env.RPC_URL?.trim() ? null : portFromEnv('DEVNET_PORT', 8545),
      mail: process.env.SMTP_URL?.trim()
        ? null
        : { smtp: portFromEnv('MAIL_SMTP_PORT', 1025), web: portFromEnv('MAIL_WEB_PORT', 1080) },
    };
  } catch (error) {
    if (error instanceof PortError) fail(error.message);
    throw error;
  }
}

function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

function say(line: string): void {
  console.info(`\x1b[1m[start]\x1b[0m ${line}`);
}

const groups: ChildProcess[] = [];
let devnet: Devnet | null = null;
let mailCatcher: MailCatcher | null = null;
let stopping = false;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // The negative pid is the child's whole process group: tsx's watcher and its API, webpack and its workers.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopAll(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    for (const child of groups) signalGroup(child, 'SIGTERM');
    const kill = setTimeout(() => {
      for (const child of groups) signalGroup(child, 'SIGKILL');
    }, KILL_AFTER_MS);
    await Promise.all([...groups.map(exited), devnet?.stop(), mailCatcher?.stop()]);
    clearTimeout(kill);
    // A group's leader may be gone while a grandchild lingers: make sure none is left.
    for (const child of groups) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is empty.
      }
    }
  }
  process.exit(code);
}

function startGroup(name: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit', detached: true });
  groups.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    void stopAll(code === 0 || code === null ? 1 : code);
  });
  return child;
}

async function waitUntilAnswers(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

export async function start(options: StartOptions = {}): Promise<void> {
  const command = options.command ?? 'npm start';
  const ports = readPorts();
  try {
    await assertPortsFree(
      [
        { port: ports.web, variable: 'WEB_PORT' },
        { port: ports.api, variable: 'API_PORT' },
        ...(ports.devnet === null ? [] : [{ port: ports.devnet, variable: 'DEVNET_PORT' }]),
        ...(ports.mail === null
          ? []
          : [
              { port: ports.mail.smtp, variable: 'MAIL_SMTP_PORT' },
              { port: ports.mail.web, variable: 'MAIL_WEB_PORT' },
            ]),
      ],
      command,
    );
  } catch (error) {
    if (error instanceof PortError) fail(error.message);
    throw error;
  }

  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  // npm forwards SIGTERM to its child, which `exec` in package.json makes this process. Should the parent go away
  // some other way (a shell that does not pass the signal on, a killed npm), stop as well rather than leave
  // servers running.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void stopAll(0);
  }, 500).unref();

  const dataDir = resolve(root, process.env.DATA_DIR?.trim() || '.data/pg');
  const chainDir = join(dirname(dataDir), 'chain');
  const shown = (path: string) => (path.startsWith(`${root}/`) ? relative(root, path) : path);
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, DATA_DIR: dataDir };
  const webUrl = `http://localhost:${ports.web}`;
  const apiUrl = `http://127.0.0.1:${ports.api}`;

  if (ports.mail !== null) {
    try {
      mailCatcher = await startMailCatcher({ smtpPort: ports.mail.smtp, webPort: ports.mail.web });
    } catch (error) {
      fail(`The mail catcher did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (stopping) return;
  } else {
    // SMTP_URL may carry a password: named, not shown.
    say('sending mail through the server at SMTP_URL; no mail catcher started');
  }

  if (ports.devnet !== null) {
    // The chain and the database go together (docs/product.md §2). A kept chain without its database (the database
    // folder was deleted) starts afresh with the new database; a database without a kept chain is said on screen.
    const usesPglite = !process.env.DATABASE_URL?.trim();
    if (usesPglite && existsSync(chainDir) && !existsSync(dataDir)) {
      rmSync(chainDir, { recursive: true, force: true });
      say(`${shown(dataDir)} is gone, so the chain kept in ${shown(chainDir)} starts afresh with it`);
    } else if (usesPglite && existsSync(dataDir) && !existsSync(chainDir)) {
      say(
        `note: the database in ${shown(dataDir)} was made without a kept chain; payments it recorded are not on this new chain (\`npm run reset\` starts both afresh)`,
      );
    }
    say(`starting the local chain (chain id ${DEVNET_CHAIN_ID}, test USDC) on port ${ports.devnet}…`);
    try {
      devnet = await startDevnet({ port: ports.devnet, stateDir: chainDir });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      fail(
        `The local chain did not start: ${reason}${existsSync(join(chainDir, 'calls.jsonl')) ? ' (if its kept history no longer replays, `npm run reset` starts chain and database afresh)' : ''}`,
      );
    }
    if (stopping) return;
    say(
      devnet.kept?.resumed === true
        ? `local chain ${devnet.rpcUrl}: picked up from ${shown(chainDir)} (${devnet.kept.replayedCalls} transactions replayed), in step with the database in ${shown(dataDir)}`
        : `local chain ${devnet.rpcUrl}: a new chain, kept in ${shown(chainDir)} beside the database in ${shown(dataDir)}`,
    );
    say(`test USDC ${devnet.usdc.address}; \`npm run reset\` starts chain and database afresh together`);
    Object.assign(env, {
      RPC_URL: devnet.rpcUrl,
      CHAIN_ID: String(DEVNET_CHAIN_ID),
      ACCEPTED_TOKENS: JSON.stringify([{ symbol: 'USDC', address: devnet.usdc.address, decimals: 6 }]),
      // The SPA's build-time chain (src/services/config.ts): the wallets talk to the local node.
      CHAIN_RPC_URL: devnet.rpcUrl,
      CHAIN_NAME: process.env.CHAIN_NAME ?? 'Story (local devnet)',
    });
  } else {
    // RPC_URL may list several nodes, comma-separated (docs/product.md §13.6): the API falls over between them, the
    // SPA's wallets get the first. Their URLs may carry API keys, so they are counted here, not shown.
    const nodes = (process.env.RPC_URL ?? '').split(',').filter((url) => url.trim() !== '');
    say(
      `using the chain at RPC_URL (${nodes.length === 1 ? 'one node' : `${nodes.length} nodes`}); no local chain started`,
    );
    env.CHAIN_RPC_URL ??= nodes[0]?.trim();
  }

  const issuerKey = devnet?.accounts[ISSUER_ACCOUNT]?.privateKey;
  const apiEnv: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: String(ports.api),
    // Licences are issued at once by an issuer wallet on the local chain (docs/product.md §11.1), unless one is named.
    ...(process.env.LICENSE_ISSUER_KEY?.trim() || issuerKey === undefined
      ? {}
      : { LICENSE_ISSUER_KEY: issuerKey }),
    // The API's mail goes to the catcher (docs/product.md §11.3); only the API gets these, the dev server sends none.
    ...(mailCatcher === null
      ? {}
      : { SMTP_URL: mailCatcher.smtpUrl, MAIL_FROM: process.env.MAIL_FROM?.trim() || LOCAL_MAIL_FROM }),
    // The allowed origins follow WEB_PORT (docs/product.md §2).
    ALLOWED_ORIGINS:
      process.env.ALLOWED_ORIGINS ??
      [`http://localhost:${ports.web}`, `http://127.0.0.1:${ports.web}`].join(','),
  };
  delete apiEnv.WEB_PORT;
  const tsxCli = join(dirname(require.resolve('tsx/package.json')), 'dist/cli.mjs');
  startGroup('The API', [tsxCli, 'watch', '--clear-screen=false', 'server/src/main.ts'], apiEnv);

  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const webEnv: NodeJS.ProcessEnv = { ...env, WEB_PORT: String(ports.web), API_PORT: String(ports.api) };
  delete webEnv.NODE_ENV;
  startGroup('The SPA dev server', [webpackCli, 'serve', '--mode', 'development'], webEnv);

  const ready = await Promise.all([
    waitUntilAnswers(`${apiUrl}/api/health/`, 180_000),
    waitUntilAnswers(`${webUrl}/`, 300_000),
  ]);
  if (stopping) return;
  if (!ready.every(Boolean)) {
    console.error('The API or the SPA dev server did not answer in time; stopping.');
    await stopAll(1);
  }
  if (options.afterReady !== undefined) {
    try {
      await options.afterReady({ devnet, apiUrl, webUrl });
    } catch (error) {
      console.error(`${command} could not finish: ${error instanceof Error ? error.message : String(error)}`);
      await stopAll(1);
    }
  }
  say(`OVERDIVE is ready at ${webUrl} (API ${apiUrl}). Ctrl-C stops everything.`);
  if (mailCatcher !== null)
    say(`Mail the app sends is caught, not delivered: read it at ${mailCatcher.inboxUrl}`);
  if (devnet !== null) {
    say(
      'Sign in with "OVERDIVE Dev Wallet": it holds the local chain\'s test accounts; the first ten hold 1 000 000 test USDC each.',
    );
    if (issuerKey !== undefined && !process.env.LICENSE_ISSUER_KEY?.trim())
      say(
        `Licences are issued automatically from test account #${ISSUER_ACCOUNT} (${devnet.accounts[ISSUER_ACCOUNT]?.address}).`,
      );
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await start();
}
