import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setViewportWidth } from '../../../../tests/viewport';
import { renderWallet } from '../../../../tests/support/wallet/renderWallet';
import { installMockWallet, uninstallMockWallets } from '../../../../tests/support/wallet/mockWallet';

async function openConnect(options: Parameters<typeof renderWallet>[0] = {}) {
  const rendered = await renderWallet(options);
  const button = screen.getByRole('button', { name: /^CONNECT/ });
  await userEvent.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Connect a Wallet' });
  return { ...rendered, button, dialog };
}

describe('connect dialog', () => {
  // Inside the describe, so it runs before the shared teardown resets the viewport: nothing is mounted by then.
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it('is labelled, lists installed wallets first, and Escape closes it with focus back on the button', async () => {
    const { dialog, button } = await openConnect();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 3)).toEqual(['Installed', 'Recommended', 'Popular']);
    expect(within(dialog).getByRole('button', { name: 'Mock Wallet' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('connects to an installed wallet, records it as recent and latest, and closes', async () => {
    const { dialog, store, wallet } = await openConnect();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().wallet.status).toBe('connected');
    expect(await screen.findByRole('button', { name: /1 IP 0x5a…eAed/ })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('rk-latest-id')).toBe(wallet?.rdns));
    expect(JSON.parse(localStorage.getItem('rk-recent') ?? '[]')).toEqual([wallet?.rdns]);
  });

  it('stops quietly when the user rejects the connection', async () => {
    const { dialog, store, wallet } = await openConnect();
    wallet?.rejectNext('eth_requestAccounts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'What is a Wallet?' })).toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'RETRY' })).toBeNull();
    expect(store.getState().wallet.status).toBe('disconnected');
  });

  it('shows RETRY after another failure, and RETRY connects', async () => {
    const { dialog, wallet } = await openConnect();
    wallet?.failNext('eth_requestAccounts', -32002, 'Request already pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }));
    const retry = await within(dialog).findByRole('button', { name: 'RETRY' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The connection did not go through.');
    await userEvent.click(retry);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: /1 IP 0x5a…eAed/ })).toBeInTheDocument();
  });

  it('closing the dialog during a connect cancels it', async () => {
    const { dialog, store, wallet } = await openConnect();
    const release = wallet?.holdNext('eth_requestAccounts');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mock Wallet' }));
    expect(await within(dialog).findByText('Opening Mock Wallet...')).toBeInTheDocument();
    expect(within(dialog).getByText('Confirm connection in the extension')).toBeInTheDocument();
    expect(store.getState().wallet.status).toBe('connecting');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().wallet.status).toBe('disconnected');
    await act(async () => {
      release?.();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(store.getState().wallet.status).toBe('disconnected');
    expect(screen.getByRole('button', { name: /^CONNECT/ })).toBeInTheDocument();
  });

  it('marks at most 3 recent wallets', async () => {
    installMockWallet({ rdns: 'test.second', name: 'Second Wallet' });
    localStorage.setItem(
      'rk-recent',
      JSON.stringify(['test.second', 'io.rabby', 'com.trustwallet.app', 'test.overdive.mock-wallet']),
    );
    const { dialog } = await openConnect();
    const recent = within(dialog)
      .getAllByText('Recent')
      .map((caption) => caption.closest('button')?.textContent?.replace('Recent', ''));
    expect(recent).toEqual(['Second Wallet', 'Rabby Wallet', 'Trust Wallet']);
  });

  it('walks the get-a-wallet path: list of 5, options, download QR, instructions, and back', async () => {
    const { dialog } = await openConnect();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get a Wallet' }));
    const pane = await within(dialog).findByRole('region', { name: 'Get a Wallet' });
    expect(within(pane).getAllByRole('button', { name: /^Get / })).toHaveLength(5);
    await userEvent.click(within(pane).getByRole('button', { name: 'Get MetaMask' }));
    const options = within(dialog).getByRole('region', { name: 'Get MetaMask' });
    expect(within(options).getByRole('heading', { name: 'Get MetaMask' })).toHaveFocus();
    expect(within(options).getByRole('link', { name: /Add to Browser/ })).toHaveAttribute(
      'href',
      'https://metamask.io/download',
    );
    await userEvent.click(within(options).getByRole('button', { name: 'Get the app' }));
    const download = within(dialog).getByRole('region', { name: 'Install MetaMask' });
    const qr = within(download).getByRole('img', { name: 'QR code to download MetaMask' });
    expect(qr).toHaveStyle({ width: '268px', height: '268px' });
    await userEvent.click(within(download).getByRole('button', { name: 'Continue' }));
    const steps = within(dialog).getByRole('region', { name: 'Get started with MetaMask' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(steps).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('region', { name: 'Install MetaMask' })).toBeInTheDocument();
  });

  it('offers a QR to open OVERDIVE in a phone wallet, 382 px wide and 318 px compact', async () => {
    const { dialog } = await openConnect();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coinbase Wallet' }));
    const pane = within(dialog).getByRole('region', { name: 'Scan with Coinbase Wallet' });
    expect(
      within(pane).getByRole('img', { name: 'QR code to open OVERDIVE in Coinbase Wallet' }),
    ).toHaveStyle({
      width: '382px',
    });
    expect(within(pane).getByText('Don’t have Coinbase Wallet?')).toBeInTheDocument();
  });

  it('is a compact sheet at 375 px: the list first, each step replacing it with a back button', async () => {
    setViewportWidth(375);
    const { dialog } = await openConnect();
    expect(within(dialog).queryByRole('heading', { name: 'What is a Wallet?' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Coinbase Wallet' }));
    expect(within(dialog).queryByRole('navigation', { name: 'Wallets' })).toBeNull();
    expect(within(dialog).getByRole('img', { name: /QR code/ })).toHaveStyle({ width: '318px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('navigation', { name: 'Wallets' })).toBeInTheDocument();
  });

  it('traps focus inside', async () => {
    const { dialog } = await openConnect();
    const focusable = within(dialog).getAllByRole('button');
    (focusable[focusable.length - 1] as HTMLElement).focus();
    await userEvent.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
