import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../tests/msw/server';
import { makeOrder, makeStats, pageOf, payoutAddress, usdc } from '../../../../tests/support/orderFixtures';
import { signedInState } from '../../../../tests/support/signedIn';
import { walletA } from '../../../../tests/support/tokens';
import { renderRoute } from '../../../../tests/renderWithProviders';
import { makeStore } from '../../../app/store';
import HomePage, { prefetchData } from './HomePage';

const walletTokens = {
  address: payoutAddress,
  chain_id: 1514,
  native: { symbol: 'IP', decimals: 18, balance: '1234567890000000000' },
  tokens: [{ ...usdc, balance: '250000000' }],
};

function renderHome(locale: 'en' | 'ko' = 'en') {
  return renderRoute('/', {
    locale,
    preloadedState: signedInState(walletA),
    routes: [{ path: '/', element: <HomePage /> }],
  });
}

function serve({
  stats = () => HttpResponse.json(makeStats()),
  orders = () =>
    HttpResponse.json(
      pageOf(
        Array.from({ length: 5 }, (_, index) =>
          makeOrder({ number: `ORD-2026-00010${index}`, status: index === 0 ? 'paid' : 'completed' }),
        ),
        42,
      ),
    ),
  tokens = () => HttpResponse.json(walletTokens),
}: {
  stats?: () => Response;
  orders?: (params: URLSearchParams) => Response;
  tokens?: () => Response;
} = {}) {
  server.use(
    http.get(apiUrl('products/orders/stats/'), stats),
    http.get(apiUrl('products/orders/'), ({ request }) => orders(new URL(request.url).searchParams)),
    http.get(apiUrl('companies/wallet-tokens/'), tokens),
  );
}

describe('Home', () => {
  it('shows the KPIs, the 5 latest orders and the wallet balances', async () => {
    let listParams: URLSearchParams | null = null;
    serve({
      orders: (params) => {
        listParams = params;
        return HttpResponse.json(
          pageOf(
            Array.from({ length: 5 }, (_, index) =>
              makeOrder({ number: `ORD-2026-00010${index}`, status: index === 0 ? 'paid' : 'completed' }),
            ),
            42,
          ),
        );
      },
    });
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getAllByText('Loading key figures…').length).toBeGreaterThan(0);

    expect(await screen.findByText('87.50 USDC.e')).toBeInTheDocument();
    expect(screen.getByText('Revenue, last 30 days (USDC.e)')).toBeInTheDocument();
    expect(screen.getByText('1,234.56789 USDC.e')).toBeInTheDocument();
    const paid = screen.getByText('Paid orders').closest('div') as HTMLElement;
    expect(within(paid).getByText('7')).toBeInTheDocument();
    expect(within(paid).getByText('3 awaiting completion')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'View paid orders' })).toHaveAttribute(
      'href',
      '/order?status=paid',
    );
    const pending = screen.getByText('Pending payment').closest('div') as HTMLElement;
    expect(within(pending).getByText('2')).toBeInTheDocument();
    expect(within(pending).getByRole('link')).toHaveAttribute('href', '/order?status=pending_payment');
    const published = screen.getByText('Published products').closest('div') as HTMLElement;
    expect(within(published).getByText('3')).toBeInTheDocument();

    const latest = screen.getByRole('region', { name: 'Latest orders' });
    const links = await within(latest).findAllByRole('link', { name: /^ORD-/ });
    expect(links).toHaveLength(5);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/order\//));
    expect(within(latest).getByText('Paid')).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: 'View all orders' })).toHaveAttribute('href', '/order');
    expect(Object.fromEntries(listParams as unknown as URLSearchParams)).toEqual({
      page: '1',
      page_size: '5',
      ordering: '-created_at',
    });

    const wallet = screen.getByRole('region', { name: 'Wallet balances' });
    expect(await within(wallet).findByText('250.00')).toBeInTheDocument();
    expect(within(wallet).getByText('USDC.e')).toBeInTheDocument();
    expect(within(wallet).getByText('1.2345')).toBeInTheDocument();
    const explorer = within(wallet).getByRole('link', { name: new RegExp(payoutAddress) });
    expect(explorer).toHaveAttribute('href', `https://www.storyscan.io/address/${payoutAddress}`);
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps the other cards when one fails, and retries only that one', async () => {
    let statsFail = true;
    serve({
      stats: () =>
        statsFail
          ? HttpResponse.json({ error: 'stats are down' }, { status: 500 })
          : HttpResponse.json(makeStats()),
      tokens: () => HttpResponse.json({ error: 'RPC unreachable' }, { status: 503 }),
    });
    renderHome();
    const latest = screen.getByRole('region', { name: 'Latest orders' });
    expect(await within(latest).findAllByRole('link', { name: /^ORD-/ })).toHaveLength(5);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('stats are down'),
      expect.stringContaining('RPC unreachable'),
    ]);
    statsFail = false;
    await userEvent.click(within(alerts[0] as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('87.50 USDC.e')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Wallet balances' })).getByRole('alert'),
    ).toHaveTextContent('RPC unreachable');
  });

  it('shows the empty states of a new company and an unreadable balance', async () => {
    serve({
      stats: () =>
        HttpResponse.json(
          makeStats({
            counts_by_status: {
              pending_payment: 0,
              paid: 0,
              completed: 0,
              refunded: 0,
              expired: 0,
              cancelled: 0,
              failed: 0,
            },
            total: 0,
            published_products: 0,
            revenue: [
              {
                token_symbol: 'USDC.e',
                token_address: usdc.address,
                decimals: 6,
                last_30_days: '0',
                all_time: '0',
              },
            ],
          }),
        ),
      orders: () => HttpResponse.json(pageOf([])),
      tokens: () => HttpResponse.json({ ...walletTokens, tokens: [{ ...usdc, balance: null }] }),
    });
    renderHome();
    expect(await screen.findAllByText('0.00 USDC.e')).toHaveLength(2);
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(await screen.findByText('Unavailable')).toBeInTheDocument();
  });

  it('treats a malformed balances answer as an error, not a crash', async () => {
    serve({ tokens: () => HttpResponse.json({ unexpected: true }) });
    renderHome();
    const wallet = screen.getByRole('region', { name: 'Wallet balances' });
    expect(await within(wallet).findByRole('alert')).toHaveTextContent('could not be read');
  });

  it('speaks Korean', async () => {
    serve();
    renderHome('ko');
    expect(screen.getByRole('heading', { level: 1, name: '홈' })).toBeInTheDocument();
    expect(await screen.findByText('최근 30일 매출 (USDC.e)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '최근 주문' })).toBeInTheDocument();
  });

  it('prefetchData starts the three reads the cards make, so the cards reuse them instead of asking again', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    try {
      serve();
      const store = makeStore({ preloadedState: signedInState(walletA), extra: { reloadPage: jest.fn() } });
      prefetchData(store.dispatch, store.getState);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect([...asked].sort()).toEqual([
        '/api/companies/wallet-tokens/',
        '/api/products/orders/',
        '/api/products/orders/stats/',
      ]);
      renderRoute('/', { store, routes: [{ path: '/', element: <HomePage /> }] });
      expect(await screen.findByText('87.50 USDC.e')).toBeInTheDocument();
      expect(await screen.findByText('ORD-2026-000100')).toBeInTheDocument();
      expect(asked).toHaveLength(3);
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });

  it('prefetchData starts nothing without a valid session', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    try {
      const store = makeStore({ extra: { reloadPage: jest.fn() } });
      prefetchData(store.dispatch, store.getState);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(asked).toEqual([]);
    } finally {
      server.events.removeAllListeners('request:start');
    }
  });
});
