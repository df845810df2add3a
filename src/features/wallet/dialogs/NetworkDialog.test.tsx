import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewportWidth } from '../../../../tests/viewport';
import { renderWallet } from '../../../../tests/support/wallet/renderWallet';
import { uninstallMockWallets } from '../../../../tests/support/wallet/mockWallet';
import { walletConnectRequested, walletDialogOpened } from '../walletSlice';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '../../../../tests/msw/server';
import { tokenValidFor } from '../../../../tests/support/tokens';
import { sessionStarted } from '../../../services/events';

async function openNetwork(options: Parameters<typeof renderWallet>[0] = {}) {
  const rendered = await renderWallet({ connect: true, chainId: 1, ...options });
  const button = await screen.findByRole('button', { name: 'Wrong network' });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' });
  return { ...rendered, button, dialog };
}

describe('network dialog', () => {
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it('lists the configured chains with the wrong-network notice and a way out', async () => {
    const { dialog } = await openNetwork();
    expect(
      within(dialog).getByText('Wrong network detected, switch or disconnect to continue.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Story/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it('adds the chain when the wallet does not know it (4902), switches, and closes', async () => {
    const { dialog, wallet, store } = await openNetwork();
    expect(wallet?.knownChains.has(1514)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Story/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const methods = (wallet?.requests.map((request) => request.method) ?? []).filter((method) =>
      /^wallet_|^eth_chainId$/.test(method),
    );
    expect(methods.slice(methods.indexOf('wallet_switchEthereumChain'))).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'eth_chainId',
      'wallet_switchEthereumChain',
    ]);
    expect(wallet?.requests.find((request) => request.method === 'wallet_addEthereumChain')?.params).toEqual([
      expect.objectContaining({
        chainId: '0x5ea',
        chainName: 'Story',
        rpcUrls: ['https://mainnet.storyrpc.io'],
      }),
    ]);
    await waitFor(() => expect(store.getState().wallet.chainId).toBe(1514));
    expect(await screen.findByRole('button', { name: /0x5a…eAed/ })).toBeInTheDocument();
  });

  it('shows Confirm in Wallet while the switch waits, then closes', async () => {
    const { dialog, wallet } = await openNetwork();
    wallet?.knownChains.add(1514);
    const release = wallet?.holdNext('wallet_switchEthereumChain');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Story/ }));
    expect(within(dialog).getByRole('button', { name: /^Story/ })).toHaveAccessibleDescription(
      'Confirm in Wallet',
    );
    release?.();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: /0x5a…eAed/ })).toBeInTheDocument();
  });

  it('stays open quietly when the user declines (4001), and says so on another failure', async () => {
    const { dialog, wallet } = await openNetwork();
    wallet?.rejectNext('wallet_switchEthereumChain');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Story/ }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /^Story/ })).not.toHaveAccessibleDescription(),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    wallet?.failNext('wallet_switchEthereumChain', -32603, 'Internal error');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Story/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your wallet did not switch networks.',
    );
  });

  it('Disconnect lets go of the wallet', async () => {
    const { dialog, store } = await openNetwork();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wallet.status).toBe('disconnected');
  });

  it('on a licensor page Disconnect also signs out', async () => {
    let loggedOut = false;
    server.use(
      http.post(apiUrl('auth/logout/'), () => {
        loggedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { store, wallet } = await renderWallet({ authentication: true, chainId: 1 });
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: (wallet?.accounts[0] ?? '').toLowerCase(),
        }),
      );
    });
    await act(async () => {
      await store.dispatch(walletConnectRequested({ walletId: wallet?.rdns ?? '' }));
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Wrong network' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(loggedOut).toBe(true);
  });

  it('Escape closes it with focus back on the button', async () => {
    const { button } = await openNetwork();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('marks the current chain Connected when opened on a configured chain', async () => {
    const { store } = await renderWallet({ connect: true });
    act(() => {
      store.dispatch(walletDialogOpened('network'));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Switch Networks' });
    const story = within(dialog).getByRole('button', { name: /^Story/ });
    expect(story).toHaveAttribute('aria-current', 'true');
    expect(story).toHaveAccessibleDescription('Connected');
    expect(within(dialog).queryByText(/Wrong network detected/)).toBeNull();
  });

  it('is a bottom sheet at 375 px', async () => {
    setViewportWidth(375);
    const { dialog } = await openNetwork();
    expect(dialog.className).toContain('sheet');
  });
});
