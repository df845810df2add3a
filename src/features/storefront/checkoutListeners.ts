import { isAnyOf } from '@reduxjs/toolkit';
import { type AppStartListening } from '../../services/listenerTypes';
import {
  checkoutEntered,
  checkoutLeft,
  checkoutPayRequested,
  checkoutRetryRequested,
} from './checkoutRequests';

// The brand page's buy flow (docs/product.md §9) runs as a listener: the page dispatches what the buyer asks for
// (checkoutRequests.ts) and reads the checkout's state; the flow (checkoutFlow.ts) does the steps. The app registers
// it (src/app/listeners.ts), so this is on every page's first load; the flow loads with the brand page's own chunk.

export function addCheckoutListeners(startAppListening: AppStartListening) {
  startAppListening({
    matcher: isAnyOf(checkoutEntered, checkoutLeft, checkoutPayRequested, checkoutRetryRequested),
    effect: async (action, listenerApi) => {
      // Leaving stops the run under way at once: its late answers change nothing (the checkout's own page is gone).
      if (checkoutLeft.match(action)) {
        listenerApi.cancelActiveListeners();
        return;
      }
      const { runCheckout } = await listenerApi.pause(
        import(/* webpackChunkName: "route-storefront" */ './checkoutFlow'),
      );
      await runCheckout(action, listenerApi);
    },
  });
}
