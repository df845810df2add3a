import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../tests/msw/server';
import { tokenValidFor } from '../../../../tests/support/tokens';
import { setViewportWidth } from '../../../../tests/viewport';
import { sessionStarted } from '../../../services/events';
import { renderWallet } from '../../../../tests/support/wallet/renderWallet';
import { uninstallMockWallets } from '../../../../tests/support/wallet/mockWallet';
import { walletConnectRequested } from '../walletSlice';
import { copiedFeedbackMs } from '../../../components/forms';

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

async function openAccount(options: Parameters<typeof renderWallet>[0] = {}) {
  const rendered = await renderWallet({ connect: true, ...options });
  const button = await screen.findByRole('button', { name: /0x5a…eAed/ });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: '0x5a…eAed' });
  return { ...rendered, button, dialog };
}

describe('account dialog', () => {
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it('is named by the account and shows the avatar, the full address and the balance with the symbol', async () => {
    const { dialog } = await openAccount({ balance: 1_234_567n * 10n ** 15n });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByTestId('avatar')).toHaveStyle({ width: '74px' });
    expect(within(dialog).getByText(address)).toBeInTheDocument();
    expect(within(dialog).getByText(/1,234\.5 IP/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: /View more on explorer/ })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/address/${address}`,
    );
  });

  it('shows the stablecoin balance the app supplies first, before the native coin', async () => {
    const Stablecoin = () => <p>250.00 USDC</p>;
    const { dialog } = await openAccount({ balance: 10n ** 18n, stablecoinBalance: Stablecoin });
    const stablecoin = within(dialog).getByText('250.00 USDC');
    const native = within(dialog).getByText(/1 IP/);
    expect(stablecoin.compareDocumentPosition(native) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('reads the balance again when it opens', async () => {
    const { wallet, button } = await openAccount();
    const reads = () => wallet?.requests.filter((request) => request.method === 'eth_getBalance').length ?? 0;
    const before = reads();
    await userEvent.keyboard('{Escape}');
    wallet?.balances.set(address.toLowerCase(), 2n * 10n ** 18n);
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: '0x5a…eAed' });
    await waitFor(() => expect(within(dialog).getByText(/^\s*2 IP/)).toBeInTheDocument());
    expect(reads()).toBe(before + 1);
  });

  it('copies the address and says Copied! for 1.5 s', async () => {
    const { dialog } = await openAccount();
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const writeText = jest.spyOn(navigator.clipboard, 'writeText');
      await user.click(within(dialog).getByRole('button', { name: 'Copy Address' }));
      expect(writeText).toHaveBeenCalledWith(address);
      expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      expect(within(dialog).getByRole('status')).toHaveTextContent('Copied!');
      act(() => jest.advanceTimersByTime(copiedFeedbackMs - 1));
      expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).getByRole('button', { name: 'Copy Address' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('Escape closes it and focus returns to the wallet button', async () => {
    const { button } = await openAccount();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('Disconnect lets go of the wallet and removes rk-latest-id', async () => {
    const { dialog, store } = await openAccount();
    await waitFor(() => expect(localStorage.getItem('rk-latest-id')).not.toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wallet.status).toBe('disconnected');
    expect(await screen.findByRole('button', { name: /^CONNECT/ })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('rk-latest-id')).toBeNull());
  });

  it('on a licensor page Disconnect also signs out', async () => {
    let loggedOut = false;
    server.use(
      http.post(apiUrl('auth/logout/'), () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, wallet } = await renderWallet({ authentication: true });
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: (wallet?.accounts[0] ?? '').toLowerCase(),
        }),
      );
    });
    wallet?.authorise();
    await act(async () => {
      await store.dispatch(walletConnectRequested({ walletId: wallet?.rdns ?? '' }));
    });
    await userEvent.click(await screen.findByRole('button', { name: /0x5a…eAed/ }));
    const dialog = await screen.findByRole('dialog', { name: '0x5a…eAed' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(loggedOut).toBe(true);
  });

  it('is a bottom sheet with the larger avatar at 375 px', async () => {
    setViewportWidth(375);
    const { dialog } = await openAccount();
    expect(dialog.className).toContain('sheet');
    expect(within(dialog).getByTestId('avatar')).toHaveStyle({ width: '82px' });
  });

  it('reads in Korean', async () => {
    await renderWallet({ connect: true, locale: 'ko' });
    await userEvent.click(await screen.findByRole('button', { name: /0x5a…eAed/ }));
    const dialog = await screen.findByRole('dialog', { name: '0x5a…eAed' });
    expect(within(dialog).getByRole('button', { name: '주소 복사' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '연결 해제' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '닫기' })).toBeInTheDocument();
  });
});
