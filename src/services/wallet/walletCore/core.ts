// One EIP-1193 wallet, used by every wallet of the repository: the development wallet of `npm start`
// (docs/product.md §2), the jsdom tests' wallets and the browser tests' injected one. It answers the requests the app
// makes (connect, accounts, chain, chain switch and add, personal_sign, typed data, transactions, EIP-5792 batches),
// keeps the account, the site's authorisation and the chain, and emits accountsChanged, chainChanged, connect and
// disconnect. What differs between those wallets is plugged in (parts.ts): the keys, the node, how a request is
// approved (a person at a prompt, or a script), and a few choices below.
// Development builds and tests only: nothing in the production app imports it (scripts/bundle-budget.mjs checks that
// the development wallet, its only importer in src, is not in the build).
import { providerErrorCodes, type Eip1193Provider, type RequestArguments } from '../eip1193';
import { DISCONNECTED, ProviderRpcError, UNAUTHORIZED, USER_REJECTED, unsupported } from './errors';
import { type BatchSender, type WalletConfirmation, type WalletCoreOptions } from './parts';
import { hexQuantity, parseChainId, readAddChain, readPersonalSign, readTypedData } from './params';
import {
  SequentialBatches,
  parseSendCalls,
  prepareTransaction,
  readTransaction,
  type TransactionFields,
} from './transactions';

type Listener = (...args: never[]) => unknown;

/** Signing methods a wallet must never pass to a node (a development node would sign with its own keys). */
const NEVER_FORWARDED = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
]);

export class WalletCore implements Eip1193Provider {
  readonly knownChains: Set<number>;
  /** The `wallet_addEthereumChain` parameters the app sent, oldest first. */
  readonly addedChains: Record<string, unknown>[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly batches: BatchSender | null;
  private index: number;
  private chain: number;
  private authorised: boolean;
  private gone = false;
  /** One prompt at a time, like a wallet's popup; later requests wait their turn. */
  private prompts: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: WalletCoreOptions) {
    this.index = options.account ?? 0;
    if (options.keys.addresses[this.index] === undefined)
      throw new Error(`The wallet has no account ${this.index}`);
    this.chain = options.chainId ?? options.nodeChainId;
    this.knownChains = new Set(options.knownChains ?? [this.chain, options.nodeChainId]);
    this.authorised = options.authorised ?? false;
    this.batches =
      options.batches === 'sequential'
        ? new SequentialBatches(options.node, hexQuantity(options.nodeChainId), (account, call) =>
            this.send(account, call),
          )
        : (options.batches ?? null);
  }

  get addresses(): readonly string[] {
    return this.options.keys.addresses;
  }

  /** The selected account, checksummed. */
  get address(): string {
    return this.options.keys.addresses[this.index] as string;
  }

  get account(): number {
    return this.index;
  }

  get chainId(): number {
    return this.chain;
  }

  /** Whether the site is authorised (after a connect, before a disconnect or a revoke). */
  get isConnected(): boolean {
    return this.authorised;
  }

  // ---- EIP-1193 ----

  async request(args: RequestArguments): Promise<unknown> {
    if (typeof args?.method !== 'string')
      throw new ProviderRpcError(-32600, 'Invalid request: method must be a string');
    const params = args.params === undefined ? [] : Array.isArray(args.params) ? args.params : [args.params];
    await this.options.script?.before(args.method);
    if (this.gone) throw new ProviderRpcError(providerErrorCodes.disconnected, DISCONNECTED);
    return this.dispatch(args.method, params as unknown[]);
  }

  on(event: string, listener: Listener): this {
    let set = this.listeners.get(event);
    if (set === undefined) this.listeners.set(event, (set = new Set()));
    set.add(listener);
    return this;
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  // ---- what the wallet's user does ----

  /** Selects account `index`; a connected site hears `accountsChanged` (resolved once every listener has). */
  selectAccount(index: number): Promise<void> {
    if (this.addresses[index] === undefined) throw new Error(`The wallet has no account ${index}`);
    if (index === this.index) return Promise.resolve();
    this.index = index;
    this.options.onChange?.();
    return this.authorised ? this.emit('accountsChanged', [this.address]) : Promise.resolve();
  }

  /** Moves to `chainId` (known from now on); the site hears `chainChanged`. */
  setChain(chainId: number): Promise<void> {
    this.knownChains.add(chainId);
    if (chainId === this.chain) return Promise.resolve();
    this.chain = chainId;
    this.options.onChange?.();
    return this.emit('chainChanged', hexQuantity(chainId));
  }

  /** Authorises the site without a prompt, as if it had connected on an earlier visit. No event. */
  authorise(): void {
    this.authorised = true;
    this.options.onChange?.();
  }

  /** The user disconnects the site: `accountsChanged([])`. */
  disconnect(): Promise<void> {
    this.authorised = false;
    this.options.onChange?.();
    return this.emit('accountsChanged', []);
  }

  /** The wallet goes away (quit, crashed, uninstalled): `disconnect` (4900), and every request answers 4900. */
  disappear(): Promise<void> {
    this.gone = true;
    return this.emit('disconnect', new ProviderRpcError(providerErrorCodes.disconnected, DISCONNECTED));
  }

  /** Back after `disappear`: `connect` with the chain. */
  reappear(): Promise<void> {
    if (!this.gone) return Promise.resolve();
    this.gone = false;
    return this.emit('connect', { chainId: hexQuantity(this.chain) });
  }

  // ---- the wallet itself ----

  private emit(event: string, ...args: unknown[]): Promise<void> {
    // Listeners run at once, in order; a listener that answers later (the browser tests' bridge) is waited for.
    const pending = [...(this.listeners.get(event) ?? [])].map((listener) =>
      (listener as (...values: unknown[]) => unknown)(...args),
    );
    return Promise.all(pending).then(() => undefined);
  }

  private async dispatch(method: string, params: unknown[]): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        await this.connect();
        return [this.address];
      case 'eth_accounts':
        return this.authorised ? [this.address] : [];
      case 'wallet_revokePermissions':
        await this.disconnect();
        return null;
      case 'eth_chainId':
        return hexQuantity(this.chain);
      case 'net_version':
        return String(this.chain);
      case 'wallet_switchEthereumChain':
        return this.switchChain(params);
      case 'wallet_addEthereumChain':
        return this.addChain(params);
      case 'personal_sign':
        return this.personalSign(params);
      case 'eth_signTypedData_v4':
        if (this.options.typedData === false) throw unsupported(method);
        return this.signTypedData(params);
      case 'eth_sendTransaction':
        return this.sendTransaction(params);
      case 'wallet_getCapabilities':
        return this.batchSender(method).capabilities(hexQuantity(this.options.nodeChainId));
      case 'wallet_sendCalls':
        return this.sendCalls(params);
      case 'wallet_getCallsStatus':
        return this.batchSender(method).status(params[0]);
      default:
        if (NEVER_FORWARDED.has(method) || this.options.forward?.(method) === false)
          throw unsupported(method);
        return this.options.node.request(method, params);
    }
  }

  private async connect(): Promise<void> {
    if (this.authorised) return;
    await this.confirmed({ kind: 'connect' });
    this.authorise();
  }

  /** The selected account's number, when the site may use it and `address` (if given) names it; else 4100. */
  private requireAccount(address: unknown): number {
    if (!this.authorised) throw new ProviderRpcError(providerErrorCodes.unauthorized, UNAUTHORIZED);
    if (
      address !== undefined &&
      address !== null &&
      String(address).toLowerCase() !== this.address.toLowerCase()
    )
      throw new ProviderRpcError(
        providerErrorCodes.unauthorized,
        `${UNAUTHORIZED} (${String(address)} is not the selected account)`,
      );
    return this.index;
  }

  private confirmed(request: WalletConfirmation): Promise<void> {
    const answer = this.prompts.then(() => (this.options.confirm ?? (() => Promise.resolve(true)))(request));
    this.prompts = answer.catch(() => undefined);
    return answer.then((approved) => {
      if (!approved) throw new ProviderRpcError(providerErrorCodes.userRejected, USER_REJECTED);
    });
  }

  private async switchChain(params: unknown[]): Promise<null> {
    const chainId = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId);
    if (!this.knownChains.has(chainId)) {
      throw new ProviderRpcError(
        providerErrorCodes.unrecognizedChain,
        `Unrecognized chain ID "${hexQuantity(chainId)}". Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    await this.setChain(chainId);
    return null;
  }

  private async addChain(params: unknown[]): Promise<null> {
    const policy = this.options.addChain ?? 'switch';
    if (policy === 'refuse') {
      const chainId = parseChainId((params[0] as { chainId?: unknown } | undefined)?.chainId);
      if (this.knownChains.has(chainId)) return null;
      const known = [...this.knownChains].map((id) => hexQuantity(id)).join(', ');
      throw new ProviderRpcError(providerErrorCodes.unrecognizedChain, `The wallet knows only ${known}.`);
    }
    const { chainId, chain } = readAddChain(params);
    this.addedChains.push(chain);
    this.knownChains.add(chainId);
    if (policy === 'switch') await this.setChain(chainId);
    return null;
  }

  private async personalSign(params: unknown[]): Promise<string> {
    const { address, signed, text } = readPersonalSign(params);
    const account = this.requireAccount(address);
    await this.confirmed({ kind: 'sign', account: this.address, message: text });
    return this.options.keys.signMessage(account, signed);
  }

  private async signTypedData(params: unknown[]): Promise<string> {
    const { address, typedData } = readTypedData(params);
    const account = this.requireAccount(address);
    await this.confirmed({ kind: 'typedData', account: this.address, typedData });
    return this.options.keys.signTypedData(account, typedData);
  }

  private async sendTransaction(params: unknown[]): Promise<string> {
    const tx = (params[0] ?? {}) as Record<string, unknown>;
    const account = this.requireAccount(tx.from);
    if (this.chain !== this.options.nodeChainId) {
      throw new ProviderRpcError(
        providerErrorCodes.chainDisconnected,
        `The wallet has no node for chain ${hexQuantity(this.chain)}; switch to ${hexQuantity(this.options.nodeChainId)}.`,
      );
    }
    const fields = readTransaction(tx);
    await this.confirmed({
      kind: 'transaction',
      account: this.address,
      to: fields.to,
      value: fields.value,
      data: fields.data,
    });
    return this.send(account, fields);
  }

  /** Fills in, signs and sends a transaction the user approved; its hash. */
  private async send(account: number, fields: TransactionFields): Promise<string> {
    const from = this.addresses[account] as string;
    const prepared = await prepareTransaction(this.options.node, from, fields, this.options.nodeChainId);
    const raw = await this.options.keys.signTransaction(account, prepared);
    return (await this.options.node.request('eth_sendRawTransaction', [raw])) as string;
  }

  private batchSender(method: string): BatchSender {
    if (this.batches === null) throw unsupported(method);
    return this.batches;
  }

  private async sendCalls(params: unknown[]): Promise<{ id: string }> {
    const sender = this.batchSender('wallet_sendCalls');
    const { from, calls } = parseSendCalls(params, hexQuantity(this.options.nodeChainId));
    const account = this.requireAccount(from);
    await this.confirmed({ kind: 'batch', account: this.address, calls });
    return sender.send(account, calls);
  }
}
