// The development wallet's EIP-1193 provider (docs/product.md §2): the wallet core (../walletCore) with the local
// chain's public test accounts, every connection, signature and transaction shown to the user first (the `confirm`
// callback, which the sheet in DevWalletSheet.tsx answers), transactions sent to the local chain's RPC. Development
// builds only (index.tsx).
import { Interface, formatUnits, getAddress } from 'ethers';
import { providerErrorCodes, type Eip1193Provider, type RequestArguments } from '../eip1193';
import { decodeTransferCall } from '../erc20';
import {
  PrivateKeys,
  ProviderRpcError,
  WalletCore,
  jsonRpcNode,
  type ChainNode,
  type WalletConfirmation,
} from '../walletCore';

export { ProviderRpcError };

/**
 * Hardhat's default accounts come from this public mnemonic; their keys are published test keys that hold nothing
 * anywhere real. They are in development builds only (the production bundle check in scripts/bundle-budget.mjs).
 */
const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const DEV_ACCOUNT_COUNT = 20;

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
  /** EIP-5792 `wallet_sendCalls`: several calls approved once, sent one after another. */
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
const token = new Interface([
  'function decimals() view returns (uint8)',
  'function symbol() view returns (string)',
]);

/** Methods answered by the local chain's node as they are; anything else the wallet does not answer is 4200. */
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
]);

function restore(storage: DevWalletOptions['storage']): { account?: number; connected: boolean } {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const saved = (raw == null ? {} : JSON.parse(raw)) as { account?: unknown; connected?: unknown };
    return {
      ...(typeof saved.account === 'number' ? { account: saved.account } : {}),
      connected: saved.connected === true,
    };
  } catch {
    // Unreadable: start disconnected on the default account.
    return { connected: false };
  }
}

export class DevWalletProvider implements Eip1193Provider {
  readonly accounts: DevAccount[];
  private readonly node: ChainNode;
  private readonly core: WalletCore;

  constructor(private readonly options: DevWalletOptions) {
    const keys = PrivateKeys.fromMnemonic(TEST_MNEMONIC, DEV_ACCOUNT_COUNT);
    this.accounts = keys.addresses.map((address, index) => ({ index, address }));
    this.node = jsonRpcNode(options.rpcUrl);
    const saved = restore(options.storage);
    const account = [saved.account, options.defaultAccount].find((index) => this.accounts[index ?? -1]);
    this.core = new WalletCore({
      keys,
      node: this.node,
      nodeChainId: options.chainId,
      addChain: 'refuse',
      batches: 'sequential',
      typedData: false,
      forward: (method) => READ_METHODS.has(method),
      account: account ?? 0,
      authorised: saved.connected,
      confirm: async (request) => this.options.confirm(await this.describe(request)),
      onChange: () =>
        options.storage?.setItem(
          STORAGE_KEY,
          JSON.stringify({ account: this.core.account, connected: this.core.isConnected }),
        ),
    });
  }

  get selectedAccount(): DevAccount {
    return this.accounts[this.core.account] as DevAccount;
  }

  get isConnected(): boolean {
    return this.core.isConnected;
  }

  /** The account picker: a connected site hears `accountsChanged`, as with a real wallet. */
  selectAccount(index: number): void {
    if (this.accounts[index] !== undefined) void this.core.selectAccount(index);
  }

  request(args: RequestArguments): Promise<unknown> {
    return this.core.request(args);
  }

  on(event: string, listener: (...args: never[]) => void): void {
    this.core.on(event, listener);
  }

  removeListener(event: string, listener: (...args: never[]) => void): void {
    this.core.removeListener(event, listener);
  }

  /** The request as the sheet shows it: the site, and a token payment in the token's own units. */
  private async describe(request: WalletConfirmation): Promise<Confirmation> {
    const origin = this.options.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
    switch (request.kind) {
      case 'connect':
        return { kind: 'connect', origin };
      case 'sign':
        return { kind: 'sign', origin, account: request.account, message: request.message };
      case 'batch': {
        const calls = request.calls.map(({ to, data }) => ({ to: getAddress(to), data }));
        return { kind: 'batch', origin, account: request.account, calls };
      }
      case 'typedData':
        throw new ProviderRpcError(
          providerErrorCodes.unsupportedMethod,
          'No typed data in the development wallet.',
        );
      case 'transaction': {
        if (request.to === null)
          throw new ProviderRpcError(-32602, 'The development wallet only sends transactions to an address.');
        return {
          kind: 'transaction',
          origin,
          account: request.account,
          to: getAddress(request.to),
          value: `${formatUnits(request.value, 18)} ${this.options.nativeSymbol}`,
          tokenTransfer: await this.tokenTransfer(request.to, request.data),
          data: request.data,
        };
      }
    }
  }

  /** An ERC-20 transfer's amount as the token itself counts it: its own decimals and symbol, read from the chain. */
  private async tokenTransfer(
    to: string,
    data: string,
  ): Promise<Extract<Confirmation, { kind: 'transaction' }>['tokenTransfer']> {
    const transfer = decodeTransferCall(data);
    if (transfer === null) return null;
    const read = async (name: 'decimals' | 'symbol') =>
      token.decodeFunctionResult(
        name,
        (await this.node.request('eth_call', [
          { to, data: token.encodeFunctionData(name) },
          'latest',
        ])) as string,
      )[0] as unknown;
    const [decimals, symbol] = await Promise.all([read('decimals'), read('symbol')]);
    return {
      recipient: getAddress(transfer.to),
      amount: formatUnits(transfer.amount, Number(decimals)),
      symbol: String(symbol),
      token: getAddress(to),
    };
  }
}
