import { act, waitFor } from '@testing-library/react';
import { type ComponentType } from 'react';
import { persistStore } from 'redux-persist';
import { renderWithProviders } from '../../renderWithProviders';
import { loadBundle, type Locale } from '../../../src/services/i18n';
import { appStarted } from '../../../src/services/events';
import { WalletButton } from '../../../src/features/wallet/components/WalletButton';
import { WalletKitProvider } from '../../../src/features/wallet/components/WalletKitProvider';
import { walletApi } from '../../../src/features/wallet/walletApi';
import { walletConnectRequested } from '../../../src/features/wallet/walletSlice';
import { installMockWallet, type MockWallet } from './mockWallet';

export interface RenderWalletOptions {
  authentication?: boolean;
  locale?: Locale;
  /** Install a wallet in the page (default true). */
  withWallet?: boolean;
  chainId?: number;
  /** Connect it before returning. */
  connect?: boolean;
  balance?: bigint;
  recentTransactions?: ComponentType | null;
  stablecoinBalance?: ComponentType | null;
}

/**
 * The wallet button inside a WalletKitProvider, with a fresh real store started as the app starts it, and a
 * scripted wallet in the page. Test-only.
 */
export async function renderWallet({
  authentication = false,
  locale = 'en',
  withWallet = true,
  chainId = 1514,
  connect = false,
  balance = 10n ** 18n,
  recentTransactions = null,
  stablecoinBalance = null,
}: RenderWalletOptions = {}) {
  // The dialogs' texts load with the first dialog; have them ready so opening one does not suspend inside act().
  await loadBundle('walletDialogs', locale);
  const wallet: MockWallet | null = withWallet ? installMockWallet({ chainId }) : null;
  wallet?.balances.set((wallet.accounts[0] ?? '').toLowerCase(), balance);
  const result = renderWithProviders(
    <WalletKitProvider
      authentication={authentication}
      recentTransactions={recentTransactions}
      stablecoinBalance={stablecoinBalance}
    >
      <WalletButton />
    </WalletKitProvider>,
    { locale },
  );
  const { store } = result;
  // As src/index.tsx does: rehydrate from storage (rk-recent, rk-latest-id, the session), then start.
  await act(() => new Promise<void>((resolve) => persistStore(store, null, resolve)));
  act(() => {
    store.dispatch(appStarted());
  });
  await waitFor(() => expect(store.getState().wallet.status).not.toBe('reconnecting'));
  if (connect && wallet) {
    await act(async () => {
      await store.dispatch(walletConnectRequested({ walletId: wallet.rdns }));
    });
    // The button reads the balance right after a connect; let it land inside the test.
    await waitFor(() => {
      const { address, chainId } = store.getState().wallet;
      const account = { address: address ?? '', chainId: chainId ?? 0 };
      expect(walletApi.endpoints.getNativeBalance.select(account)(store.getState()).data).toBeDefined();
    });
  }
  return { ...result, wallet };
}
