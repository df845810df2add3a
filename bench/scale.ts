/**
 * `npm run bench:scale` (docs/performance.md, "Ten million orders"): seeds PostgreSQL with SCALE_ORDERS orders over
 * 10 000 companies with COPY (bench/lib/scaleSeed.ts; the big tenant, whose wallet is the local chain's public test
 * account #5, holds a tenth of them), starts the API as `npm run serve` runs it with its read cache off (every
 * request reaches the database), and measures at a fixed rate: Home's numbers, the orders pages (first, deep, searched
 * by number and by buyer), the whole CSV export with the API's memory, and 50 buyers ordering one capped product at
 * once, with GET /api/health/ polled every 100 ms throughout. Prints one table (bench/lib/table.ts), writes it into
 * docs/performance.md and exits 1 when a budget is missed. Not in CI; a SCALE_ORDERS=100000 run is (.ci/run).
 *
 *   SCALE_ORDERS=10000000   orders to seed
 *   SCALE_COMPANIES=10000   companies (three products each)
 *   SCALE_RATE=20           requests a second per figure
 *   SCALE_SECONDS=15        seconds per figure
 *   SCALE_SEED_ONLY=1       only seed the PostgreSQL named by DATABASE_URL (an empty database) and exit
 *   SCALE_SEEDED=1          measure the PostgreSQL named by DATABASE_URL, seeded before by SCALE_SEED_ONLY=1 with
 *                           the same SCALE_ORDERS and SCALE_COMPANIES, without seeding it again
 *   SCALE_WRITE_DOCS=0      leave docs/performance.md alone
 *   SCALE_BUYERS=0          leave out the 50 buyers' figure (CI's short run: see .ci/run, stage scale)
 *   DATABASE_URL            measure (or seed) this PostgreSQL instead of a throwaway Debian cluster
 *
 * Seeding needs a superuser (bench/lib/scaleSeed.ts says why); the products are priced in the first of ACCEPTED_TOKENS
 * when given, otherwise in the local chain's test USDC.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startDevnet, type Devnet } from '../scripts/devnet/index.js';
import { cursorCodec } from '../server/src/orders/cursor';
import { newAccount } from '../tests/e2e/support/api';
import { buyersRow, csvRow, rateRows, scaleBudgets } from './figures/scale';
import { startApiProcess } from './lib/apiProcess';
import { pollHealth } from './lib/fixedRate';
import { startPostgres } from './lib/postgres';
import { cleanups, log, started } from './lib/report';
import { writeScaleSection } from './lib/scaleDocs';
import { leaveRoom, seedScale, seededBefore, type ScaleSeed } from './lib/scaleSeed';
import { benchApi, fundBuyers } from './lib/seed';
import { positiveInteger, root } from './lib/settings';
import { formatTable, type Row } from './lib/table';

const orders = positiveInteger('SCALE_ORDERS', 10_000_000);
const companies = positiveInteger('SCALE_COMPANIES', 10_000);
const rate = positiveInteger('SCALE_RATE', 20);
const seconds = positiveInteger('SCALE_SECONDS', 15);
const seedOnly = process.env.SCALE_SEED_ONLY === '1';
const seededEarlier = process.env.SCALE_SEEDED === '1';
const withBuyers = process.env.SCALE_BUYERS !== '0';
/** The local chain's public test account #5 (the standard test mnemonic's index 5): anyone can sign in as it. */
const BIG_TENANT_ACCOUNT = 5;
const BIG_TENANT_WALLET = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';
const BUYERS = 50;
const CAP_ROOM = 25;

async function databaseUrl(): Promise<{ url: string; version: string }> {
  const given = process.env.DATABASE_URL;
  if (given !== undefined && given !== '') {
    const client = new pg.Client({ connectionString: given });
    await client.connect();
    const version = await client.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    await client.end();
    // "15.18 (Debian 15.18-0+deb12u1)": the version number, as startPostgres gives it.
    return { url: given, version: /\d+(\.\d+)+/.exec(version.rows[0]?.v ?? '')?.[0] ?? '?' };
  }
  if (seedOnly || seededEarlier)
    throw new Error(
      'SCALE_SEED_ONLY=1 and SCALE_SEEDED=1 work on the PostgreSQL named by DATABASE_URL; set it',
    );
  const cluster = await startPostgres();
  if ('skipped' in cluster) throw new Error(cluster.skipped);
  cleanups.push(() => cluster.stop());
  return cluster;
}

async function seed(url: string, token: Devnet['usdc']): Promise<ScaleSeed> {
  log(`seeding ${orders.toLocaleString('en-US')} orders over ${companies.toLocaleString('en-US')} companies`);
  return seedScale({ url, orders, companies, token, bigWallet: BIG_TENANT_WALLET, log });
}

async function main(): Promise<{ rows: Row[]; machine: string[] }> {
  const chainStart = startDevnet({ blockIntervalMs: 0 }).then((devnet) => {
    cleanups.push(() => devnet.stop());
    return devnet;
  });
  const accepted = process.env.ACCEPTED_TOKENS;
  if (seedOnly) {
    const database = await databaseUrl();
    const token =
      accepted !== undefined && accepted !== ''
        ? (JSON.parse(accepted) as Devnet['usdc'][])[0]
        : (await chainStart).usdc;
    if (token === undefined) throw new Error('ACCEPTED_TOKENS names no token');
    const seeded = await seed(database.url, token);
    log(
      `seeded in ${Object.values(seeded.timings)
        .reduce((a, b) => a + b, 0)
        .toFixed(0)} s`,
    );
    return { rows: [], machine: [] };
  }
  const runDir = mkdtempSync(join(tmpdir(), 'overdive-scale-'));
  if (!existsSync(join(root, 'server/dist/server/src/main.js'))) {
    log('server/dist missing: npm run build:api');
    if (spawnSync('npm', ['run', 'build:api'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('npm run build:api failed');
  }
  const [database, devnet] = await Promise.all([databaseUrl(), chainStart]);
  const bigAccount = devnet.accounts[BIG_TENANT_ACCOUNT];
  if (bigAccount?.address.toLowerCase() !== BIG_TENANT_WALLET.toLowerCase())
    throw new Error('the local chain’s account #5 is not the standard test account');
  const buyers = Array.from({ length: BUYERS }, () => newAccount());
  const seedStart = Date.now();
  const [seeded] = await Promise.all([
    seededEarlier ? seededBefore(database.url, BIG_TENANT_WALLET) : seed(database.url, devnet.usdc),
    fundBuyers(
      benchApi('http://127.0.0.1', devnet.usdc, devnet).env,
      devnet,
      buyers.map((buyer) => buyer.address),
    ),
  ]);
  const seedSeconds = (Date.now() - seedStart) / 1000;

  const api = await startApiProcess({
    root,
    runDir,
    name: 'api',
    database: { kind: 'postgres', url: database.url },
    staticDir: null,
    rpcUrl: devnet.rpcUrl,
    chainId: devnet.chainId,
    token: devnet.usdc,
    env: { READ_CACHE: 'off' },
  });
  cleanups.push(() => api.stop());
  cleanups.push(() => rmSync(runDir, { recursive: true, force: true }));
  const apiPid = api.child.pid;
  if (apiPid === undefined) throw new Error('the API has no process id');
  const client = benchApi(api.baseURL, devnet.usdc, devnet);
  const session = await client.signIn(bigAccount);

  // A row half-way down the big tenant's list, the deepest a cursor can start (a deep page is one index range);
  // an order number and a part of a buyer address of the big tenant's, to search for.
  const pgClient = new pg.Client({ connectionString: database.url });
  await pgClient.connect();
  const middle = await pgClient.query<{ created_at: string; id: string; number: string; buyer: string }>(
    `SELECT created_at::text, id::text, number, buyer_address AS buyer FROM orders WHERE company_id = $1
      ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [seeded.bigCompanyId, Math.floor(seeded.bigOrders / 2)],
  );
  await pgClient.end();
  const row = middle.rows[0];
  if (row === undefined) throw new Error('the big tenant has no orders');
  const cursor = cursorCodec(api.jwtSecret).encode(seeded.bigCompanyId, '-created_at', {
    direction: 'after',
    key: [row.created_at, row.id],
  });
  const list = `${api.baseURL}/api/products/orders/`;
  const half = Math.floor(seeded.bigOrders / 2).toLocaleString('en-US');

  const health = pollHealth(api.baseURL);
  const rows: Row[] = [];
  const settings = { rate, seconds, log };
  rows.push(
    ...(await rateRows(
      [{ figure: "Home's numbers (GET products/orders/stats/)", url: `${list}stats/` }],
      session.token,
      {
        ...settings,
        budgetMs: scaleBudgets.statsP95Ms,
      },
    )),
  );
  rows.push(
    ...(await rateRows(
      [
        { figure: 'Orders: first page', url: list },
        { figure: 'Orders: page 500 (the deepest `page`)', url: `${list}?page=500` },
        { figure: `Orders: a cursor page ${half} orders deep`, url: `${list}?cursor=${cursor}` },
        { figure: 'Orders: searched by an order number', url: `${list}?search=${row.number}` },
        {
          figure: 'Orders: searched by part of a buyer address',
          url: `${list}?search=${row.buyer.slice(2, 12)}`,
        },
      ],
      session.token,
      { ...settings, budgetMs: scaleBudgets.pageP95Ms },
    )),
  );
  log('CSV export of the big tenant');
  rows.push(await csvRow(`${list}export.csv`, session.token, apiPid, seeded.bigOrders));
  if (withBuyers) {
    log(`${BUYERS} buyers order the capped product at once`);
    await leaveRoom(database.url, seeded.cappedProductId, CAP_ROOM);
    rows.push(
      await buyersRow(
        client,
        { capped: seeded.cappedProductId, warmUp: seeded.warmUpProductId },
        buyers,
        CAP_ROOM,
      ),
    );
  }
  const polled = await health.stop();
  rows.push({
    figure: 'GET /api/health/ every 100 ms throughout',
    budget: 'every answer 2xx within 1 s',
    result: `${polled.count} polls, ${polled.failures} failed${polled.firstFailure === null ? '' : ` (${polled.firstFailure})`}; slowest ${Math.round(polled.max)} ms`,
    pass: polled.failures === 0,
  });
  const timings = Object.entries(seeded.timings)
    .map(([name, value]) => `${name} ${value.toFixed(1)} s`)
    .join(', ');
  const machine = [
    `${(seeded.holds?.orders ?? orders).toLocaleString('en-US')} orders over ${(seeded.holds?.companies ?? companies).toLocaleString('en-US')} companies, the big tenant ${seeded.bigOrders.toLocaleString('en-US')}`,
    seededEarlier
      ? 'seeded before this run by SCALE_SEED_ONLY=1 (SCALE_SEEDED=1)'
      : `seeded in ${seedSeconds.toFixed(0)} s (${timings})`,
    `PostgreSQL ${database.version}; nproc ${spawnSync('nproc', { encoding: 'utf8' }).stdout.trim()}; ${
      spawnSync('free', ['-g'], { encoding: 'utf8' }).stdout.split('\n')[1]?.replace(/\s+/g, ' ') ?? ''
    } (free -g)`,
    `node ${process.version}, ${rate} requests a second per figure for ${seconds} s, the API's read cache off`,
  ];
  return { rows, machine };
}

let exitCode = 1;
try {
  const { rows, machine } = await main();
  if (seedOnly) exitCode = 0;
  else {
    const table = formatTable(rows);
    const wall = ((Date.now() - started) / 1000).toFixed(0);
    process.stdout.write(
      `${table}\n\n${machine.map((line) => `- ${line}`).join('\n')}\n- wall time ${wall} s\n`,
    );
    if (process.env.SCALE_WRITE_DOCS !== '0') writeScaleSection(root, table, machine);
    exitCode = rows.every((row) => row.pass !== false) ? 0 : 1;
  }
} catch (error) {
  log(`bench:scale stopped: ${(error as Error).stack ?? String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
}
process.exit(exitCode);
