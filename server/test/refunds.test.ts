/**
 * Refunds that move the money back (docs/product.md §12.4), against the devnet with real transfers and a real SMTP
 * server: a refund sent from the order's payout address to its buyer, of at least the amount paid, in the order's
 * token, mined after the payment, makes the order refunded with its hash, voids its licences on the verification
 * route, tells the buyer by e-mail and the licensor's webhooks by `order.refunded`, all in one transaction; each
 * other transfer is refused with its reason (and sets nothing off), and PATCH no longer refunds.
 */
import { Contract, type Wallet } from 'ethers';
import { DEVNET_BLOCK_INTERVAL_MS, type DevnetAccount } from '../../scripts/devnet/index.js';
import { createChainClient } from '../src/chain/client.js';
import { refundOrder } from '../src/orders/refunds.js';
import { fundedBuyers } from './chainShop.js';
import {
  bearer,
  buyerToken,
  createLicensor,
  createProduct,
  placeOrder,
  type Licensor,
  type TestResponse,
  readUntil,
  until,
} from './helpers.js';
import { startSmtp, type Smtp } from './smtpServer.js';
import { addWebhook } from './webhookKit.js';
import { startReceiver, type Receiver } from './webhookReceiver.js';
import { encodeMintLicenseTokens } from './storyChain.js';
import { openStoryShop, type RegisteredProduct, type StoryShop } from './storyShop.js';

const PRICE = 2_500_000n;
let smtp: Smtp;
let shop: StoryShop;
let product: RegisteredProduct;
/** The payout address's wallet, with gas: refunds are sent from it. */
let payout: Wallet;
let rival: Licensor;
let nextBuyer: () => Promise<DevnetAccount>;
/** The licensor's webhook endpoint, subscribed to order.refunded only. */
let receiver: Receiver;

beforeAll(async () => {
  smtp = await startSmtp();
  shop = await openStoryShop(
    PRICE,
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'OVERDIVE <no-reply@overdive.example>' },
    { mailRetryDelaySeconds: 1 },
  );
  payout = await shop.story.wallet(shop.payoutWallet.privateKey);
  expect(shop.licensor.company.payout_address).toBe(payout.address.toLowerCase());
  // Refunds go out before the payments come in, in some tests: the payout address holds test USDC of its own.
  await shop.devnet.mint(payout.address, 100n * PRICE);
  product = await shop.registerProduct({ title: 'Moonlight Loops' });
  nextBuyer = fundedBuyers(shop.devnet, 1000n * PRICE);
  rival = await createLicensor(shop.app, { name: 'Rival Studio' });
  receiver = await startReceiver();
  await addWebhook(shop.app, shop.licensor, receiver.url, ['order.refunded']);
}, 180_000);

afterAll(async () => {
  await shop?.close();
  await smtp?.stop();
  await receiver?.close();
});

interface PaidOrder {
  id: string;
  number: string;
  buyer: DevnetAccount;
  paymentTxHash: string;
}

/** A buyer's order placed at checkout in German with an e-mail, paid with a real transfer of the total (+ `extra`). */
async function paidOrder(extra = 0n): Promise<PaidOrder> {
  const buyer = await nextBuyer();
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(await buyerToken(shop.app, buyer)),
    payload: { product_id: product.productId, quantity: 1, buyer_email: 'buyer@example.com', locale: 'de' },
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json<{ id: string; number: string; pay_to: string }>();
  const paymentTxHash = await shop.devnet.transfer(buyer, order.pay_to, PRICE + extra);
  expect((await pay(order.id, paymentTxHash)).json()).toMatchObject({ status: 'paid' });
  return { id: order.id, number: order.number, buyer, paymentTxHash };
}

function pay(orderId: string, txHash: string) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/products/orders/${orderId}/pay/`,
    payload: { tx_hash: txHash },
  });
}

/** A transfer of the devnet's USDC (or `token`) from `from`, mined; its hash (reverted or not). */
function send(from: Wallet | DevnetAccount, to: string, amount: bigint, options = {}): Promise<string> {
  return shop.devnet.transfer({ address: from.address, privateKey: from.privateKey }, to, amount, options);
}

function refund(orderId: string, txHash: string, token = shop.licensor.token) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/products/orders/${orderId}/refund/`,
    headers: bearer(token),
    payload: { tx_hash: txHash },
  });
}

function expectRefused(response: TestResponse, reason: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    error: expect.stringMatching(new RegExp(`^Refund rejected: ${reason}`)),
    fields: { tx_hash: reason },
  });
}

interface Detail {
  status: string;
  refund_tx_hash: string | null;
  history: { status: string; actor: string }[];
  mails: { kind: string; recipient: string; state: string }[];
}

const detailOf = async (id: string): Promise<Detail> =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/products/orders/${id}/`,
      headers: bearer(shop.licensor.token),
    })
  ).json<Detail>();

describe('POST /api/products/orders/{id}/refund/', () => {
  it('refunds a paid order: refunded with its hash, the buyer told by e-mail, the same hash answering the same', async () => {
    const order = await paidOrder();
    const hash = await send(payout, order.buyer.address, PRICE);
    const refunded = await refund(order.id, hash);
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      id: order.id,
      status: 'refunded',
      refund_tx_hash: hash.toLowerCase(),
      payment_tx_hash: order.paymentTxHash.toLowerCase(),
    });
    expect(refunded.json<Detail>().history.map((h) => [h.status, h.actor])).toEqual([
      ['pending_payment', 'buyer'],
      ['paid', 'buyer'],
      ['refunded', 'licensor'],
    ]);

    // A retry after a dropped connection answers the same order, refunded once.
    const retry = await refund(order.id, hash.toUpperCase().replace('0X', '0x'));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'refunded', refund_tx_hash: hash.toLowerCase() });
    expect(retry.json<Detail>().history.filter((h) => h.status === 'refunded')).toHaveLength(1);

    // The fourth mail of the order, in the checkout's language, with the refund on the explorer.
    const detail = await readUntil(
      () => detailOf(order.id),
      (d) => d.mails.some((m) => m.kind === 'refund_sent' && m.state === 'sent'),
    );
    expect(detail.mails.map((m) => [m.kind, m.recipient, m.state])).toContainEqual([
      'refund_sent',
      'buyer@example.com',
      'sent',
    ]);
    const mails = (await smtp.parsed()).filter((mail) => (mail.subject ?? '').includes(order.number));
    const refundMail = mails.find((mail) => (mail.subject ?? '').includes('erstattet'));
    expect(refundMail?.subject).toBe(`Ihre Zahlung für Bestellung ${order.number} wurde erstattet`);
    expect(refundMail?.text).toContain(`/tx/${hash.toLowerCase()}`);
    expect(refundMail?.text).toContain('Erstatteter Betrag: 2,50 USDC');
    expect(refundMail?.html).toContain(`/tx/${hash.toLowerCase()}`);
  });

  it("voids a completed order's licences: its verification page says void, refunded", async () => {
    const order = await paidOrder();
    const minted = await shop.story.send(
      shop.licensorWallet,
      encodeMintLicenseTokens({
        licensorIpId: product.ipId,
        licenseTermsId: product.licenseTermsId,
        amount: 1,
        receiver: order.buyer.address,
      }),
    );
    const recorded = await shop.app.inject({
      method: 'POST',
      url: `/api/products/orders/${order.id}/license-token/`,
      headers: bearer(shop.licensor.token),
      payload: { tx_hash: minted.hash },
    });
    expect(recorded.json()).toMatchObject({ status: 'completed' });
    const [tokenId] = recorded.json<{ license_tokens: { token_ids: string[] } }>().license_tokens.token_ids;
    const verify = () => shop.app.inject({ method: 'GET', url: `/api/licenses/${tokenId}/` });
    expect((await verify()).json()).toMatchObject({ status: 'valid', void_reason: null });

    const refunded = await refund(order.id, await send(payout, order.buyer.address, PRICE));
    expect(refunded.json()).toMatchObject({ status: 'refunded', license_tokens: { token_ids: [tokenId] } });
    expect((await verify()).json()).toMatchObject({
      token_id: tokenId,
      status: 'void',
      void_reason: 'refunded',
      order_number: order.number,
    });
  });

  it('sends back the overpayment too: the total alone is less than paid', async () => {
    const order = await paidOrder(1_000n);
    expectRefused(await refund(order.id, await send(payout, order.buyer.address, PRICE)), 'less than paid');
    const all = await refund(order.id, await send(payout, order.buyer.address, PRICE + 1_000n));
    expect(all.json()).toMatchObject({ status: 'refunded', overpaid: '1000' });
  });

  it('refuses a refund from another address, to another wallet, for less, or in another token', async () => {
    const order = await paidOrder();
    const stranger = await nextBuyer();
    expectRefused(
      await refund(order.id, await send(stranger, order.buyer.address, PRICE)),
      'not from the payout address',
    );
    expectRefused(await refund(order.id, await send(payout, stranger.address, PRICE)), 'not to the buyer');
    expectRefused(
      await refund(order.id, await send(payout, order.buyer.address, PRICE - 1n)),
      'less than paid',
    );
    const other = await shop.devnet.deployToken({ symbol: 'EURC', decimals: 6 });
    await other.mint(payout.address, PRICE);
    expectRefused(
      await refund(order.id, await send(payout, order.buyer.address, PRICE, { token: other.address })),
      'wrong token',
    );
    expect(await detailOf(order.id)).toMatchObject({ status: 'paid', refund_tx_hash: null });
  });

  it('refuses a transfer mined before the payment', async () => {
    const buyer = await nextBuyer();
    const early = await send(payout, buyer.address, PRICE);
    const order = await placeOrder(shop.app, product.productId, buyer);
    expect((await pay(order.id, await shop.devnet.transfer(buyer, order.pay_to, PRICE))).statusCode).toBe(
      200,
    );
    // The payment was recorded five minutes after that block (more than the 60 s of clock slack).
    await shop.database.db.query("UPDATE orders SET paid_at = paid_at + interval '5 minutes' WHERE id = $1", [
      order.id,
    ]);
    expectRefused(await refund(order.id, early), 'transaction mined before the payment');
  });

  it('refuses a hash already used: a payment, another refund; and a refund pays no order', async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    expectRefused(await refund(first.id, first.paymentTxHash), 'transaction already used');
    expectRefused(await refund(first.id, second.paymentTxHash), 'transaction already used');
    const firstRefund = await send(payout, first.buyer.address, PRICE);
    expect((await refund(first.id, firstRefund)).json()).toMatchObject({ status: 'refunded' });
    expectRefused(await refund(second.id, firstRefund), 'transaction already used');
    // A transfer is evidence for one payment or one refund: a refund's hash pays no order either.
    const unpaid = await placeOrder(shop.app, product.productId, await nextBuyer());
    const paid = await pay(unpaid.id, firstRefund);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ fields: { tx_hash: 'transaction already used' } });
  });

  it('refuses a reverted transaction, an unknown one, and one not mined yet until it is', async () => {
    const order = await paidOrder();
    const reverted = await send(payout, order.buyer.address, 10n ** 30n, { allowRevert: true });
    expectRefused(await refund(order.id, reverted), 'transaction failed');
    expectRefused(await refund(order.id, `0x${'7'.repeat(64)}`), 'transaction not found');

    const provider = shop.story.provider;
    await provider.send('evm_setIntervalMining', [0]);
    await provider.send('evm_setAutomine', [false]);
    let pending: string;
    try {
      const usdc = new Contract(
        shop.devnet.usdc.address,
        ['function transfer(address, uint256) returns (bool)'],
        payout,
      );
      pending = String(
        (await usdc.getFunction('transfer')(order.buyer.address, PRICE, { gasLimit: 100_000 })).hash,
      );
      expectRefused(await refund(order.id, pending), 'transaction not yet mined');
    } finally {
      await provider.send('evm_setAutomine', [true]);
      await provider.send('evm_mine', []);
      await provider.send('evm_setIntervalMining', [DEVNET_BLOCK_INTERVAL_MS]);
    }
    // Once mined, the same hash is recorded (a moment later: the API's node client keeps an answer for 250 ms).
    await shop.story.provider.waitForTransaction(pending);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await refund(order.id, pending)).json()).toMatchObject({
      status: 'refunded',
      refund_tx_hash: pending,
    });
  });

  it("answers 404 for another company's order and 409 for an order not refundable in its status", async () => {
    const order = await paidOrder();
    const hash = await send(payout, order.buyer.address, PRICE);
    expect((await refund(order.id, hash, rival.token)).statusCode).toBe(404);
    expect(await detailOf(order.id)).toMatchObject({ status: 'paid' });

    const unpaid = await placeOrder(shop.app, product.productId, await nextBuyer());
    expectRefused(await refund(unpaid.id, hash), 'order is not refundable');

    // Refunded once, an order is not refunded again by another transfer.
    expect((await refund(order.id, hash)).json()).toMatchObject({ status: 'refunded' });
    expectRefused(
      await refund(order.id, await send(payout, order.buyer.address, PRICE)),
      'order is not refundable',
    );
  });

  it('no longer moves an order to refunded by PATCH: refunding takes the transaction', async () => {
    const order = await paidOrder();
    const patched = await shop.app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(shop.licensor.token),
      payload: { status: 'refunded' },
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.json()).toEqual({
      error:
        'Cannot change an order from paid to refunded: send the money back, then record its transaction with POST products/orders/{id}/refund/',
      fields: { status: 'Not allowed' },
    });
  });
});

describe('what a refund sets off', () => {
  it('order.refunded reaches the licensor’s webhook with the order refunded; a refused refund sends none', async () => {
    const order = await paidOrder();
    const stranger = await nextBuyer();
    const eventsOf = async (orderId: string) =>
      (
        await shop.database.db.query<{ type: string }>(
          'SELECT type FROM webhook_events WHERE order_id = $1 ORDER BY created_at',
          [orderId],
        )
      ).rows.map((row) => row.type);
    // Refused: the order stays paid, and neither an event nor a mail is written for it.
    expectRefused(await refund(order.id, await send(payout, stranger.address, PRICE)), 'not to the buyer');
    expect(await eventsOf(order.id)).not.toContain('order.refunded');
    expect((await detailOf(order.id)).mails.map((m) => m.kind)).not.toContain('refund_sent');

    const hash = await send(payout, order.buyer.address, PRICE);
    expect((await refund(order.id, hash)).statusCode).toBe(200);
    expect(await eventsOf(order.id)).toEqual(['order.refunded']);
    // The webhook hears of it with the order as GET products/orders/{id}/ answers it then (docs/product.md §12.1).
    // Every refund in this file reaches the receiver: this order's is found by its id.
    const ofOrder = () => receiver.calls.filter((call) => call.body.includes(order.id));
    await until(() => ofOrder().length > 0);
    const event = JSON.parse(ofOrder()[0]?.body ?? '{}') as {
      type: string;
      data: { order: Record<string, unknown> };
    };
    expect(event).toMatchObject({
      type: 'order.refunded',
      data: { order: { id: order.id, status: 'refunded', refund_tx_hash: hash.toLowerCase() } },
    });
    expect(event.data.order.mails).toContainEqual(expect.objectContaining({ kind: 'refund_sent' }));
    // A retry with the same hash answers the order and writes no second event.
    expect((await refund(order.id, hash)).statusCode).toBe(200);
    expect(await eventsOf(order.id)).toEqual(['order.refunded']);
  });

  it('writes the event and the mail in the refund’s own transaction: one failing undoes the refund', async () => {
    const order = await paidOrder();
    const hash = await send(payout, order.buyer.address, PRICE);
    const chain = createChainClient({ rpcUrl: shop.devnet.rpcUrl, chainId: 1514, timeoutMs: 5000 });
    const seen: unknown[] = [];
    const { db } = shop.database;
    const companyId = shop.licensor.company.id;
    try {
      await expect(
        refundOrder(db, chain, companyId, order.id, hash.toLowerCase(), () =>
          Promise.reject(new Error('the event store is down')),
        ),
      ).rejects.toThrow('the event store is down');
      expect(await detailOf(order.id)).toMatchObject({ status: 'paid', refund_tx_hash: null });

      const refunded = await refundOrder(
        db,
        chain,
        companyId,
        order.id,
        hash.toLowerCase(),
        async (tx, row) => {
          seen.push(
            row.status,
            (await tx.query('SELECT status FROM orders WHERE id = $1', [row.id])).rows[0],
          );
        },
      );
      expect(refunded.status).toBe('refunded');
    } finally {
      chain.close();
    }
    // The hook sees the refund before it commits: it writes in the refund's transaction.
    expect(seen).toEqual(['refunded', { status: 'refunded' }]);
  });
});

describe('one transfer, one use', () => {
  it('is never both a refund and a payment, even when both are recorded at the same moment', async () => {
    // Two licensors trading with each other: the transfer from this licensor's payout address to its buyer is the
    // refund of that buyer's order, and also the payment of an order this payout address placed with the buyer's own
    // company (its payout address is the buyer). The refund is held inside its transaction while the payment is
    // recorded: on the old code both took the transfer (the two columns' unique constraints do not see each other).
    const order = await paidOrder();
    const other = await createLicensor(shop.app, {
      name: 'Trading Partner',
      payout_address: order.buyer.address,
    });
    const otherProduct = await createProduct(shop.app, other, {
      price: { amount: PRICE.toString(), token: { address: shop.devnet.usdc.address } },
    });
    const placed = await placeOrder(shop.app, otherProduct.id, {
      address: payout.address,
      privateKey: payout.privateKey,
    });
    const hash = (await send(payout, order.buyer.address, PRICE)).toLowerCase();

    const chain = createChainClient({ rpcUrl: shop.devnet.rpcUrl, chainId: 1514, timeoutMs: 5000 });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inside = () => {};
    const entered = new Promise<void>((resolve) => (inside = resolve));
    try {
      const refunding = refundOrder(
        shop.database.db,
        chain,
        shop.licensor.company.id,
        order.id,
        hash,
        async () => {
          inside();
          await held;
        },
      );
      await entered;
      const paying = pay(placed.id, hash);
      // The payment goes as far as it can while the refund holds its transaction open.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      release();
      expect((await refunding).status).toBe('refunded');
      const payment = await paying;
      expect([payment.statusCode, payment.json<{ error: string }>().error]).toEqual([
        409,
        expect.stringMatching(/transaction already used/),
      ]);
    } finally {
      release();
      chain.close();
    }
    const holders = await shop.database.db.query<{ id: string }>(
      'SELECT id FROM orders WHERE payment_tx_hash = $1 OR refund_tx_hash = $1',
      [hash],
    );
    expect(holders.rows).toEqual([{ id: order.id }]);
  });
});
