import { type ApiError } from '../../services/api';
import {
  availabilityOf,
  checkoutReducer,
  type CheckoutState,
  isBusy,
  initialCheckout,
  isReusableOrder,
  licensesLeft,
  maxQuantity,
  orderProblem,
  totalOf,
} from './checkout';
import {
  classifyOrderFailure,
  classifyPaymentFailure,
  paymentRejections,
  rejectionKeys,
} from './checkoutFailures';
import { type BuyerOrder, type StorefrontProduct } from './storefrontTypes';

const token = { symbol: 'USDC.e', address: '0xf1815bd50389c46847f0bda824ec8da914045d14', decimals: 6 };
const buyer = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

const product: StorefrontProduct = {
  id: '10000000-0000-4000-8000-000000000001',
  slug: 'loops',
  title: 'Loops',
  summary: '',
  description: '',
  category: 'audio',
  cover_image_url: null,
  ip_id: null,
  license_terms_id: null,
  license: {
    flavor: 'commercial_use',
    commercial_use: true,
    derivatives_allowed: false,
    attribution_required: true,
    commercial_rev_share_pct: null,
    territory: 'Worldwide',
    ai_learning_allowed: false,
  },
  price: { amount: '12500000', token },
  max_licenses: 10,
  licenses_sold: 7,
  licenses_reserved: 0,
  licenses_remaining: 3,
  sold_out: false,
  status: 'published',
  published_at: null,
};

const createdAt = new Date().toISOString();

function order(overrides: Partial<BuyerOrder> = {}): BuyerOrder {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 'ORD-2026-000001',
    product_id: product.id,
    product_title: 'Loops',
    buyer_address: buyer,
    quantity: 2,
    unit_price: '12500000',
    total: '25000000',
    token,
    pay_to: '0x1111111111111111111111111111111111111111',
    status: 'pending_payment',
    payment_tx_hash: null,
    paid_at: null,
    expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
    // One instant for every order of the file: two calls in different milliseconds must still build equal orders.
    created_at: createdAt,
    ...overrides,
  };
}

const apiError = (status: number, detail?: string, fields?: Record<string, string>): ApiError => ({
  status,
  key: 'errors.apiCallFailed',
  params: { status },
  ...(detail ? { detail } : {}),
  ...(fields ? { fields } : {}),
});

function run(...events: Parameters<typeof checkoutReducer>[1][]): CheckoutState {
  return events.reduce(checkoutReducer, initialCheckout);
}

describe('the checkout state machine', () => {
  it('signs the buyer in before the order; a declined sign-in goes back to the form quietly', () => {
    let state = checkoutReducer(initialCheckout, { type: 'opened', productId: product.id });
    state = checkoutReducer(state, { type: 'signInRequested' });
    expect(state.phase).toBe('signingIn');
    expect(isBusy(state.phase)).toBe(true);
    expect(checkoutReducer(state, { type: 'signInRefused', failure: null })).toMatchObject({
      phase: 'form',
      failure: null,
      order: null,
    });
    expect(
      checkoutReducer(state, { type: 'signInRefused', failure: { key: 'storefront.checkout.signInFailed' } }),
    ).toMatchObject({ phase: 'form', failure: { key: 'storefront.checkout.signInFailed' } });
  });

  it('walks the happy path: form → creating → wallet → receipt → verifying → confirmed', () => {
    const paid = order({ status: 'paid' });
    const steps: CheckoutState[] = [];
    let state = initialCheckout;
    for (const event of [
      { type: 'opened', productId: product.id },
      { type: 'quantityChanged', quantity: 2 },
      { type: 'orderRequested' },
      { type: 'orderCreated', order: order() },
      { type: 'transferRequested', order: order() },
      { type: 'transferSent', hash: `0x${'a'.repeat(64)}` },
      { type: 'verificationStarted' },
      { type: 'paid', order: paid },
    ] as const) {
      state = checkoutReducer(state, event);
      steps.push(state);
    }
    expect(steps.map((step) => step.phase)).toEqual([
      'form',
      'form',
      'creating',
      'creating',
      'confirmInWallet',
      'waitingReceipt',
      'verifying',
      'confirmed',
    ]);
    expect(state).toMatchObject({ quantity: 2, order: paid, txHash: `0x${'a'.repeat(64)}`, open: true });
  });

  it('says a payment was declined in the wallet and offers to pay the same order again', () => {
    const state = run(
      { type: 'opened', productId: product.id },
      { type: 'orderRequested' },
      { type: 'orderCreated', order: order() },
      { type: 'transferRequested', order: order() },
      { type: 'walletRejected' },
    );
    expect(state).toMatchObject({
      phase: 'paymentFailed',
      failure: {
        title: 'storefront.payFailed.declinedTitle',
        key: 'storefront.payFailed.reason.declined',
        retry: 'repay',
      },
      txHash: null,
      order: order({ expires_at: state.order?.expires_at }),
    });
  });

  it('says what is missing after a balance check, keeping an order already made', () => {
    const failure = { key: 'storefront.checkout.short.gas', params: { symbol: 'IP', amount: '0.01 IP' } };
    const state = run(
      { type: 'opened', productId: product.id },
      { type: 'orderRequested' },
      { type: 'orderCreated', order: order() },
      { type: 'fundsCheckStarted' },
      { type: 'fundsShort', failure },
    );
    expect(state).toMatchObject({
      phase: 'form',
      failure,
      order: order({ expires_at: state.order?.expires_at }),
    });
    expect(isBusy('checkingFunds')).toBe(true);
  });

  it('keeps a purchase going with the dialog closed, and forgets an untouched one', () => {
    const busy = run(
      { type: 'opened', productId: product.id },
      { type: 'orderRequested' },
      { type: 'orderCreated', order: order() },
      { type: 'transferRequested', order: order() },
      { type: 'closed' },
    );
    expect(busy).toMatchObject({ open: false, phase: 'confirmInWallet', productId: product.id });
    expect(checkoutReducer(busy, { type: 'opened', productId: 'other' })).toMatchObject({
      open: true,
      productId: product.id,
    });
    expect(run({ type: 'opened', productId: product.id }, { type: 'closed' })).toEqual(initialCheckout);
  });

  it('locks the form while busy and starts over after a confirmed purchase', () => {
    const busy = run({ type: 'opened', productId: product.id }, { type: 'orderRequested' });
    expect(checkoutReducer(busy, { type: 'quantityChanged', quantity: 5 }).quantity).toBe(1);
    const done = checkoutReducer(busy, { type: 'paid', order: order({ status: 'paid' }) });
    expect(checkoutReducer(done, { type: 'opened', productId: product.id })).toMatchObject({
      phase: 'form',
      order: null,
    });
    expect(checkoutReducer(done, { type: 'closed' })).toEqual(initialCheckout);
  });

  it('shows a refused payment and an expired order, and starts a new order from either', () => {
    const failed = run(
      { type: 'opened', productId: product.id },
      { type: 'transferRequested', order: order() },
      { type: 'transferSent', hash: `0x${'b'.repeat(64)}` },
      { type: 'paymentRefused', failure: { key: 'x', retry: 'repay' } },
    );
    expect(failed).toMatchObject({ phase: 'paymentFailed', failure: { retry: 'repay' } });
    const expired = checkoutReducer(failed, { type: 'paymentRefused', failure: { key: 'y' }, expired: true });
    expect(expired.phase).toBe('expired');
    expect(checkoutReducer(expired, { type: 'newOrderRequested' })).toMatchObject({
      phase: 'form',
      order: null,
      txHash: null,
    });
  });
});

describe('classifyPaymentFailure (409 reasons of pay/)', () => {
  it('has a text for every reason the server gives', () => {
    expect(Object.keys(rejectionKeys).sort()).toEqual([...paymentRejections].sort());
  });

  it('resubmits the same transfer when it may just be early, or when the server was unreachable', () => {
    expect(
      classifyPaymentFailure(
        apiError(409, 'Payment rejected: transaction not yet mined', {
          tx_hash: 'transaction not yet mined',
        }),
      ),
    ).toEqual({
      failure: {
        key: 'storefront.payFailed.reason.notMined',
        detail: 'Payment rejected: transaction not yet mined',
        retry: 'resubmit',
      },
      expired: false,
    });
    expect(classifyPaymentFailure({ status: 'FETCH_ERROR', key: 'errors.network' }).failure.retry).toBe(
      'resubmit',
    );
    expect(classifyPaymentFailure(apiError(500, 'boom')).failure).toMatchObject({
      retry: 'resubmit',
      detail: 'boom',
    });
    expect(classifyPaymentFailure(new Error('x')).failure.retry).toBe('resubmit');
  });

  it('pays again after a wrong amount, token, payee, payer or a reverted transfer', () => {
    const low = classifyPaymentFailure(
      apiError(409, 'Payment rejected: amount too low (received 1 of 2 base units)', {
        tx_hash: 'amount too low',
      }),
    );
    expect(low).toEqual({
      failure: {
        key: 'storefront.payFailed.reason.amountTooLow',
        detail: 'Payment rejected: amount too low (received 1 of 2 base units)',
        retry: 'repay',
      },
      expired: false,
    });
    for (const reason of ['wrong token', 'wrong payee', 'wrong payer', 'transaction failed']) {
      expect(
        classifyPaymentFailure(apiError(409, `Payment rejected: ${reason}`, { tx_hash: reason })).failure
          .retry,
      ).toBe('repay');
    }
  });

  it('reads the reason from the text when `fields` is missing', () => {
    expect(
      classifyPaymentFailure(apiError(409, 'Payment rejected: wrong token (expected USDC)')).failure.key,
    ).toBe('storefront.payFailed.reason.wrongToken');
    expect(classifyPaymentFailure(apiError(409, 'Something new')).failure).toMatchObject({
      key: 'storefront.payFailed.reason.unknown',
      retry: 'repay',
    });
  });

  it('needs a new order when this one expired or no longer takes payment', () => {
    expect(
      classifyPaymentFailure(apiError(409, 'Payment rejected: order expired', { tx_hash: 'order expired' })),
    ).toMatchObject({
      expired: true,
      failure: { retry: 'newOrder' },
    });
    expect(
      classifyPaymentFailure(apiError(409, 'x', { tx_hash: 'transaction already used' })).failure.retry,
    ).toBe('newOrder');
    expect(
      classifyPaymentFailure(
        apiError(409, 'Payment rejected: sold out while the order was expired (0 license(s) left …)', {
          tx_hash: 'sold out while the order was expired',
        }),
      ),
    ).toMatchObject({
      expired: false,
      failure: { key: 'storefront.payFailed.reason.soldOutWhileExpired', retry: 'newOrder' },
    });
  });

  it('pays this order anew when the transfer was exactly another unpaid order’s total', () => {
    expect(
      classifyPaymentFailure(
        apiError(409, "Payment rejected: amount is another order's total (…)", {
          tx_hash: "amount is another order's total",
        }),
      ),
    ).toMatchObject({
      expired: false,
      failure: { key: 'storefront.payFailed.reason.anotherOrder', retry: 'repay' },
    });
  });
});

describe('classifyOrderFailure', () => {
  it('names sold out, paused, too many and a vanished product', () => {
    expect(classifyOrderFailure(apiError(409, 'This product is sold out')).key).toBe(
      'storefront.checkout.soldOut',
    );
    expect(
      classifyOrderFailure(apiError(409, 'This product is paused and cannot be bought right now')).key,
    ).toBe('storefront.checkout.paused');
    expect(
      classifyOrderFailure(apiError(409, 'Only 2 license(s) left', { quantity: 'Must be at most 2' })),
    ).toEqual({
      key: 'storefront.checkout.tooMany',
      detail: 'Must be at most 2',
    });
    expect(classifyOrderFailure(apiError(404, 'Product not found')).key).toBe(
      'storefront.checkout.productGone',
    );
    expect(classifyOrderFailure(apiError(500, 'boom'))).toMatchObject({
      key: 'storefront.checkout.orderFailed',
      detail: 'boom',
    });
  });

  it('names a wallet short of the price token and one with 3 unpaid orders (docs/product.md §7), apart from the rate limit', () => {
    expect(
      classifyOrderFailure(
        apiError(409, 'Insufficient USDC.e balance', {
          quantity: 'The total is 12500000 USDC.e base units; the wallet holds 0',
        }),
      ),
    ).toEqual({ key: 'storefront.checkout.insufficientBalance', params: { symbol: 'USDC.e' } });
    expect(
      classifyOrderFailure(
        apiError(429, 'This wallet already has 3 unpaid orders; pay one of them or wait until one expires'),
      ),
    ).toEqual({ key: 'storefront.checkout.tooManyUnpaid' });
    expect(classifyOrderFailure(apiError(429, 'Too many requests; retry in 12 s'))).toMatchObject({
      key: 'storefront.checkout.orderFailed',
      detail: 'Too many requests; retry in 12 s',
    });
  });
});

describe('products and orders', () => {
  it('limits the quantity to 1–100 and to what is left', () => {
    expect(maxQuantity(product)).toBe(3);
    expect(maxQuantity({ ...product, max_licenses: null })).toBe(100);
    expect(maxQuantity({ ...product, max_licenses: 1000, licenses_sold: 0, licenses_remaining: 1000 })).toBe(
      100,
    );
    expect(maxQuantity({ ...product, licenses_sold: 12, licenses_remaining: 0 })).toBe(0);
  });

  it('counts what unpaid orders hold: the API’s licenses_remaining wins over the cap minus sold', () => {
    // 10 licenses, 7 sold, 2 held by buyers who are paying (docs/security.md: unpaid orders hold their quantity).
    const held = { ...product, licenses_reserved: 2, licenses_remaining: 1 };
    expect(maxQuantity(held)).toBe(1);
    expect(licensesLeft(held)).toBe(1);
    expect(availabilityOf(held)).toBe('available');
    const allHeld = { ...product, licenses_reserved: 3, licenses_remaining: 0, sold_out: true };
    expect(maxQuantity(allHeld)).toBe(0);
    expect(availabilityOf(allHeld)).toBe('soldOut');
    expect(licensesLeft({ ...product, max_licenses: null, licenses_remaining: null })).toBeNull();
    // An answer without the field (an older API) falls back to the cap minus sold.
    expect(licensesLeft(product)).toBe(3);
  });

  it('knows sold-out and paused products', () => {
    expect(availabilityOf(product)).toBe('available');
    expect(availabilityOf({ ...product, sold_out: true })).toBe('soldOut');
    expect(availabilityOf({ ...product, licenses_sold: 10, licenses_remaining: 0 })).toBe('soldOut');
    expect(availabilityOf({ ...product, status: 'paused', sold_out: true })).toBe('paused');
  });

  it('computes totals exactly', () => {
    expect(totalOf(product, 3)).toBe(37_500_000n);
    expect(totalOf({ ...product, price: { amount: (2n ** 200n).toString(), token } }, 100)).toBe(
      2n ** 200n * 100n,
    );
  });

  it('reuses a pending order only for the same product, quantity and buyer, with time left', () => {
    const args = { productId: product.id, quantity: 2, buyer: buyer.toUpperCase().replace('0X', '0x') };
    expect(isReusableOrder(order(), args)).toBe(true);
    expect(isReusableOrder(order(), { ...args, quantity: 3 })).toBe(false);
    expect(isReusableOrder(order(), { ...args, buyer: '0x2222222222222222222222222222222222222222' })).toBe(
      false,
    );
    expect(isReusableOrder(order({ status: 'expired' }), args)).toBe(false);
    expect(isReusableOrder(order({ expires_at: new Date(Date.now() + 30_000).toISOString() }), args)).toBe(
      false,
    );
    expect(isReusableOrder(null, args)).toBe(false);
  });

  it('refuses to pay an order that does not add up', () => {
    expect(orderProblem(order(), product)).toBeNull();
    expect(orderProblem(order({ total: '1' }), product)).toBe('total');
    expect(
      orderProblem(
        order({ token: { ...token, address: '0x3333333333333333333333333333333333333333' } }),
        product,
      ),
    ).toBe('token');
    expect(orderProblem(order({ pay_to: 'nobody' }), product)).toBe('payee');
  });
});
