/**
 * The injected test wallet: the app's wallet core (src/services/wallet/walletCore) running in Node, behind a
 * Playwright binding, and in the page a small EIP-1193 `window.ethereum` that also announces itself through EIP-6963
 * and passes each request to Node. The wallet's state lives in Node, so it survives reloads and is shared by every
 * tab of the browser context, like a real extension. Keys are the devnet's accounts; transactions are signed in Node
 * and sent to the local chain, which also answers every read.
 *
 * Tests drive it like a user drives a wallet extension: setAccount, setChain, disconnect, rejectNext, failNext,
 * holdNext, removeFromPage. See README.md beside this file.
 */
import { randomUUID } from 'node:crypto';
import { type BrowserContext, type Disposable } from '@playwright/test';
import {
  PrivateKeys,
  ProviderRpcError,
  WalletCore,
  WalletScript,
  jsonRpcNode,
  type HeldRequest,
} from '../../../src/services/wallet/walletCore';
import { type E2EEnv } from './env';

export { type HeldRequest };

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
   * calls one after another (default false: 4200, as a wallet without it).
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

type Envelope = { ok: true; result: unknown } | { ok: false; error: ProviderErrorShape };

export const TEST_WALLET_RDNS = 'dev.overdive.testwallet';
export const TEST_WALLET_NAME = 'Test Wallet';
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#4845FF"/>' +
    '<path d="M8 11h16v12H8z" fill="#fff"/><circle cx="20" cy="17" r="2" fill="#4845FF"/></svg>',
).toString('base64')}`;

/** The events the core emits, relayed to the pages' providers. */
const EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'];

let walletCount = 0;

function toProviderError(error: unknown): ProviderErrorShape {
  if (error instanceof ProviderRpcError) {
    return error.data === undefined
      ? { code: error.code, message: error.message }
      : { code: error.code, message: error.message, data: error.data };
  }
  return { code: -32603, message: error instanceof Error ? error.message : String(error) };
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
  const call = (payload: { method: unknown; params: unknown }) =>
    (w[cfg.binding] as (payload: unknown) => Promise<Envelope>)(payload);

  const provider = {
    isOverdiveTestWallet: true,
    async request(args: { method?: unknown; params?: unknown } | undefined): Promise<unknown> {
      const reply = await call({ method: args?.method, params: args?.params });
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
  private readonly keys: PrivateKeys;
  private readonly script = new WalletScript();
  private readonly core: WalletCore;
  private initScript: Disposable | null = null;
  private readonly log: WalletRequest[] = [];
  private readonly info: { uuid: string; name: string; icon: string; rdns: string };

  private constructor(
    private readonly context: BrowserContext,
    env: E2EEnv,
    private readonly options: TestWalletOptions,
  ) {
    walletCount += 1;
    this.id = `w${walletCount}`;
    this.binding = `__overdiveTestWallet_${this.id}`;
    this.keys = new PrivateKeys(options.privateKeys ?? env.accounts.map((account) => account.privateKey));
    const chainId = options.chainId ?? env.chainId;
    this.core = new WalletCore({
      keys: this.keys,
      node: jsonRpcNode(env.rpcUrl),
      nodeChainId: env.chainId,
      chainId,
      knownChains: options.knowsChain === false ? [chainId] : [chainId, env.chainId],
      script: this.script,
      account: options.account ?? 0,
      authorised: options.connected ?? false,
      ...(options.eip5792 === true ? { batches: 'sequential' as const } : {}),
    });
    for (const event of EVENTS)
      this.core.on(event, ((...args: unknown[]) =>
        this.inPages({ id: this.id, action: 'emit', event, args })) as never);
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
    await context.exposeBinding(wallet.binding, (_source, payload: { method: unknown; params: unknown }) =>
      wallet.handle(payload),
    );
    if (options.installed !== false) await wallet.install();
    return wallet;
  }

  // ---- what the test reads ----

  /** The selected account, checksummed. */
  get address(): string {
    return this.core.address;
  }

  get addresses(): string[] {
    return [...this.core.addresses];
  }

  get chainId(): number {
    return this.core.chainId;
  }

  /** The EIP-6963 id the app knows the wallet by (`rk-recent`, `rk-latest-id`). */
  get rdns(): string {
    return this.info.rdns;
  }

  /** Whether the site is authorised (after a connect, before a disconnect or revoke). */
  get isConnected(): boolean {
    return this.core.isConnected;
  }

  get isInstalled(): boolean {
    return this.initScript !== null;
  }

  /** The `wallet_addEthereumChain` parameters the app sent, oldest first. */
  get addedChains(): Record<string, unknown>[] {
    return this.core.addedChains;
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
  setAccount(index: number): Promise<void> {
    return this.core.selectAccount(index);
  }

  /** Adds an account by private key (when new) and selects it; a connected site gets `accountsChanged`. */
  useAccount(privateKey: string): Promise<void> {
    return this.core.selectAccount(this.keys.add(privateKey));
  }

  /** Moves the wallet to `chainId` (as the user would in the extension); the pages get `chainChanged`. */
  setChain(chainId: number): Promise<void> {
    return this.core.setChain(chainId);
  }

  /** Authorises the site without a prompt, as if it had been connected on an earlier visit. No event. */
  authorise(): void {
    this.core.authorise();
  }

  /** The user disconnects the site in the wallet: `accountsChanged([])`. */
  disconnect(): Promise<void> {
    return this.core.disconnect();
  }

  /** The next call of `method` ('*' for any) is rejected by the user (4001). */
  rejectNext(method: string, message?: string): void {
    this.script.rejectNext(method, message);
  }

  /** The next call of `method` ('*' for any) fails with this EIP-1193 / JSON-RPC error. */
  failNext(method: string, code: number, message: string, data?: unknown): void {
    this.script.failNext(method, code, message, data);
  }

  /** The next call of `method` waits (the wallet's prompt is open) until the test releases or rejects it. */
  holdNext(method: string): HeldRequest {
    return this.script.holdNext(method);
  }

  /** Installs the wallet in documents loaded from now on (a reload shows it). */
  async install(): Promise<void> {
    if (this.initScript !== null) return;
    await this.core.reappear();
    this.initScript = await this.context.addInitScript(pageScript, {
      id: this.id,
      binding: this.binding,
      injectWindowEthereum: this.options.injectWindowEthereum !== false,
      info: this.info,
    });
  }

  /** Uninstalls the wallet: `disconnect` (4900), then gone from the open pages and from every later document. */
  async removeFromPage(): Promise<void> {
    await this.core.disappear();
    await this.initScript?.dispose();
    this.initScript = null;
    await this.inPages({ id: this.id, action: 'remove' });
  }

  // ---- the bridge ----

  private async inPages(command: PageCommand): Promise<void> {
    await Promise.all(
      this.context.pages().map((page) =>
        page.evaluate(runInPage, command).catch(() => {
          // The page is navigating or closed: its next document gets the new state from the wallet anyway.
        }),
      ),
    );
  }

  private async handle(payload: { method: unknown; params: unknown }): Promise<Envelope> {
    const { method, params: raw } = payload;
    const params = raw === undefined ? [] : Array.isArray(raw) ? (raw as unknown[]) : [raw];
    const entry: WalletRequest = { method: String(method), params, at: Date.now() };
    this.log.push(entry);
    try {
      entry.result = await this.core.request({ method: method as string, params });
      return { ok: true, result: entry.result };
    } catch (error) {
      entry.error = toProviderError(error);
      return { ok: false, error: entry.error };
    }
  }
}
