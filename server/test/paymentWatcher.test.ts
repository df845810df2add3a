/**
 * The API finds payments itself (docs/product.md §7): a buyer who sends the transfer and never reports it still gets
 * the order; the watcher resumes from the block it stored; with several API copies one watches at a time. Against the
 * local chain of the e2e harness.
 */
import type { Devnet, DevnetAccount } from '../../scripts/devnet/index.js';
import {
  ChainUnavailableError,
  createChainClient,
  type ChainClient,
  type LoggedTransfer,
} from '../src/chain/client.js';
import { storedBlock } from '../src/orders/paymentRepository.js';
import {
  bearer,
  createProduct,
  placeOrder,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { openChainShop, type ChainShop } from './chainShop.js';

let shop: ChainShop;
let devnet: Devnet;
let database: TestDatabase;
/** Creates companies, products and orders; does not watch. */
let app: TestApp;
let licensor: Licensor;
let productId: string;
let env: Record<string, string>;

const PRICE = 2_500_000n;
const CHAIN_ID = 1514;

beforeAll(async () => {
  shop = await openChainShop(PRICE, { PAYMENT_WATCH_INTERVAL_MS: '200' });
  ({ devnet, database, app, licensor, productId, env } = shop);
});

/** Every chain client a test opened, closed at the end (an app closes only the client it made itself). */
const opened: ChainClient[] = [];

afterAll(async () => {
  for (const client of opened) client.close();
  await shop?.close();
});

let nextBuyer = 1;
function buyer(): DevnetAccount {
  const account = devnet.accounts[nextBuyer];
  nextBuyer += 1;
  if (account === undefined || nextBuyer > 10) throw new Error('no funded buyer account left');
  return account;
}

/** The chain of the devnet, counting how often each copy of the API reads new blocks. */
function countingChain(): { chain: ChainClient; scans: () => number } {
  const real = createChainClient({ rpcUrl: devnet.rpcUrl, chainId: CHAIN_ID, timeoutMs: 5000 });
  opened.push(real);
  let scans = 0;
  return {
    chain: {
      ...real,
      blockNumber: () => {
        scans += 1;
        return real.blockNumber();
      },
    },
    scans: () => scans,
  };
}

/**
 * The devnet behind the limits public nodes put on eth_getLogs: ranges wider than `maxBlocks`, or answers of more
 * than `maxLogs` events, are refused. Keeps every event it did answer.
 */
function limitedChain(limits: { maxBlocks?: number; maxLogs?: number }): {
  chain: ChainClient;
  answered: LoggedTransfer[];
} {
  const real = createChainClient({ rpcUrl: devnet.rpcUrl, chainId: CHAIN_ID, timeoutMs: 5000 });
  opened.push(real);
  const answered: LoggedTransfer[] = [];
  return {
    chain: {
      ...real,
      transferLogs: async (query) => {
        if (limits.maxBlocks !== undefined && query.toBlock - query.fromBlock + 1 > limits.maxBlocks)
          throw new ChainUnavailableError('block range too wide');
        const logs = await real.transferLogs(query);
        if (limits.maxLogs !== undefined && logs.length > limits.maxLogs)
          throw new ChainUnavailableError('query returned too many results');
        answered.push(...logs);
        return logs;
      },
    },
    answered,
  };
}

/** Waits until the watcher has handled every block up to the current head. */
async function waitUntilScannedToHead(): Promise<void> {
  const head = await countingChain().chain.blockNumber();
  const deadline = Date.now() + 5000;
  while (((await storedBlock(database.db, CHAIN_ID))?.block ?? 0) < head && Date.now() < deadline)
    await sleep(100);
  expect((await storedBlock(database.db, CHAIN_ID))?.block).toBeGreaterThanOrEqual(head);
}

function watcher(chain?: ChainClient): Promise<TestApp> {
  return startApp(database.db, env, { watchPayments: true, ...(chain === undefined ? {} : { chain }) });
}

async function orderStatus(
  orderId: string,
): Promise<{ status: string; history: { status: string; actor: string }[] }> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/products/orders/${orderId}/`,
    headers: bearer(licensor.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function waitUntilPaid(orderId: string, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if ((await orderStatus(orderId)).status === 'paid') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${orderId} was not paid within ${withinMs} ms`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the payment watcher', () => {
  it('pays an order whose buyer sent the transfer and never called pay/, within a few seconds', async () => {
    const running = await watcher();
    try {
      const from = buyer();
      const order = await placeOrder(app, productId, from);
      await devnet.transfer(from, order.pay_to, PRICE + 7n);
      await waitUntilPaid(order.id);
      const paid = await orderStatus(order.id);
      expect(paid).toMatchObject({ status: 'paid', overpaid: '7' });
      expect(paid.history.map((h) => [h.status, h.actor])).toEqual([
        ['pending_payment', 'buyer'],
        ['paid', 'system'],
      ]);
    } finally {
      await running.close();
    }
  });

  it('pays the one order whose total the amount equals when one buyer has several unpaid orders', async () => {
    const running = await watcher();
    try {
      const from = buyer();
      const single = await placeOrder(app, productId, from, 1);
      const double = await placeOrder(app, productId, from, 2);
      await devnet.transfer(from, double.pay_to, 2n * PRICE);
      await waitUntilPaid(double.id);
      expect((await orderStatus(single.id)).status).toBe('pending_payment');
    } finally {
      await running.close();
    }
  });

  it('leaves a transfer that two unpaid orders of the buyer could take to pay/, which then pays the order the buyer names', async () => {
    // The buyer abandoned an order for one product, then ordered another of the same price and paid that one.
    const otherProductId = (
      await createProduct(app, licensor, {
        title: 'Sunrise Character Pack',
        price: { amount: PRICE.toString(), token: { address: devnet.usdc.address } },
      })
    ).id;
    const running = await watcher();
    try {
      const from = buyer();
      const abandoned = await placeOrder(app, productId, from);
      const wanted = await placeOrder(app, otherProductId, from);
      const txHash = await devnet.transfer(from, wanted.pay_to, PRICE);
      await waitUntilScannedToHead();
      expect((await orderStatus(abandoned.id)).status).toBe('pending_payment');
      expect((await orderStatus(wanted.id)).status).toBe('pending_payment');

      // The buyer's checkout reports the hash for the order it paid.
      const paid = await app.inject({
        method: 'POST',
        url: `/api/products/orders/${wanted.id}/pay/`,
        payload: { tx_hash: txHash },
      });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ id: wanted.id, status: 'paid' });
      expect((await orderStatus(abandoned.id)).status).toBe('pending_payment');
    } finally {
      await running.close();
    }
  });

  it('leaves alone transfers that break the payment rules (too little, from someone else)', async () => {
    const running = await watcher();
    try {
      const from = buyer();
      const order = await placeOrder(app, productId, from);
      await devnet.transfer(from, order.pay_to, PRICE - 1n);
      await devnet.transfer(buyer(), order.pay_to, PRICE);
      await waitUntilScannedToHead();
      expect((await orderStatus(order.id)).status).toBe('pending_payment');
    } finally {
      await running.close();
    }
  });

  it('resumes after a restart from the block it stored', async () => {
    const from = buyer();
    const first = await watcher();
    await sleep(600);
    await first.close();
    const stoppedAt = (await storedBlock(database.db, CHAIN_ID))?.block;
    expect(stoppedAt).toBeDefined();

    // Sent while no copy of the API watched: found after the restart.
    const missed = await placeOrder(app, productId, from);
    await devnet.transfer(from, missed.pay_to, PRICE);
    const second = await watcher();
    try {
      await waitUntilPaid(missed.id);
      expect((await storedBlock(database.db, CHAIN_ID))?.block).toBeGreaterThan(stoppedAt ?? 0);
    } finally {
      await second.close();
    }

    // A block recorded as handled is not read again: this transfer lies at or before the stored block.
    const skipped = await placeOrder(app, productId, from);
    await devnet.transfer(from, skipped.pay_to, PRICE);
    const head = await countingChain().chain.blockNumber();
    await database.db.query('UPDATE payment_watch_cursor SET last_block = $2 WHERE chain_id = $1', [
      CHAIN_ID,
      head,
    ]);
    const third = await watcher();
    try {
      await sleep(1000);
      expect((await orderStatus(skipped.id)).status).toBe('pending_payment');
    } finally {
      await third.close();
    }
  });

  it('with two API copies on one database, one watches; the other takes over when it stops', async () => {
    const a = countingChain();
    const b = countingChain();
    const first = await watcher(a.chain);
    const second = await watcher(b.chain);
    let secondClosed = false;
    try {
      await sleep(1500);
      const scans = [a.scans(), b.scans()];
      // Exactly one of them read the chain, and it did so repeatedly.
      expect(scans.filter((count) => count === 0)).toHaveLength(1);
      expect(Math.max(...scans)).toBeGreaterThan(2);
      const [leader, follower] = a.scans() > 0 ? [first, second] : [second, first];
      const followerScans = a.scans() > 0 ? b.scans : a.scans;

      await leader.close();
      const from = buyer();
      const order = await placeOrder(app, productId, from);
      await devnet.transfer(from, order.pay_to, PRICE);
      await waitUntilPaid(order.id);
      expect(followerScans()).toBeGreaterThan(0);
      await follower.close();
      secondClosed = true;
    } finally {
      if (!secondClosed) {
        await first.close();
        await second.close();
      }
    }
  });
});

describe('a copy that takes the lease', () => {
  it('reads the chain at once, not an interval later, so it is ready when the balancer asks (docs/product.md §13.8)', async () => {
    // Passes every 4 s: a copy that waited for its next pass after taking over would read nothing for seconds and
    // answer "watcher: has not read the chain yet" on /api/ready/ meanwhile.
    const slow = { ...env, PAYMENT_WATCH_INTERVAL_MS: '4000' };
    const a = countingChain();
    const b = countingChain();
    const first = await startApp(database.db, slow, { watchPayments: true, chain: a.chain });
    await sleep(500);
    const second = await startApp(database.db, slow, { watchPayments: true, chain: b.chain });
    try {
      await sleep(500);
      expect(b.scans()).toBe(0);
      await first.close();
      const closed = Date.now();
      // The follower claims the lease at its next renewal (every 5 s at most); from then until its first read,
      // /api/ready/ says the watcher has not read the chain yet.
      let notReadSince: number | null = null;
      let notReadMs = 0;
      while ((b.scans() === 0 || notReadSince !== null) && Date.now() - closed < 15_000) {
        const ready = await second.inject({ method: 'GET', url: '/api/ready/' });
        const notRead = ready.body.includes('has not read the chain yet');
        if (notRead && notReadSince === null) notReadSince = Date.now();
        if (!notRead && notReadSince !== null) {
          notReadMs = Date.now() - notReadSince;
          notReadSince = null;
        }
        await sleep(25);
      }
      expect(b.scans()).toBeGreaterThan(0);
      expect(notReadMs).toBeLessThan(1500);
    } finally {
      await second.close();
    }
  });

  it('gives the lease back when stopped in the middle of a pass, so the next copy watches at once', async () => {
    // A rolling deploy stops a copy whenever it likes, often while it reads the chain. A lease left held would keep
    // every other copy from watching for its whole time to live (15 s): payments found late, /api/ready/ unready.
    const real = countingChain().chain;
    let reading: (() => void) | null = null;
    const inPass = new Promise<void>((resolve) => (reading = resolve));
    const slowChain: ChainClient = {
      ...real,
      blockNumber: async () => {
        reading?.();
        await sleep(300);
        return real.blockNumber();
      },
    };
    const first = await watcher(slowChain);
    await inPass;
    await first.close();
    const next = countingChain();
    const started = Date.now();
    const second = await watcher(next.chain);
    try {
      while (next.scans() === 0 && Date.now() - started < 10_000) await sleep(25);
      expect(next.scans()).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await second.close();
    }
  });
});

describe('the payment watcher under a flood of transfers', () => {
  it('a flood of dust transfers to a payout address does not stall it: it reads only transfers from buyers', async () => {
    // Sent while no copy of the API watched, so the next scan reads them all at once.
    // Account 19 holds no test USDC yet; the attacker needs only dust.
    const attacker = devnet.accounts[19]!;
    await devnet.mint(attacker.address, 100n);
    const from = buyer();
    const order = await placeOrder(app, productId, from);
    for (let i = 0; i < 6; i += 1) await devnet.transfer(attacker, order.pay_to, 1n);
    await devnet.transfer(from, order.pay_to, PRICE);

    // A node that refuses answers of more than 5 events, as public nodes refuse large ones.
    const limited = limitedChain({ maxLogs: 5 });
    const running = await watcher(limited.chain);
    try {
      await waitUntilPaid(order.id);
      expect(limited.answered.filter((t) => t.from === attacker.address.toLowerCase())).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it('reads narrower block ranges when the node refuses a wide one, and never skips a block', async () => {
    const from = buyer();
    const order = await placeOrder(app, productId, from);
    await devnet.transfer(from, order.pay_to, PRICE);
    // 30 blocks behind the head, on a node that answers at most 4 blocks at a time.
    const head = await countingChain().chain.blockNumber();
    await database.db.query('UPDATE payment_watch_cursor SET last_block = $2 WHERE chain_id = $1', [
      CHAIN_ID,
      Math.max(0, head - 30),
    ]);
    const running = await watcher(limitedChain({ maxBlocks: 4 }).chain);
    try {
      await waitUntilPaid(order.id, 10_000);
    } finally {
      await running.close();
    }

    // A node that cannot answer even for one block: the watcher keeps trying that block and does not move past it.
    const awaiting = await placeOrder(app, productId, from);
    const stuck = await storedBlock(database.db, CHAIN_ID);
    const refusing = await watcher(limitedChain({ maxBlocks: 0 }).chain);
    try {
      await devnet.transfer(from, awaiting.pay_to, 1n);
      await sleep(1000);
      expect((await storedBlock(database.db, CHAIN_ID))?.block).toBe(stuck?.block);
    } finally {
      await refusing.close();
    }
  });
});
