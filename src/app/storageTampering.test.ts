/**
 * Tampered storage (docs/security.md, docs/product.md §4): every localStorage key the store rehydrates — jwt_token, wallet_address,
 * rk-recent, rk-latest-id, locale — filled by fast-check with garbage, values of the wrong JSON type, near misses and
 * megabytes. The store must start with the field empty (its default), and the key must be removed or rewritten to a
 * valid value. (rk-transactions, rk-ens-name-<address> and rk-version are read outside the store: their own tests,
 * and the browser suite's tests/e2e/storage.spec.ts, which starts the real app on every key.)
 */
import fc from 'fast-check';
import { persistStore } from 'redux-persist';
import { makeToken, tokenValidFor, walletA } from '../../tests/support/tokens';
import { makeStore } from './store';
import { isLocale } from '../services/i18n';

const RUNS = Number(process.env.FUZZ_RUNS_CLIENT ?? 60);

async function startWith(storage: Record<string, string>) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  let flush: () => Promise<unknown> = () => Promise.resolve();
  await new Promise<void>((resolve) => {
    const persistor = persistStore(store, null, () => resolve());
    flush = () => persistor.flush();
  });
  await flush();
  return store;
}

/** Anything a user, an extension or another app could have left under a key. */
const garbage = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '',
    ' ',
    'null',
    'undefined',
    'true',
    '0',
    '[]',
    '{}',
    '{"__proto__":{"polluted":true}}',
    '"ko"',
    'KO',
    'ko ',
    'en-US',
    'de',
    '0x1234',
    '0xZZ11111111111111111111111111111111111111',
    ' 0x1111111111111111111111111111111111111111',
    'a.b.c',
    'eyJhbGciOiJIUzI1NiJ9.eyJleHAiOiJsYXRlciJ9.c2ln',
    makeToken({ exp: 1 }),
    makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }),
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '\u0000',
  ),
);

/** Megabytes, the way a full or abused storage looks. */
const huge = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.constantFrom('x', '0', '{', '["', 'é'))
  .map(([megabytes, unit]) => unit.repeat((megabytes * 500_000) / unit.length));

const tampered = fc.oneof({ weight: 9, arbitrary: garbage }, { weight: 1, arbitrary: huge });

afterEach(() => localStorage.clear());

describe('the store starts on tampered storage and repairs it', () => {
  it('jwt_token: anything but a JWT with a future exp is no session, and is removed', async () => {
    await fc.assert(
      fc.asyncProperty(tampered, async (value) => {
        const store = await startWith({ jwt_token: value, wallet_address: walletA });
        expect(store.getState().session.token).toBeNull();
        expect(localStorage.getItem('jwt_token')).toBeNull();
        // The other key of the pair is untouched by the repair.
        expect(localStorage.getItem('wallet_address')).toBe(walletA);
      }),
      { numRuns: RUNS },
    );
  });

  it('wallet_address: anything but an address is no wallet, and is removed', async () => {
    const token = tokenValidFor(3600);
    await fc.assert(
      fc.asyncProperty(tampered, async (value) => {
        const store = await startWith({ jwt_token: token, wallet_address: value });
        expect(store.getState().session.walletAddress).toBeNull();
        expect(localStorage.getItem('wallet_address')).toBeNull();
      }),
      { numRuns: RUNS },
    );
  });

  it('wallet_address in capitals is read lowercase and stored back lowercase', async () => {
    const store = await startWith({
      jwt_token: tokenValidFor(3600),
      wallet_address: walletA.toUpperCase().replace('0X', '0x'),
    });
    expect(store.getState().session.walletAddress).toBe(walletA);
  });

  it('locale: anything but one of the wallet kit locales is no choice (docs/product.md §4), and is removed', async () => {
    await fc.assert(
      fc.asyncProperty(
        tampered.filter((value) => !isLocale(value)),
        async (value) => {
          const store = await startWith({ locale: value });
          expect(store.getState().ui.locale).toBeNull();
          expect(localStorage.getItem('locale')).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rk-latest-id: anything but a wallet id is none, and is removed', async () => {
    await fc.assert(
      fc.asyncProperty(
        tampered.filter((value) => !/^[A-Za-z0-9._-]{1,128}$/.test(value)),
        async (value) => {
          const store = await startWith({ 'rk-latest-id': value });
          expect(store.getState().wallet.latestWalletId).toBeNull();
          expect(localStorage.getItem('rk-latest-id')).toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('rk-recent: only wallet ids survive, the rest is dropped from the state and the storage', async () => {
    const walletId = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
    const listish = fc.oneof(
      tampered,
      fc
        .array(fc.oneof(walletId, fc.jsonValue({ maxDepth: 1 })), { maxLength: 8 })
        .map((items) => JSON.stringify(items)),
    );
    await fc.assert(
      fc.asyncProperty(listish, async (value) => {
        const store = await startWith({ 'rk-recent': value });
        const recent = store.getState().wallet.recentWalletIds;
        expect(Array.isArray(recent)).toBe(true);
        for (const id of recent) expect(id).toMatch(/^[A-Za-z0-9._-]{1,128}$/);
        const stored = localStorage.getItem('rk-recent');
        // Removed, or what the state holds (written back without the bad entries).
        if (stored !== null) expect(JSON.parse(stored)).toEqual(recent);
        if (recent.length === 0) expect(stored === null || stored === '[]').toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('every key tampered at once still starts an empty, working store', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          jwt_token: tampered,
          wallet_address: garbage,
          'rk-recent': garbage,
          'rk-latest-id': garbage.filter((value) => !/^[A-Za-z0-9._-]{1,128}$/.test(value)),
          locale: garbage.filter((value) => !isLocale(value)),
        }),
        async (storage) => {
          const store = await startWith(storage);
          expect(store.getState().session).toMatchObject({ token: null, walletAddress: null });
          expect(store.getState().ui.locale).toBeNull();
          expect(store.getState().wallet.latestWalletId).toBeNull();
          for (const key of ['jwt_token', 'wallet_address', 'rk-latest-id'])
            expect([key, localStorage.getItem(key)]).toEqual([key, null]);
          expect(localStorage.getItem('locale')).toBeNull();
        },
      ),
      { numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
