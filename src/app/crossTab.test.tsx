import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { appStarted } from '../services/events';
import { walletConnectRequested } from '../features/wallet';
import { autoSignInRequested, completeSignIn } from '../features/session';
import { apiUrl, server } from '../../tests/msw/server';
import { installFakeWallet } from '../../tests/support/fakeEip1193';
import { tokenValidFor, walletB } from '../../tests/support/tokens';
import { installWebLocks } from '../../tests/support/webLocks';
import { makeStore } from './store';

async function connectedStore() {
  const wallet = installFakeWallet();
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  store.dispatch(appStarted());
  await store.dispatch(walletConnectRequested({ walletId: wallet.rdns }));
  return { store, wallet };
}

function otherTabWrites(token: string, walletAddress: string) {
  window.localStorage.setItem('wallet_address', walletAddress);
  window.localStorage.setItem('jwt_token', token);
  window.dispatchEvent(
    new StorageEvent('storage', { key: 'jwt_token', newValue: token, storageArea: window.localStorage }),
  );
}

describe('sessions across tabs (docs/product.md §17.4)', () => {
  it('follows a sign-in of another wallet in another tab and lets go of its own wallet instead of ending it', async () => {
    const { store, wallet } = await connectedStore();
    const token = tokenValidFor(3600, walletB);
    otherTabWrites(token, walletB);
    expect(store.getState().session).toMatchObject({ token, walletAddress: walletB, lastLogoutReason: null });
    expect(store.getState().wallet.status).toBe('disconnected');
    // The wallet was released, not disconnected: the site keeps its permission, which the other tab relies on.
    expect(wallet.requests.map((request) => request.method)).not.toContain('wallet_revokePermissions');
    // Nothing here ended the new session, so the other tab keeps it too.
    expect(window.localStorage.getItem('jwt_token')).toBe(token);
  });

  it('takes the session another tab just signed in with for the same wallet, without a second signature', async () => {
    const { store, wallet } = await connectedStore();
    const token = tokenValidFor(3600, wallet.address());
    window.localStorage.setItem('jwt_token', token);
    window.localStorage.setItem('wallet_address', wallet.address().toLowerCase());
    await store.dispatch(autoSignInRequested({ address: wallet.address() }));
    expect(store.getState().session.token).toBe(token);
    expect(wallet.requests.map((request) => request.method)).not.toContain('personal_sign');
  });

  it('runs one automatic sign-in at a time (React StrictMode runs effects twice)', async () => {
    const { store, wallet } = await connectedStore();
    let nonces = 0;
    server.use(
      http.get(apiUrl('auth/nonce/'), () => {
        nonces += 1;
        return HttpResponse.json({ nonce: `n-${nonces}` });
      }),
      http.post(apiUrl('auth/wallet-connect/'), () =>
        HttpResponse.json({ token: tokenValidFor(3600, wallet.address()), message: 'ok' }),
      ),
    );
    await Promise.all([
      store.dispatch(autoSignInRequested({ address: wallet.address() })),
      store.dispatch(autoSignInRequested({ address: wallet.address() })),
    ]);
    await waitFor(() => expect(store.getState().session.token).not.toBeNull());
    expect(nonces).toBe(1);
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
  });

  it('lets one of two tabs finishing a sign-in at once sign the wallet in, and the other take its session', async () => {
    const uninstallLocks = installWebLocks();
    try {
      const { store: guardTab, wallet } = await connectedStore();
      const checkoutTab = makeStore({ extra: { reloadPage: jest.fn() } });
      const tokens: string[] = [];
      server.use(
        http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: `n-${tokens.length}` })),
        http.post(apiUrl('auth/wallet-connect/'), () => {
          tokens.push(tokenValidFor(3600 + tokens.length, wallet.address()));
          return HttpResponse.json({ token: tokens.at(-1), message: 'ok' });
        }),
      );
      const setItem = jest.spyOn(Storage.prototype, 'setItem');
      // The guard's automatic sign-in in one tab, a buyer's sign-in at checkout in the other, both at once.
      await Promise.all([
        guardTab.dispatch(autoSignInRequested({ address: wallet.address() })),
        completeSignIn(checkoutTab.dispatch, { address: wallet.address() }),
      ]);
      expect(tokens).toHaveLength(1);
      expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
      // Both tabs hold the one session, and only one token was ever written to storage.
      expect(guardTab.getState().session.token).toBe(tokens[0]);
      expect(checkoutTab.getState().session.token).toBe(tokens[0]);
      await waitFor(() => expect(window.localStorage.getItem('jwt_token')).toBe(tokens[0]));
      const tokenWrites = setItem.mock.calls.filter(([key]) => key === 'jwt_token');
      expect(tokenWrites.map(([, value]) => value)).toEqual([tokens[0]]);
    } finally {
      uninstallLocks();
    }
  });
});
