import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { serveOrders } from '@tests/msw/serve/orders';
import { serveLicenceQueue } from '@tests/msw/serve/story';
import { renderRoute } from '@tests/renderWithProviders';
import {
  licensorOrders,
  makeOrder,
  makeStats,
  orderCursorLink,
  orderId,
  orderNumbered,
  pageOf,
} from '@tests/support/orderFixtures';
import { neonFont, sunsetLoops } from '@tests/support/productFixtures';
import { signedInState } from '@tests/support/signedIn';
import { awaitingOrder } from '@tests/support/storyFixtures';
import { walletA } from '@tests/support/tokens';
import { setViewportWidth } from '@tests/viewport';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';

// The orders and products are the default handlers' (tests/msw/handlers): ORD-2026-000001 paid and ORD-2026-000002
// waiting for payment; Sunset Loop Pack and Neon Font to filter by. serveOrders() records what the page asks.

function renderOrders(path = '/order', locale: 'en' | 'ko' = 'en') {
  return renderRoute(path, {
    locale,
    preloadedState: signedInState(walletA),
    routes: [
      { path: '/order', element: <OrdersPage /> },
      { path: '/order/:orderId', element: <OrderDetailPage /> },
    ],
  });
}

describe('/order', () => {
  it('shows a loading state, then the orders with status tabs and counts', async () => {
    renderOrders();
    expect(screen.getAllByText('Loading orders…').length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'ORD-2026-000001' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/order\/0{8}-/),
    );
    expect(within(rows[1] as HTMLElement).getByText('12.50 USDC.e')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('0x7099…79c8')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Pending payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Order status' });
    expect(await within(tabs).findByRole('tab', { name: 'All 10' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Paid 3' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'All 10' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 orders')).toBeInTheDocument();
  });

  it('has the columns of docs/product.md §9: buyer name or short address, email and a payment link', async () => {
    const named = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
    window.localStorage.setItem(
      `rk-ens-name-${named}`,
      JSON.stringify({ ensName: 'harbor.ip', expires: Date.now() + 60_000 }),
    );
    serveOrders({
      orders: [
        makeOrder({ number: 'ORD-2026-000301', buyer_email: 'buyer@example.com', buyer_address: named }),
        makeOrder({ number: 'ORD-2026-000302', status: 'pending_payment', payment_tx_hash: null }),
      ],
    });
    renderOrders();
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order', 'Date', 'Product', 'Buyer', 'Email', 'Qty', 'Total', 'Status', 'Payment']);
    const [, paid, pending] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(paid as HTMLElement).getByText('harbor.ip')).toHaveAttribute('title', named);
    expect(within(paid as HTMLElement).getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute(
      'href',
      'mailto:buyer@example.com',
    );
    const payment = within(paid as HTMLElement).getByRole('link', {
      name: /^Payment of ORD-2026-000301 on the explorer/,
    });
    expect(payment).toHaveAttribute('href', `https://www.storyscan.io/tx/0x${'ab'.repeat(32)}`);
    expect(payment).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(pending as HTMLElement).getByText('0x7099…79c8')).toBeInTheDocument();
    expect(within(pending as HTMLElement).getByText('No email')).toBeInTheDocument();
    expect(within(pending as HTMLElement).getByText('Not paid')).toBeInTheDocument();
  });

  it('shows the paid orders waiting for their Story licence tokens (docs/product.md §10.3)', async () => {
    serveLicenceQueue([
      awaitingOrder(1, {
        order_id: orderId(1),
        order_number: 'ORD-2026-000001',
        product_id: sunsetLoops.id,
        product_title: sunsetLoops.title,
        ip_id: `0x${'c'.repeat(40)}`,
        license_terms_id: '3',
        buyer_address: `0x${'b'.repeat(40)}`,
        quantity: 2,
        paid_at: '2026-11-20T10:00:00.000Z',
      }),
    ]);
    renderOrders();
    // The card's code loads on its own after the orders (its own chunk).
    const queue = await screen.findByRole(
      'region',
      { name: 'Licences to issue on Story' },
      { timeout: 15_000 },
    );
    expect(within(queue).getByText('ORD-2026-000001')).toBeInTheDocument();
    expect(within(queue).getByText(sunsetLoops.title)).toBeInTheDocument();
  }, 30_000);

  it('shows no licence queue on Orders while no order waits for tokens', async () => {
    let asked = 0;
    server.use(
      http.get(apiUrl('products/orders/awaiting-license-tokens/'), () => {
        asked += 1;
        return HttpResponse.json(pageOf([]));
      }),
    );
    renderOrders();
    await screen.findByRole('table', { name: 'Orders' });
    // The queue's code did load and ask; with nothing waiting it shows nothing.
    await waitFor(() => expect(asked).toBeGreaterThan(0), { timeout: 15_000 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('region', { name: 'Licences to issue on Story' })).not.toBeInTheDocument();
  }, 30_000);

  it('says so when there are no orders at all', async () => {
    serveOrders({ orders: [], stats: makeStats({ total: 0 }) });
    renderOrders();
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when a filter matches nothing, and clears the filters', async () => {
    serveOrders({ orders: [] });
    const { router } = renderOrders('/order?status=refunded&search=nobody');
    expect(await screen.findByText('No orders match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows the failure with a retry, and recovers', async () => {
    let fail = true;
    serveOrders({
      list: () =>
        fail
          ? HttpResponse.json({ error: 'database unavailable' }, { status: 500 })
          : HttpResponse.json(pageOf([makeOrder({ number: 'ORD-2026-000777' })])),
    });
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('API call failed: 500');
    expect(alert).toHaveTextContent('database unavailable');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'ORD-2026-000777' })).toBeInTheDocument();
  });

  it('sends the filter in the URL to the API, counts tabs under the same filter, and keeps it on reload', async () => {
    const seen = serveOrders();
    renderOrders(
      `/order?status=paid&search=ORD-2026&from=2026-11-01&to=2026-11-20&product=${sunsetLoops.id}&ordering=-total&page=2&page_size=50`,
    );
    await screen.findByRole('table');
    const list = seen.lists.at(-1) as URLSearchParams;
    expect(Object.fromEntries(list)).toEqual({
      status: 'paid',
      search: 'ORD-2026',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 20, 23, 59, 59, 999).toISOString(),
      product: sunsetLoops.id,
      ordering: '-total',
      page: '2',
      page_size: '50',
    });
    const stats = seen.stats.at(-1) as URLSearchParams;
    expect(Object.fromEntries(stats)).toEqual({
      search: 'ORD-2026',
      from: list.get('from'),
      to: list.get('to'),
      product: sunsetLoops.id,
    });
    expect(screen.getByRole('tab', { name: /^Paid/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Search by order number or buyer')).toHaveValue('ORD-2026');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-20');
    expect(await screen.findByRole('option', { name: 'Sunset Loop Pack' })).toBeInTheDocument();
    expect(screen.getByLabelText('Product')).toHaveValue(sunsetLoops.id);
    expect(screen.getByLabelText('Sort by')).toHaveValue('-total');
    expect(screen.getByLabelText('Orders per page')).toHaveValue('50');
  });

  it('moves between tabs with the keyboard and writes each choice to the URL (back undoes it)', async () => {
    const seen = serveOrders();
    const { router } = renderOrders();
    await screen.findByRole('table');
    const all = screen.getByRole('tab', { name: /^All/ });
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Pending payment/ })).toHaveFocus();
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending_payment'));
    await waitFor(() => expect(seen.lists.at(-1)?.get('status')).toBe('pending_payment'));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(router.state.location.search).toBe('?status=failed'));
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { name: /^Pending payment/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('searches once typing pauses, never on every key, and replaces the history entry', async () => {
    const seen = serveOrders();
    const { router } = renderOrders();
    await screen.findByRole('table');
    const before = seen.lists.length;
    const input = screen.getByLabelText('Search by order number or buyer');
    await userEvent.type(input, 'ORD-2026-0001');
    // Every key press is shown at once.
    expect(input).toHaveValue('ORD-2026-0001');
    await waitFor(() => expect(router.state.location.search).toBe('?search=ORD-2026-0001'));
    await waitFor(() => expect(seen.lists.at(-1)?.get('search')).toBe('ORD-2026-0001'));
    expect(seen.lists.length - before).toBe(1);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('filters by product, dates and sorting, going back to page 1', async () => {
    const seen = serveOrders({ count: 120 });
    const { router } = renderOrders('/order?page=3');
    await screen.findByRole('table');
    await screen.findByRole('option', { name: 'Neon Font' });
    await userEvent.selectOptions(screen.getByLabelText('Product'), neonFont.id);
    await waitFor(() => expect(router.state.location.search).toBe(`?product=${neonFont.id}`));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'total');
    await waitFor(() => expect(router.state.location.search).toBe(`?product=${neonFont.id}&ordering=total`));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-05');
    await waitFor(() => expect(seen.lists.at(-1)?.get('from')).toBe(new Date(2026, 10, 5).toISOString()));
  });

  it('pages through the results on the server', async () => {
    const seen = serveOrders({ count: 45 });
    const { router } = renderOrders();
    await screen.findByRole('table');
    expect(screen.getByText('Showing 1–20 of 45 orders')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(seen.lists.at(-1)?.get('page')).toBe('3'));
    expect(await screen.findByText('Showing 41–45 of 45 orders')).toBeInTheDocument();
  });

  it('goes to the last page when the URL asks for one beyond the end', async () => {
    serveOrders({
      list: (params) => HttpResponse.json(pageOf(params.get('page') === '2' ? [makeOrder()] : [], 21)),
    });
    const { router } = renderOrders('/order?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it('is usable at 375 px: every cell names its column for the stacked cards', async () => {
    setViewportWidth(375);
    renderOrders();
    const table = await screen.findByRole('table');
    const cells = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual([
      null,
      'Date',
      'Product',
      'Buyer',
      'Email',
      'Qty',
      'Total',
      'Status',
      'Payment',
    ]);
  });

  it('folds every filter behind one "Filters" disclosure at 375 px, saying how many are set', async () => {
    setViewportWidth(375);
    const { router } = renderOrders('/order?search=ORD&from=2026-11-01&product=' + sunsetLoops.id);
    await screen.findByRole('table');
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();
    expect(screen.getByLabelText('Search by order number or buyer')).not.toBeVisible();
    expect(screen.getByLabelText('From')).not.toBeVisible();
    // Keyboard only: the toggle opens the fields in place and keeps the focus; the next Tab is the search.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();
    expect(panel).toBeVisible();
    await userEvent.tab();
    expect(screen.getByRole('searchbox', { name: 'Search by order number or buyer' })).toHaveFocus();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), '-total');
    expect(router.state.location.search).toContain('ordering=-total');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('says "Filters" without a number when none is set', async () => {
    setViewportWidth(375);
    renderOrders('/order?status=paid&ordering=total');
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("says when the count is the database's estimate, in the summary and the tabs, in English and Korean", async () => {
    const list = () =>
      HttpResponse.json(pageOf(licensorOrders(), 1_234_000, orderCursorLink('n1.sig'), { estimate: true }));
    const stats = makeStats({
      counts_by_status: {
        pending_payment: 4_000,
        paid: 30_000,
        completed: 1_200_000,
        refunded: 0,
        expired: 0,
        cancelled: 0,
        failed: 0,
      },
      total: 1_234_000,
      count_is_estimate: true,
    });
    serveOrders({ list, stats });
    const { unmount } = renderOrders('/order?search=0x70');
    expect(await screen.findByText('Showing 1–20 of about 1,234,000 orders (estimate)')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /All.*about 1,234,000/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Completed.*about 1,200,000/ })).toBeInTheDocument();
    unmount();
    serveOrders({ list, stats });
    renderOrders('/order?search=0x70', 'ko');
    expect(await screen.findByText('약 1,234,000건(추정) 중 1–20건')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /전체.*약 1,234,000/ })).toBeInTheDocument();
  });

  it('shows exact tab counts without a word of estimate', async () => {
    serveOrders();
    renderOrders('/order');
    const all = await screen.findByRole('tab', { name: /All.*10/ });
    expect(all).not.toHaveTextContent('about');
  });

  it('follows the cursor links past the 10 000 orders a page number reaches, by keyboard', async () => {
    // 100 a page: page 100 is the last a number reaches; 101 and on are read by the list's own links.
    const pageAt = (params: URLSearchParams) => {
      const cursor = params.get('cursor');
      const at = cursor === null ? Number(params.get('page')) : Number(/^p(\d+)\./.exec(cursor)?.[1]);
      const orders = [orderNumbered(at * 100), orderNumbered(at * 100 + 1)];
      return HttpResponse.json(
        pageOf(orders, 50_000, orderCursorLink(`p${at + 1}.sig`), {
          previous: at > 1 ? orderCursorLink(`p${at - 1}.sig`) : null,
        }),
      );
    };
    const seen = serveOrders({ list: pageAt });
    const { router } = renderOrders('/order?page_size=100&page=100');
    expect(await screen.findByRole('link', { name: 'ORD-2026-010000' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of orders' });
    expect(within(nav).queryByRole('button', { name: 'Page 500' })).not.toBeInTheDocument();
    within(nav).getByRole('button', { name: /Next/ }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page_size=100&page=101&cursor=p101.sig'));
    expect(await screen.findByRole('link', { name: 'ORD-2026-010100' })).toBeInTheDocument();
    expect(Object.fromEntries(seen.lists.at(-1) as URLSearchParams)).toEqual({
      ordering: '-created_at',
      cursor: 'p101.sig',
      page_size: '100',
    });
    expect(within(nav).getByRole('button', { name: 'Page 101' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Showing 10,001–10,100 of 50,000 orders')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page_size=100&page=102&cursor=p102.sig'));
    expect(await screen.findByRole('link', { name: 'ORD-2026-010200' })).toBeInTheDocument();
    within(nav)
      .getByRole('button', { name: /Previous/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page_size=100&page=101&cursor=p101.sig'));
    expect(await screen.findByRole('link', { name: 'ORD-2026-010100' })).toBeInTheDocument();
    // Back within the reach: a page number again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?page_size=100&page=100'));
    expect(await screen.findByRole('link', { name: 'ORD-2026-010000' })).toBeInTheDocument();
    // The API takes a page number or a cursor, never both.
    expect(seen.lists.filter((params) => params.has('page') && params.has('cursor'))).toEqual([]);
    expect(seen.lists.map((params) => params.get('cursor') ?? params.get('page'))).toEqual(
      expect.arrayContaining(['100', 'p101.sig', 'p102.sig']),
    );
  });

  it('shows every filter at once on a desktop, without a disclosure', async () => {
    renderOrders();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('From')).toBeVisible();
  });

  it('speaks Korean', async () => {
    renderOrders('/order', 'ko');
    expect(await screen.findByRole('heading', { level: 1, name: '주문' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: '결제 완료 3' })).toBeInTheDocument();
    expect(screen.getByText('전체 2건 중 1–2건')).toBeInTheDocument();
  });
});
