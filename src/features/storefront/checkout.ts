import { parseBaseUnits } from '../../services/tokenAmount';
import { type BuyerOrder, type StorefrontProduct } from './storefrontTypes';

// The buy flow of the public page (docs/product.md §9) as a pure state machine; checkoutFlow.ts runs its steps.
//
//   form ─pay─▶ checkingFunds ─▶ (signingIn) ─▶ creating ─▶ checkingFunds ─▶ confirmInWallet ─▶ waitingReceipt
//     ▲            │ too little       │             │                │ too little     │ rejected / failed  │
//     └────────────┴──────────────────┴─────────────┘◀───────────────┘                ▼                    ▼
//                                                      paymentFailed ◀─ reverted, 409, network ─ verifying ─▶ confirmed
//                                                        ─retry─▶ (resubmit | repay)
//                                      expired order ─▶ expired ─new order─▶ form
//
// checkingFunds: docs/product.md §9 "check the USDC and gas balance before sending" (fundsCheck.ts), once before the
// sign-in and the order (so a buyer who cannot pay signs nothing and holds no licences) and again against the order's
// payee just before the wallet is asked; too little of either returns to the form saying what is missing.
//
// signingIn: the buyer's sign-in (docs/product.md §7: orders need the buyer's session), skipped while a valid session
// of the connected wallet exists; a refusal goes back to the form without an order.
//
// The created order is kept through a wallet rejection or a failed payment, so trying again pays the same order
// (never a second one for the same purchase). Once a transfer has been sent, a retry after a network failure
// resubmits that transfer's hash instead of paying twice.

export type CheckoutPhase =
  | 'form'
  | 'checkingFunds'
  | 'signingIn'
  | 'creating'
  | 'confirmInWallet'
  | 'waitingReceipt'
  | 'verifying'
  | 'confirmed'
  | 'paymentFailed'
  | 'expired';

/** What "Try again" does after a failure: submit the same transfer again, or send a new one. */
export type RetryKind = 'resubmit' | 'repay' | 'newOrder';

export interface CheckoutFailure {
  /** An i18n key of the storefront namespace: the heading over the reason, when not the default one. */
  title?: string;
  /** An i18n key of the storefront namespace. */
  key: string;
  params?: Record<string, string | number>;
  /** The server's or the wallet's own words. */
  detail?: string;
  retry?: RetryKind;
}

export interface CheckoutState {
  /** The product being bought; null when no checkout is under way. */
  productId: string | null;
  open: boolean;
  phase: CheckoutPhase;
  quantity: number;
  email: string;
  order: BuyerOrder | null;
  txHash: string | null;
  failure: CheckoutFailure | null;
}

export const initialCheckout: CheckoutState = {
  productId: null,
  open: false,
  phase: 'form',
  quantity: 1,
  email: '',
  order: null,
  txHash: null,
  failure: null,
};

export type CheckoutEvent =
  | { type: 'opened'; productId: string }
  | { type: 'closed' }
  | { type: 'quantityChanged'; quantity: number }
  | { type: 'emailChanged'; email: string }
  | { type: 'fundsCheckStarted' }
  | { type: 'fundsShort'; failure: CheckoutFailure }
  | { type: 'signInRequested' }
  | { type: 'signInRefused'; failure: CheckoutFailure | null }
  | { type: 'orderRequested' }
  | { type: 'orderCreated'; order: BuyerOrder }
  | { type: 'orderRefused'; failure: CheckoutFailure }
  | { type: 'transferRequested'; order: BuyerOrder }
  | { type: 'walletRejected' }
  | { type: 'walletFailed'; failure: CheckoutFailure }
  | { type: 'transferSent'; hash: string }
  | { type: 'transferReverted' }
  | { type: 'verificationStarted' }
  | { type: 'paid'; order: BuyerOrder }
  | { type: 'paymentRefused'; failure: CheckoutFailure; expired?: boolean }
  | { type: 'orderExpired' }
  | { type: 'newOrderRequested' }
  | { type: 'resumed'; state: CheckoutState };

/** Phases in which the wallet or the server is working: the form is locked and nothing can be started. */
export function isBusy(phase: CheckoutPhase): boolean {
  return (
    phase === 'checkingFunds' ||
    phase === 'signingIn' ||
    phase === 'creating' ||
    phase === 'confirmInWallet' ||
    phase === 'waitingReceipt' ||
    phase === 'verifying'
  );
}

export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'opened':
      if (state.productId === event.productId) {
        // Reopening the same purchase shows where it stands; a finished one starts over.
        return state.phase === 'confirmed'
          ? { ...initialCheckout, productId: event.productId, open: true }
          : { ...state, open: true };
      }
      if (isBusy(state.phase)) return { ...state, open: true };
      return { ...initialCheckout, productId: event.productId, open: true };
    case 'closed':
      if (isBusy(state.phase) || (state.order && state.phase !== 'confirmed' && state.phase !== 'expired')) {
        // The purchase goes on (or stays payable) with the dialog closed; the page shows where it stands.
        return { ...state, open: false };
      }
      return initialCheckout;
    case 'quantityChanged':
      if (state.phase !== 'form') return state;
      return { ...state, quantity: event.quantity, failure: null };
    case 'emailChanged':
      if (state.phase !== 'form') return state;
      return { ...state, email: event.email, failure: null };
    case 'fundsCheckStarted':
      return { ...state, phase: 'checkingFunds', failure: null };
    case 'fundsShort':
      // Nothing was sent; an order already made stays, and paying again uses it once the wallet is topped up.
      return { ...state, phase: 'form', failure: event.failure };
    case 'signInRequested':
      return { ...state, phase: 'signingIn', failure: null };
    case 'signInRefused':
      return { ...state, phase: 'form', failure: event.failure };
    case 'orderRequested':
      return { ...state, phase: 'creating', failure: null };
    case 'orderCreated':
      return { ...state, order: event.order, txHash: null };
    case 'orderRefused':
      return { ...state, phase: 'form', failure: event.failure };
    case 'transferRequested':
      return { ...state, phase: 'confirmInWallet', order: event.order, txHash: null, failure: null };
    // The buyer declined the transfer in the wallet (EIP-1193 4001), or the wallet could not send it: say so and
    // offer to pay the same order again (never a second order for the same purchase).
    case 'walletRejected':
      return {
        ...state,
        phase: 'paymentFailed',
        failure: {
          title: 'storefront.payFailed.declinedTitle',
          key: 'storefront.payFailed.reason.declined',
          retry: 'repay',
        },
      };
    case 'walletFailed':
      return {
        ...state,
        phase: 'paymentFailed',
        failure: { title: 'storefront.payFailed.notSentTitle', ...event.failure, retry: 'repay' },
      };
    case 'transferSent':
      return { ...state, phase: 'waitingReceipt', txHash: event.hash };
    case 'transferReverted':
      return {
        ...state,
        phase: 'paymentFailed',
        failure: { key: 'storefront.payFailed.reason.reverted', retry: 'repay' },
      };
    case 'verificationStarted':
      return { ...state, phase: 'verifying', failure: null };
    case 'paid':
      // The answer is the buyer's view of the same order; what it leaves out stays as it was.
      return {
        ...state,
        phase: 'confirmed',
        order: state.order ? { ...state.order, ...event.order } : event.order,
        open: true,
        failure: null,
      };
    case 'paymentRefused':
      return {
        ...state,
        phase: event.expired ? 'expired' : 'paymentFailed',
        failure: event.failure,
        open: true,
      };
    case 'orderExpired':
      return { ...state, phase: 'expired', failure: null, open: true };
    case 'newOrderRequested':
      return { ...state, phase: 'form', order: null, txHash: null, failure: null };
    case 'resumed':
      return event.state;
  }
}

/**
 * Licenses a buyer can still order, null when unlimited: the API's `licenses_remaining`, which also subtracts what
 * unpaid orders hold (docs/security.md); the cap minus sold when an answer lacks it.
 */
export function licensesLeft(product: StorefrontProduct): number | null {
  if (product.max_licenses === null) return null;
  if (typeof product.licenses_remaining === 'number') return Math.max(0, product.licenses_remaining);
  return Math.max(0, product.max_licenses - product.licenses_sold);
}

/** How many licenses one order may take: the API's 1–100, and no more than are left. */
export function maxQuantity(product: StorefrontProduct): number {
  const left = licensesLeft(product);
  return left === null ? 100 : Math.min(100, left);
}

export type Availability = 'available' | 'soldOut' | 'paused';

export function availabilityOf(product: StorefrontProduct): Availability {
  if (product.status === 'paused') return 'paused';
  if (product.sold_out || maxQuantity(product) <= 0) return 'soldOut';
  return 'available';
}

/** The price of `quantity` licenses, exactly. */
export function totalOf(product: StorefrontProduct, quantity: number): bigint | null {
  const unit = parseBaseUnits(product.price.amount);
  return unit === null ? null : unit * BigInt(Math.max(0, Math.floor(quantity)));
}

/** A pending order that can still be paid by this buyer for this purchase. */
export function isReusableOrder(
  order: BuyerOrder | null,
  {
    productId,
    quantity,
    buyer,
    now = Date.now(),
  }: { productId: string; quantity: number; buyer: string; now?: number },
): boolean {
  return (
    order !== null &&
    order.status === 'pending_payment' &&
    order.product_id === productId &&
    order.quantity === quantity &&
    order.buyer_address.toLowerCase() === buyer.toLowerCase() &&
    Date.parse(order.expires_at) - now > 60_000
  );
}

/**
 * Refuses to send money for an order that does not add up with what the buyer was shown: its token must be the
 * product's, its total the unit price times the quantity, its payee an address. Returns null when it is sound.
 */
export function orderProblem(order: BuyerOrder, product: StorefrontProduct): string | null {
  if (order.token.address.toLowerCase() !== product.price.token.address.toLowerCase()) return 'token';
  const unit = parseBaseUnits(order.unit_price);
  const total = parseBaseUnits(order.total);
  if (unit === null || total === null || total <= 0n || unit * BigInt(order.quantity) !== total)
    return 'total';
  if (!/^0x[0-9a-fA-F]{40}$/.test(order.pay_to)) return 'payee';
  return null;
}
