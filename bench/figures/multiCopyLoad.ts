/**
 * The clients of the multi-copy test (bench/multiCopy.ts), all through the load balancer, each from a client address
 * of its own (bench/lib/sourceAddress.ts) and waiting 1–2 s between requests, as people do: many connections, little
 * CPU. Three kinds:
 * - visitors read a licensor's public brand page (GET /api/companies/licensor-info/?slug=);
 * - licensors read their orders, products and order statistics with their session;
 * - buyers sign in, order a product (docs/product.md §7), pay it with a real USDC transfer on the local chain, and
 *   half of them report it through pay/; the other half wait, as the checkout does, for the payment watcher to find
 *   it (docs/product.md §13), so a watcher that stopped would leave their orders unpaid. A buyer waits 2–4 s before
 *   the next purchase.
 * A request that gets no answer or a 5xx is sent again (up to 4 times), as the SPA's user would; every attempt is
 * recorded with its times, for the test to tell those around the kill of a copy from the others.
 */
import { Wallet } from 'ethers';
import { type DevnetAccount } from '../../scripts/devnet/index.js';
import { signInMessage } from '../../tests/e2e/support/api';
import { clientAddress, SourceClient, type Answer } from '../lib/sourceAddress';

export interface Attempt {
  op: string;
  sentAt: number;
  doneAt: number;
  /** 0: no answer. */
  status: number;
  copy: string | null;
  error: string | null;
}

export interface Payment {
  orderId: string;
  licensor: number;
  txHash: string;
  /** Date.now() once the transfer's receipt was read: it was mined by then. */
  minedAt: number;
  /** Whether the buyer reported it through pay/; otherwise only the payment watcher can find it. */
  reported: boolean;
}

export interface ShopLicensor {
  slug: string;
  token: string;
  productIds: string[];
}

export interface LoadBuyer {
  account: DevnetAccount;
  reports: boolean;
}

export interface LoadPlan {
  balancerURL: string;
  chainId: number;
  seconds: number;
  visitors: number;
  licensorReaders: number;
  shop: ShopLicensor[];
  buyers: LoadBuyer[];
  /** Sends `amount` base units of the test USDC from `from`; resolves once it is mined. */
  transfer(from: DevnetAccount, to: string, amount: bigint): Promise<string>;
}

export interface LoadRecord {
  attempts: Attempt[];
  payments: Payment[];
  /** Calls still without their answer after every attempt. */
  gaveUp: number;
  /** Answers none of the clients expected (a 4xx), by operation and status, with a few bodies. */
  unexpected: Record<string, number>;
  samples: string[];
  transferFailures: number;
}

const MAX_ATTEMPTS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(1000 + Math.random() * 1000);
/** Between two purchases: a buyer's order and pay/ each count against AUTH_RATE_LIMIT (30 a minute per client). */
const thinkBeforeBuying = () => sleep(2000 + Math.random() * 2000);
const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

export async function runClients(plan: LoadPlan): Promise<LoadRecord> {
  const record: LoadRecord = {
    attempts: [],
    payments: [],
    gaveUp: 0,
    unexpected: {},
    samples: [],
    transferFailures: 0,
  };
  const deadline = Date.now() + plan.seconds * 1000;
  const running = () => Date.now() < deadline;

  async function call(
    client: SourceClient,
    op: string,
    method: string,
    path: string,
    { token, body, expect = [200] }: { token?: string; body?: unknown; expect?: number[] } = {},
  ): Promise<Answer> {
    for (let attempt = 1; ; attempt += 1) {
      const sentAt = Date.now();
      const answer = await client.send(method, path, { token, body });
      record.attempts.push({
        op,
        sentAt,
        doneAt: Date.now(),
        status: answer.status,
        copy: answer.copy,
        error: answer.error,
      });
      if (answer.status === 0 || answer.status >= 500) {
        if (attempt < MAX_ATTEMPTS) {
          await sleep(250 * attempt);
          continue;
        }
        record.gaveUp += 1;
        return answer;
      }
      if (!expect.includes(answer.status)) {
        const key = `${op} ${answer.status}`;
        record.unexpected[key] = (record.unexpected[key] ?? 0) + 1;
        if (record.samples.length < 10)
          record.samples.push(`${key}: ${JSON.stringify(answer.json).slice(0, 200)}`);
      }
      return answer;
    }
  }

  async function visitor(client: SourceClient) {
    while (running()) {
      const slug = encodeURIComponent(pick(plan.shop).slug);
      await call(client, 'brand page (public)', 'GET', `/api/companies/licensor-info/?slug=${slug}`);
      await think();
    }
  }

  async function licensorReader(client: SourceClient, licensor: ShopLicensor) {
    const reads = [
      ['orders', '/api/products/orders/'],
      ['products', '/api/products/products/'],
      ['order stats', '/api/products/orders/stats/'],
    ] as const;
    for (let round = 0; running(); round += 1) {
      const [op, path] = reads[round % reads.length] ?? reads[0];
      await call(client, `licensor ${op}`, 'GET', path, { token: licensor.token });
      await think();
    }
  }

  async function signIn(client: SourceClient, wallet: Wallet): Promise<string | null> {
    const address = wallet.address.toLowerCase();
    for (let tries = 0; tries < 3; tries += 1) {
      const nonce = await call(client, 'sign-in nonce', 'GET', `/api/auth/nonce/?wallet_address=${address}`);
      if (nonce.status !== 200) continue;
      const message = signInMessage(
        client.origin,
        wallet.address,
        (nonce.json as { nonce: string }).nonce,
        Date.now(),
        {
          chainId: plan.chainId,
        },
      );
      const connected = await call(client, 'sign-in', 'POST', '/api/auth/wallet-connect/', {
        body: { wallet_address: address, signature: await wallet.signMessage(message), message },
      });
      if (connected.status === 200) return (connected.json as { token: string }).token;
    }
    return null;
  }

  async function buyer(client: SourceClient, { account, reports }: LoadBuyer) {
    const token = await signIn(client, new Wallet(account.privateKey));
    if (token === null) return;
    while (running()) {
      const licensor = pick(plan.shop);
      const ordered = await call(client, 'order', 'POST', '/api/products/orders/', {
        token,
        body: { product_id: pick(licensor.productIds), quantity: 1 },
        expect: [201],
      });
      if (ordered.status !== 201) {
        await think();
        continue;
      }
      const order = ordered.json as { id: string; total: string; pay_to: string };
      let txHash: string;
      try {
        txHash = await plan.transfer(account, order.pay_to, BigInt(order.total));
      } catch (error) {
        record.transferFailures += 1;
        if (record.samples.length < 10)
          record.samples.push(`transfer: ${(error as Error).message.slice(0, 200)}`);
        continue;
      }
      record.payments.push({
        orderId: order.id,
        licensor: plan.shop.indexOf(licensor),
        txHash,
        minedAt: Date.now(),
        reported: reports,
      });
      if (reports) {
        await call(client, 'pay/', 'POST', `/api/products/orders/${order.id}/pay/`, {
          body: { tx_hash: txHash },
        });
      } else {
        // The checkout's wait: the buyer's orders, until the watcher has marked this one paid.
        while (running()) {
          await sleep(1500);
          const mine = await call(client, 'my orders', 'GET', '/api/products/orders/mine/', { token });
          const found = (mine.json as { results?: { id: string; status: string }[] } | null)?.results?.find(
            (row) => row.id === order.id,
          );
          if (found !== undefined && found.status !== 'pending_payment') break;
        }
      }
      await thinkBeforeBuying();
    }
  }

  const clients: SourceClient[] = [];
  const client = () => {
    const made = new SourceClient(plan.balancerURL, clientAddress(clients.length));
    clients.push(made);
    return made;
  };
  const work: Promise<void>[] = [];
  // Each starts within the first second, not all in the same instant.
  const staggered = (run: () => Promise<void>) => work.push(sleep(Math.random() * 1000).then(run));
  for (const buying of plan.buyers) {
    const own = client();
    staggered(() => buyer(own, buying));
  }
  for (let index = 0; index < plan.licensorReaders; index += 1) {
    const own = client();
    const licensor = plan.shop[index % plan.shop.length];
    if (licensor !== undefined) staggered(() => licensorReader(own, licensor));
  }
  for (let index = 0; index < plan.visitors; index += 1) {
    const own = client();
    staggered(() => visitor(own));
  }
  try {
    await Promise.all(work);
  } finally {
    for (const made of clients) made.close();
  }
  return record;
}
