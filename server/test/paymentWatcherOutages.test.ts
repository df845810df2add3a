/**
 * The payment watcher's guarantees when things go wrong (docs/product.md §13.1–13.4), against the local chain, which
 * mines a block every 2 seconds besides one per transaction:
 * - a load-balanced RPC whose nodes are two blocks apart hides no transfer, and the stored block never passes a
 *   block that node could not serve yet (laggingRpc.ts);
 * - after an outage of 5 000 blocks, every transfer mined before its order expired (plus the 60 s grace) pays it;
 * - a transfer whose receipt times out, or that the node does not have yet, is retried and stops no other;
 * - unpaid orders expire by a sweep, unread;
 * - with three API processes on one PostgreSQL database, a killed or frozen watcher is replaced within 30 s, no
 *   order is paid twice, and a frozen copy that wakes up does not go on watching.
 * Order states are read from the database itself: reading an order through the API would expire it (and hide
 * whether the sweep did).
 */
import type { DevnetAccount } from '../../scripts/devnet/index.js';
import { createChainClient, type ChainClient } from '../src/chain/client.js';
import type { Queryable } from '../src/db/index.js';
import { startApiProcess, type ApiProcess } from './apiProcess.js';
import { fundedBuyers, openChainShop, type ChainShop } from './chainShop.js';
import {
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  placeOrder,
  startApp,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { startLaggingRpc, type LaggingRpc } from './laggingRpc.js';

const PRICE = 2_500_000n;
const CHAIN_ID = 1514;
/** docs/product.md §13.1 "within seconds": two blocks of 2 s behind, a pass, and room for a loaded CI machine. */
const PAID_WITHIN_MS = 12_000;

let shop: ChainShop;
let nextBuyer: () => Promise<DevnetAccount>;
const opened: { close(): unknown }[] = [];

beforeAll(async () => {
  shop = await openChainShop(PRICE, { PAYMENT_WATCH_INTERVAL_MS: '200' });
  nextBuyer = fundedBuyers(shop.devnet, 100n * PRICE);
});

afterAll(async () => {
  for (const item of opened.reverse()) await item.close();
  await shop?.close();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function laggingRpc(): Promise<LaggingRpc> {
  const proxy = await startLaggingRpc(shop.devnet.rpcUrl);
  opened.push(proxy);
  return proxy;
}

function chainClient(rpcUrl: string, timeoutMs: number): ChainClient {
  const client = createChainClient({ rpcUrl, chainId: CHAIN_ID, timeoutMs });
  opened.push(client);
  return client;
}

/** An API copy that watches, on the shop's database. */
function watcher(env: Record<string, string> = {}, chain?: ChainClient): Promise<TestApp> {
  return startApp(
    shop.database.db,
    { ...shop.env, ...env },
    { watchPayments: true, ...(chain === undefined ? {} : { chain }) },
  );
}

async function rpc(method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(shop.devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: unknown };
  if (answer.error !== undefined) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

async function head(): Promise<number> {
  return Number(BigInt(String(await rpc('eth_blockNumber', []))));
}

/**
 * Mines `blocks` empty blocks at once. Interval 0: they all keep the latest block's time, so chain time stays
 * wall-clock time (hardhat_mine's default interval moves it one second per block).
 */
async function mine(blocks: number): Promise<void> {
  await rpc('hardhat_mine', [`0x${blocks.toString(16)}`, '0x0']);
}

/** The block of a mined transaction, and its time. */
async function minedAt(hash: string): Promise<{ block: number; time: Date }> {
  const receipt = (await rpc('eth_getTransactionReceipt', [hash])) as { blockNumber: string } | null;
  if (receipt === null) throw new Error(`no receipt for ${hash}`);
  const block = (await rpc('eth_getBlockByNumber', [receipt.blockNumber, false])) as { timestamp: string };
  return {
    block: Number(BigInt(receipt.blockNumber)),
    time: new Date(Number(BigInt(block.timestamp)) * 1000),
  };
}

/** The watcher's stored block (payment_watch_cursor); null before its first pass. */
async function storedBlock(db: Queryable = shop.database.db): Promise<number | null> {
  const result = await db.query<{ last_block: string }>(
    'SELECT last_block::text AS last_block FROM payment_watch_cursor WHERE chain_id = $1',
    [CHAIN_ID],
  );
  const row = result.rows[0];
  return row === undefined ? null : Number(row.last_block);
}

async function statusOf(orderId: string, db: Queryable = shop.database.db): Promise<string> {
  const result = await db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
  return result.rows[0]?.status ?? 'missing';
}

/** Waits until every order is paid; on the deadline, fails naming the ones that are not. */
async function waitUntilPaid(orderIds: string[], withinMs: number, db: Queryable = shop.database.db) {
  const started = Date.now();
  for (;;) {
    const statuses = await Promise.all(orderIds.map((id) => statusOf(id, db)));
    if (statuses.every((status) => status === 'paid')) return Date.now() - started;
    if (Date.now() - started > withinMs) {
      const unpaid = orderIds
        .map((id, i) => `${id}: ${statuses[i]}`)
        .filter((_, i) => statuses[i] !== 'paid');
      throw new Error(`not paid within ${withinMs} ms: ${unpaid.join(', ')}`);
    }
    await sleep(100);
  }
}

async function waitFor(what: string, condition: () => Promise<boolean> | boolean, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${withinMs} ms`);
    await sleep(100);
  }
}

/** Reads the stored block over and over until stopped, collecting what `check` says is wrong with it. */
function watchStoredBlock(check: (stored: number) => Promise<string | null>): () => Promise<string[]> {
  const wrong: string[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const stored = await storedBlock();
      if (stored !== null) {
        const problem = await check(stored);
        // The first few say enough.
        if (problem !== null && !wrong.includes(problem) && wrong.length < 5) wrong.push(problem);
      }
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await loop;
    return wrong;
  };
}

describe('docs/product.md §13.1: a load-balanced RPC whose nodes are two blocks apart', () => {
  it('hides no transfer: the order is paid within seconds, and the stored block never passes what the node behind could serve', async () => {
    const proxy = await laggingRpc();
    const running = await watcher({ RPC_URL: proxy.url });
    // The stored block is read first and the node's head after it, so a block past it was past it when stored.
    const stopWatching = watchStoredBlock(async (stored) => {
      const served = await proxy.servedHead();
      return stored > served ? `stored block ${stored} while the node behind served up to ${served}` : null;
    });
    try {
      const from = await nextBuyer();
      const order = await placeOrder(shop.app, shop.productId, from);
      await shop.devnet.transfer(from, order.pay_to, PRICE);
      const paid = waitUntilPaid([order.id], PAID_WITHIN_MS);
      await paid.catch(() => undefined);
      expect(await stopWatching()).toEqual([]);
      await paid;
      expect(proxy.calls('eth_getLogs')).toBeGreaterThan(0);
    } finally {
      await stopWatching();
      await running.close();
    }
  });
});

describe('docs/product.md §13.2: after an outage of 5 000 blocks', () => {
  it('every transfer mined before its order expired (plus the 60 s grace) pays it, however far back', async () => {
    // A stored block before the outage, as a copy that watched until then leaves it.
    const startHead = await head();
    const before = await watcher();
    try {
      await waitFor(
        'the watcher stores a block',
        async () => ((await storedBlock()) ?? -1) >= startHead - 2,
        PAID_WITHIN_MS,
      );
    } finally {
      await before.close();
    }
    const outageFrom = (await storedBlock()) ?? 0;

    // No copy watches now. Three orders, paid by transfers spread through the outage.
    const buyers = [await nextBuyer(), await nextBuyer(), await nextBuyer()];
    const orders = [];
    for (const buyer of buyers) orders.push(await placeOrder(shop.app, shop.productId, buyer));
    const hashes: string[] = [];
    await mine(100);
    hashes.push(await shop.devnet.transfer(buyers[0]!, orders[0]!.pay_to, PRICE));
    await mine(2400);
    hashes.push(await shop.devnet.transfer(buyers[1]!, orders[1]!.pay_to, PRICE));
    await mine(2400);
    hashes.push(await shop.devnet.transfer(buyers[2]!, orders[2]!.pay_to, PRICE));
    await mine(100);
    const mined = await Promise.all(hashes.map(minedAt));
    expect((await head()) - outageFrom).toBeGreaterThanOrEqual(5000);
    // Two of them lie more than 2 000 blocks (what public nodes answer at most in one eth_getLogs) past the stored one.
    expect(mined.map((m) => m.block - outageFrom > 2000)).toEqual([false, true, true]);

    // The orders expired meanwhile. Their times are set back here, keeping each transfer's block time between its
    // order's created_at − 60 s and expires_at + 60 s (docs/product.md §13.2): the first transfer was mined 3 s before its
    // order expired, the two others 56 s after theirs, within the grace. Those 56 s keep this test short: a watcher
    // that decides by when it last ran (its window: last pass − 60 s) leaves such an order out once that pass lies
    // more than 4 s after the transfer, where a transfer mined before expiry would need a wait of over 60 s.
    const expiresAt = [
      mined[0]!.time.getTime() + 3_000,
      mined[1]!.time.getTime() - 56_000,
      mined[2]!.time.getTime() - 56_000,
    ];
    for (const [i, order] of orders.entries()) {
      const expires = new Date(expiresAt[i]!);
      const created = new Date(expiresAt[i]! - 60_000);
      await shop.database.db.query('UPDATE orders SET created_at = $2, expires_at = $3 WHERE id = $1', [
        order.id,
        created,
        expires,
      ]);
      await shop.database.db.query(
        "UPDATE order_events SET created_at = $2 WHERE order_id = $1 AND status = 'pending_payment'",
        [order.id, created],
      );
    }
    // The outage goes on until its last transfer is 8 s old.
    await sleep(Math.max(0, Math.max(...mined.map((m) => m.time.getTime())) + 8_000 - Date.now()));
    // Reading an order expires it (the licensor's detail view).
    for (const order of orders) {
      const read = await shop.app.inject({
        method: 'GET',
        url: `/api/products/orders/${order.id}/`,
        headers: bearer(shop.licensor.token),
      });
      expect(read.json()).toMatchObject({ status: 'expired' });
    }

    const after = await watcher();
    try {
      await waitUntilPaid(
        orders.map((order) => order.id),
        PAID_WITHIN_MS,
      );
      const payments = await shop.database.db.query<{ tx_hash: string }>(
        'SELECT tx_hash FROM payments WHERE order_id IN ($1, $2, $3) ORDER BY block_number',
        orders.map((order) => order.id),
      );
      expect(payments.rows.map((row) => row.tx_hash)).toEqual(hashes.map((hash) => hash.toLowerCase()));
    } finally {
      await after.close();
    }
  });
});

describe('docs/product.md §13.1: a transfer that cannot be applied yet', () => {
  it('a receipt that times out once is read again on the next pass; the transfers after it in that pass are paid at once, and the stored block waits', async () => {
    const proxy = await laggingRpc();
    const chain = chainClient(proxy.url, 1000);
    // Sent while no copy watches, so that one pass finds all three, the one that will time out first.
    const buyers = [await nextBuyer(), await nextBuyer(), await nextBuyer()];
    const orders = [];
    for (const buyer of buyers) orders.push(await placeOrder(shop.app, shop.productId, buyer));
    const hashes: string[] = [];
    for (const [i, buyer] of buyers.entries())
      hashes.push((await shop.devnet.transfer(buyer, orders[i]!.pay_to, PRICE)).toLowerCase());
    const [slow, ...others] = orders.map((order) => order.id) as [string, ...string[]];
    const slowHash = hashes[0]!;
    const slowBlock = (await minedAt(slowHash)).block;
    expect(((await storedBlock()) ?? 0) < slowBlock).toBe(true);
    // Past the two blocks the node behind lacks.
    await mine(3);
    proxy.timeOutNextReceipt(slowHash);
    let atRetry: { others: string[]; storedBelowIt: boolean } | null = null;
    proxy.onReceiptRequest(async (hash, count) => {
      if (hash !== slowHash || count !== 2) return;
      atRetry = {
        others: await Promise.all(others.map((id) => statusOf(id))),
        storedBelowIt: ((await storedBlock()) ?? 0) < slowBlock,
      };
    });
    // The order's status is read after the stored block: unpaid then means unpaid when the block was read.
    const stopWatching = watchStoredBlock(async (stored) =>
      stored >= slowBlock && (await statusOf(slow)) !== 'paid'
        ? `stored block ${stored} while the transfer in block ${slowBlock} was not applied`
        : null,
    );
    const running = await watcher({}, chain);
    try {
      const paid = waitUntilPaid([slow, ...others], PAID_WITHIN_MS);
      await paid.catch(() => undefined);
      expect(proxy.receiptRequests(slowHash)).toBeGreaterThanOrEqual(2);
      // When it asked for the slow receipt again, the others of that first pass were already paid.
      expect(atRetry).toEqual({ others: others.map(() => 'paid'), storedBelowIt: true });
      expect(await stopWatching()).toEqual([]);
      await paid;
    } finally {
      proxy.onReceiptRequest(null);
      await stopWatching();
      await running.close();
    }
  });

  it('a transfer whose receipt the node does not have yet is not given up: it is paid once the node has it', async () => {
    const proxy = await laggingRpc();
    const chain = chainClient(proxy.url, 2000);
    const from = await nextBuyer();
    const order = await placeOrder(shop.app, shop.productId, from);
    // Sent while no copy watches, and unknown to the node that answers receipts until revealed below.
    const hash = (await shop.devnet.transfer(from, order.pay_to, PRICE)).toLowerCase();
    proxy.hide(hash);
    const { block } = await minedAt(hash);
    await mine(3);
    const running = await watcher({}, chain);
    try {
      await waitFor(
        'the watcher asks for the receipt again',
        () => proxy.receiptRequests(hash) >= 3,
        PAID_WITHIN_MS,
      ).catch(async (error: unknown) => {
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}; asked ${proxy.receiptRequests(hash)} time(s), stored block ${String(await storedBlock())}, transfer in block ${block}`,
        );
      });
      expect(await statusOf(order.id)).toBe('pending_payment');
      expect(((await storedBlock()) ?? 0) < block).toBe(true);
      proxy.reveal(hash);
      await waitUntilPaid([order.id], PAID_WITHIN_MS);
    } finally {
      await running.close();
    }
  });
});

describe('docs/product.md §13.4: unpaid orders expire by a sweep', () => {
  it('an unpaid order past its expires_at becomes expired, with its event, while no one reads it', async () => {
    const from = await nextBuyer();
    const order = await placeOrder(shop.app, shop.productId, from);
    await shop.database.db.query(
      "UPDATE orders SET created_at = now() - interval '61 seconds', expires_at = now() - interval '1 second' WHERE id = $1",
      [order.id],
    );
    const running = await watcher();
    try {
      await waitFor(
        'the overdue order expires',
        async () => (await statusOf(order.id)) === 'expired',
        20_000,
      ).catch(async (error: unknown) => {
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}: still ${await statusOf(order.id)}`,
        );
      });
      const events = await shop.database.db.query<{ status: string; actor: string }>(
        'SELECT status, actor FROM order_events WHERE order_id = $1 ORDER BY id',
        [order.id],
      );
      expect(events.rows).toEqual([
        { status: 'pending_payment', actor: 'buyer' },
        { status: 'expired', actor: 'system' },
      ]);
    } finally {
      await running.close();
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Three API processes on one PostgreSQL database (PGlite is one process: skipped there, as nothing could share it).

/** docs/product.md §13.3: a copy that is killed or frozen loses the lease within 30 s. */
const LEASE_MS = 30_000;
const COPY_INTERVAL_MS = 300;
/** 30 s, a pass, and room for a loaded CI machine (the chain's blocks are mined at once after each transfer). */
const TAKEOVER_WITHIN_MS = LEASE_MS + COPY_INTERVAL_MS + 10_000;

interface Copy {
  name: string;
  process: ApiProcess;
  /** Its own RPC in front of the devnet (no lag), counting what the copy reads. */
  rpc: LaggingRpc;
}

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('docs/product.md §13.3: three API processes on one database', () => {
  let database: TestDatabase;
  let app: TestApp;
  let productId: string;
  const copies: Copy[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await startApp(database.db, shop.env);
    const licensor = await createLicensor(app, { payout_address: newWallet().address });
    ({ id: productId } = await createProduct(app, licensor, {
      price: { amount: PRICE.toString(), token: { address: shop.devnet.usdc.address } },
    }));
  });

  afterAll(async () => {
    for (const copy of copies) {
      copy.process.child.kill('SIGCONT');
      await copy.process.kill('SIGKILL');
      await copy.rpc.close();
    }
    await app?.close();
    await database?.close();
  });

  /** Runs main.ts with tsx as `npm run start:api` does (without watch) and waits until it listens. */
  async function startCopy(name: string): Promise<Copy> {
    const rpc = await startLaggingRpc(shop.devnet.rpcUrl, { lagBlocks: 0 });
    const copy: Copy = {
      name,
      rpc,
      process: await startApiProcess({
        DATABASE_URL: database.url ?? '',
        RPC_URL: rpc.url,
        ACCEPTED_TOKENS: shop.env.ACCEPTED_TOKENS ?? '',
        PAYMENT_WATCH_INTERVAL_MS: String(COPY_INTERVAL_MS),
        JWT_SECRET: 'outage-test-secret-outage-test-secret-outage',
      }),
    };
    copies.push(copy);
    return copy;
  }

  /**
   * The copies that read Transfer events during `ms` (an awaiting order exists throughout, and a block is mined every
   * few passes, so the copy that watches reads new blocks many times over).
   */
  async function watching(among: Copy[], ms = 3000): Promise<Copy[]> {
    const before = among.map((copy) => copy.rpc.calls('eth_getLogs'));
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await mine(1);
      await sleep(COPY_INTERVAL_MS * 2);
    }
    return among.filter((copy, i) => copy.rpc.calls('eth_getLogs') > (before[i] ?? 0));
  }

  /** A buyer orders and pays at once; the blocks behind the head that a watcher skips follow right away. */
  async function orderAndPay(): Promise<{ id: string; hash: string }> {
    const from = await nextBuyer();
    const order = await placeOrder(app, productId, from);
    const hash = await shop.devnet.transfer(from, order.pay_to, PRICE);
    await mine(3);
    return { id: order.id, hash };
  }

  const names = (list: Copy[]) => list.map((copy) => copy.name).join(', ') || 'none';

  it('a killed or frozen watcher is replaced within 30 s; no order is paid twice; a frozen copy that wakes up does not go on watching', async () => {
    const all = await Promise.all(['A', 'B', 'C'].map(startCopy));
    // An order that stays unpaid, so the copy that watches reads the chain on every new block.
    await placeOrder(app, productId, await nextBuyer());
    const first = await orderAndPay();
    await waitUntilPaid([first.id], PAID_WITHIN_MS, database.db);
    let readers = await watching(all);
    expect(readers.map((copy) => copy.name)).toHaveLength(1);
    const killed = readers[0]!;

    // Killed: another copy takes over within 30 s and pays what was sent meanwhile.
    await killed.process.kill('SIGKILL');
    const afterKill = await orderAndPay();
    await waitUntilPaid([afterKill.id], TAKEOVER_WITHIN_MS, database.db);
    const alive = all.filter((copy) => copy !== killed);
    readers = await watching(alive);
    expect(readers.map((copy) => copy.name)).toHaveLength(1);
    const frozen = readers[0]!;
    const other = alive.find((copy) => copy !== frozen)!;

    // Frozen: its database connections stay open, yet within 30 s the other copy pays.
    frozen.process.child.kill('SIGSTOP');
    try {
      const afterFreeze = await orderAndPay();
      await waitUntilPaid([afterFreeze.id], TAKEOVER_WITHIN_MS, database.db).catch((error: unknown) => {
        throw new Error(
          `while copy ${frozen.name} was frozen: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    } finally {
      frozen.process.child.kill('SIGCONT');
    }

    // Woken up, the frozen copy finds its lease gone and stops watching (after finishing a pass it was in, if any):
    // only the new leader reads the chain.
    await sleep(COPY_INTERVAL_MS * 5);
    readers = await watching(alive, 4000);
    expect(names(readers)).toBe(other.name);
    const last = await orderAndPay();
    await waitUntilPaid([last.id], PAID_WITHIN_MS, database.db);

    // Each order paid once: one payments row, one 'paid' in its history.
    const twice = await database.db.query<{ order_id: string; payments: number; paid_events: number }>(
      `SELECT o.id AS order_id,
              (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments,
              (SELECT count(*)::int FROM order_events e WHERE e.order_id = o.id AND e.status = 'paid') AS paid_events
         FROM orders o WHERE o.status = 'paid'`,
    );
    expect(twice.rows).toHaveLength(4);
    for (const row of twice.rows) expect(row).toMatchObject({ payments: 1, paid_events: 1 });
  }, 300_000);
});
