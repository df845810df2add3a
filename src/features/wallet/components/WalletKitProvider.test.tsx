import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/renderWithProviders';
import { appStarted } from '../../../services/events';
import { uninstallMockWallets, installMockWallet } from '../../../../tests/support/wallet/mockWallet';
import { WalletButton } from './WalletButton';
import { WalletKitProvider } from './WalletKitProvider';
import { type WalletKitTheme } from './walletKit';

describe('WalletKitProvider (kit rules, reference §9)', () => {
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it.each(['overdive', 'OVERDIVE_2', '_'])('accepts the id %s', (id) => {
    expect(() =>
      renderWithProviders(
        <WalletKitProvider id={id}>
          <span>child</span>
        </WalletKitProvider>,
      ),
    ).not.toThrow();
  });

  it.each(['with space', 'dash-ed', 'a.b', '', 'x"]{}'])('throws Invalid ID for %j', (id) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      renderWithProviders(
        <WalletKitProvider id={id}>
          <span>child</span>
        </WalletKitProvider>,
      ),
    ).toThrow(`Invalid ID: ${id}`);
  });

  it('throws for a theme passed as a function', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const themeFactory = () => ({ accentColor: '#4845FF' });
    expect(() =>
      renderWithProviders(
        <WalletKitProvider theme={themeFactory as unknown as WalletKitTheme}>
          <span>child</span>
        </WalletKitProvider>,
      ),
    ).toThrow(/theme function/);
  });

  it('hosts the dialogs once for every button inside, scoped by id and themed through CSS properties', async () => {
    installMockWallet();
    const { store } = renderWithProviders(
      <WalletKitProvider id="overdive" theme={{ accentColor: '#123456', radius: '8px;}' }}>
        <WalletButton />
        <WalletButton />
      </WalletKitProvider>,
    );
    act(() => {
      store.dispatch(appStarted());
    });
    const [first] = await screen.findAllByRole('button', { name: /^CONNECT/ });
    await userEvent.click(first as HTMLElement);
    expect(await screen.findAllByRole('dialog')).toHaveLength(1);
    const backdrop = screen.getByTestId('dialog-backdrop');
    expect(backdrop).toHaveAttribute('data-wallet-kit', 'overdive');
    expect(backdrop.style.getPropertyValue('--wk-accent')).toBe('#123456');
    expect(backdrop.style.getPropertyValue('--wk-radius')).toBe('8px');
  });
});
