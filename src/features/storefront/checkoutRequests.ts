import { createAction } from '@reduxjs/toolkit';
import { type Locale } from '../../services/i18n';
import { type CheckoutState } from './checkout';
import { type StorefrontProduct } from './storefrontTypes';

// What the brand page asks of its buy flow (docs/product.md §9), which runs as a listener (checkoutListeners.ts,
// checkoutFlow.ts). With the listener's registration, these are all of the checkout on every page's first load.

/** The brand page opened with this purchase (restored after a reload): a transfer already sent is checked again. */
export const checkoutEntered = createAction<{ slug: string; state: CheckoutState }>('checkout/entered');
/** The buyer left the brand page: whatever its flow was waiting for no longer matters. */
export const checkoutLeft = createAction('checkout/left');

/** The product on sale as the page shows it, and the language the order and its texts are in (docs/product.md §11.3). */
export interface CheckoutRequest {
  product: StorefrontProduct;
  locale: Locale;
}
/** "Pay": create (or reuse) the order, send the transfer, wait for it and have the server verify it. */
export const checkoutPayRequested = createAction<CheckoutRequest>('checkout/payRequested');
/** "Try again" after a failure: resubmit the same transfer, pay again, or start a new order. */
export const checkoutRetryRequested = createAction<CheckoutRequest>('checkout/retryRequested');
