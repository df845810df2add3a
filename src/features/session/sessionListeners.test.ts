import { http, HttpResponse } from 'msw';
import { makeStore } from '../../app/store';
import { api, authApi } from '../../services/api';
import { appStarted, sessionStarted, walletAccountsChanged, walletChainChanged } from '../../services/events';
import { apiUrl, server } from '../../../tests/msw/server';
import { tokenValidFor, walletA, walletB } from '../../../tests/support/tokens';
import { refreshCheckIntervalMs, refreshThresholdSeconds } from '../../services/session';

function setup() {
  const reloadPage = jest.fn();
  const store = makeStore({ extra: { reloadPage } });
  return { store, reloadPage };
}

describe('the refresh timer (docs/product.md §16, §21)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks every 300 000 ms and refreshes only once under 1800 s remain', async () => {
    expect(refreshCheckIntervalMs).toBe(300_000);
    expect(refreshThresholdSeconds).toBe(1800);
    const refreshed = tokenValidFor(3600);
    let refreshes = 0;
    server.use(
      http.post(apiUrl('auth/refresh/'), () => {
        refreshes += 1;
        return HttpResponse.json({ token: refreshed });
      }),
    );
    const { store } = setup();
    // 2000 s left: the check at start and the one 300 s later (1700 s left) decide differently.
    store.dispatch(sessionStarted({ token: tokenValidFor(2000), walletAddress: walletA }));
    await jest.advanceTimersByTimeAsync(1000);
    expect(refreshes).toBe(0);

    await jest.advanceTimersByTimeAsync(refreshCheckIntervalMs - 1000 - 1);
    expect(refreshes).toBe(0);

    await jest.advanceTimersByTimeAsync(2);
    await jest.advanceTimersByTimeAsync(10);
    expect(refreshes).toBe(1);
    expect(store.getState().session.token).toBe(refreshed);

    // The fresh token has an hour left: the next checks leave it alone.
    await jest.advanceTimersByTimeAsync(refreshCheckIntervalMs * 2);
    expect(refreshes).toBe(1);
  });

  it('stops when the user logs out', async () => {
    let refreshes = 0;
    server.use(
      http.post(apiUrl('auth/refresh/'), () => {
        refreshes += 1;
        return HttpResponse.json({ token: tokenValidFor(3600) });
      }),
      http.post(apiUrl('auth/logout/'), () => new HttpResponse(null, { status: 204 })),
    );
    const { store } = setup();
    store.dispatch(sessionStarted({ token: tokenValidFor(2000), walletAddress: walletA }));
    const { loggedOut } = await import('../../services/events');
    store.dispatch(loggedOut({ reason: 'user' }));
    await jest.advanceTimersByTimeAsync(refreshCheckIntervalMs * 3);
    expect(refreshes).toBe(0);
  });

  it('logs out with the expiry message when the server refuses the refresh', async () => {
    server.use(
      http.post(apiUrl('auth/refresh/'), () => HttpResponse.json({ error: 'revoked' }, { status: 401 })),
    );
    const { store } = setup();
    store.dispatch(sessionStarted({ token: tokenValidFor(600), walletAddress: walletA }));
    await jest.advanceTimersByTimeAsync(50);
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'expired' });
    expect(store.getState().ui.notices.map((notice) => notice.key)).toEqual(['errors.tokenExpired']);
  });
});

describe('a session of another wallet (docs/product.md §7: a buyer signs in on a brand page)', () => {
  // A public read that is no wallet's data, injected here the way a feature injects its endpoints.
  const publicApi = api.injectEndpoints({
    endpoints: (build) => ({
      brandForTest: build.query<unknown, string>({
        query: (slug) => ({ url: 'companies/licensor-info/', params: { slug } }),
        extraOptions: { public: true },
        providesTags: ['Storefront'],
      }),
    }),
  });

  function cachedEndpoints(store: ReturnType<typeof setup>['store']): string[] {
    return Object.values(store.getState().api.queries)
      .filter((entry) => entry?.status === 'fulfilled')
      .map((entry) => entry?.endpointName ?? '')
      .sort();
  }

  async function cacheProfileAndBrand(store: ReturnType<typeof setup>['store']) {
    server.use(
      http.get(apiUrl('auth/profile/'), () =>
        HttpResponse.json({ wallet_address: walletA, company: null, last_login: null }),
      ),
      http.get(apiUrl('companies/licensor-info/'), () => HttpResponse.json({ company: { slug: 'brand' } })),
    );
    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
    const profile = store.dispatch(authApi.endpoints.getProfile.initiate());
    const brand = store.dispatch(publicApi.endpoints.brandForTest.initiate('brand'));
    await Promise.all([profile, brand]);
    profile.unsubscribe();
    brand.unsubscribe();
    expect(cachedEndpoints(store)).toEqual(['brandForTest', 'getProfile']);
  }

  it("drops the previous wallet's data from the cache and keeps the public brand page", async () => {
    const { store } = setup();
    await cacheProfileAndBrand(store);

    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletB }));

    expect(cachedEndpoints(store)).toEqual(['brandForTest']);
  });

  it('keeps the cache when the same wallet starts a new session', async () => {
    const { store } = setup();
    await cacheProfileAndBrand(store);

    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));

    expect(cachedEndpoints(store)).toEqual(['brandForTest', 'getProfile']);
  });
});

describe('wallet events (docs/product.md §16)', () => {
  it('clears the tokens when every account is gone, without a reload', () => {
    const { store, reloadPage } = setup();
    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
    store.dispatch(walletAccountsChanged({ accounts: [] }));
    expect(store.getState().session).toMatchObject({
      token: null,
      walletAddress: null,
      lastLogoutReason: 'walletDisconnected',
    });
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('clears the tokens and reloads when the wallet switches to another account', () => {
    const { store, reloadPage } = setup();
    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
    store.dispatch(walletAccountsChanged({ accounts: [walletB] }));
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'accountSwitched' });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the wallet re-reports the same account in other casing', () => {
    const { store, reloadPage } = setup();
    const token = tokenValidFor(3600);
    store.dispatch(sessionStarted({ token, walletAddress: walletA }));
    store.dispatch(walletAccountsChanged({ accounts: [walletA.toUpperCase().replace('0X', '0x')] }));
    expect(store.getState().session.token).toBe(token);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reloads on a chain change', () => {
    const { store, reloadPage } = setup();
    store.dispatch(walletChainChanged({ chainId: 1 }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('other tabs (docs/product.md §17.4)', () => {
  function storageEvent(key: string, newValue: string | null) {
    if (newValue === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
  }

  it('follows a logout in another tab', () => {
    const { store } = setup();
    store.dispatch(appStarted());
    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
    window.localStorage.removeItem('wallet_address');
    storageEvent('jwt_token', null);
    expect(store.getState().session).toMatchObject({ token: null, lastLogoutReason: 'otherTab' });
  });

  it('adopts a token another tab refreshed for the same wallet', () => {
    const { store } = setup();
    store.dispatch(appStarted());
    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
    const fresh = tokenValidFor(7200);
    window.localStorage.setItem('wallet_address', walletA);
    storageEvent('jwt_token', fresh);
    expect(store.getState().session).toMatchObject({ token: fresh, walletAddress: walletA });
  });

  it('switches to the wallet another tab signed in with', () => {
    const { store } = setup();
    store.dispatch(appStarted());
    store.dispatch(sessionStarted({ token: tokenValidFor(3600), walletAddress: walletA }));
    const other = tokenValidFor(3600, walletB);
    window.localStorage.setItem('wallet_address', walletB);
    storageEvent('jwt_token', other);
    expect(store.getState().session).toMatchObject({ token: other, walletAddress: walletB });
  });
});
