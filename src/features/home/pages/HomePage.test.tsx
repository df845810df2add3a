import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeStore } from '@/app/store';
import { apiUrl, server } from '@tests/msw/server';
import { serveOrders } from '@tests/msw/serve/orders';
import { serveIssuer } from '@tests/msw/serve/story';
import { renderRoute } from '@tests/renderWithProviders';
import { axeViolations } from '@tests/support/axeJsdom';
import { payoutChange, walletTokens } from '@tests/support/homeFixtures';
import { makeOrder, makeStats, pageOf, payoutAddress, revenueDays, usdc } from '@tests/support/orderFixtures';
import { signedInState } from '@tests/support/signedIn';
import { issuerOn } from '@tests/support/storyFixtures';
import { walletA } from '@tests/support/tokens';
import HomePage, { prefetchData } from './HomePage';

// Home's figures are makeStats() and its balances walletTokens, the default handlers' (tests/msw/handlers); serve()
// adds the 5 latest of 42 orders, and answers a card's read otherwise when asked to.

function renderHome(locale: 'en' | 'ko' = 'en') {
  return renderRoute('/', {
    locale,
    preloadedState: signedInState(walletA),
    routes: [{ path: '/', element: <HomePage /> }],
  });
}

const latestOrders = () =>
  Array.from({ length: 5 }, (_, index) =>
    makeOrder({ number: `ORD-2026-00010${index}`, status: index === 0 ? 'paid' : 'completed' }),
  );

function serve({
  stats,
  orders = () => HttpResponse.json(pageOf(latestOrders(), 42)),
  tokens,
  payoutChanges,
}: {
  stats?: () => Response;
  orders?: (params: URLSearchParams) => Response;
  tokens?: () => Response;
  payoutChanges?: () => Response;
} = {}) {
  serveOrders({ list: orders, stats });
  if (tokens) server.use(http.get(apiUrl('companies/wallet-tokens/'), tokens));
  if (payoutChanges) server.use(http.get(apiUrl('companies/payout-changes/'), payoutChanges));
}

const { old_address: oldPayout, new_address: newPayout } = payoutChange;

describe('Home’s notice of payout address changes (docs/product.md §9)', () => {
  it('shows a change of the last 7 days with the old and the new address, and where to undo it', async () => {
    serve({ payoutChanges: () => HttpResponse.json(pageOf([payoutChange], 1)) });
    renderHome();
    const notice = await screen.findByRole('region', { name: 'Your payout address was changed' });
    expect(within(notice).getByText(oldPayout)).toBeInTheDocument();
    expect(within(notice).getByText(newPayout)).toBeInTheDocument();
    expect(within(notice).getByText(/Nov 24, 2026/)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Go to Manage' })).toHaveAttribute('href', '/manage');
  });

  it('says it in Korean too', async () => {
    serve({ payoutChanges: () => HttpResponse.json(pageOf([payoutChange], 1)) });
    renderHome('ko');
    const notice = await screen.findByRole('region', { name: '정산 주소가 변경되었습니다' });
    expect(within(notice).getByRole('link', { name: '관리로 이동' })).toBeInTheDocument();
  });

  it('shows nothing when there was no change, and an error with Retry when the list cannot be read', async () => {
    let fail = true;
    serve({
      payoutChanges: () =>
        fail
          ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
          : HttpResponse.json(pageOf([], 0)),
    });
    renderHome();
    const alert = await screen.findByText(/Recent payout address changes could not be loaded/);
    expect(screen.getByText('Database unreachable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    await waitFor(() => expect(screen.queryByText(/Recent payout address changes/)).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Your payout address was changed' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Wallet balances' })).toBeInTheDocument();
  });
});

describe('Home’s warning when the issuer wallet runs low (docs/product.md §11.1)', () => {
  const issuer = '0x3333333333333333333333333333333333333333';
  /** An issuer wallet below its minimum, unless `overrides` say otherwise. */
  const serveLowIssuer = (overrides: Parameters<typeof issuerOn>[0] = {}) =>
    serveIssuer(issuerOn({ address: issuer, balance: '12000000000000000', low_balance: true, ...overrides }));

  it('says licences issued automatically will wait, who tops the wallet up, and which wallet', async () => {
    serve();
    serveLowIssuer();
    renderHome();
    const notice = await screen.findByRole('region', { name: 'The issuer wallet is running low' });
    expect(
      within(notice).getByText(
        'Its balance is 0.012 IP, below the minimum of 0.05 IP. Licences of products issued automatically will wait until it is topped up: ask the operator of this OVERDIVE server to top up the issuer wallet. Meanwhile you can issue them by hand below.',
      ),
    ).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: new RegExp(issuer) })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/address/${issuer}`,
    );
    expect(await axeViolations(notice)).toEqual([]);
  });

  it('says it in Korean too', async () => {
    serve();
    serveLowIssuer();
    renderHome('ko');
    expect(await screen.findByRole('region', { name: '발급 지갑의 잔액이 부족합니다' })).toBeInTheDocument();
  });

  it('shows nothing while the balance is enough, or when this server issues nothing automatically', async () => {
    for (const overrides of [{ low_balance: false }, { enabled: false, address: null, low_balance: true }]) {
      serve();
      const issuerReads = serveLowIssuer(overrides);
      const { unmount, store } = renderHome();
      expect(await screen.findByText('87.50 USDC.e')).toBeInTheDocument();
      // The answer is in the store and the Story chunk is rendered (its queue card shows): the warning would show now.
      await waitFor(() =>
        expect(
          Object.values(store.getState().api.queries).some(
            (entry) => entry?.endpointName === 'getIssuer' && entry.status === 'fulfilled',
          ),
        ).toBe(true),
      );
      expect(await screen.findByRole('region', { name: 'Licences to issue on Story' })).toBeInTheDocument();
      expect(issuerReads.reads).toBe(1);
      expect(screen.queryByRole('region', { name: 'The issuer wallet is running low' })).toBeNull();
      unmount();
    }
  });
});

describe('Home', () => {
  it('shows the KPIs, the 5 latest orders and the wallet balances', async () => {
    const seen = serveOrders({ orders: latestOrders(), count: 42 });
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
    expect(Object.fromEntries(seen.lists.at(-1) ?? [])).toEqual({
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
                daily: revenueDays('2026-11-20'),
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

  it('prefetchData starts the four reads the cards make, so the cards reuse them instead of asking again', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    try {
      serve();
      const store = makeStore({ preloadedState: signedInState(walletA), extra: { reloadPage: jest.fn() } });
      prefetchData(store.dispatch, store.getState);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect([...asked].sort()).toEqual([
        '/api/companies/payout-changes/',
        '/api/companies/wallet-tokens/',
        '/api/products/orders/',
        '/api/products/orders/stats/',
      ]);
      renderRoute('/', { store, routes: [{ path: '/', element: <HomePage /> }] });
      expect(await screen.findByText('87.50 USDC.e')).toBeInTheDocument();
      expect(await screen.findByText('ORD-2026-000100')).toBeInTheDocument();
      // The licence queue on Story loads after Home's figures, in its own chunk, so it is not prefetched; the four
      // prefetched reads are not asked again. Beside them Home makes one small public read, the issuer wallet's
      // balance for its warning (docs/product.md §11.1), once.
      await waitFor(() => expect(asked.filter((path) => path === '/api/story/issuer/')).toHaveLength(1));
      const homeReads = asked.filter(
        (path) => path !== '/api/products/orders/awaiting-license-tokens/' && path !== '/api/story/issuer/',
      );
      expect(homeReads).toHaveLength(4);
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
