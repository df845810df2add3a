// The development wallet's EIP-1193 provider (docs/product.md §2): the local chain's public test accounts, every
// signature and transaction shown to the user first (the `confirm` callback, which the sheet in DevWalletSheet.tsx
// answers), transactions signed with ethers and sent to the local chain's RPC. Development builds only (index.ts).
// Over 300 lines on purpose: one provider answering every EIP-1193 method the app calls, read as one dispatch.
import {
  Contract,
  HDNodeWallet,
  JsonRpcProvider,
  Mnemonic,
  Network,
  Wallet,
  formatUnits,
  getAddress,
  toUtf8String,
} from 'ethers';
import { providerErrorCodes, type Eip1193Provider, type RequestArguments } from '../eip1193';
import { decodeTransferCall } from '../erc20';
import { DevWalletCalls, parseSendCalls, type BatchCall } from './walletCalls';

/**
 * Hardhat's default accounts come from this public mnemonic; their keys are published test keys that hold nothing
 * anywhere real. They are in development builds only (the production bundle check in scripts/bundle-budget.mjs).
 */
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEV_ACCOUNT_COUNT = 20;

/** EIP-1193 errors carry a numeric code, as a real wallet's do. */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRpcError';
  }
}

export interface DevAccount {
  index: number;
  address: string;
}

/** What the sheet shows and the user approves or rejects. */
export type Confirmation =
  | { kind: 'connect'; origin: string }
  | { kind: 'sign'; origin: string; account: string; message: string }
  | {
      kind: 'transaction';
      origin: string;
      account: string;
      /** The contract or address the transaction is sent to. */
      to: string;
      /** The native coin sent along, formatted with its symbol ('0 IP' for a token transfer). */
      value: string;
      /** An ERC-20 `transfer` decoded with the token's own decimals and symbol; null for anything else. */
      tokenTransfer: { recipient: string; amount: string; symbol: string; token: string } | null;
      /** The raw call data, for what is not decoded. */
      data: string;
    }
  /** EIP-5792 `wallet_sendCalls`: several calls approved once, sent one after another (walletCalls.ts). */
  | { kind: 'batch'; origin: string; account: string; calls: { to: string; data: string }[] };

export interface DevWalletOptions {
  rpcUrl: string;
  chainId: number;
  nativeSymbol: string;
  /** Shows the request and resolves true (Approve) or false (Reject). */
  confirm: (request: Confirmation) => Promise<boolean>;
  /** Where the chosen account and the site's permission are kept (sessionStorage: docs/product.md §4 keeps localStorage to its listed keys). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  origin?: string;
  /** The account selected until the user picks another (`npm run demo` starts on its licensor's). */
  defaultAccount?: number;
}

const STORAGE_KEY = 'overdive-devwallet';
const TOKEN_ABI = ['function decimals() view returns (uint8)', 'function symbol() view returns (string)'];

/** Methods answered by the local chain's node as they are. */
const READ_METHODS = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'net_version',
]);

type Listener = (...args: never[]) => void;

function paramList(args: RequestArguments): unknown[] {
  return Array.isArray(args.params) ? (args.params as unknown[]) : [];
}

/** personal_sign's message: hex-encoded UTF-8 (what the app sends), or plain text from less careful callers. */
export function decodeMessage(raw: unknown): string {
  if (typeof raw !== 'string') throw new ProviderRpcError(-32602, 'personal_sign needs a message.');
  if (/^0x([0-9a-fA-F]{2})*$/.test(raw)) {
    try {
      return toUtf8String(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

export class DevWalletProvider implements Eip1193Provider {
  readonly accounts: DevAccount[];
  private readonly keys: string[];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly node: JsonRpcProvider;
  private selectedIndex: number;
  private connected = false;
  /** One confirmation at a time, like a wallet's popup; later requests wait their turn. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly calls: DevWalletCalls;

  constructor(private readonly options: DevWalletOptions) {
    const root = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(TEST_MNEMONIC), "m/44'/60'/0'/0");
    const wallets = Array.from({ length: DEV_ACCOUNT_COUNT }, (_, index) => root.deriveChild(index));
    this.keys = wallets.map((wallet) => wallet.privateKey);
    this.accounts = wallets.map((wallet, index) => ({ index, address: wallet.address }));
    const network = Network.from(options.chainId);
    this.node = new JsonRpcProvider(options.rpcUrl, network, { staticNetwork: network });
    this.calls = new DevWalletCalls(`0x${options.chainId.toString(16)}`);
    const preferred = options.defaultAccount ?? 0;
    this.selectedIndex = this.accounts[preferred] === undefined ? 0 : preferred;
    this.restore();
  }

  get selectedAccount(): DevAccount {
    return this.accounts[this.selectedIndex] ?? (this.accounts[0] as DevAccount);
  }

  get isConnected(): boolean {
    return this.connected;
  }

  /** The account picker: a connected site hears `accountsChanged`, as with a real wallet. */
  selectAccount(index: number): void {
    if (index === this.selectedIndex || this.accounts[index] === undefined) return;
    this.selectedIndex = index;
    this.persist();
    if (this.connected) this.emit('accountsChanged', [this.selectedAccount.address]);
  }

  on(event: string, listener: Listener): void {
    let set = this.listeners.get(event);
    if (set === undefined) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  removeListener(event: string, listener: Listener): void {
    this.listeners.get(event)?.delete(listener);
  }

  async request(args: RequestArguments): Promise<unknown> {
    const params = paramList(args);
    switch (args.method) {
      case 'eth_chainId':
        return `0x${this.options.chainId.toString(16)}`;
      case 'net_version':
        return String(this.options.chainId);
      case 'eth_accounts':
        return this.connected ? [this.selectedAccount.address] : [];
      case 'eth_requestAccounts':
        if (!this.connected) {
          await this.confirmOrReject({ kind: 'connect', origin: this.origin() });
          this.connected = true;
          this.persist();
          this.emit('connect', { chainId: `0x${this.options.chainId.toString(16)}` });
        }
        return [this.selectedAccount.address];
      case 'wallet_revokePermissions':
        this.connected = false;
        this.persist();
        this.emit('accountsChanged', []);
        return null;
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const wanted = (params[0] as { chainId?: unknown } | undefined)?.chainId;
        if (typeof wanted === 'string' && Number.parseInt(wanted, 16) === this.options.chainId) return null;
        throw new ProviderRpcError(
          providerErrorCodes.unrecognizedChain,
          `The development wallet only knows the local chain (${this.options.chainId}).`,
        );
      }
      case 'personal_sign':
        return this.personalSign(params);
      case 'eth_sendTransaction':
        return this.sendTransaction(params);
      case 'wallet_getCapabilities':
        return this.calls.capabilities();
      case 'wallet_sendCalls':
        return this.sendCalls(params);
      case 'wallet_getCallsStatus':
        return this.calls.status(this.node, params[0]);
      default:
        if (READ_METHODS.has(args.method)) return this.node.send(args.method, params);
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedMethod,
          `The development wallet does not support ${args.method}.`,
        );
    }
  }

  private origin(): string {
    return this.options.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  }

  private signerFor(address: unknown): Wallet {
    if (!this.connected)
      throw new ProviderRpcError(providerErrorCodes.unauthorized, 'Connect the development wallet first.');
    if (typeof address !== 'string' || address.toLowerCase() !== this.selectedAccount.address.toLowerCase()) {
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        'The development wallet can only sign with the selected account.',
      );
    }
    return new Wallet(this.keys[this.selectedIndex] as string, this.node);
  }

  private async personalSign(params: unknown[]): Promise<string> {
    const signer = this.signerFor(params[1]);
    const message = decodeMessage(params[0]);
    await this.confirmOrReject({ kind: 'sign', origin: this.origin(), account: signer.address, message });
    return signer.signMessage(message);
  }

  private async sendTransaction(params: unknown[]): Promise<string> {
    const tx = (params[0] ?? {}) as {
      from?: unknown;
      to?: unknown;
      data?: unknown;
      value?: unknown;
      gas?: unknown;
    };
    const signer = this.signerFor(tx.from);
    if (typeof tx.to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(tx.to))
      throw new ProviderRpcError(-32602, 'The development wallet only sends transactions to an address.');
    const data = typeof tx.data === 'string' ? tx.data : '0x';
    const value = typeof tx.value === 'string' ? BigInt(tx.value) : 0n;
    const transfer = decodeTransferCall(data);
    let tokenTransfer: Extract<Confirmation, { kind: 'transaction' }>['tokenTransfer'] = null;
    if (transfer !== null) {
      // The amount as the token itself counts it: its own decimals and symbol, read from the chain.
      const token = new Contract(tx.to, TOKEN_ABI, this.node);
      const [decimals, symbol] = await Promise.all([
        token.getFunction('decimals')() as Promise<bigint>,
        token.getFunction('symbol')() as Promise<string>,
      ]);
      tokenTransfer = {
        recipient: getAddress(transfer.to),
        amount: formatUnits(transfer.amount, Number(decimals)),
        symbol,
        token: getAddress(tx.to),
      };
    }
    await this.confirmOrReject({
      kind: 'transaction',
      origin: this.origin(),
      account: signer.address,
      to: getAddress(tx.to),
      value: `${formatUnits(value, 18)} ${this.options.nativeSymbol}`,
      tokenTransfer,
      data,
    });
    const sent = await signer.sendTransaction({
      to: tx.to,
      data,
      value,
      ...(typeof tx.gas === 'string' ? { gasLimit: BigInt(tx.gas) } : {}),
    });
    return sent.hash;
  }

  private async sendCalls(params: unknown[]): Promise<{ id: string }> {
    const { from, calls } = parseSendCalls(params, `0x${this.options.chainId.toString(16)}`);
    const signer = this.signerFor(from);
    await this.confirmOrReject({
      kind: 'batch',
      origin: this.origin(),
      account: signer.address,
      calls: calls.map((call: BatchCall) => ({ to: getAddress(call.to), data: call.data })),
    });
    return this.calls.send(signer, calls);
  }

  private confirmOrReject(request: Confirmation): Promise<void> {
    const answer = this.queue.then(() => this.options.confirm(request));
    this.queue = answer.catch(() => undefined);
    return answer.then((approved) => {
      // EIP-1193: the user saying no is error 4001, which the app treats as a quiet cancel (docs/product.md §16).
      if (!approved)
        throw new ProviderRpcError(providerErrorCodes.userRejected, 'User rejected the request.');
    });
  }

  private emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (value: unknown) => void)(payload);
  }

  private restore(): void {
    try {
      const raw = this.options.storage?.getItem(STORAGE_KEY);
      if (raw == null) return;
      const saved = JSON.parse(raw) as { account?: unknown; connected?: unknown };
      if (typeof saved.account === 'number' && this.accounts[saved.account] !== undefined)
        this.selectedIndex = saved.account;
      this.connected = saved.connected === true;
    } catch {
      // Unreadable: start disconnected on account #0.
    }
  }

  private persist(): void {
    this.options.storage?.setItem(
      STORAGE_KEY,
      JSON.stringify({ account: this.selectedIndex, connected: this.connected }),
    );
  }
}
