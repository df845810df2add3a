import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import userEvent from '@testing-library/user-event';
import { setViewportWidth } from '@tests/viewport';
import { renderWithProviders } from '@tests/renderWithProviders';
import { sessionStarted } from '@/services/events';
import { tokenValidFor } from '@tests/support/tokens';
import { renderWallet } from '@tests/support/wallet/renderWallet';
import { uninstallMockWallets } from '@tests/support/wallet/mockWallet';
import { WalletButton } from './WalletButton';

describe('WalletButton', () => {
  // Inside the describe, so it runs before the shared teardown resets the viewport: nothing is mounted by then.
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it('is invisible but keeps its place while the last wallet is restored (loading)', () => {
    renderWithProviders(<WalletButton />);
    const button = screen.getByRole('button', { hidden: true });
    expect(button).toHaveAttribute('aria-hidden', 'true');
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-status', 'loading');
    expect(button).toHaveTextContent('CONNECT');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([1280, 375])('reads CONNECT when disconnected at %i px', async (width) => {
    setViewportWidth(width);
    await renderWallet();
    const button = screen.getByRole('button', { name: /^CONNECT/ });
    expect(button).toBeVisible();
    if (width === 375) expect(button.querySelector('svg')).not.toBeNull();
  });

  it('with no wallet in the browser, says to install one and shows where to get one', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { store } = await renderWallet({ withWallet: false, locale: 'ko' });
    await userEvent.click(screen.getByRole('button', { name: /^CONNECT/ }));
    expect(alert).toHaveBeenCalledWith('지갑 확장 프로그램을 설치해주세요.');
    expect(store.getState().wallet.status).toBe('disconnected');
    const dialog = await screen.findByRole('dialog', { name: '지갑 연결' });
    expect(within(dialog).getByRole('heading', { name: '지갑 받기' })).toBeInTheDocument();
    alert.mockRestore();
  });

  it('shows the short address and the balance when connected at 1280 px', async () => {
    const { wallet } = await renderWallet({ connect: true, balance: 12_345_670_000_000_000_000_000n });
    const address = wallet?.accounts[0] ?? '';
    const button = await screen.findByRole('button', { name: /0x5a…eAed/ });
    await waitFor(() => expect(button).toHaveTextContent('12.3k IP'));
    expect(button).toHaveAccessibleName(`12.3k IP ${address.slice(0, 4)}…${address.slice(-4)}`);
  });

  it("shows the account's name the API resolves, asking once more when the first lookup fails", async () => {
    const lookups: string[] = [];
    server.use(
      http.get(apiUrl('names/'), ({ request }) => {
        lookups.push(new URL(request.url).searchParams.get('address') ?? '');
        return lookups.length === 1
          ? HttpResponse.json({ error: 'down' }, { status: 503 })
          : HttpResponse.json({ name: 'alice.ip' });
      }),
    );
    const { wallet } = await renderWallet({ connect: true });
    expect(await screen.findByRole('button', { name: /alice\.ip/ })).toBeInTheDocument();
    expect(lookups).toEqual([wallet?.accounts[0], wallet?.accounts[0]]);
  });

  it('shows only the avatar at 375 px, named by the account', async () => {
    setViewportWidth(375);
    await renderWallet({ connect: true });
    const button = await screen.findByRole('button', { name: '0x5a…eAed' });
    expect(button).not.toHaveTextContent('IP');
    expect(within(button).getByTestId('avatar')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['en', 'Wrong network'],
    ['ko', '잘못된 네트워크'],
  ] as const)(
    'reads the wrong-network label (%s) on a chain the product does not offer',
    async (locale, label) => {
      await renderWallet({ connect: true, chainId: 1, locale });
      expect(await screen.findByRole('button', { name: label })).toBeInTheDocument();
    },
  );

  it('keeps the wrong-network label as the accessible name of the icon at 375 px', async () => {
    setViewportWidth(375);
    await renderWallet({ connect: true, chainId: 1 });
    const button = await screen.findByRole('button', { name: 'Wrong network' });
    expect(button.querySelector('.visually-hidden')).toHaveTextContent('Wrong network');
  });

  it('on a licensor page reads CONNECT while the wallet has no session, then the account once signed in', async () => {
    server.use(http.get(apiUrl('auth/nonce/'), () => HttpResponse.json({ nonce: 'n-1' })));
    const { store, wallet } = await renderWallet({ authentication: true, connect: true });
    expect(screen.getByRole('button', { name: /^CONNECT/ })).toHaveAttribute(
      'data-status',
      'unauthenticated',
    );
    // The sign-in dialog follows on its own (kit: the connect modal shows the sign-in view).
    expect(await screen.findByRole('dialog', { name: 'Verify your account' })).toBeInTheDocument();
    act(() => {
      store.dispatch(
        sessionStarted({
          token: tokenValidFor(3600),
          walletAddress: (wallet?.accounts[0] ?? '').toLowerCase(),
        }),
      );
    });
    expect(await screen.findByRole('button', { name: /0x5a…eAed/ })).toBeInTheDocument();
  });
});
