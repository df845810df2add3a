import { ProviderRpcError, type WalletKeys } from '@/services/wallet/walletCore';
import { FakeChain, installFakeWallet, uninstallFakeWallets, type FakeWallet } from '../fakeEip1193';

// The wallet feature's tests' wallet: the jsdom fake wallet (../fakeEip1193.ts) with watch-only accounts that answer
// every signature with one fixed value, on chain 1 or 1514, adding a chain without moving to it (the app then asks
// to switch, as with wallets that do not switch on add). Test-only: nothing in the app imports this module.

export const mockAddresses = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
] as const;

export const mockSignature = `0x${'ab'.repeat(65)}`;

export type MockWallet = Omit<FakeWallet, 'holdNext'> & {
  /** The next call of `method` waits until the returned function is called. */
  holdNext: (method: string) => () => void;
};

export const uninstallMockWallets = uninstallFakeWallets;

function watchOnly(addresses: readonly string[]): WalletKeys {
  return {
    addresses,
    signMessage: () => Promise.resolve(mockSignature),
    signTypedData: () => Promise.resolve(mockSignature),
    signTransaction: () =>
      Promise.reject(new ProviderRpcError(4200, 'The mock wallet sends no transactions.')),
  };
}

export function installMockWallet({
  rdns = 'test.overdive.mock-wallet',
  name = 'Mock Wallet',
  chainId = 1514,
  accounts = [mockAddresses[0]],
}: { rdns?: string; name?: string; chainId?: number; accounts?: string[] } = {}): MockWallet {
  const wallet = installFakeWallet({
    rdns,
    name,
    chainId,
    keys: watchOnly(accounts),
    chain: new FakeChain(0n, 100n),
    knownChains: [1, chainId],
    addChain: 'remember',
  });
  return {
    ...wallet,
    holdNext: (method) => {
      const held = wallet.holdNext(method);
      return () => held.release();
    },
  };
}
