/**
 * The money path under attack (docs/product.md §7 "Orders and payment"), against the local chain of the e2e harness:
 * who may order, for whom, how many unpaid orders one wallet may hold, and which transfers pay an order.
 */
import { Wallet, ZeroAddress } from 'ethers';
import type { Devnet, DevnetAccount } from '../../scripts/devnet/index.js';
import {
  bearer,
  buyerToken,
  createProduct,
  newWallet,
  placeOrder,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { fundedBuyers, openChainShop, type ChainShop, UNFUNDED_ACCOUNT } from './chainShop.js';

let shop: ChainShop;
let devnet: Devnet;
let database: TestDatabase;
let app: TestApp;
let licensor: Licensor;
let productId: string;
/** A devnet account of its own per use, holding test USDC, so nothing depends on test order. */
let fundedBuyer: () => Promise<DevnetAccount>;

const PRICE = 2_500_000n; // 2.5 USDC

beforeAll(async () => {
  shop = await openChainShop(PRICE);
  ({ devnet, database, app, licensor, productId } = shop);
  fundedBuyer = fundedBuyers(devnet, 1000n * PRICE);
});

afterAll(async () => {
  await shop?.close();
});

function order(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/products/orders/', headers, payload });
}

function pay(orderId: string, txHash: string) {
  return app.inject({
    method: 'POST',
    url: `/api/products/orders/${orderId}/pay/`,
    payload: { tx_hash: txHash },
  });
}

function licensorView(orderId: string) {
  return app.inject({
    method: 'GET',
    url: `/api/products/orders/${orderId}/`,
    headers: bearer(licensor.token),
  });
}

describe('who may order (POST /api/products/orders/)', () => {
  it('refuses an order without the buyer’s session (401): a script with no wallet cannot hold licences', async () => {
    const response = await order({
      product_id: productId,
      quantity: 100,
      buyer_address: newWallet().address,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentication required' });
  });

  it('refuses an order for another wallet than the signed-in one (403)', async () => {
    const buyer = await fundedBuyer();
    const victim = newWallet();
    const response = await order(
      { product_id: productId, quantity: 1, buyer_address: victim.address },
      bearer(await buyerToken(app, buyer)),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'You can only order for your own wallet' });
  });

  it('never lets the zero address buy (400)', async () => {
    const buyer = await fundedBuyer();
    const response = await order(
      { product_id: productId, quantity: 1, buyer_address: ZeroAddress },
      bearer(await buyerToken(app, buyer)),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'The zero address cannot buy',
      fields: { buyer_address: 'The zero address cannot buy' },
    });
  });

  it('orders for the token’s wallet when buyer_address is left out', async () => {
    const buyer = await fundedBuyer();
    const response = await order(
      { product_id: productId, quantity: 1 },
      bearer(await buyerToken(app, buyer)),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      buyer_address: buyer.address.toLowerCase(),
      status: 'pending_payment',
    });
  });

  it('refuses a wallet whose USDC balance is below the total (409), before anything is held', async () => {
    // This account holds native coin for gas but no test USDC.
    const poor = devnet.accounts[UNFUNDED_ACCOUNT]!;
    const response = await order(
      { product_id: productId, quantity: 1, buyer_address: poor.address },
      bearer(await buyerToken(app, poor)),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Insufficient USDC balance',
      fields: { quantity: `The total is ${PRICE} USDC base units; the wallet holds 0` },
    });
    const held = await database.db.query('SELECT 1 FROM orders WHERE buyer_address = $1', [
      poor.address.toLowerCase(),
    ]);
    expect(held.rowCount).toBe(0);
  });

  it('lets one wallet hold at most 3 unpaid orders (429), and order again once one stops being unpaid', async () => {
    const buyer = await fundedBuyer();
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await placeOrder(app, productId, buyer));
    const fourth = await order(
      { product_id: productId, quantity: 1, buyer_address: buyer.address },
      bearer(await buyerToken(app, buyer)),
    );
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      error: 'This wallet already has 3 unpaid orders; pay one of them or wait until one expires',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);

    // Paying one frees a place.
    const first = orders[0]!;
    expect((await pay(first.id, await devnet.transfer(buyer, first.pay_to, PRICE))).statusCode).toBe(200);
    expect(
      (
        await order(
          { product_id: productId, quantity: 1, buyer_address: buyer.address },
          bearer(await buyerToken(app, buyer)),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('counts the wallet’s other unpaid orders against its balance: money for one order holds one order (409)', async () => {
    // A wallet holding exactly one order's total, so three orders at once would hold three times what it can pay.
    const buyer = newWallet();
    await devnet.mint(buyer.address, PRICE);
    const first = await order({ product_id: productId, quantity: 1 }, bearer(await buyerToken(app, buyer)));
    expect(first.statusCode).toBe(201);
    const second = await order({ product_id: productId, quantity: 1 }, bearer(await buyerToken(app, buyer)));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: 'Insufficient USDC balance',
      fields: {
        quantity: `The total is ${PRICE} USDC base units and the wallet's other unpaid orders hold ${PRICE}; the wallet holds ${PRICE}`,
      },
    });
    const held = await database.db.query('SELECT 1 FROM orders WHERE buyer_address = $1', [
      buyer.address.toLowerCase(),
    ]);
    expect(held.rowCount).toBe(1);
  });

  it('two orders sent at once on the money for one: exactly one is placed', async () => {
    const buyer = newWallet();
    await devnet.mint(buyer.address, PRICE);
    const headers = bearer(await buyerToken(app, buyer));
    const answers = await Promise.all([
      order({ product_id: productId, quantity: 1 }, headers),
      order({ product_id: productId, quantity: 1 }, headers),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('which transfers pay an order (POST /api/products/orders/{id}/pay/)', () => {
  it('refuses a transfer mined before the order was created', async () => {
    const buyer = await fundedBuyer();
    const early = await devnet.transfer(buyer, licensor.company.payout_address, PRICE);
    const created = await placeOrder(app, productId, buyer);
    // The order was placed five minutes after that block (more than the 60 s of clock slack).
    await database.db.query(
      "UPDATE orders SET created_at = created_at + interval '5 minutes', expires_at = expires_at + interval '5 minutes' WHERE id = $1",
      [created.id],
    );
    const response = await pay(created.id, early);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: expect.stringMatching(/^Payment rejected: transaction mined before the order/),
      fields: { tx_hash: 'transaction mined before the order' },
    });
  });

  it('never counts a mint (a transfer from the zero address) as a payment', async () => {
    const buyer = await fundedBuyer();
    const created = await placeOrder(app, productId, buyer);
    // An order held in the zero address's name (as the old API let anyone place) paid by minting to the payee.
    await database.db.query('UPDATE orders SET buyer_address = $2 WHERE id = $1', [created.id, ZeroAddress]);
    const minted = await devnet.mint(created.pay_to, PRICE);
    const response = await pay(created.id, minted);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: expect.stringMatching(/^Payment rejected: transfer from the zero address/),
      fields: { tx_hash: 'transfer from the zero address' },
    });
  });

  it('a third party cannot place a cheaper order in the buyer’s name and spend the buyer’s transfer on it', async () => {
    const buyer = await fundedBuyer();
    const own = await placeOrder(app, productId, buyer, 2);
    const txHash = await devnet.transfer(buyer, own.pay_to, 2n * PRICE);

    // The attacker saw the transfer on chain and orders one licence in the buyer's name, with or without a session.
    const attacker = newWallet();
    for (const headers of [{}, bearer(await buyerToken(app, attacker))]) {
      const cheaper = await order(
        { product_id: productId, quantity: 1, buyer_address: buyer.address },
        headers,
      );
      expect([401, 403]).toContain(cheaper.statusCode);
    }
    const paid = await pay(own.id, txHash);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: own.id, status: 'paid' });
  });

  it('records a surplus as overpaid and shows it to the licensor', async () => {
    const buyer = await fundedBuyer();
    const created = await placeOrder(app, productId, buyer);
    const paid = await pay(created.id, await devnet.transfer(buyer, created.pay_to, PRICE + 500_000n));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const detail = await licensorView(created.id);
    expect(detail.json()).toMatchObject({ status: 'paid', overpaid: '500000' });

    const exact = await placeOrder(app, productId, buyer);
    expect((await pay(exact.id, await devnet.transfer(buyer, exact.pay_to, PRICE))).statusCode).toBe(200);
    expect((await licensorView(exact.id)).json()).toMatchObject({ status: 'paid', overpaid: '0' });
  });

  it('a transfer of exactly another unpaid order’s total cannot be spent on a cheaper order of the same buyer', async () => {
    // The buyer has a 10-licence order and a 1-licence order open at one licensor and pays the big one; whoever knows
    // the small order's id reports the transfer for it first.
    const buyer = await fundedBuyer();
    const big = await placeOrder(app, productId, buyer, 10);
    const small = await placeOrder(app, productId, buyer, 1);
    const txHash = await devnet.transfer(buyer, big.pay_to, 10n * PRICE);
    const hijack = await pay(small.id, txHash);
    expect(hijack.statusCode).toBe(409);
    expect(hijack.json()).toEqual({
      error: `Payment rejected: amount is another order's total (${10n * PRICE} base units is the total of another unpaid order of this buyer to this payout address, not this order's ${PRICE})`,
      fields: { tx_hash: "amount is another order's total" },
    });
    expect((await licensorView(small.id)).json()).toMatchObject({ status: 'pending_payment' });
    const paid = await pay(big.id, txHash);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: big.id, status: 'paid' });
    expect((await licensorView(big.id)).json()).toMatchObject({ overpaid: '0' });
  });

  it('an order placed after the transfer was mined does not claim it, even at exactly its total', async () => {
    const buyer = await fundedBuyer();
    const paidFor = await placeOrder(app, productId, buyer, 1);
    // The buyer sends twice the total for the 1-licence order (the surplus is theirs to give) …
    const txHash = await devnet.transfer(buyer, paidFor.pay_to, 2n * PRICE);
    // … and five minutes later orders 2 licences, a total of exactly what that transfer sent.
    const later = await placeOrder(app, productId, buyer, 2);
    await database.db.query(
      "UPDATE orders SET created_at = created_at + interval '5 minutes', expires_at = expires_at + interval '5 minutes' WHERE id = $1",
      [later.id],
    );
    const paid = await pay(paidFor.id, txHash);
    expect(paid.statusCode).toBe(200);
    expect((await licensorView(paidFor.id)).json()).toMatchObject({
      status: 'paid',
      overpaid: PRICE.toString(),
    });
  });

  it('a late payment of an expired order cannot oversell a capped product (409, nothing recorded)', async () => {
    const capped = (
      await createProduct(app, licensor, {
        max_licenses: 1,
        price: { amount: PRICE.toString(), token: { address: devnet.usdc.address } },
      })
    ).id;
    const late = await fundedBuyer();
    const lateOrder = await placeOrder(app, capped, late);
    const lateTx = await devnet.transfer(late, lateOrder.pay_to, PRICE);
    // Nobody reports the transfer; the order's window and its grace pass, which frees the licence …
    await database.db.query(
      "UPDATE orders SET created_at = now() - interval '1 hour', expires_at = now() - interval '2 minutes' WHERE id = $1",
      [lateOrder.id],
    );
    // … and another buyer takes and pays the last licence.
    const other = await fundedBuyer();
    const otherOrder = await placeOrder(app, capped, other);
    expect(
      (await pay(otherOrder.id, await devnet.transfer(other, otherOrder.pay_to, PRICE))).statusCode,
    ).toBe(200);
    // The first transfer was mined 30 s after its order expired: within the grace, so its time alone would count.
    await database.db.query("UPDATE orders SET expires_at = now() - interval '30 seconds' WHERE id = $1", [
      lateOrder.id,
    ]);
    const response = await pay(lateOrder.id, lateTx);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        'Payment rejected: sold out while the order was expired (0 license(s) left for a quantity of 1; the licensor refunds the transfer)',
      fields: { tx_hash: 'sold out while the order was expired' },
    });
    expect((await licensorView(lateOrder.id)).json()).toMatchObject({
      status: 'expired',
      payment_tx_hash: null,
    });
    const recorded = await database.db.query('SELECT 1 FROM payments WHERE tx_hash = $1', [lateTx]);
    expect(recorded.rowCount).toBe(0);
    const sold = await database.db.query(
      "SELECT count(*)::int AS count FROM orders WHERE product_id = $1 AND status = 'paid'",
      [capped],
    );
    expect(sold.rows[0]).toEqual({ count: 1 });
  });
});

describe('GET /api/products/orders/mine/', () => {
  it('lists the caller’s own orders, newest first, with buyer-visible fields only', async () => {
    const buyer = new Wallet((await fundedBuyer()).privateKey);
    const first = await placeOrder(app, productId, buyer);
    const second = await placeOrder(app, productId, buyer);
    await placeOrder(app, productId, await fundedBuyer());

    const response = await app.inject({
      method: 'GET',
      url: '/api/products/orders/mine/',
      headers: bearer(await buyerToken(app, buyer)),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{
      count: number;
      next: null;
      previous: null;
      results: Record<string, unknown>[];
    }>();
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results.map((row) => row.id)).toEqual([second.id, first.id]);
    expect(page.results[0]).not.toHaveProperty('note');
    expect(page.results[0]).not.toHaveProperty('buyer_email');
    expect(page.results[0]).toMatchObject({
      buyer_address: buyer.address.toLowerCase(),
      status: 'pending_payment',
    });

    expect((await app.inject({ method: 'GET', url: '/api/products/orders/mine/' })).statusCode).toBe(401);
  });
});
