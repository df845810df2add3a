/**
 * The injected test wallet: an EIP-1193 `window.ethereum` that also announces itself through EIP-6963, backed by a
 * Playwright binding to Node, where the wallet's state lives (so it survives reloads and is shared by every tab of
 * the browser context, like a real extension). Signing happens in Node with ethers; transactions are signed in
 * Node and sent to the local chain; every other read is forwarded to the local chain's RPC.
 *
 * Tests drive it like a user drives a wallet extension: setAccount, setChain, disconnect, rejectNext, failNext,
 * holdNext, removeFromPage. See README.md beside this file.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserContext, type Disposable } from '@playwright/test';
import {
  getAddress,
  getBytes,
  isAddress,
  JsonRpcProvider,
  Network,
  Wallet,
  type TransactionRequest,
  type TypedDataField,
} from 'ethers';
import { type E2EEnv } from './env';

export interface TestWalletOptions {
  /** Private keys of the wallet's accounts; the devnet's 20 funded accounts when left out. */
  privateKeys?: string[];
  /** Index of the selected account (default 0). */
  account?: number;
  /** The chain the wallet is on at start (default: the devnet's, 1514). */
  chainId?: number;
  /**
   * Whether the wallet already knows the devnet's chain (default true). With false,
   * `wallet_switchEthereumChain` to it answers 4902 until the app calls `wallet_addEthereumChain`.
   */
  knowsChain?: boolean;
  /** The site is already authorised (`eth_accounts` answers without a connect), as after an earlier visit. */
  connected?: boolean;
  /** Installed in the page (default true). False is "no wallet extension"; `install()` adds it later. */
  installed?: boolean;
  /** Also define `window.ethereum` (default true); false announces through EIP-6963 only. */
  injectWindowEthereum?: boolean;
  /** EIP-6963 provider info; name `Test Wallet`, rdns `dev.overdive.testwallet` by default. */
  info?: { name?: string; rdns?: string; icon?: string };
  /**
   * Answers EIP-5792 (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`), sending a batch's
   * calls one after another (default false: the node answers "method not found", as a wallet without it).
   */
  eip5792?: boolean;
}

export interface ProviderErrorShape {
  code: number;
  message: string;
  data?: unknown;
}

export interface WalletRequest {
  method: string;
  params: unknown[];
  at: number;
  result?: unknown;
  error?: ProviderErrorShape;
}

export interface HeldRequest {
  /** Resolves when the app has made the held call (the wallet is "showing its prompt"). */
  reached: Promise<void>;
  /** Lets the call go on as if the user confirmed. */
  release(): void;
  /** Answers the call with an error (4001, the user rejected, by default). */
  reject(code?: number, message?: string): void;
}

type Envelope = { ok: true; result: unknown } | { ok: false; error: ProviderErrorShape };

class ProviderError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const USER_REJECTED = 'User rejected the request.';
const UNAUTHORIZED = 'The requested account and/or method has not been authorized by the user.';
const GAS_WHEN_ESTIMATE_FAILS = 1_000_000n;

export const TEST_WALLET_RDNS = 'dev.overdive.testwallet';
export const TEST_WALLET_NAME = 'Test Wallet';
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#4845FF"/>' +
    '<path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#4845FF"/></svg>',
).toString('base64')}`;

let walletCount = 0;

function hexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}

function parseChainId(value: unknown): number {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return Number.parseInt(value, 16);
  throw new ProviderError(
    -32602,
    `Invalid chainId: ${JSON.stringify(value)}; expected a 0x-prefixed hex string`,
  );
}

function quantity(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return BigInt(value);
  throw new ProviderError(-32602, `Invalid quantity: ${JSON.stringify(value)}`);
}

function toProviderError(error: unknown): ProviderErrorShape {
  if (error instanceof ProviderError) {
    return error.data === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, data: error.data };
  }
  const nested = (error as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (nested && typeof nested.code === 'number' && typeof nested.message === 'string') {
    return { code: nested.code, message: nested.message };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: -32603, message };
}

/** Runs in the page (serialised by addInitScript): the EIP-1193 provider and its EIP-6963 announcement. */
function pageScript(cfg: {
  id: string;
  binding: string;
  injectWindowEthereum: boolean;
  info: { uuid: string; name: string; icon: string; rdns: string };
}): void {
  type Listener = (...args: unknown[]) => void;
  type Registry = Record<string, { emit(event: string, args: unknown[]): void; remove(): void }>;
  const w = window as unknown as Record<string, unknown> & { __overdiveTestWallets?: Registry };
  const registry: Registry = (w.__overdiveTestWallets ??= {});
  if (registry[cfg.id]) return;

  const listeners = new Map<string, Set<Listener>>();
  const call = (payload: { method: string; params: unknown[] }) =>
    (w[cfg.binding] as (payload: unknown) => Promise<Envelope>)(payload);

  const provider = {
    isOverdiveTestWallet: true,
    async request(args: { method?: unknown; params?: unknown }): Promise<unknown> {
      if (!args || typeof args.method !== 'string') {
        throw Object.assign(new Error('Invalid request: method must be a string'), { code: -32600 });
      }
      const params =
        args.params === undefined ? [] : Array.isArray(args.params) ? args.params : [args.params];
      const reply = await call({ method: args.method, params });
      if (reply.ok) return reply.result;
      // The binding drops custom properties of thrown errors: rebuild the EIP-1193 error here.
      throw Object.assign(new Error(reply.error.message), { code: reply.error.code, data: reply.error.data });
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    off(event: string, listener: Listener) {
      return provider.removeListener(event, listener);
    },
  };

  const detail = Object.freeze({ info: Object.freeze({ ...cfg.info }), provider });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  if (cfg.injectWindowEthereum) {
    Object.defineProperty(window, 'ethereum', { value: provider, configurable: true, writable: false });
  }
  registry[cfg.id] = {
    emit(event, args) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener(...args);
        } catch (error) {
          console.error(error);
        }
      }
    },
    remove() {
      window.removeEventListener('eip6963:requestProvider', announce);
      if ((w.ethereum as unknown) === provider) delete w.ethereum;
      listeners.clear();
      delete registry[cfg.id];
    },
  };
  announce();
}

type PageCommand =
  { id: string; action: 'remove' } | { id: string; action: 'emit'; event: string; args: unknown[] };

/** Runs in the page: reaches the wallet's page half through the registry pageScript keeps. */
function runInPage(command: PageCommand): void {
  const registry = (
    window as unknown as {
      __overdiveTestWallets?: Record<string, { emit(event: string, args: unknown[]): void; remove(): void }>;
    }
  ).__overdiveTestWallets;
  const wallet = registry?.[command.id];
  if (command.action === 'remove') wallet?.remove();
  else wallet?.emit(command.event, command.args);
}

export class TestWallet {
  readonly id: string;
  private readonly binding: string;
  private readonly provider: JsonRpcProvider;
  private readonly wallets: Wallet[];
  private index: number;
  private currentChainId: number;
  private readonly knownChains: Set<number>;
  private authorised: boolean;
  private initScript: Disposable | null = null;
  private readonly scripted: { method: string; error: ProviderErrorShape }[] = [];
  private readonly holds: { method: string; reached: () => void; gate: Promise<void> }[] = [];
  /** EIP-5792 batches sent (option `eip5792`): id → the hashes of their calls, in order. */
  private readonly batches = new Map<string, string[]>();
  private readonly log: WalletRequest[] = [];
  /** The `wallet_addEthereumChain` parameters the app sent, oldest first. */
  readonly addedChains: Record<string, unknown>[] = [];
  private readonly info: { uuid: string; name: string; icon: string; rdns: string };

  private constructor(
    private readonly context: BrowserContext,
    private readonly env: E2EEnv,
    private readonly options: TestWalletOptions,
  ) {
    walletCount += 1;
    this.id = `w${walletCount}`;
    this.binding = `__overdiveTestWallet_${this.id}`;
    const network = Network.from(env.chainId);
    this.provider = new JsonRpcProvider(env.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
    const keys = options.privateKeys ?? env.accounts.map((account) => account.privateKey);
    this.wallets = keys.map((key) => new Wallet(key, this.provider));
    this.index = options.account ?? 0;
    if (this.wallets[this.index] === undefined)
      throw new Error(`The test wallet has no account ${this.index}`);
    this.currentChainId = options.chainId ?? env.chainId;
    this.knownChains = new Set([this.currentChainId]);
    if (options.knowsChain !== false) this.knownChains.add(env.chainId);
    this.authorised = options.connected ?? false;
    this.info = {
      uuid: randomUUID(),
      name: options.info?.name ?? TEST_WALLET_NAME,
      icon: options.info?.icon ?? TEST_WALLET_ICON,
      rdns: options.info?.rdns ?? TEST_WALLET_RDNS,
    };
  }

  /** Creates a wallet for every page of `context` (call it before the first navigation). */
  static async create(
    context: BrowserContext,
    env: E2EEnv,
    options: TestWalletOptions = {},
  ): Promise<TestWallet> {
    const wallet = new TestWallet(context, env, options);
    await context.exposeBinding(wallet.binding, (_source, payload: { method: string; params: unknown[] }) =>
      wallet.handle(payload.method, payload.params),
    );
    if (options.installed !== false) await wallet.install();
    return wallet;
  }

  // ---- what the test reads ----

  /** The selected account, checksummed. */
  get address(): string {
    return this.selected.address;
  }

  get addresses(): string[] {
    return this.wallets.map((wallet) => wallet.address);
  }

  /** The selected account's ethers signer (connected to the devnet), to sign or send from Node. */
  get signer(): Wallet {
    return this.selected;
  }

  get chainId(): number {
    return this.currentChainId;
  }

  /** The EIP-6963 id the app knows the wallet by (`rk-recent`, `rk-latest-id`). */
  get rdns(): string {
    return this.info.rdns;
  }

  /** Whether the site is authorised (after a connect, before a disconnect or revoke). */
  get isConnected(): boolean {
    return this.authorised;
  }

  get isInstalled(): boolean {
    return this.initScript !== null;
  }

  /** Every request the pages made, oldest first; with `method`, only those. */
  requests(method?: string): WalletRequest[] {
    return this.log.filter((entry) => method === undefined || entry.method === method);
  }

  /** Resolves with the first request of `method` made after this call (or already made, with `includePast`). */
  async waitForRequest(
    method: string,
    { timeout = 10_000, includePast = false }: { timeout?: number; includePast?: boolean } = {},
  ): Promise<WalletRequest> {
    const seen = includePast ? 0 : this.log.length;
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = this.log.slice(seen).find((entry) => entry.method === method);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`The page made no ${method} request within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // ---- what the test does, as the wallet's user ----

  /** Selects account `index`; a connected site gets `accountsChanged`. */
  async setAccount(index: number): Promise<void> {
    if (this.wallets[index] === undefined) throw new Error(`The test wallet has no account ${index}`);
    this.index = index;
    if (this.authorised) await this.emit('accountsChanged', [[this.address]]);
  }

  /** Adds an account by private key (when new) and selects it; a connected site gets `accountsChanged`. */
  async useAccount(privateKey: string): Promise<void> {
    let index = this.wallets.findIndex((wallet) => wallet.privateKey === privateKey);
    if (index < 0) index = this.wallets.push(new Wallet(privateKey, this.provider)) - 1;
    await this.setAccount(index);
  }

  /** Moves the wallet to `chainId` (as the user would in the extension); the pages get `chainChanged`. */
  async setChain(chainId: number): Promise<void> {
    this.knownChains.add(chainId);
    if (chainId === this.currentChainId) return;
    this.currentChainId = chainId;
    await this.emit('chainChanged', [hexChainId(chainId)]);
  }

  /** Authorises the site without a prompt, as if it had been connected on an earlier visit. No event. */
  authorise(): void {
    this.authorised = true;
  }

  /** The user disconnects the site in the wallet: `accountsChanged([])`. */
  async disconnect(): Promise<void> {
    this.authorised = false;
    await this.emit('accountsChanged', [[]]);
  }

  /** The next call of `method` ('*' for any) is rejected by the user (4001). */
  rejectNext(method: string, message = USER_REJECTED): void {
    this.failNext(method, 4001, message);
  }

  /** The next call of `method` ('*' for any) fails with this EIP-1193 / JSON-RPC error. */
  failNext(method: string, code: number, message: string, data?: unknown): void {
    this.scripted.push({ method, error: data === undefined ? { code, message } : { code, message, data } });
  }

  /** The next call of `method` waits (the wallet's prompt is open) until the test releases or rejects it. */
  holdNext(method: string): HeldRequest {
    let reached!: () => void;
    const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    let reject!: (error: ProviderError) => void;
    const gate = new Promise<void>((resolve, fail) => {
      release = resolve;
      reject = fail;
    });
    this.holds.push({ method, reached, gate });
    return {
      reached: reachedPromise,
      release,
      reject: (code = 4001, message = USER_REJECTED) => reject(new ProviderError(code, message)),
    };
  }

  /** Installs the wallet in documents loaded from now on (a reload shows it). */
  async install(): Promise<void> {
    if (this.initScript !== null) return;
    this.initScript = await this.context.addInitScript(pageScript, {
      id: this.id,
      binding: this.binding,
      injectWindowEthereum: this.options.injectWindowEthereum !== false,
      info: this.info,
    });
  }

  /** Uninstalls the wallet: gone from the open pages at once and from every document loaded later. */
  async removeFromPage(): Promise<void> {
    await this.initScript?.dispose();
    this.initScript = null;
    await this.inPages({ id: this.id, action: 'remove' });
  }

  async close(): Promise<void> {
    this.provider.destroy();
  }

  // ---- the wallet itself ----

  private get selected(): Wallet {
    const wallet = this.wallets[this.index];
    if (wallet === undefined) throw new Error(`The test wallet has no account ${this.index}`);
    return wallet;
  }

  private async emit(event: string, args: unknown[]): Promise<void> {
    await this.inPages({ id: this.id, action: 'emit', event, args });
  }

  private async inPages(command: PageCommand): Promise<void> {
    await Promise.all(
      this.context.pages().map((page) =>
        page.evaluate(runInPage, command).catch(() => {
          // The page is navigating or closed: its next document gets the new state from the wallet anyway.
        }),
      ),
    );
  }

  private async handle(method: string, params: unknown[]): Promise<Envelope> {
    const entry: WalletRequest = { method, params, at: Date.now() };
    this.log.push(entry);
    try {
      const holdIndex = this.holds.findIndex((hold) => hold.method === method || hold.method === '*');
      if (holdIndex >= 0) {
        const [hold] = this.holds.splice(holdIndex, 1);
        hold?.reached();
        await hold?.gate;
      }
      const scriptedIndex = this.scripted.findIndex((item) => item.method === method || item.method === '*');
      if (scriptedIndex >= 0) {
        const [item] = this.scripted.splice(scriptedIndex, 1);
        if (item) throw new ProviderError(item.error.code, item.error.message, item.error.data);
      }
      const result = await this.dispatch(method, params);
      entry.result = result;
      return { ok: true, result };
    } catch (error) {
      entry.error = toProviderError(error);
      return { ok: false, error: entry.error };
    }
  }

  private requireAccount(address: unknown): Wallet {
    if (!this.authorised) throw new ProviderError(4100, UNAUTHORIZED);
    if (typeof address === 'string' && address.toLowerCase() !== this.address.toLowerCase()) {
      throw new ProviderError(4100, `${UNAUTHORIZED} (${address} is not the selected account)`);
    }
    return this.selected;
  }

  private async dispatch(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        this.authorised = true;
        return [this.address];
      case 'eth_accounts':
        return this.authorised ? [this.address] : [];
      case 'eth_coinbase':
        return this.authorised ? this.address : null;
      case 'eth_chainId':
        return hexChainId(this.currentChainId);
      case 'net_version':
        return String(this.currentChainId);
      case 'wallet_requestPermissions':
        this.authorised = true;
        return [
          {
            parentCapability: 'eth_accounts',
            caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }],
          },
        ];
      case 'wallet_getPermissions':
        return this.authorised ? [{ parentCapability: 'eth_accounts' }] : [];
      case 'wallet_revokePermissions':
        this.authorised = false;
        await this.emit('accountsChanged', [[]]);
        return null;
      case 'personal_sign':
        return this.personalSign(params);
      case 'eth_signTypedData_v4':
        return this.signTypedData(params);
      case 'eth_sign':
        throw new ProviderError(4200, 'eth_sign is not supported; use personal_sign');
      case 'eth_sendTransaction':
        return this.sendTransaction(params);
      case 'wallet_getCapabilities':
      case 'wallet_sendCalls':
      case 'wallet_getCallsStatus':
        if (this.options.eip5792 !== true) return this.rpc(method, params);
        return this.walletCalls(method, params);
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_addEthereumChain':
        return this.addChain(params);
      case 'wallet_watchAsset':
        return true;
      default:
        return this.rpc(method, params);
    }
  }

  private async personalSign(params: unknown[]): Promise<string> {
    let [data, address] = params;
    // EIP-1193 wallets take [message, address]; some apps send them the other way round.
    if (typeof data === 'string' && isAddress(data) && !(typeof address === 'string' && isAddress(address))) {
      [data, address] = [address, data];
    }
    const signer = this.requireAccount(address);
    if (typeof data !== 'string') throw new ProviderError(-32602, 'personal_sign needs a message string');
    const message = /^0x([0-9a-fA-F]{2})*$/.test(data) ? getBytes(data) : data;
    return signer.signMessage(message);
  }

  private async signTypedData(params: unknown[]): Promise<string> {
    const [address, json] = params;
    const signer = this.requireAccount(address);
    const typed = (typeof json === 'string' ? JSON.parse(json) : json) as {
      domain: Record<string, unknown>;
      types: Record<string, TypedDataField[]>;
      message: Record<string, unknown>;
    };
    const { EIP712Domain: _domain, ...types } = typed.types;
    return signer.signTypedData(typed.domain, types, typed.message);
  }

  private async sendTransaction(params: unknown[]): Promise<string> {
    const tx = (params[0] ?? {}) as Record<string, unknown>;
    const signer = this.requireAccount(tx.from);
    if (this.currentChainId !== this.env.chainId) {
      throw new ProviderError(
        4901,
        `The test wallet has no node for chain ${hexChainId(this.currentChainId)}; switch to ${hexChainId(this.env.chainId)}`,
      );
    }
    const nonce = quantity(tx.nonce);
    const request: TransactionRequest = {
      to: typeof tx.to === 'string' ? getAddress(tx.to) : null,
      data: typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined,
      value: quantity(tx.value),
      gasLimit: quantity(tx.gas ?? tx.gasLimit),
      gasPrice: quantity(tx.gasPrice),
      maxFeePerGas: quantity(tx.maxFeePerGas),
      maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
      nonce: nonce === undefined ? undefined : Number(nonce),
      chainId: BigInt(this.currentChainId),
    };
    let populated;
    try {
      populated = await signer.populateTransaction(request);
    } catch (error) {
      // A transaction that would revert fails the gas estimate. A user can still confirm it in a real wallet, and
      // it is then mined with status 0: do the same, so apps can be tested on failed transactions.
      if (request.gasLimit !== undefined) throw error;
      populated = await signer.populateTransaction({ ...request, gasLimit: GAS_WHEN_ESTIMATE_FAILS });
    }
    const raw = await signer.signTransaction(populated);
    return (await this.rpc('eth_sendRawTransaction', [raw])) as string;
  }

  /** EIP-5792 v2, not atomic: one user confirmation (the request itself), the calls sent in turn. */
  private async walletCalls(method: string, params: unknown[]): Promise<unknown> {
    const chain = hexChainId(this.env.chainId);
    if (method === 'wallet_getCapabilities') return { [chain]: { atomic: { status: 'unsupported' } } };
    if (method === 'wallet_sendCalls') {
      const request = (params[0] ?? {}) as { from?: unknown; chainId?: unknown; calls?: unknown };
      if (request.chainId !== chain)
        throw new ProviderError(5710, `Unsupported chain ${String(request.chainId)}`);
      const calls = Array.isArray(request.calls) ? (request.calls as Record<string, unknown>[]) : [];
      const hashes: string[] = [];
      for (const call of calls) hashes.push(await this.sendTransaction([{ ...call, from: request.from }]));
      const id = `0x${(this.batches.size + 1).toString(16).padStart(64, '0')}`;
      this.batches.set(id, hashes);
      return { id };
    }
    const id = String(params[0]);
    const hashes = this.batches.get(id);
    if (hashes === undefined) throw new ProviderError(5730, 'Unknown bundle id');
    const receipts = (await Promise.all(
      hashes.map((hash) => this.rpc('eth_getTransactionReceipt', [hash])),
    )) as ({ status: string; transactionHash: string } | null)[];
    const mined = receipts.filter((receipt) => receipt !== null);
    const status =
      mined.length < receipts.length ? 100 : mined.every((receipt) => receipt.status === '0x1') ? 200 : 600;
    return { version: '2.0.0', id, chainId: chain, status, atomic: false, receipts: mined };
  }

  private async switchChain(params: unknown[]): Promise<null> {
    const chainId = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId);
    if (!this.knownChains.has(chainId)) {
      throw new ProviderError(
        4902,
        `Unrecognized chain ID "${hexChainId(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    await this.setChain(chainId);
    return null;
  }

  private async addChain(params: unknown[]): Promise<null> {
    const chain = (params[0] ?? {}) as Record<string, unknown>;
    const chainId = parseChainId(chain.chainId);
    const rpcUrls = chain.rpcUrls;
    const currency = chain.nativeCurrency as
      { name?: unknown; symbol?: unknown; decimals?: unknown } | undefined;
    if (
      typeof chain.chainName !== 'string' ||
      chain.chainName === '' ||
      !Array.isArray(rpcUrls) ||
      rpcUrls.length === 0 ||
      !rpcUrls.every((url) => typeof url === 'string' && /^https?:\/\//.test(url)) ||
      typeof currency?.symbol !== 'string' ||
      currency.decimals !== 18
    ) {
      throw new ProviderError(-32602, `Invalid wallet_addEthereumChain parameters: ${JSON.stringify(chain)}`);
    }
    this.addedChains.push(chain);
    // Like MetaMask: adding a chain offers to switch to it, and the user accepts.
    await this.setChain(chainId);
    return null;
  }

  private async rpc(method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(this.env.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: ProviderErrorShape };
    if (body.error) throw new ProviderError(body.error.code, body.error.message, body.error.data);
    return body.result ?? null;
  }
}
