import { rootReducer, type RootState } from '../../src/app/store';
import { connectWallet, startDiscovery } from '../../src/services/wallet';
import { type FakeWallet, installFakeWallet } from './fakeEip1193';
import { tokenValidFor } from './tokens';

// A licensor already signed in: a session in the store and a live connection to a fake EIP-1193 wallet, so
// signed calls reach a real personal_sign (the wallet is the boundary tests may fake; our code runs as is).

export interface SignedInWallet {
  fake: FakeWallet;
  /** The signed-in address, lowercase as the session stores it. */
  address: string;
  preloadedState: Partial<RootState>;
}

export async function signedInWallet(accountIndex = 0): Promise<SignedInWallet> {
  const fake = installFakeWallet({ accountIndex });
  fake.authorise();
  startDiscovery();
  const connection = await connectWallet(fake.rdns, { prompt: false });
  if (!connection) throw new Error('the fake wallet did not connect');
  const address = connection.address.toLowerCase();
  return {
    fake,
    address,
    preloadedState: signedInState(address, connection.address, fake.rdns),
  };
}

/** A valid session and a connected wallet for `address`, without any wallet behind it (no signing). */
export function signedInState(
  address: string,
  reportedAddress: string = address,
  walletId = 'dev.overdive.jsdom-wallet',
): Partial<RootState> {
  // Built on the reducers' own initial state, so fields the slices add later keep their defaults.
  const initial = rootReducer(undefined, { type: 'tests/init' });
  return {
    session: {
      ...initial.session,
      token: tokenValidFor(3600, address.toLowerCase()),
      walletAddress: address.toLowerCase(),
      lastLogoutReason: null,
      autoSignIn: 'idle',
    },
    wallet: {
      ...initial.wallet,
      status: 'connected',
      walletId,
      address: reportedAddress,
      chainId: 1514,
      recentWalletIds: [walletId],
      latestWalletId: walletId,
    },
  };
}
