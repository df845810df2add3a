import { getAddress } from 'ethers';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { appStarted, sessionStarted } from '../services/events';
import { walletConnectRequested } from '../features/wallet';
import { apiUrl, server } from '../../tests/msw/server';
import { emptyScreenData } from '../../tests/msw/screens';
import { installFakeWallet } from '../../tests/support/fakeEip1193';
import { tokenValidFor } from '../../tests/support/tokens';
import { renderRoute } from '../../tests/renderWithProviders';
import { companyLookupApi } from '../features/company';
import { prefetchGuardReads } from './guards';
import { makeStore } from './store';

const company = (wallet: string) => ({
  id: 'c1',
  wallet_address: wallet.toLowerCase(),
  name: 'Acme Studio',
  slug: 'acme-studio',
  description: '',
  website: null,
  contact_email: null,
  country: 'KR',
  logo_url: null,
  payout_address: wallet.toLowerCase(),
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

/** Answers the company lookups of `wallet` with its company and returns the wallets looked up, in order. */
function answerLookups(wallet: string): string[] {
  const lookups: string[] = [];
  server.use(
    http.get(apiUrl('companies/:wallet/'), ({ params }) => {
      // Home's balances (companies/wallet-tokens/) share this path pattern; they are not a lookup.
      if (params.wallet === 'wallet-tokens')
        return HttpResponse.json({
          address: wallet,
          native: { symbol: 'IP', decimals: 18, balance: '0' },
          tokens: [],
        });
      // So do Home's recent payout changes (companies/payout-changes/).
      if (params.wallet === 'payout-changes')
        return HttpResponse.json({ count: 0, next: null, previous: null, results: [] });
      lookups.push(String(params.wallet));
      return HttpResponse.json(company(wallet));
    }),
  );
  return lookups;
}

async function connect(store: ReturnType<typeof renderRoute>['store'], walletId: string) {
  act(() => {
    store.dispatch(appStarted());
  });
  await act(() => store.dispatch(walletConnectRequested({ walletId })));
  expect(store.getState().wallet.status).toBe('connected');
}

describe('guards (docs/product.md §16)', () => {
  // The screens behind the guards load their own data; answer it so these tests stay about the guards.
  beforeEach(() => server.use(...emptyScreenData()));

  it('sends a visitor with no session and no wallet to /auth', async () => {
    const { router, store } = renderRoute('/order');
    act(() => {
      store.dispatch(appStarted());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.state).toEqual({ from: '/order' });
  });

  it('shows a spinner while the last wallet is being restored', async () => {
    renderRoute('/');
    expect(await screen.findByText('Checking your session…')).toBeInTheDocument();
  });

  it('proceeds with a valid session and an existing company, looking the company up once per navigation', async () => {
    const wallet = '0x1111111111111111111111111111111111111111';
    const lookups = answerLookups(wallet);
    const { router, store } = renderRoute('/');
    act(() => {
      store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: wallet }));
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(lookups).toEqual([wallet]);
    await act(() => router.navigate('/order'));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(lookups).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Order' })).toHaveAttribute('aria-current', 'page');
  });

  it('takes the company lookup start-up began for the first screen, and looks up again on the next navigation', async () => {
    const wallet = '0x2222222222222222222222222222222222222222';
    const lookups = answerLookups(wallet);
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    act(() => {
      store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: wallet }));
    });
    prefetchGuardReads('/', store.dispatch, store.getState);
    // The start-up lookup has answered before the first render, as on a slow device.
    await waitFor(() => expect(lookups).toEqual([wallet]));
    await waitFor(() =>
      expect(companyLookupApi.endpoints.getCompanyByWallet.select(wallet)(store.getState()).isSuccess).toBe(
        true,
      ),
    );

    const { router } = renderRoute('/', { store });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(lookups).toEqual([wallet]);
    await act(() => router.navigate('/order'));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(lookups).toHaveLength(2));
  });

  it('starts no lookup at start-up without a valid session or outside the company pages', async () => {
    const wallet = '0x3333333333333333333333333333333333333333';
    server.use(
      http.get(apiUrl('companies/:wallet/'), () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    const lookupOf = () => companyLookupApi.endpoints.getCompanyByWallet.select(wallet)(store.getState());
    prefetchGuardReads('/', store.dispatch, store.getState);
    act(() => {
      store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: wallet }));
    });
    prefetchGuardReads('/auth', store.dispatch, store.getState);
    prefetchGuardReads('/create/1', store.dispatch, store.getState);
    expect(lookupOf().isUninitialized).toBe(true);
    prefetchGuardReads('/order', store.dispatch, store.getState);
    expect(lookupOf().isLoading).toBe(true);
    await waitFor(() => expect(lookupOf().data).toBeNull());
  });

  it('sends a wallet without a company to /create', async () => {
    server.use(
      http.get(apiUrl('companies/:wallet/'), () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const { router, store } = renderRoute('/manage');
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: '0x1111111111111111111111111111111111111111',
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
    expect(router.state.location.search).toBe('?step=1');
  });

  it('sends the user to /create when the lookup fails, saying so', async () => {
    server.use(
      http.get(apiUrl('companies/:wallet/'), () => HttpResponse.json({ error: 'boom' }, { status: 500 })),
    );
    const { router, store } = renderRoute('/product');
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: '0x1111111111111111111111111111111111111111',
        }),
      );
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/create'));
    expect(router.state.location.state).toMatchObject({ from: '/product', lookupFailed: true });
  });

  it('does not send /create through the company guard', async () => {
    // The wizard looks the company up itself (a wallet that has one goes Home, docs/product.md §9); the guard must not
    // redirect a wallet without one away from the page that creates it.
    server.use(
      http.get(apiUrl('companies/:wallet/'), () =>
        HttpResponse.json({ error: 'Not found' }, { status: 404 }),
      ),
    );
    const { router, store } = renderRoute('/create?step=1');
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: '0x1111111111111111111111111111111111111111',
        }),
      );
    });
    expect(await screen.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create');
  });

  it('signs in again automatically when the token is gone but the wallet is connected', async () => {
    const wallet = installFakeWallet();
    const messages: string[] = [];
    server.use(
      http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: 'n-123' })),
      http.post(apiUrl('auth/wallet-connect/'), async ({ request }) => {
        const body = (await request.json()) as { message: string; wallet_address: string };
        messages.push(body.message);
        return HttpResponse.json({ token: tokenValidFor(3600, body.wallet_address), message: 'ok' });
      }),
      http.get(apiUrl('companies/:wallet/'), ({ params }) =>
        HttpResponse.json(company(String(params.wallet))),
      ),
    );
    const { store, router } = renderRoute('/');
    await connect(store, wallet.rdns);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.walletAddress).toBe(wallet.address().toLowerCase());
    expect(messages[0]).toContain(
      `wants you to sign in with your Ethereum account:\n${getAddress(wallet.address())}\n`,
    );
    expect(messages[0]).toContain('Nonce: n-123');
  });

  it('sends the user to /auth when the automatic sign-in is declined in the wallet', async () => {
    const wallet = installFakeWallet();
    server.use(http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: 'n-1' })));
    // Declined before the wallet connects: the automatic sign-in asks for the signature as soon as it does.
    wallet.rejectNext('personal_sign');
    const { store, router } = renderRoute('/manage');
    await connect(store, wallet.rdns);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(store.getState().session.autoSignIn).toBe('failed');
    expect(store.getState().ui.notices).toEqual([]);
  });

  it('reports a refused sign-in with the server text and lands on /auth', async () => {
    const wallet = installFakeWallet();
    server.use(
      http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: 'n-1' })),
      http.post(apiUrl('auth/wallet-connect/'), () =>
        HttpResponse.json({ error: 'Nonce expired' }, { status: 400 }),
      ),
    );
    const { store, router } = renderRoute('/');
    await connect(store, wallet.rdns);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(store.getState().ui.notices).toEqual([
      expect.objectContaining({ key: 'errors.tokenIssueFailed', detail: 'Nonce expired' }),
    ]);
  });

  it('logs out and goes to /auth when the connected account is not the signed-in one', async () => {
    const wallet = installFakeWallet();
    // On /auth the connected wallet is offered the sign-in dialog, which asks for a nonce.
    server.use(http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: 'n-1' })));
    // Until the wallet connects, the session's own wallet is looked up as usual.
    answerLookups('0x9999999999999999999999999999999999999999');
    const { store, router } = renderRoute('/');
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: '0x9999999999999999999999999999999999999999',
        }),
      );
    });
    await connect(store, wallet.rdns);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'accountMismatch' });
  });

  it('leaves /auth and /products/* open without a session', async () => {
    const { router } = renderRoute('/products/acme-studio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Studio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/products/acme-studio');
  });
});
