import { addListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { apiUrl, server } from '@tests/msw/server';
import { buyerAddress } from '@tests/support/orderFixtures';
import { buyerOrder } from '@tests/support/storefrontFixtures';
import { type CheckoutState, initialCheckout } from './checkout';
import { checkoutEntered, checkoutLeft } from './checkoutListeners';
// The steps, which provide themselves to the checkout's listener (as the brand page's code does).
import './checkoutFlow';
import { type CheckoutRoot, selectCheckout } from './checkoutSlice';
import { storefrontApi } from './storefrontApi';
import { type BuyerOrder } from './storefrontTypes';

const order: BuyerOrder = buyerOrder({
  id: '00000000-0000-4000-8000-0000000000aa',
  number: 'ORD-2026-000001',
  product_id: '10000000-0000-4000-8000-000000000001',
  buyer_address: buyerAddress,
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
});
const txHash = `0x${'ab'.repeat(32)}`;

/** A brand page reloaded after its transfer was sent: the flow asks the server to check it (pay/), held here. */
function reloadedWhileVerifying() {
  const answers: (() => void)[] = [];
  server.use(
    http.post(
      apiUrl(`products/orders/${order.id}/pay/`),
      () =>
        new Promise<Response>((resolve) => {
          answers.push(() =>
            resolve(HttpResponse.json({ ...order, status: 'paid', payment_tx_hash: txHash })),
          );
        }),
    ),
  );
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  const state: CheckoutState = {
    ...initialCheckout,
    productId: order.product_id,
    open: true,
    phase: 'verifying',
    order,
    txHash,
  };
  store.dispatch(checkoutEntered({ slug: 'acme-studio', state }));
  const checkout = () => selectCheckout(store.getState() as unknown as CheckoutRoot);
  return { store, answers, checkout };
}

describe('the checkout flow as a listener', () => {
  it("confirms the purchase with the server's answer while the page is open", async () => {
    const { answers, checkout } = reloadedWhileVerifying();
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]?.();
    await waitFor(() => expect(checkout()).toMatchObject({ slug: 'acme-studio', phase: 'confirmed' }));
  });

  it('stops when the page is left: the late answer changes nothing, not even the next page', async () => {
    const { store, answers, checkout } = reloadedWhileVerifying();
    await waitFor(() => expect(answers).toHaveLength(1));
    store.dispatch(checkoutLeft());
    store.dispatch(checkoutEntered({ slug: 'other-brand', state: initialCheckout }));
    const answered = new Promise<void>((resolve) => {
      store.dispatch(
        addListener({ matcher: storefrontApi.endpoints.payOrder.matchFulfilled, effect: () => resolve() }),
      );
    });
    answers[0]?.();
    // The server's answer arrives…
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // …but the checkout on screen is the other brand's, untouched.
    expect(checkout()).toMatchObject({ slug: 'other-brand', phase: 'form', order: null });
  });
});
