/**
 * The checks of the multi-copy test (bench/multiCopy.ts) besides the load itself: rate limits counted once across
 * copies, a write on one copy read on the others, and every payment's outcome read back through the API.
 */
import { type Copy } from '../lib/serveCopies';
import { SourceClient } from '../lib/sourceAddress';
import { type Payment, type ShopLicensor } from './multiCopyLoad';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SharedLimitResult {
  sent: number;
  ok: number;
  limited: number;
  /** 1-based position of the first 429; null when none came. */
  firstLimited: number | null;
  /** 200s that came after a 429: a copy that counted on its own. */
  okAfterLimited: number;
  okByCopy: Record<string, number>;
  other: number;
}

/**
 * `count` nonce requests one after another from one client address through the balancer: with the counters shared
 * through Redis (docs/product.md §2 REDIS_URL) the first 429 comes right after AUTH_RATE_LIMIT answers in all, however
 * the balancer spread them; counted per copy it would come after three times as many.
 */
export async function hammerNonce(
  balancerURL: string,
  address: string,
  count: number,
): Promise<SharedLimitResult> {
  const client = new SourceClient(balancerURL, address);
  const result: SharedLimitResult = {
    sent: 0,
    ok: 0,
    limited: 0,
    firstLimited: null,
    okAfterLimited: 0,
    okByCopy: {},
    other: 0,
  };
  const wallet = `0x${'5a'.repeat(20)}`;
  try {
    for (let index = 1; index <= count; index += 1) {
      const answer = await client.send('GET', `/api/auth/nonce/?wallet_address=${wallet}`);
      result.sent += 1;
      if (answer.status === 200) {
        result.ok += 1;
        if (result.firstLimited !== null) result.okAfterLimited += 1;
        const copy = answer.copy ?? '?';
        result.okByCopy[copy] = (result.okByCopy[copy] ?? 0) + 1;
      } else if (answer.status === 429) {
        result.limited += 1;
        result.firstLimited ??= index;
      } else {
        result.other += 1;
      }
    }
  } finally {
    client.close();
  }
  return result;
}

export interface VisibilityRound {
  writer: string;
  readers: { copy: string; ms: number | null }[];
}

/**
 * One product created straight on `writer` (no balancer), then the licensor's public brand page read straight on
 * each of `readers` until it lists the product: the time from the writer's 201 to the first reader answer that has
 * it. The readers read the page first, so each holds it in its read cache, which only the database's change
 * notification can refresh (server/src/cache/readCache.ts).
 */
export async function writeThenRead(
  writer: Copy,
  readers: Copy[],
  licensor: ShopLicensor,
  { origin, address, tokenAddress }: { origin: string; address: string; tokenAddress: string },
): Promise<VisibilityRound> {
  const at = (copy: Copy) => new SourceClient(copy.baseURL, address, origin);
  const clients = readers.map(at);
  const writing = at(writer);
  const page = `/api/companies/licensor-info/?slug=${encodeURIComponent(licensor.slug)}`;
  const lists = (json: unknown, id: string) =>
    ((json as { products_page?: { results?: { id: string }[] } } | null)?.products_page?.results ?? []).some(
      (product) => product.id === id,
    );
  try {
    for (const client of clients) {
      const warm = await client.send('GET', page);
      if (warm.status !== 200) throw new Error(`brand page on ${client.baseURL} answered ${warm.status}`);
    }
    const created = await writing.send('POST', '/api/products/products/', {
      token: licensor.token,
      body: {
        title: `Written on ${writer.name} ${Date.now()}`,
        category: 'image',
        license: { flavor: 'commercial_use', commercial_use: true, derivatives_allowed: false },
        price: { amount: '1000000', token: { address: tokenAddress } },
        status: 'published',
      },
    });
    if (created.status !== 201) throw new Error(`product on ${writer.name} answered ${created.status}`);
    const createdAt = Date.now();
    const id = (created.json as { id: string }).id;
    const seen = await Promise.all(
      clients.map(async (client) => {
        while (Date.now() - createdAt < 5000) {
          const answer = await client.send('GET', page);
          if (answer.status === 200 && lists(answer.json, id)) return Date.now() - createdAt;
          await sleep(10);
        }
        return null;
      }),
    );
    return {
      writer: writer.name,
      readers: readers.map((copy, index) => ({ copy: copy.name, ms: seen[index] ?? null })),
    };
  } finally {
    for (const client of [...clients, writing]) client.close();
  }
}

export interface PaymentOutcome extends Payment {
  status: string;
  /** ms since the epoch, from the order's paid_at. */
  paidAt: number | null;
  /** Who recorded the payment: the watcher (`system`) or the buyer's pay/. */
  by: 'watcher' | 'pay/' | null;
  delayMs: number | null;
}

interface OrderDetail {
  status: string;
  paid_at: string | null;
  history: { status: string; actor: string }[];
}

/**
 * Each payment's order as its licensor sees it (GET /api/products/orders/{id}/ through the balancer), read again
 * every second while some are unpaid, until each unpaid one's transfer was mined `patienceMs` ago.
 */
export async function settlePayments(
  balancerURL: string,
  address: string,
  payments: Payment[],
  shop: ShopLicensor[],
  patienceMs: number,
): Promise<PaymentOutcome[]> {
  const client = new SourceClient(balancerURL, address);
  const outcomes = new Map<string, PaymentOutcome>();
  const read = async (payment: Payment) => {
    const answer = await client.send('GET', `/api/products/orders/${payment.orderId}/`, {
      token: shop[payment.licensor]?.token,
    });
    const detail = answer.status === 200 ? (answer.json as OrderDetail) : null;
    const paidAt = detail?.paid_at ? Date.parse(detail.paid_at) : null;
    const actor = detail?.history.find((event) => event.status === 'paid')?.actor;
    outcomes.set(payment.orderId, {
      ...payment,
      status: detail?.status ?? `answered ${answer.status}`,
      paidAt,
      by: actor === 'system' ? 'watcher' : actor === 'buyer' ? 'pay/' : null,
      delayMs: paidAt === null ? null : paidAt - payment.minedAt,
    });
  };
  try {
    let waiting = payments;
    for (;;) {
      for (const payment of waiting) await read(payment);
      waiting = payments.filter((payment) => outcomes.get(payment.orderId)?.paidAt === null);
      const until = Math.max(...waiting.map((payment) => payment.minedAt + patienceMs));
      if (waiting.length === 0 || Date.now() > until) break;
      await sleep(1000);
    }
  } finally {
    client.close();
  }
  return payments.map((payment) => outcomes.get(payment.orderId) as PaymentOutcome);
}
