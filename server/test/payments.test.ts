/**
 * Payments against the local chain of the e2e harness (scripts/devnet): real transactions, real receipts.
 */
import { randomBytes } from 'node:crypto';
import type { Devnet, DevnetAccount } from '../../scripts/devnet/index.js';
import {
  bearer,
  buyerToken,
  createLicensor,
  newWallet,
  placeOrder,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { fundedBuyers, openChainShop, type ChainShop } from './chainShop.js';
import { createChainClient, type ChainClient } from '../src/chain/client.js';

let shop: ChainShop;
let devnet: Devnet;
let database: TestDatabase;
let app: TestApp;
let licensor: Licensor;
let productId: string;
/**
 * Each test pays from its own funded account, so nothing depends on test order (nor on the 3 unpaid orders a wallet
 * may hold at once, docs/product.md §7).
 */
let nextFundedBuyer: () => Promise<DevnetAccount>;

const PRICE = 2_500_000n; // 2.5 USDC

beforeAll(async () => {
  shop = await openChainShop(PRICE);
  ({ devnet, database, app, licensor, productId } = shop);
  nextFundedBuyer = fundedBuyers(devnet, 1000n * PRICE);
});

afterAll(async () => {
  await shop?.close();
});

function pay(orderId: string, txHash: string) {
  return app.inject({
    method: 'POST',
    url: `/api/products/orders/${orderId}/pay/`,
    payload: { tx_hash: txHash },
  });
}

function expectRejected(response: { statusCode: number; json(): unknown }, reason: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    error: expect.stringMatching(new RegExp(`^Payment rejected: ${reason}`)),
    fields: { tx_hash: reason },
  });
}

describe('POST /api/products/orders/{id}/pay/', () => {
  it('marks the order paid for a good transfer, records the payment, and is idempotent for the same hash', async () => {
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from, 2);
    expect(order.pay_to).toBe(licensor.company.payout_address);
    const txHash = await devnet.transfer(from, order.pay_to, 2n * PRICE);
    const paid = await pay(order.id, txHash);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      id: order.id,
      status: 'paid',
      payment_tx_hash: txHash.toLowerCase(),
      paid_at: expect.any(String),
    });

    // A retry after a dropped connection answers the same paid order.
    const retry = await pay(order.id, txHash.toUpperCase().replace('0X', '0x'));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'paid' });

    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
    });
    expect(
      detail.json<{ history: { status: string; actor: string }[] }>().history.map((h) => [h.status, h.actor]),
    ).toEqual([
      ['pending_payment', 'buyer'],
      ['paid', 'buyer'],
    ]);
    const transactions = await app.inject({
      method: 'GET',
      url: '/api/products/wallet-transactions/',
      headers: bearer(licensor.token),
    });
    expect(transactions.json<{ results: unknown[] }>().results).toContainEqual({
      id: expect.any(String),
      order_id: order.id,
      order_number: order.number,
      tx_hash: txHash.toLowerCase(),
      from_address: from.address.toLowerCase(),
      to_address: order.pay_to,
      token: { symbol: 'USDC', address: devnet.usdc.address, decimals: 6 },
      amount: (2n * PRICE).toString(),
      block_number: expect.any(Number),
      block_timestamp: expect.any(String),
      created_at: expect.any(String),
    });
    const product = await app.inject({
      method: 'GET',
      url: `/api/products/products/${productId}/`,
      headers: bearer(licensor.token),
    });
    expect(product.json<{ licenses_sold: number }>().licenses_sold).toBeGreaterThanOrEqual(2);
  });

  it('accepts more than the total and records the surplus as overpaid for the licensor', async () => {
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from);
    const paid = await pay(order.id, await devnet.transfer(from, order.pay_to, PRICE + 1n));
    expect(paid.statusCode).toBe(200);
    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
    });
    expect(detail.json()).toMatchObject({ status: 'paid', overpaid: '1' });
  });

  it('refuses a transfer of another token', async () => {
    const from = await nextFundedBuyer();
    const fake = await devnet.deployToken({ symbol: 'FAKE', decimals: 6 });
    await fake.mint(from.address, 10n * PRICE);
    const order = await placeOrder(app, productId, from);
    expectRejected(
      await pay(order.id, await devnet.transfer(from, order.pay_to, PRICE, { token: fake.address })),
      'wrong token',
    );
  });

  it('refuses a transfer to another address than the payout address', async () => {
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from);
    expectRejected(
      await pay(order.id, await devnet.transfer(from, newWallet().address, PRICE)),
      'wrong payee',
    );
  });

  it('refuses a transfer from another wallet than the buyer’s (no claiming someone else’s payment)', async () => {
    const from = await nextFundedBuyer();
    const someoneElse = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from);
    expectRejected(
      await pay(order.id, await devnet.transfer(someoneElse, order.pay_to, PRICE)),
      'wrong payer',
    );
  });

  it('refuses an amount below the total', async () => {
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from, 2);
    const response = await pay(order.id, await devnet.transfer(from, order.pay_to, 2n * PRICE - 1n));
    expectRejected(response, 'amount too low');
    expect(response.json<{ error: string }>().error).toContain(
      `received ${2n * PRICE - 1n} of ${2n * PRICE}`,
    );
  });

  it('refuses a reverted transaction', async () => {
    // More than the buyer holds: the transfer reverts on chain and is mined with status 0.
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from);
    const txHash = await devnet.transfer(from, order.pay_to, 10n ** 15n, { allowRevert: true });
    expectRejected(await pay(order.id, txHash), 'transaction failed');
    // The order stays payable: the buyer may send a good transfer next.
    const detail = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
    });
    expect(detail.json()).toMatchObject({ status: 'pending_payment' });
  });

  it('refuses an unknown transaction hash', async () => {
    const order = await placeOrder(app, productId, await nextFundedBuyer());
    expectRejected(await pay(order.id, `0x${randomBytes(32).toString('hex')}`), 'transaction not found');
  });

  it('refuses a hash that already paid another order', async () => {
    const from = await nextFundedBuyer();
    const first = await placeOrder(app, productId, from);
    const second = await placeOrder(app, productId, from);
    const txHash = await devnet.transfer(from, first.pay_to, PRICE);
    expect((await pay(first.id, txHash)).statusCode).toBe(200);
    expectRejected(await pay(second.id, txHash), 'transaction already used');
  });

  it('two orders racing for one hash: exactly one is paid', async () => {
    const from = await nextFundedBuyer();
    const [a, b] = await Promise.all([placeOrder(app, productId, from), placeOrder(app, productId, from)]);
    const txHash = await devnet.transfer(from, a.pay_to, PRICE);
    const answers = await Promise.all([pay(a.id, txHash), pay(b.id, txHash)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses a payment mined after the order expired, and accepts one mined before', async () => {
    const from = await nextFundedBuyer();
    const late = await placeOrder(app, productId, from);
    // Expired longer ago than the grace for clock differences.
    await database.db.query("UPDATE orders SET expires_at = now() - interval '2 minutes' WHERE id = $1", [
      late.id,
    ]);
    expectRejected(await pay(late.id, await devnet.transfer(from, late.pay_to, PRICE)), 'order expired');

    const inTime = await placeOrder(app, productId, from);
    const txHash = await devnet.transfer(from, inTime.pay_to, PRICE);
    // The order expires after the block was mined but before the buyer reports it.
    await database.db.query('UPDATE orders SET expires_at = now() WHERE id = $1', [inTime.id]);
    const list = await app.inject({
      method: 'GET',
      url: `/api/products/orders/${inTime.id}/`,
      headers: bearer(licensor.token),
    });
    expect(list.json()).toMatchObject({ status: 'expired' });
    const paid = await pay(inTime.id, txHash);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
  });

  it('refuses to pay an order that is not awaiting payment', async () => {
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from);
    await app.inject({
      method: 'PATCH',
      url: `/api/products/orders/${order.id}/`,
      headers: bearer(licensor.token),
      payload: { status: 'cancelled' },
    });
    const response = await pay(order.id, await devnet.transfer(from, order.pay_to, PRICE));
    expectRejected(response, 'order is not awaiting payment');
    expect(response.json<{ error: string }>().error).toContain('cancelled');
  });

  it('validates the body and the order id', async () => {
    const order = await placeOrder(app, productId, await nextFundedBuyer());
    for (const payload of [
      {},
      { tx_hash: '0x123' },
      { tx_hash: 42 },
      { tx_hash: `0x${'a'.repeat(64)}`, amount: '1' },
    ]) {
      expect(
        (await app.inject({ method: 'POST', url: `/api/products/orders/${order.id}/pay/`, payload }))
          .statusCode,
      ).toBe(400);
    }
    const hash = `0x${'b'.repeat(64)}`;
    expect((await pay('00000000-0000-4000-8000-000000000000', hash)).statusCode).toBe(404);
    expect((await pay('not-an-order', hash)).statusCode).toBe(404);
  });
});

describe('the chain node', () => {
  it('down: ordering (the balance check) and pay answer 503 with an error, and the order stays payable', async () => {
    const down = await startApp(database.db, { RPC_URL: 'http://127.0.0.1:9' });
    try {
      const from = await nextFundedBuyer();
      const refused = await down.inject({
        method: 'POST',
        url: '/api/products/orders/',
        headers: bearer(await buyerToken(down, from)),
        payload: { product_id: productId, quantity: 1 },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ error: 'The chain node is unavailable; try again later' });
      const order = await placeOrder(app, productId, from);
      const response = await down.inject({
        method: 'POST',
        url: `/api/products/orders/${order.id}/pay/`,
        payload: { tx_hash: `0x${randomBytes(32).toString('hex')}` },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'The chain node is unavailable; try again later' });
    } finally {
      await down.close();
    }
  });

  it('slow: a pay/ whose chain reads outlast the order is judged expired inside its write (docs/product.md §13.2)', async () => {
    const from = await nextFundedBuyer();
    const order = await placeOrder(app, productId, from);
    const txHash = await devnet.transfer(from, order.pay_to, PRICE);
    const real = createChainClient({ rpcUrl: devnet.rpcUrl, chainId: 1514, timeoutMs: 5000 });
    // The node answers only after the order's hold ran out: its expiry passed two minutes before the transfer's
    // block by the time the answer is back, more than the grace a late payment gets.
    const slow: ChainClient = {
      ...real,
      lookupTransaction: async (hash) => {
        const lookup = await real.lookupTransaction(hash);
        await database.db.query("UPDATE orders SET expires_at = now() - interval '2 minutes' WHERE id = $1", [
          order.id,
        ]);
        return lookup;
      },
    };
    const slowApp = await startApp(database.db, shop.env, { chain: slow });
    try {
      const response = await slowApp.inject({
        method: 'POST',
        url: `/api/products/orders/${order.id}/pay/`,
        payload: { tx_hash: txHash },
      });
      expectRejected(response, 'order expired');
      const detail = await app.inject({
        method: 'GET',
        url: `/api/products/orders/${order.id}/`,
        headers: bearer(licensor.token),
      });
      expect(detail.json()).toMatchObject({ status: 'expired', payment_tx_hash: null });
    } finally {
      await slowApp.close();
      real.close();
    }
  });

  it('serving another chain id: refused like a node that is down', async () => {
    const wrongChain = await startApp(database.db, { RPC_URL: devnet.rpcUrl, CHAIN_ID: '1' });
    try {
      const response = await wrongChain.inject({
        method: 'GET',
        url: '/api/companies/wallet-tokens/',
        headers: bearer(licensor.token),
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await wrongChain.close();
    }
  });
});

describe('GET /api/companies/wallet-tokens/', () => {
  it('reads the payout address’s native and token balances from the chain', async () => {
    const holder = await createLicensor(app, { payout_address: newWallet().address });
    await devnet.mint(holder.company.payout_address, 1_234_567n);
    const response = await app.inject({
      method: 'GET',
      url: '/api/companies/wallet-tokens/',
      headers: bearer(holder.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      address: holder.company.payout_address,
      chain_id: 1514,
      native: { symbol: 'IP', decimals: 18, balance: '0' },
      tokens: [{ symbol: 'USDC', address: devnet.usdc.address, decimals: 6, balance: '1234567' }],
      // docs/product.md §7: the Story licence tokens of the company wallet (none here).
      license_tokens: { holder: holder.company.wallet_address, balance: '0', tokens: [] },
    });
  });

  it('shows a token without a contract on this chain as balance null', async () => {
    const mainnetTokens = await startApp(database.db, { RPC_URL: devnet.rpcUrl });
    try {
      const funded = await createLicensor(mainnetTokens, { payout_address: devnet.accounts[0]!.address });
      const response = await mainnetTokens.inject({
        method: 'GET',
        url: '/api/companies/wallet-tokens/',
        headers: bearer(funded.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        native: { balance: expect.stringMatching(/^\d{19,}$/) },
        tokens: [{ symbol: 'USDC.e', balance: null }],
      });
    } finally {
      await mainnetTokens.close();
    }
  });
});
