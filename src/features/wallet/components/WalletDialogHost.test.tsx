import { act, screen } from '@testing-library/react';
import { appStarted } from '../../../services/events';
import { loadBundle } from '../../../services/i18n';
import { renderWithProviders } from '../../../../tests/renderWithProviders';
import { installFakeWallet } from '../../../../tests/support/fakeEip1193';
import { walletDialogOpened } from '../walletSlice';
import { WalletButton } from './WalletButton';
import { WalletKitProvider } from './WalletKitProvider';

describe('WalletDialogHost', () => {
  it('opens a connect asked for while the last wallet is still being restored, once it is known', async () => {
    await loadBundle('walletDialogs', 'en');
    installFakeWallet();
    const { store } = renderWithProviders(
      <WalletKitProvider authentication={false}>
        <WalletButton />
      </WalletKitProvider>,
    );
    // Right after a page load the wallet status is `reconnecting`: a click then must not be lost.
    expect(store.getState().wallet.status).toBe('reconnecting');
    act(() => {
      store.dispatch(walletDialogOpened('connect'));
      store.dispatch(appStarted());
    });
    expect(await screen.findByRole('dialog', { name: 'Connect a Wallet' })).toBeInTheDocument();
    expect(store.getState().wallet.status).toBe('disconnected');
  });
});
