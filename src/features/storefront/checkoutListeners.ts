import { createAction, isAnyOf } from '@reduxjs/toolkit';
import { type Locale } from '../../services/i18n';
import { type AppListenerApi, type AppStartListening } from '../../services/listenerTypes';
import { type CheckoutState } from './checkout';
import { type StorefrontProduct } from './storefrontTypes';

// The brand page's buy flow (docs/product.md §9) runs as a listener: the page dispatches what the buyer asks for
// (below) and reads the checkout's state (checkoutSlice.ts); the flow (checkoutFlow.ts) does the steps. The app
// registers the listener (src/app/listeners.ts), so this file is on every page's first load; the steps come with the
// brand page's own chunk, which provides them when it loads.

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

/** What the steps are asked to do: resume after a reload, pay, or try again. */
export type CheckoutFlowRequest = ReturnType<
  typeof checkoutEntered | typeof checkoutPayRequested | typeof checkoutRetryRequested
>;
type CheckoutFlow = (request: CheckoutFlowRequest, listenerApi: AppListenerApi) => Promise<void>;

let flow: CheckoutFlow | null = null;

/** The steps, given by the module that defines them (checkoutFlow.ts) when the brand page's code loads. */
export function provideCheckoutFlow(steps: CheckoutFlow): void {
  flow = steps;
}

const isFlowRequest = isAnyOf(checkoutEntered, checkoutPayRequested, checkoutRetryRequested);

export function addCheckoutListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isAnyOf(isFlowRequest, checkoutLeft),
    effect: async (action, listenerApi) => {
      if (isFlowRequest(action)) await flow?.(action, listenerApi);
      // Leaving stops the run under way at once: its late answers change nothing (the checkout's own page is gone).
      else listenerApi.cancelActiveListeners();
    },
  });
}
