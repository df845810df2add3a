/**
 * `npm run test:multi-copy` (docs/reliability.md, "Several copies behind a load balancer"): three `npm run serve`
 * copies on one PostgreSQL, one Redis and the local chain, behind Debian's HAProxy health-checking GET /api/ready/
 * (docs/product.md §13.8). Clients load them through the balancer (bench/figures/multiCopyLoad.ts) and, meanwhile,
 * the test checks that rate limits are counted once across copies, that a write on one copy is read on the others
 * within a second, and SIGKILLs the copy holding the payment watcher's lease (docs/product.md §13.3). It then prints
 * one table and exits 1 when a figure misses its bound: no 5xx outside the moments between the kill and the balancer
 * marking the copy down (and those retried by the clients), the lease taken over within 30 s, every payment paid
 * within 30 s of its transfer being mined. Every process it starts is stopped at the end, on failure and on Ctrl-C.
 *
 *   MULTI_COPY_SECONDS=60   how long the clients run (the kill comes at 20 s, or a third of a shorter run)
 *   MULTI_COPY_CLIENTS=200  concurrent clients: 15 % buyers, 30 % signed-in licensors, the rest brand page visitors
 *
 * Needs haproxy, redis-server and PostgreSQL's server binaries (Debian: apt-get install -y haproxy redis-server
 * postgresql), and builds the app first when dist/ or server/dist/ is missing.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet } from '../scripts/devnet/index.js';
import { REDIS_MISSING, REDIS_SERVER_BINARY, startRedisServer } from '../server/test/redisServer';
import { newAccount } from '../tests/e2e/support/api';
import { freePort } from '../tests/e2e/support/processes';
import { hammerNonce, settlePayments, writeThenRead, type VisibilityRound } from './figures/multiCopyChecks';
import { multiCopyRows } from './figures/multiCopyRows';
import { runClients, type LoadBuyer, type ShopLicensor } from './figures/multiCopyLoad';
import { storyPaced } from './lib/chainPace';
import { findHaproxy, HAPROXY_MISSING, startBalancer } from './lib/haproxy';
import { takeOver } from './lib/leader';
import { startPostgres } from './lib/postgres';
import { benchEnv, fundBuyers, seedShop } from './lib/seed';
import { notReadyTimes, startCopy, type Copy } from './lib/serveCopies';
import { positiveInteger, root, resultsDir } from './lib/settings';
import { clientAddress } from './lib/sourceAddress';
import { formatTable, verdict, type Row } from './lib/table';

const seconds = positiveInteger('MULTI_COPY_SECONDS', 60);
const clientCount = positiveInteger('MULTI_COPY_CLIENTS', 200);
const killAtSeconds = Math.min(20, seconds / 3);
/** HAProxy connects to the copies from this address, the one their TRUST_PROXY names. */
const PROXY_ADDRESS = '127.0.0.2';
/** AUTH_RATE_LIMIT (its default): nonce requests a minute per client, counted once for all copies. */
const AUTH_LIMIT = 30;
const bounds = { markedDownMs: 5000, takeOverMs: 30_000, paidMs: 30_000, visibleMs: 1000 };

const started = Date.now();
const since = (at: number) => `${((at - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.error(`[multi-copy ${since(Date.now()).padStart(7)}] ${message}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: (() => Promise<void> | void)[] = [];

async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping every process it started${keepLogs === null ? '' : `; logs in ${keepLogs}`}`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// An error nothing waited for still stops what was started before the process ends.
process.once('uncaughtException', (error) => {
  log(`stopped: ${error.stack ?? String(error)}${keepLogs === null ? '' : `\nlogs in ${keepLogs}`}`);
  void cleanUp().finally(() => process.exit(1));
});

/**
 * Waits for every start, even after one failed, so that each started process has its clean-up registered before the
 * first failure is thrown.
 */
async function allStarted<T extends readonly unknown[]>(
  starts: readonly [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const settled = await Promise.allSettled(starts);
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure !== undefined) throw (failure as PromiseRejectedResult).reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

function buildIfMissing(runDir: string) {
  if (existsSync(join(root, 'dist/index.html')) && existsSync(join(root, 'server/dist/server/src/main.js')))
    return;
  log('dist/ or server/dist/ missing: npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8' });
  writeFileSync(join(runDir, 'build.log'), `${build.stdout}${build.stderr}`);
  if (build.status !== 0) throw new Error(`npm run build failed; see ${join(runDir, 'build.log')}`);
}

async function main(): Promise<Row[]> {
  const haproxy = findHaproxy();
  if (haproxy === null) throw new Error(HAPROXY_MISSING);
  if (REDIS_SERVER_BINARY === null) throw new Error(REDIS_MISSING);
  const runDir = mkdtempSync(join(tmpdir(), 'overdive-multi-copy-'));
  keepLogs = runDir;
  buildIfMissing(runDir);

  const [cluster, redis, devnet] = await allStarted([
    startPostgres().then((started) => {
      if ('skipped' in started) throw new Error(started.skipped);
      cleanups.push(() => started.stop());
      return started;
    }),
    startRedisServer(REDIS_SERVER_BINARY).then((started) => {
      cleanups.push(() => started.stop());
      return started;
    }),
    startDevnet().then((started) => {
      cleanups.push(() => started.stop());
      return started;
    }),
  ] as const);
  log(`PostgreSQL ${cluster.version}, Redis, the local chain`);

  const [balancerPort, statsPort, ...ports] = await Promise.all(
    Array.from({ length: 2 + 2 * 3 }, () => freePort()),
  );
  const balancerURL = `http://127.0.0.1:${balancerPort}`;
  const shared = {
    DATABASE_URL: cluster.url,
    REDIS_URL: redis.url,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    RPC_URL: devnet.rpcUrl,
    CHAIN_ID: String(devnet.chainId),
    ACCEPTED_TOKENS: JSON.stringify([devnet.usdc]),
    ALLOWED_ORIGINS: balancerURL,
    CSP_CONNECT_SRC: devnet.rpcUrl,
    TRUST_PROXY: PROXY_ADDRESS,
    AUTH_RATE_LIMIT: String(AUTH_LIMIT),
    LOG_LEVEL: 'info',
  };
  const copies: Copy[] = await allStarted(
    [0, 1, 2].map((index) =>
      startCopy({
        root,
        runDir,
        name: `copy${index + 1}`,
        port: ports[2 * index] ?? 0,
        metricsPort: ports[2 * index + 1] ?? 0,
        env: shared,
      }).then((copy) => {
        cleanups.push(() => copy.stop());
        return copy;
      }),
    ),
  );
  const balancer = await startBalancer({
    binary: haproxy,
    runDir,
    port: balancerPort ?? 0,
    statsPort: statsPort ?? 0,
    proxyAddress: PROXY_ADDRESS,
    servers: copies.map((copy) => ({ name: copy.name, port: copy.port })),
  });
  cleanups.push(() => balancer.stop());
  const startUpDone = Date.now();
  log(`3 copies (${copies.map((copy) => `${copy.name} pid ${copy.serverPid}`).join(', ')}) behind HAProxy`);

  // Licensors and buyers, each from a client address of its own.
  const env = benchEnv(balancerURL, devnet.usdc, devnet);
  const shop: ShopLicensor[] = await seedShop(env, (index) => clientAddress(index, 2), 6);
  const buyers: LoadBuyer[] = Array.from(
    { length: Math.max(2, Math.round(clientCount * 0.15)) },
    (_, index) => ({
      account: newAccount(),
      reports: index % 2 === 0,
    }),
  );
  await fundBuyers(
    env,
    devnet,
    buyers.map((buyer) => buyer.account.address),
  );
  const seeded = Date.now();
  log(`${shop.length} licensors with 4 products each, ${buyers.length} buyers funded`);

  // The load, and the checks made while it runs.
  const licensorReaders = Math.round(clientCount * 0.3);
  const visitors = Math.max(0, clientCount - buyers.length - licensorReaders);
  log(
    `${clientCount} clients for ${seconds} s: ${visitors} visitors, ${licensorReaders} licensors, ${buyers.length} buyers`,
  );
  const paced = await storyPaced(devnet);
  cleanups.push(() => paced.close());
  const loadStart = Date.now();
  const at = (second: number) => sleep(Math.max(0, loadStart + second * 1000 - Date.now()));
  const load = runClients({
    balancerURL,
    chainId: devnet.chainId,
    seconds,
    visitors,
    licensorReaders,
    shop,
    buyers,
    transfer: (from, to, amount) => paced.transfer(from, to, amount),
  });
  const checks = (async () => {
    await at(2);
    const limit = await hammerNonce(balancerURL, clientAddress(0, 3), AUTH_LIMIT * 3 + 10);
    log(`rate limit: ${limit.ok} × 200 then ${limit.limited} × 429`);
    await at(5);
    const visibility: VisibilityRound[] = [];
    for (const writer of copies) {
      const readers = copies.filter((copy) => copy !== writer);
      const shopOwner = shop[0];
      if (shopOwner === undefined) throw new Error('no licensor');
      visibility.push(
        await writeThenRead(writer, readers, shopOwner, {
          origin: balancerURL,
          address: clientAddress(1, 3),
          tokenAddress: devnet.usdc.address,
        }),
      );
    }
    await at(killAtSeconds);
    const kill = await takeOver(copies, cluster.url, log);
    return { limit, visibility, kill };
  })();
  const [loadOutcome, checksOutcome] = await Promise.allSettled([load, checks]);
  if (loadOutcome.status === 'rejected') throw loadOutcome.reason;
  if (checksOutcome.status === 'rejected') throw checksOutcome.reason;
  const record = loadOutcome.value;
  const { limit, visibility, kill } = checksOutcome.value;
  const loadEnd = Date.now();
  const copyStats = await balancer.stats();
  log(`load done: ${record.attempts.length} requests; reading back ${record.payments.length} payments`);
  const outcomes = await settlePayments(
    balancerURL,
    clientAddress(2, 3),
    record.payments,
    shop,
    bounds.paidMs + 1000,
  );

  const downAt =
    balancer.events.find(
      (event) => event.server === kill.killed.name && event.state === 'DOWN' && event.at >= kill.killedAt,
    )?.at ?? null;
  const rows = multiCopyRows({
    clients: { total: clientCount, visitors, licensors: licensorReaders, buyers: buyers.length },
    seconds,
    authLimit: AUTH_LIMIT,
    bounds,
    record,
    limit,
    visibility,
    kill,
    outcomes,
    copyStats,
    downAt,
    loadStart,
    loadEnd,
  });
  // Any other moment the balancer took a copy out of rotation, with what the copy's readiness said then.
  for (const event of balancer.events) {
    if (event.state === 'DOWN' && event.server === kill.killed.name && event.at >= kill.killedAt) continue;
    const copy = copies.find((candidate) => candidate.name === event.server);
    const said = copy === undefined ? [] : notReadyTimes(copy).filter((entry) => entry.at <= event.at);
    const why = event.state === 'DOWN' ? `: ${said.pop()?.problems.join('; ') ?? event.reason}` : '';
    const into = ((event.at - loadStart) / 1000).toFixed(1);
    notes.push(`HAProxy marked ${event.server} ${event.state} ${into} s into the load${why}`);
  }
  timing.push(
    `start-up ${since(startUpDone)}`,
    `seeding ${((seeded - startUpDone) / 1000).toFixed(1)} s`,
    `load ${((loadEnd - loadStart) / 1000).toFixed(1)} s`,
    `reading back the payments ${((Date.now() - loadEnd) / 1000).toFixed(1)} s`,
  );
  if (rows.every((row) => row.pass !== false)) {
    keepLogs = null;
    cleanups.unshift(() => rmSync(runDir, { recursive: true, force: true }));
  }
  return rows;
}

const timing: string[] = [];
const notes: string[] = [];
let keepLogs: string | null = null;
let rows: Row[] = [];
let exitCode = 1;
try {
  rows = await main();
  exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
} catch (error) {
  log(`stopped: ${(error as Error).stack ?? String(error)}`);
} finally {
  log('stopping every process it started');
  await cleanUp();
}
const table = formatTable(rows);
if (rows.length > 0) {
  process.stdout.write(`${table}\n`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'multi-copy.md'), `${table}\n`);
  writeFileSync(
    join(resultsDir, 'multi-copy.json'),
    JSON.stringify(
      { date: new Date().toISOString(), rows: rows.map((row) => ({ ...row, verdict: verdict(row) })) },
      null,
      2,
    ),
  );
}
const failures = rows.filter((row) => row.pass === false).length;
process.stdout.write(
  `\n${rows.length - failures} of ${rows.length} rows pass; wall time ${since(Date.now())}${timing.length > 0 ? ` (${timing.join(', ')})` : ''}\n`,
);
for (const note of notes) process.stdout.write(`note: ${note}\n`);
if (keepLogs !== null) process.stdout.write(`logs kept in ${keepLogs}\n`);
process.exit(exitCode);
