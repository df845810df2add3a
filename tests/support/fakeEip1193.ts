import { Wallet, getBytes, id, isHexString, toUtf8String } from 'ethers';
import { type Eip1193Provider } from '../../src/services/wallet';

// A browser wallet for jsdom tests: a real ethers Wallet behind an EIP-1193 provider announced through
// EIP-6963. The wallet is a third party, so faking it at this boundary is what the house rules allow.

export const testPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

type Listener = (...args: unknown[]) => void;

const installed = new Set<() => void>();

/** Removes every fake wallet from the page (tests/setup.ts calls it after each test). */
export function uninstallFakeWallets(): void {
  for (const uninstall of installed) uninstall();
  installed.clear();
}

export interface FakeWallet {
  provider: Eip1193Provider;
  rdns: string;
  address: () => string;
  /** Authorise the site without a prompt, as if the user had connected earlier. */
  authorise: () => void;
  switchAccount: (index: number) => void;
  switchChain: (chainId: number) => void;
  disconnect: () => void;
  rejectNext: (method: string) => void;
  failNext: (method: string, code: number, message: string) => void;
  requests: { method: string; params?: unknown }[];
  /** `eth_sendTransaction` calls, in order, with the hash each was answered with. */
  sentTransactions: { from: string; to: string; data: string; value?: string; hash: string }[];
  /**
   * What `eth_getTransactionReceipt` answers for sent transactions: mined with status 1 (default), mined and
   * reverted (status 0), or not mined yet (null).
   */
  setReceiptOutcome: (outcome: 'success' | 'reverted' | 'pending') => void;
  /** EIP-5792: batches end with this failure status (400, 500…) and no receipts; null (default) confirms them. */
  setBatchFailure: (status: number | null) => void;
  /** What `balanceOf` of any token answers through `eth_call` (default: plenty). */
  setTokenBalance: (amount: bigint) => void;
  /** What `eth_getBalance` answers, in wei (default 1 IP). */
  setNativeBalance: (amount: bigint) => void;
}

/** The node's answers for pricing a transfer: 52,000 gas, a 1 gwei base fee and a 1 gwei tip. */
export const fakeTransferGas = 52_000n;
export const fakeBaseFee = 1_000_000_000n;
export const fakePriorityFee = 1_000_000_000n;

export function installFakeWallet({
  accountIndex = 0,
  chainId = 1514,
  rdns = 'dev.overdive.jsdom-wallet',
  name = 'Jsdom Wallet',
  eip5792 = false,
}: {
  accountIndex?: number;
  chainId?: number;
  rdns?: string;
  name?: string;
  /** Answers EIP-5792 as a smart-account wallet: an atomic batch is one transaction, pending once, then confirmed. */
  eip5792?: boolean;
} = {}): FakeWallet {
  const batches = new Map<string, { hash: string; polled: number }>();
  let signer = new Wallet(testPrivateKeys[accountIndex] ?? testPrivateKeys[0]);
  let chain = chainId;
  let authorised = false;
  const listeners = new Map<string, Set<Listener>>();
  const scripted = new Map<string, { code: number; message: string }>();
  const requests: FakeWallet['requests'] = [];
  const sentTransactions: FakeWallet['sentTransactions'] = [];
  let receiptOutcome: 'success' | 'reverted' | 'pending' = 'success';
  let batchFailure: number | null = null;
  let tokenBalance = 10n ** 24n;
  let nativeBalance = 10n ** 18n;
  const hex = (value: bigint) => `0x${value.toString(16)}`;
  const emit = (event: string, ...args: unknown[]) =>
    listeners.get(event)?.forEach((listener) => listener(...args));

  const provider: Eip1193Provider = {
    async request({ method, params }) {
      requests.push({ method, params });
      const failure = scripted.get(method);
      if (failure) {
        scripted.delete(method);
        throw Object.assign(new Error(failure.message), { code: failure.code });
      }
      const list = (params ?? []) as unknown[];
      switch (method) {
        case 'eth_requestAccounts':
          authorised = true;
          return [signer.address];
        case 'eth_accounts':
          return authorised ? [signer.address] : [];
        case 'eth_chainId':
          return `0x${chain.toString(16)}`;
        case 'personal_sign': {
          const data = String(list[0]);
          const text = isHexString(data) ? toUtf8String(getBytes(data)) : data;
          return signer.signMessage(text);
        }
        case 'wallet_revokePermissions':
          authorised = false;
          return null;
        case 'eth_getBalance':
          return hex(nativeBalance);
        case 'eth_call': {
          const data = String((list[0] as { data?: unknown } | undefined)?.data ?? '');
          if (data.startsWith('0x70a08231')) return `0x${tokenBalance.toString(16).padStart(64, '0')}`;
          throw Object.assign(new Error('execution reverted'), { code: -32000 });
        }
        case 'eth_estimateGas': {
          // A node's estimate reverts when the token transfer would: the sender holds too little.
          const data = String((list[0] as { data?: unknown } | undefined)?.data ?? '');
          const amount = data.startsWith('0xa9059cbb') ? BigInt(`0x${data.slice(74) || '0'}`) : 0n;
          if (amount > tokenBalance) {
            throw Object.assign(new Error('execution reverted: ERC20: transfer amount exceeds balance'), {
              code: -32000,
            });
          }
          return hex(fakeTransferGas);
        }
        case 'eth_getBlockByNumber':
          return { number: '0x10', baseFeePerGas: hex(fakeBaseFee) };
        case 'eth_maxPriorityFeePerGas':
          return hex(fakePriorityFee);
        case 'eth_gasPrice':
          return hex(fakeBaseFee + fakePriorityFee);
        case 'eth_sendTransaction': {
          const tx = (list[0] ?? {}) as { from: string; to: string; data: string; value?: string };
          const hash = id(`${JSON.stringify(tx)}:${sentTransactions.length}`);
          sentTransactions.push({ ...tx, hash });
          return hash;
        }
        case 'eth_getTransactionReceipt': {
          const sent = sentTransactions.find((tx) => tx.hash === list[0]);
          if (!sent || receiptOutcome === 'pending') return null;
          return {
            transactionHash: sent.hash,
            blockNumber: '0x10',
            status: receiptOutcome === 'success' ? '0x1' : '0x0',
          };
        }
        case 'eth_blockNumber':
          return '0x10';
        case 'wallet_switchEthereumChain': {
          const target = parseInt(String((list[0] as { chainId?: string } | undefined)?.chainId), 16);
          chain = target;
          emit('chainChanged', `0x${target.toString(16)}`);
          return null;
        }
        case 'wallet_getCapabilities':
          if (!eip5792) throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
          return { [hex(BigInt(chain))]: { atomic: { status: 'supported' } } };
        case 'wallet_sendCalls': {
          if (!eip5792) throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
          const hash = id(`batch:${JSON.stringify(list[0])}:${batches.size}`);
          const batchId = `batch-${batches.size + 1}`;
          batches.set(batchId, { hash, polled: 0 });
          return { id: batchId };
        }
        case 'wallet_getCallsStatus': {
          const batch = batches.get(String(list[0]));
          if (!eip5792 || batch === undefined)
            throw Object.assign(new Error('Unknown bundle id'), { code: 5730 });
          batch.polled += 1;
          if (batch.polled === 1) return { version: '2.0.0', id: list[0], status: 100, atomic: true };
          if (batchFailure !== null)
            return { version: '2.0.0', id: list[0], status: batchFailure, atomic: true };
          return {
            version: '2.0.0',
            id: list[0],
            status: 200,
            atomic: true,
            receipts: [{ transactionHash: batch.hash, status: '0x1', blockNumber: '0x10', logs: [] }],
          };
        }
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
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    );
  window.addEventListener('eip6963:requestProvider', announce);
  installed.add(() => window.removeEventListener('eip6963:requestProvider', announce));
  announce();

  return {
    provider,
    rdns,
    address: () => signer.address,
    authorise: () => {
      authorised = true;
    },
    switchAccount: (index) => {
      signer = new Wallet(testPrivateKeys[index] ?? testPrivateKeys[0]);
      emit('accountsChanged', [signer.address]);
    },
    switchChain: (id) => {
      chain = id;
      emit('chainChanged', `0x${id.toString(16)}`);
    },
    disconnect: () => {
      authorised = false;
      emit('accountsChanged', []);
    },
    rejectNext: (method) => scripted.set(method, { code: 4001, message: 'User rejected the request.' }),
    failNext: (method, code, message) => scripted.set(method, { code, message }),
    requests,
    sentTransactions,
    setReceiptOutcome: (outcome) => {
      receiptOutcome = outcome;
    },
    setBatchFailure: (status) => {
      batchFailure = status;
    },
    setTokenBalance: (amount) => {
      tokenBalance = amount;
    },
    setNativeBalance: (amount) => {
      nativeBalance = amount;
    },
  };
}
