import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listenToPageFocus } from '../../app/store';
import { apiUrl, server } from '../../../tests/msw/server';
import { makeOrder, makeStats, pageOf } from '../../../tests/support/orderFixtures';
import { signedInState } from '../../../tests/support/signedIn';
import { walletA } from '../../../tests/support/tokens';
import { renderRoute } from '../../../tests/renderWithProviders';
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
  let listReads: number;
  let stopListening: () => void;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    orders = [makeOrder({ number: 'ORD-2026-100001' })];
    listReads = 0;
    server.use(
      http.get(apiUrl('products/orders/stats/'), () => HttpResponse.json(makeStats())),
      http.get(apiUrl('products/orders/'), () => {
        listReads += 1;
        return HttpResponse.json(pageOf(orders));
      }),
      http.get(apiUrl('products/products/'), () => HttpResponse.json(pageOf([]))),
    );
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
    const readsBeforeHiding = listReads;

    act(() => setVisibility('hidden'));
    orders = [makeOrder({ number: 'ORD-2026-100003' }), ...orders];
    await advance(30_000);
    expect(listReads).toBe(readsBeforeHiding);
    expect(screen.queryByRole('link', { name: 'ORD-2026-100003' })).not.toBeInTheDocument();

    // Back to the tab: the browser reports it visible and focused; the new order shows without waiting a tick.
    act(() => {
      setVisibility('visible');
      window.dispatchEvent(new Event('focus'));
    });
    await advance(50);
    expect(screen.getByRole('link', { name: 'ORD-2026-100003' })).toBeInTheDocument();
    expect(listReads).toBeGreaterThan(readsBeforeHiding);
  });
});
