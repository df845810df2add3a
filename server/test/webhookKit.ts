/**
 * What the webhook tests share (docs/product.md §12.1): adding a webhook by its signed call, a fake chain that knows
 * the payments the tests make, and the signature check written from the documented scheme alone.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Wallet } from 'ethers';
import type { ChainClient, TransactionLookup } from '../src/chain/client.js';
import {
  ORIGIN,
  USDC_E,
  bearer,
  signedBody,
  type BuyerKey,
  type HttpClient,
  type Licensor,
  type TestResponse,
} from './helpers.js';

export const ALL_EVENTS = [
  'order.created',
  'order.paid',
  'order.expired',
  'order.cancelled',
  'order.refunded',
  'license.issued',
  'remix.registered',
];

/** POST companies/webhooks/, signed by the licensor's wallet (statement `Add webhook {url}`). */
export async function postWebhook(
  app: HttpClient,
  licensor: { wallet: Wallet; token: string },
  body: Record<string, unknown>,
): Promise<TestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/companies/webhooks/',
    headers: { ...bearer(licensor.token), origin: ORIGIN },
    payload: await signedBody(app, licensor.wallet, {
      method: 'POST',
      path: '/api/companies/webhooks/',
      body,
    }),
  });
}

export interface CreatedWebhook {
  id: string;
  url: string;
  events: string[];
  secret: string;
  enabled: boolean;
}

/** Adds a webhook and expects 201. */
export async function addWebhook(
  app: HttpClient,
  licensor: Licensor,
  url: string,
  events: string[] = ALL_EVENTS,
): Promise<CreatedWebhook> {
  const response = await postWebhook(app, licensor, { url, events });
  expect([response.statusCode, response.body]).toEqual([201, expect.any(String)]);
  return response.json<CreatedWebhook>();
}

/** A chain where every wallet holds plenty and the payments `payWith` registered are mined. */
export function payingChain(): {
  chain: ChainClient;
  payment(order: OrderToPay, buyer: BuyerKey): string;
  /** The money sent back (docs/product.md §12.4): the total, from the order's payout address to its buyer. */
  refund(order: OrderToPay, buyer: BuyerKey): string;
} {
  const transactions = new Map<string, TransactionLookup>();
  function mined(from: string, to: string, value: bigint): string {
    const hash = `0x${randomBytes(32).toString('hex')}`;
    transactions.set(hash, {
      state: 'mined',
      success: true,
      blockNumber: 7,
      blockTimestamp: new Date(),
      transfers: [{ token: USDC_E, from, to, value }],
    });
    return hash;
  }
  return {
    chain: {
      lookupTransaction: (hash) => Promise.resolve(transactions.get(hash) ?? { state: 'not_found' }),
      lookupReceipt: () => Promise.resolve({ state: 'not_found' }),
      call: () => Promise.resolve(null),
      nativeBalance: () => Promise.resolve(10n ** 18n),
      tokenBalance: () => Promise.resolve(10n ** 30n),
      blockNumber: () => Promise.resolve(0),
      blockTime: () => Promise.resolve(null),
      transferLogs: () => Promise.resolve([]),
      close: () => undefined,
    },
    payment: (order, buyer) => mined(buyer.address.toLowerCase(), order.pay_to, BigInt(order.total)),
    refund: (order, buyer) => mined(order.pay_to, buyer.address.toLowerCase(), BigInt(order.total)),
  };
}

export interface OrderToPay {
  id: string;
  pay_to: string;
  total: string;
}

/**
 * docs/product.md §12.1, written from the text alone: `OVERDIVE-Signature: t={unix seconds},v1={lowercase hex
 * HMAC-SHA256 of "{t}.{raw body}" with the secret}`. The timestamp it carried, or null when it does not verify.
 */
/** The same secret with its last character changed, always to a different one, so it never verifies. */
export function anotherSecret(secret: string): string {
  return `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`;
}

export function verifySignature(secret: string, rawBody: string, header: string | undefined): number | null {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string | undefined]),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (t === undefined || v1 === undefined || !/^\d+$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? Number(t) : null;
}

/** Resolves once `check` holds, polling every 50 ms. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The delivery log of a webhook (its first page). */
export async function deliveriesOf(
  app: HttpClient,
  token: string,
  webhookId: string,
): Promise<
  {
    id: string;
    event_id: string;
    type: string;
    attempts: number;
    last_status: number | null;
    last_error: string | null;
    next_attempt_at: string | null;
    delivered_at: string | null;
  }[]
> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/companies/webhooks/${webhookId}/deliveries/`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ results: never[] }>().results;
}
