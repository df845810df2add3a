import { type Eip1193Provider } from '../../../src/services/wallet';

// A scripted browser wallet for jsdom tests of the wallet feature: an EIP-1193 provider announced through EIP-6963.
// The wallet is a third party, so faking it at this boundary is allowed; the app code under test is real.
// Test-only: nothing in the app imports this module.

type Listener = (...args: unknown[]) => void;

export interface MockReceipt {
  status: '0x1' | '0x0' | undefined;
  blockNumber?: string;
}

export interface MockWallet {
  provider: Eip1193Provider;
  rdns: string;
  accounts: string[];
  chainId: number;
  /** Chains the wallet knows; switching to another fails with 4902 until it is added. */
  knownChains: Set<number>;
  balances: Map<string, bigint>;
  /** Receipts by hash; a hash without one is still pending. */
  receipts: Map<string, MockReceipt>;
  blockNumber: bigint;
  requests: { method: string; params?: unknown }[];
  authorise: () => void;
  rejectNext: (method: string) => void;
  failNext: (method: string, code: number, message: string) => void;
  /** The next call of `method` waits until the returned function is called (with an error to fail it). */
  holdNext: (method: string) => (error?: Error) => void;
  emit: (event: string, ...args: unknown[]) => void;
}

const installed = new Set<() => void>();

export function uninstallMockWallets(): void {
  for (const uninstall of installed) uninstall();
  installed.clear();
}

export const mockAddresses = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
] as const;

export const mockSignature = `0x${'ab'.repeat(65)}`;

export function installMockWallet({
  rdns = 'test.overdive.mock-wallet',
  name = 'Mock Wallet',
  chainId = 1514,
  accounts = [mockAddresses[0]],
}: { rdns?: string; name?: string; chainId?: number; accounts?: string[] } = {}): MockWallet {
  let authorised = false;
  const listeners = new Map<string, Set<Listener>>();
  const scripted = new Map<string, { code: number; message: string }>();
  const held = new Map<string, Promise<void>>();

  const wallet: MockWallet = {
    provider: undefined as unknown as Eip1193Provider,
    rdns,
    accounts: [...accounts],
    chainId,
    knownChains: new Set([1, chainId]),
    balances: new Map(),
    receipts: new Map(),
    blockNumber: 100n,
    requests: [],
    authorise: () => {
      authorised = true;
    },
    rejectNext: (method) => scripted.set(method, { code: 4001, message: 'User rejected the request.' }),
    failNext: (method, code, message) => scripted.set(method, { code, message }),
    holdNext: (method) => {
      let release: (error?: Error) => void = () => undefined;
      held.set(
        method,
        new Promise<void>((resolve, reject) => {
          release = (error) => (error ? reject(error) : resolve());
        }),
      );
      return (error) => release(error);
    },
    emit: (event, ...args) => listeners.get(event)?.forEach((listener) => listener(...args)),
  };

  wallet.provider = {
    async request({ method, params }) {
      wallet.requests.push({ method, params });
      const hold = held.get(method);
      if (hold) {
        held.delete(method);
        await hold;
      }
      const failure = scripted.get(method);
      if (failure) {
        scripted.delete(method);
        throw Object.assign(new Error(failure.message), { code: failure.code });
      }
      const list = (params ?? []) as unknown[];
      switch (method) {
        case 'eth_requestAccounts':
          authorised = true;
          return wallet.accounts;
        case 'eth_accounts':
          return authorised ? wallet.accounts : [];
        case 'eth_chainId':
          return `0x${wallet.chainId.toString(16)}`;
        case 'personal_sign':
          return mockSignature;
        case 'eth_getBalance':
          return `0x${(wallet.balances.get(String(list[0]).toLowerCase()) ?? 0n).toString(16)}`;
        case 'eth_blockNumber':
          return `0x${wallet.blockNumber.toString(16)}`;
        case 'eth_getTransactionReceipt': {
          const receipt = wallet.receipts.get(String(list[0]).toLowerCase());
          return receipt ? { transactionHash: list[0], ...receipt } : null;
        }
        case 'wallet_switchEthereumChain': {
          const target = Number.parseInt(String((list[0] as { chainId: string }).chainId), 16);
          if (!wallet.knownChains.has(target))
            throw Object.assign(new Error(`Unrecognized chain ID "0x${target.toString(16)}"`), {
              code: 4902,
            });
          wallet.chainId = target;
          wallet.emit('chainChanged', `0x${target.toString(16)}`);
          return null;
        }
        case 'wallet_addEthereumChain': {
          const target = Number.parseInt(String((list[0] as { chainId: string }).chainId), 16);
          wallet.knownChains.add(target);
          return null;
        }
        case 'wallet_revokePermissions':
          authorised = false;
          return null;
        default:
          throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
      }
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  } as Eip1193Provider;

  const info = {
    uuid: `${rdns}-uuid`,
    name,
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
    rdns,
  };
  const announce = () =>
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider: wallet.provider }),
      }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  installed.add(() => window.removeEventListener('eip6963:requestProvider', announce));
  announce();
  return wallet;
}
