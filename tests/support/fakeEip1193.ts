import { Transaction, id } from 'ethers';
import { type Eip1193Provider } from '@/services/wallet';
import {
  announceWallet,
  PrivateKeys,
  ProviderRpcError,
  WalletCore,
  WalletScript,
  type BatchSender,
  type ChainNode,
  type HeldRequest,
  type WalletCoreOptions,
  type WalletKeys,
} from '@/services/wallet/walletCore';

// A browser wallet for jsdom tests: the app's own wallet core (src/services/wallet/walletCore) with test keys, a
// script instead of a user, and a fake node in memory, announced through EIP-6963. The wallet and the chain are
// third parties, so faking them at this boundary is what the house rules allow.

export const testPrivateKeys = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
] as const;

/** The node's answers for pricing a transfer: 52,000 gas, a 1 gwei base fee and a 1 gwei tip. */
export const fakeTransferGas = 52_000n;
export const fakeBaseFee = 1_000_000_000n;
export const fakePriorityFee = 1_000_000_000n;

export interface FakeReceipt {
  status: '0x1' | '0x0' | undefined;
  blockNumber?: string;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;
const reverted = (message: string) => new ProviderRpcError(-32000, message);

/** A node in memory: balances, one token's `balanceOf`, fee data, and the raw transactions it was sent. */
export class FakeChain implements ChainNode {
  /** Native balances by lowercase address; `nativeBalance` for any other. */
  readonly balances = new Map<string, bigint>();
  /** Receipts by lowercase hash, answered before those of the transactions sent. */
  readonly receipts = new Map<string, FakeReceipt>();
  readonly sent: Transaction[] = [];
  /** How sent transactions end: mined (status 1), mined and reverted (status 0), or not mined yet. */
  outcome: 'success' | 'reverted' | 'pending' = 'success';
  /** What `balanceOf` of any token answers (default: plenty). */
  tokenBalance = 10n ** 24n;

  constructor(
    public nativeBalance = 10n ** 18n,
    public blockNumber = 16n,
  ) {}

  async request(method: string, params: readonly unknown[]): Promise<unknown> {
    const call = (params[0] ?? {}) as { data?: string; from?: string };
    switch (method) {
      case 'eth_getBalance':
        return hex(this.balances.get(String(params[0]).toLowerCase()) ?? this.nativeBalance);
      case 'eth_call':
        if (call.data?.startsWith('0x70a08231'))
          return `0x${this.tokenBalance.toString(16).padStart(64, '0')}`;
        throw reverted('execution reverted');
      case 'eth_estimateGas': {
        // A node's estimate reverts when the token transfer would: the sender holds too little.
        const data = call.data ?? '';
        const amount = data.startsWith('0xa9059cbb') ? BigInt(`0x${data.slice(74) || '0'}`) : 0n;
        if (amount > this.tokenBalance)
          throw reverted('execution reverted: ERC20: transfer amount exceeds balance');
        return hex(fakeTransferGas);
      }
      case 'eth_blockNumber':
        return hex(this.blockNumber);
      case 'eth_getBlockByNumber':
        return { number: hex(this.blockNumber), baseFeePerGas: hex(fakeBaseFee) };
      case 'eth_maxPriorityFeePerGas':
        return hex(fakePriorityFee);
      case 'eth_gasPrice':
        return hex(fakeBaseFee + fakePriorityFee);
      case 'eth_getTransactionCount':
        return hex(
          BigInt(this.sent.filter((tx) => tx.from?.toLowerCase() === String(params[0]).toLowerCase()).length),
        );
      case 'eth_sendRawTransaction': {
        const tx = Transaction.from(String(params[0]));
        this.sent.push(tx);
        return tx.hash;
      }
      case 'eth_getTransactionReceipt': {
        const hash = String(params[0]);
        const receipt = this.receipts.get(hash.toLowerCase());
        if (receipt) return { transactionHash: hash, ...receipt };
        if (!this.sent.some((tx) => tx.hash === hash) || this.outcome === 'pending') return null;
        return {
          transactionHash: hash,
          blockNumber: hex(this.blockNumber),
          status: this.outcome === 'success' ? '0x1' : '0x0',
        };
      }
      default:
        throw new ProviderRpcError(4200, `Unsupported method ${method}`);
    }
  }
}

/** EIP-5792 as a smart-account wallet answers it: an atomic batch is one transaction, pending once, then done. */
function atomicBatches(failure: () => number | null): BatchSender {
  const batches = new Map<string, { hash: string; polled: number }>();
  return {
    capabilities: (chainIdHex) => ({ [chainIdHex]: { atomic: { status: 'supported' } } }),
    async send(_account, calls) {
      const batchId = `batch-${batches.size + 1}`;
      batches.set(batchId, { hash: id(`${batchId}:${calls.map((call) => call.data).join()}`), polled: 0 });
      return { id: batchId };
    },
    async status(batchId) {
      const batch = batches.get(String(batchId));
      if (batch === undefined) throw new ProviderRpcError(5730, 'Unknown bundle id');
      batch.polled += 1;
      const answer = { version: '2.0.0', id: batchId, atomic: true };
      if (batch.polled === 1) return { ...answer, status: 100 };
      if (failure() !== null) return { ...answer, status: failure() };
      const receipt = { transactionHash: batch.hash, status: '0x1', blockNumber: '0x10', logs: [] };
      return { ...answer, status: 200, receipts: [receipt] };
    },
  };
}

const installed = new Set<() => void>();

/** Removes every fake wallet from the page (tests/setup.ts calls it after each test). */
export function uninstallFakeWallets(): void {
  for (const uninstall of installed) uninstall();
  installed.clear();
}

export interface FakeWallet {
  provider: Eip1193Provider;
  rdns: string;
  /** The core behind the provider and the node it reaches. */
  core: WalletCore;
  chain: FakeChain;
  address: () => string;
  accounts: readonly string[];
  /** Chains the wallet switches to; another answers 4902 until it is added. */
  knownChains: Set<number>;
  /** Native balances and receipts the node answers (FakeChain). */
  balances: Map<string, bigint>;
  receipts: Map<string, FakeReceipt>;
  /** Authorise the site without a prompt, as if the user had connected earlier. */
  authorise: () => void;
  switchAccount: (index: number) => void;
  switchChain: (chainId: number) => void;
  disconnect: () => void;
  rejectNext: (method: string) => void;
  failNext: (method: string, code: number, message: string) => void;
  holdNext: (method: string) => HeldRequest;
  requests: { method: string; params?: unknown }[];
  /** `eth_sendTransaction` requests that went out, in order, with the hash each was answered with. */
  sentTransactions: { from: string; to: string; data: string; value?: string; hash: string }[];
  setReceiptOutcome: (outcome: FakeChain['outcome']) => void;
  /** EIP-5792: batches end with this failure status (400, 500…) and no receipts; null (default) confirms them. */
  setBatchFailure: (status: number | null) => void;
  setTokenBalance: (amount: bigint) => void;
  /** What `eth_getBalance` answers for every account, in wei (default 1 IP). */
  setNativeBalance: (amount: bigint) => void;
}

export function installFakeWallet({
  accountIndex = 0,
  chainId = 1514,
  rdns = 'dev.overdive.jsdom-wallet',
  name = 'Jsdom Wallet',
  eip5792 = false,
  keys = new PrivateKeys(testPrivateKeys),
  chain = new FakeChain(),
  knownChains = [chainId, 1514],
  addChain = 'switch',
}: {
  accountIndex?: number;
  chainId?: number;
  rdns?: string;
  name?: string;
  /** Answers EIP-5792 as a smart-account wallet: an atomic batch is one transaction, pending once, then confirmed. */
  eip5792?: boolean;
  keys?: WalletKeys;
  chain?: FakeChain;
  knownChains?: number[];
  addChain?: WalletCoreOptions['addChain'];
} = {}): FakeWallet {
  let batchFailure: number | null = null;
  const script = new WalletScript();
  const core = new WalletCore({
    keys,
    node: chain,
    nodeChainId: 1514,
    chainId,
    knownChains,
    addChain,
    script,
    account: accountIndex,
    ...(eip5792 ? { batches: atomicBatches(() => batchFailure) } : {}),
  });
  const requests: FakeWallet['requests'] = [];
  const sentTransactions: FakeWallet['sentTransactions'] = [];

  const provider: Eip1193Provider = {
    async request(args) {
      requests.push({ method: args.method, params: args.params });
      const result = await core.request(args);
      if (args.method === 'eth_sendTransaction') {
        const [tx] = args.params as FakeWallet['sentTransactions'];
        sentTransactions.push({ ...(tx as FakeWallet['sentTransactions'][number]), hash: result as string });
      }
      return result;
    },
    on: (event, listener) => core.on(event, listener),
    removeListener: (event, listener) => core.removeListener(event, listener),
  };

  const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>';
  installed.add(announceWallet({ info: { uuid: `${rdns}-uuid`, name, icon, rdns }, provider }));

  return {
    provider,
    rdns,
    core,
    chain,
    address: () => core.address,
    accounts: core.addresses,
    knownChains: core.knownChains,
    balances: chain.balances,
    receipts: chain.receipts,
    authorise: () => core.authorise(),
    switchAccount: (index) => void core.selectAccount(index),
    switchChain: (to) => void core.setChain(to),
    disconnect: () => void core.disconnect(),
    rejectNext: (method) => script.rejectNext(method),
    failNext: (method, code, message) => script.failNext(method, code, message),
    holdNext: (method) => script.holdNext(method),
    requests,
    sentTransactions,
    setReceiptOutcome: (outcome) => (chain.outcome = outcome),
    setBatchFailure: (status) => (batchFailure = status),
    setTokenBalance: (amount) => (chain.tokenBalance = amount),
    setNativeBalance: (amount) => {
      chain.balances.clear();
      chain.nativeBalance = amount;
    },
  };
}
