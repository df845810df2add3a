// The parts a wallet core is built from (core.ts): where the keys live, how the chain is reached, how a request
// the user must approve is answered, and how an EIP-5792 batch is sent. Each wallet of the repository plugs in its
// own: the development wallet the public test keys, the local chain over HTTP and a sheet the user answers; the
// tests' wallets keys of their own, a node (a fake one in jsdom) and a script (script.ts).
import { HDNodeWallet, Mnemonic, Wallet, type TransactionRequest, type TypedDataField } from 'ethers';
import { ProviderRpcError } from './errors';
import { type WalletScript } from './script';

export interface TypedData {
  domain: Record<string, unknown>;
  types: Record<string, TypedDataField[]>;
  message: Record<string, unknown>;
}

/** Where the keys live: the accounts a wallet holds, by number, and the signatures each makes. */
export interface WalletKeys {
  /** The accounts, checksummed, in the wallet's order. */
  readonly addresses: readonly string[];
  signMessage(account: number, message: Uint8Array | string): Promise<string>;
  signTypedData(account: number, typed: TypedData): Promise<string>;
  /** Signs a transaction whose nonce, gas and fees are filled in; the raw transaction. */
  signTransaction(account: number, tx: TransactionRequest): Promise<string>;
}

/** Keys held in memory with ethers, as a browser extension holds them. */
export class PrivateKeys implements WalletKeys {
  private readonly wallets: Wallet[];

  constructor(privateKeys: readonly string[]) {
    this.wallets = privateKeys.map((key) => new Wallet(key));
  }

  /** The first `count` accounts of a BIP-44 mnemonic (m/44'/60'/0'/0/i), as wallets derive them. */
  static fromMnemonic(phrase: string, count: number): PrivateKeys {
    const root = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(phrase), "m/44'/60'/0'/0");
    return new PrivateKeys(Array.from({ length: count }, (_, index) => root.deriveChild(index).privateKey));
  }

  get addresses(): string[] {
    return this.wallets.map((wallet) => wallet.address);
  }

  /** Adds a key the wallet does not hold yet; the account number it has. */
  add(privateKey: string): number {
    const known = this.wallets.findIndex((wallet) => wallet.privateKey === privateKey);
    return known >= 0 ? known : this.wallets.push(new Wallet(privateKey)) - 1;
  }

  signMessage(account: number, message: Uint8Array | string): Promise<string> {
    return this.wallet(account).signMessage(message);
  }

  signTypedData(account: number, { domain, types, message }: TypedData): Promise<string> {
    // ethers derives the domain's type itself and refuses it among the others.
    const { EIP712Domain: _domain, ...others } = types;
    return this.wallet(account).signTypedData(domain, others, message);
  }

  signTransaction(account: number, tx: TransactionRequest): Promise<string> {
    return this.wallet(account).signTransaction(tx);
  }

  private wallet(account: number): Wallet {
    const wallet = this.wallets[account];
    if (wallet === undefined) throw new Error(`The wallet has no account ${account}`);
    return wallet;
  }
}

/** How the chain is reached: one JSON-RPC call; a node's error is thrown with its code. */
export interface ChainNode {
  request(method: string, params: readonly unknown[]): Promise<unknown>;
}

/** A JSON-RPC node over HTTP (the local chain, or Story's RPC). */
export function jsonRpcNode(url: string): ChainNode {
  let id = 0;
  return {
    async request(method, params) {
      id += 1;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
      });
      const body = (await response.json()) as {
        result?: unknown;
        error?: { code: number; message: string; data?: unknown };
      };
      if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
      return body.result ?? null;
    },
  };
}

export interface BatchCall {
  to: string;
  data: string;
  value: bigint;
}

/** What the user is asked to approve, as the wallet understood the request. */
export type WalletConfirmation =
  | { kind: 'connect' }
  /** `message` is the text shown: UTF-8 when the hex decodes as such, else as sent. */
  | { kind: 'sign'; account: string; message: string }
  | { kind: 'typedData'; account: string; typedData: TypedData }
  /** `to` is null for a contract deployment. */
  | { kind: 'transaction'; account: string; to: string | null; value: bigint; data: string }
  | { kind: 'batch'; account: string; calls: BatchCall[] };

/** Resolves true (Approve) or false (Reject, answered 4001). */
export type Confirm = (request: WalletConfirmation) => Promise<boolean>;

/** EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`) behind one approval. */
export interface BatchSender {
  capabilities(chainIdHex: string): Record<string, unknown>;
  /** Sends `calls` from `account` (the user approved them once); the batch's id. */
  send(account: number, calls: readonly BatchCall[]): Promise<{ id: string }>;
  status(id: unknown): Promise<unknown>;
}

/** A wallet core's parts and choices (core.ts). */
export interface WalletCoreOptions {
  keys: WalletKeys;
  node: ChainNode;
  /** The chain `node` serves: transactions go out only while the wallet is on it (4901 otherwise). */
  nodeChainId: number;
  /** The chain the wallet starts on (default `nodeChainId`). */
  chainId?: number;
  /** Chains it switches to when asked (default: the start chain and `nodeChainId`); others answer 4902. */
  knownChains?: Iterable<number>;
  /**
   * `wallet_addEthereumChain`: 'switch' adds the chain and moves to it (MetaMask offers the switch with the add),
   * 'remember' only adds it (the app then asks to switch), 'refuse' knows no chain but its own (4902).
   */
  addChain?: 'switch' | 'remember' | 'refuse';
  /** Answers what the user must approve; approves everything when left out (a script answers first). */
  confirm?: Confirm;
  /** What the tests' wallets do instead of a user (script.ts). */
  script?: WalletScript;
  /** The selected account's number (default 0). */
  account?: number;
  /** The site is already authorised, as after an earlier visit. */
  authorised?: boolean;
  /** EIP-5792: 'sequential' sends a batch's calls one after another; left out, the methods answer 4200. */
  batches?: 'sequential' | BatchSender;
  /** `eth_signTypedData_v4` (default true). */
  typedData?: boolean;
  /** Which other methods are passed to the node as they are (default all): the wallet's reads. */
  forward?: (method: string) => boolean;
  /** Called after the account, the authorisation or the chain changed. */
  onChange?: () => void;
}
