import { act, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { type OrdersSeen, serveOrders } from '@tests/msw/serve/orders';
import { renderRoute } from '@tests/renderWithProviders';
import { makeOrder, pageOf } from '@tests/support/orderFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA } from '@tests/support/tokens';
import { listenToPageFocus } from '../../app/store';
import { type Order } from './orderTypes';
import OrdersPage from './pages/OrdersPage';

// docs/product.md §9: new and newly paid orders appear within 5 s while the page is visible, at once on focus, and a
// hidden tab asks nothing. A real store with the app's window listeners; only the clock is faked.

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  // Browsers fire it at the document and let it bubble to the window, where RTK Query listens.
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('live orders', () => {
  let orders: Order[];
  let seen: OrdersSeen;
  let stopListening: () => void;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    orders = [makeOrder({ number: 'ORD-2026-100001' })];
    seen = serveOrders({ list: () => HttpResponse.json(pageOf(orders)) });
  });

  afterEach(() => {
    stopListening();
    setVisibility('visible');
    jest.useRealTimers();
  });

  function renderOrders() {
    const rendered = renderRoute('/order', {
      preloadedState: signedInState(walletA),
      routes: [{ path: '/order', element: <OrdersPage /> }],
    });
    stopListening = listenToPageFocus(rendered.store);
    return rendered;
  }

  it('shows a new order within 5 seconds while the page is visible', async () => {
    renderOrders();
    expect(await screen.findByRole('link', { name: 'ORD-2026-100001' })).toBeInTheDocument();
    orders = [makeOrder({ number: 'ORD-2026-100002', status: 'paid' }), ...orders];
    await advance(5_000);
    expect(screen.getByRole('link', { name: 'ORD-2026-100002' })).toBeInTheDocument();
  });

  it('asks nothing while the tab is hidden, and reads at once when it is focused again', async () => {
    renderOrders();
    expect(await screen.findByRole('link', { name: 'ORD-2026-100001' })).toBeInTheDocument();
    await advance(100);
    const readsBeforeHiding = seen.lists.length;

    act(() => setVisibility('hidden'));
    orders = [makeOrder({ number: 'ORD-2026-100003' }), ...orders];
    await advance(30_000);
    expect(seen.lists).toHaveLength(readsBeforeHiding);
    expect(screen.queryByRole('link', { name: 'ORD-2026-100003' })).not.toBeInTheDocument();

    // Back to the tab: the browser reports it visible and focused; the new order shows without waiting a tick.
    act(() => {
      setVisibility('visible');
      window.dispatchEvent(new Event('focus'));
    });
    await advance(50);
    expect(screen.getByRole('link', { name: 'ORD-2026-100003' })).toBeInTheDocument();
    expect(seen.lists.length).toBeGreaterThan(readsBeforeHiding);
  });
});
