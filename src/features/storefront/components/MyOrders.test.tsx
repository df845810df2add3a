import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { ownOrder } from '@tests/support/storefrontFixtures';
import { signedInState } from '@tests/support/signedIn';
import { renderRoute } from '@tests/renderWithProviders';
import { type BuyerOwnOrder } from '../storefrontTypes';
import { MyOrders } from './MyOrders';

// docs/product.md §11.1: a paid order of a product the licensor set to issue automatically gets its licence tokens
// within seconds, and the buyer's open page shows them without a reload; a page left open beside an order whose
// licensor issues by hand stops reading after a while. A real store; only the clock is faked.

const buyer = '0x2222222222222222222222222222222222222222';

function paidOrder(paidAt: Date): BuyerOwnOrder {
  return ownOrder({
    id: '00000000-0000-4000-8000-0000000000aa',
    number: 'ORD-2026-000042',
    product_id: '10000000-0000-4000-8000-000000000001',
    buyer_address: buyer,
    status: 'paid',
    payment_tx_hash: `0x${'a'.repeat(64)}`,
    paid_at: paidAt.toISOString(),
    expires_at: new Date(paidAt.getTime() + 15 * 60_000).toISOString(),
    created_at: new Date(paidAt.getTime() - 60_000).toISOString(),
  });
}

function issued(order: BuyerOwnOrder): BuyerOwnOrder {
  return {
    ...order,
    status: 'completed',
    license_tokens: {
      ip_id: `0x${'c'.repeat(40)}`,
      license_terms_id: '3',
      token_ids: ['17'],
      mint_tx_hash: `0x${'b'.repeat(64)}`,
    },
  };
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('My orders: licence tokens issued after the payment', () => {
  let orders: BuyerOwnOrder[];
  let reads: number;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    reads = 0;
    server.use(
      http.get(apiUrl('products/orders/mine/'), () => {
        reads += 1;
        return HttpResponse.json({ count: orders.length, next: null, previous: null, results: orders });
      }),
    );
  });

  afterEach(() => jest.useRealTimers());

  function renderMyOrders() {
    renderRoute('/products/acme-studio', {
      preloadedState: signedInState(buyer),
      routes: [{ path: '/products/:companySlug', element: <MyOrders /> }],
    });
  }

  it('shows the tokens of an order paid moments ago as soon as the API has them, then stops reading', async () => {
    orders = [paidOrder(new Date())];
    renderMyOrders();
    const myOrders = await screen.findByRole('region', { name: 'My orders' });
    expect(await within(myOrders).findByText('Paid')).toBeInTheDocument();
    expect(within(myOrders).queryByRole('link', { name: /License token/ })).not.toBeInTheDocument();

    orders = [issued(orders[0] as BuyerOwnOrder)];
    await advance(5_000);
    expect(await within(myOrders).findByRole('link', { name: 'License token #17' })).toHaveAttribute(
      'href',
      '/licenses/17',
    );
    expect(within(myOrders).getByText('Completed')).toBeInTheDocument();
    const readsWhenIssued = reads;
    await advance(30_000);
    expect(reads).toBe(readsWhenIssued);
  });

  it('does not keep reading for an order paid long ago whose licensor issues by hand', async () => {
    orders = [paidOrder(new Date(Date.now() - 11 * 60_000))];
    renderMyOrders();
    const myOrders = await screen.findByRole('region', { name: 'My orders' });
    expect(await within(myOrders).findByText('Paid')).toBeInTheDocument();
    const readsShown = reads;
    await advance(30_000);
    expect(reads).toBe(readsShown);
  });
});
