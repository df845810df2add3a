import { persistStore } from 'redux-persist';
import { makeStore } from '../../app/store';
import { loggedOut, sessionStarted, tokenRefreshed } from '../../services/events';
import { makeToken, tokenValidFor, walletA } from '../../../tests/support/tokens';
import { selectLocale } from '../ui';
import { selectIsSessionValid } from './sessionSlice';

let flush: () => Promise<unknown> = () => Promise.resolve();

function rehydrate() {
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  return new Promise<ReturnType<typeof makeStore>>((resolve) => {
    const persistor = persistStore(store, null, () => resolve(store));
    flush = () => persistor.flush();
  });
}

describe('the persisted session (docs/product.md §4)', () => {
  it('writes exactly jwt_token (raw) and wallet_address (lowercase)', async () => {
    const store = await rehydrate();
    const token = tokenValidFor(3600);
    store.dispatch(sessionStarted({ token, walletAddress: walletA.toUpperCase().replace('0X', '0x') }));
    await flush();
    expect(window.localStorage.getItem('jwt_token')).toBe(token);
    expect(window.localStorage.getItem('wallet_address')).toBe(walletA);
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('persist:'))).toEqual([]);
  });

  it('reads a valid session back on start', async () => {
    const token = tokenValidFor(3600);
    window.localStorage.setItem('jwt_token', token);
    window.localStorage.setItem('wallet_address', walletA);
    const store = await rehydrate();
    expect(store.getState().session).toMatchObject({ token, walletAddress: walletA });
    expect(selectIsSessionValid(store.getState())).toBe(true);
  });

  it('follows refreshes and clears both keys on logout', async () => {
    const store = await rehydrate();
    store.dispatch(sessionStarted({ token: tokenValidFor(100), walletAddress: walletA }));
    const fresh = tokenValidFor(3600);
    store.dispatch(tokenRefreshed({ token: fresh }));
    await flush();
    expect(window.localStorage.getItem('jwt_token')).toBe(fresh);
    store.dispatch(loggedOut({ reason: 'user' }));
    await flush();
    expect(window.localStorage.getItem('jwt_token')).toBeNull();
    expect(window.localStorage.getItem('wallet_address')).toBeNull();
  });

  it.each([
    ['garbage', 'garbage'],
    ['an expired token', makeToken({ exp: Math.floor(Date.now() / 1000) - 10 })],
    ['a token without exp', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIweDEifQ.c2ln'],
    ['a huge value', 'a'.repeat(100_000)],
    ['JSON instead of a token', '{"token":"x"}'],
  ])('treats %s in jwt_token as no session and removes it', async (_name, value) => {
    window.localStorage.setItem('jwt_token', value);
    window.localStorage.setItem('wallet_address', walletA);
    const store = await rehydrate();
    expect(store.getState().session.token).toBeNull();
    expect(window.localStorage.getItem('jwt_token')).toBeNull();
    expect(selectIsSessionValid(store.getState())).toBe(false);
  });

  it.each([['not an address'], ['0x123'], ['["0x1111111111111111111111111111111111111111"]'], ['']])(
    'treats %j in wallet_address as absent and removes it',
    async (value) => {
      window.localStorage.setItem('jwt_token', tokenValidFor(3600));
      window.localStorage.setItem('wallet_address', value);
      const store = await rehydrate();
      expect(store.getState().session.walletAddress).toBeNull();
      expect(window.localStorage.getItem('wallet_address')).toBeNull();
      expect(selectIsSessionValid(store.getState())).toBe(false);
    },
  );

  it('stores a checksummed wallet_address found in storage as lowercase', async () => {
    window.localStorage.setItem('jwt_token', tokenValidFor(3600));
    window.localStorage.setItem('wallet_address', '0xAbCdEf0000000000000000000000000000000001');
    const store = await rehydrate();
    expect(store.getState().session.walletAddress).toBe('0xabcdef0000000000000000000000000000000001');
  });

  it('ignores a tampered locale: no choice is kept, and a browser the product does not speak gets Korean', async () => {
    // docs/product.md §4: the stored choice, else the browser's language when the product speaks it, else ko.
    const languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['xx-YY']);
    try {
      window.localStorage.setItem('locale', 'xx<script>');
      const store = await rehydrate();
      expect(store.getState().ui.locale).toBeNull();
      expect(selectLocale(store.getState())).toBe('ko');
      expect(window.localStorage.getItem('locale')).toBeNull();
    } finally {
      languages.mockRestore();
    }
  });
});
