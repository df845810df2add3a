import { decideSessionGuard, needsCompanyLookup, type SessionGuardInput } from './guardRules';

const wallet = '0x1111111111111111111111111111111111111111';
const other = '0x2222222222222222222222222222222222222222';

const base: SessionGuardInput = {
  walletStatus: 'connected',
  connectedAddress: wallet,
  sessionValid: true,
  storedWallet: wallet,
  autoSignIn: 'idle',
  lastLogoutReason: null,
};

describe('session guard (docs/product.md §16)', () => {
  it('proceeds with a valid token and a stored wallet', () => {
    expect(decideSessionGuard(base)).toBe('proceed');
  });

  it('proceeds before the wallet has been restored, and with no wallet connected', () => {
    expect(decideSessionGuard({ ...base, walletStatus: 'reconnecting', connectedAddress: null })).toBe(
      'proceed',
    );
    expect(decideSessionGuard({ ...base, walletStatus: 'disconnected', connectedAddress: null })).toBe(
      'proceed',
    );
  });

  it('compares the connected account with the stored one case-insensitively', () => {
    expect(decideSessionGuard({ ...base, connectedAddress: wallet.toUpperCase().replace('0X', '0x') })).toBe(
      'proceed',
    );
    expect(decideSessionGuard({ ...base, connectedAddress: other })).toBe('logoutAndRedirect');
  });

  it('signs in again automatically when the token is missing or expired but a wallet is connected', () => {
    expect(decideSessionGuard({ ...base, sessionValid: false, storedWallet: null })).toBe('autoSignIn');
    expect(decideSessionGuard({ ...base, sessionValid: false })).toBe('autoSignIn');
  });

  it('waits while the wallet is being restored or a sign-in runs', () => {
    expect(
      decideSessionGuard({
        ...base,
        sessionValid: false,
        walletStatus: 'reconnecting',
        connectedAddress: null,
      }),
    ).toBe('wait');
    expect(
      decideSessionGuard({
        ...base,
        sessionValid: false,
        walletStatus: 'connecting',
        connectedAddress: null,
      }),
    ).toBe('wait');
    expect(decideSessionGuard({ ...base, sessionValid: false, autoSignIn: 'pending' })).toBe('wait');
  });

  it('sends the user to /auth when no wallet is connected', () => {
    expect(
      decideSessionGuard({
        ...base,
        sessionValid: false,
        walletStatus: 'disconnected',
        connectedAddress: null,
      }),
    ).toBe('redirectToAuth');
  });

  it('sends the user to /auth when the automatic sign-in failed', () => {
    expect(decideSessionGuard({ ...base, sessionValid: false, autoSignIn: 'failed' })).toBe('redirectToAuth');
  });

  it.each(['expired', 'accountMismatch', 'otherTab', 'user'] as const)(
    'does not sign straight back in after a session ended by %s',
    (reason) => {
      expect(decideSessionGuard({ ...base, sessionValid: false, lastLogoutReason: reason })).toBe(
        'redirectToAuth',
      );
    },
  );

  it('waits on the page while it reloads for an account the wallet switched to', () => {
    expect(decideSessionGuard({ ...base, sessionValid: false, lastLogoutReason: 'accountSwitched' })).toBe(
      'wait',
    );
  });

  it('signs in again after the wallet reconnects from a disconnect', () => {
    expect(decideSessionGuard({ ...base, sessionValid: false, lastLogoutReason: 'walletDisconnected' })).toBe(
      'autoSignIn',
    );
  });
});

describe('company lookup pages (docs/product.md §16)', () => {
  it.each(['/', '/manage', '/product', '/product/42', '/order', '/order/7', '/productcreate'])(
    'looks up on %s',
    (path) => {
      expect(needsCompanyLookup(path)).toBe(true);
    },
  );

  it.each(['/create', '/auth', '/products/acme', '/productx', '/orders'])(
    'does not look up on %s',
    (path) => {
      expect(needsCompanyLookup(path)).toBe(false);
    },
  );
});
