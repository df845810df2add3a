import { providerFor } from './discovery';
import { type Eip1193Provider, errorCode, isUserRejection, providerErrorCodes } from './eip1193';
import { parseQuantity } from './format';

// The one live wallet connection. Only this folder touches window.ethereum / EIP-6963 providers; the store sees
// plain data (address, chain id) through the events the binder dispatches.

export interface WalletConnection {
  walletId: string;
  /** The account as the wallet reports it (usually checksummed). */
  address: string;
  chainId: number;
}

export interface WalletEventHandlers {
  accountsChanged: (accounts: string[]) => void;
  chainChanged: (chainId: number) => void;
}

/** A wallet failure the UI can explain; `rejected` means the user said no in the wallet. */
export class WalletError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable' | 'notConnected' | 'failed',
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WalletError';
  }
}

interface ActiveConnection {
  walletId: string;
  provider: Eip1193Provider;
  detach: () => void;
}

let active: ActiveConnection | null = null;
let handlers: WalletEventHandlers | null = null;
let attempt = 0;

export function setWalletEventHandlers(next: WalletEventHandlers | null): void {
  handlers = next;
}

export function parseChainId(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return Number.parseInt(value, 16);
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  throw new WalletError(
    'failed',
    `The wallet reported an unreadable chain id: ${String(value).slice(0, 40)}`,
  );
}

function toAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (account): account is string => typeof account === 'string' && /^0x[0-9a-fA-F]{40}$/.test(account),
  );
}

/** Wraps a provider error into a WalletError, keeping the EIP-1193 code. */
export function toWalletError(error: unknown): WalletError {
  if (error instanceof WalletError) return error;
  const code = errorCode(error);
  if (isUserRejection(error))
    return new WalletError('rejected', 'The request was rejected in the wallet.', code);
  const message = error instanceof Error ? error.message : 'The wallet could not complete the request.';
  return new WalletError('failed', message, code);
}

function attach(walletId: string, provider: Eip1193Provider) {
  active?.detach();
  const onAccounts = (accounts: unknown) => handlers?.accountsChanged(toAccounts(accounts));
  const onChain = (chainId: unknown) => {
    try {
      handlers?.chainChanged(parseChainId(chainId));
    } catch {
      // An unreadable chain id from the wallet is ignored; the next request reports it.
    }
  };
  provider.on?.('accountsChanged', onAccounts as (...args: never[]) => void);
  provider.on?.('chainChanged', onChain as (...args: never[]) => void);
  active = {
    walletId,
    provider,
    detach: () => {
      provider.removeListener?.('accountsChanged', onAccounts as (...args: never[]) => void);
      provider.removeListener?.('chainChanged', onChain as (...args: never[]) => void);
    },
  };
}

/**
 * Connects to a discovered wallet. With `prompt: false` it only asks for accounts already authorised
 * (`eth_accounts`), which is how a reload restores the connection without a wallet popup.
 * Returns null when the wallet has no authorised account, or when the attempt was cancelled meanwhile.
 */
export async function connectWallet(
  walletId: string,
  { prompt }: { prompt: boolean },
): Promise<WalletConnection | null> {
  const provider = providerFor(walletId);
  if (!provider) throw new WalletError('unavailable', `Wallet ${walletId} is not available in this browser.`);
  const thisAttempt = ++attempt;
  try {
    const accounts = toAccounts(
      await provider.request({ method: prompt ? 'eth_requestAccounts' : 'eth_accounts' }),
    );
    const first = accounts[0];
    if (thisAttempt !== attempt || !first) return null;
    const chainId = parseChainId(await provider.request({ method: 'eth_chainId' }));
    if (thisAttempt !== attempt) return null;
    attach(walletId, provider);
    return { walletId, address: first, chainId };
  } catch (error) {
    if (thisAttempt !== attempt) return null;
    throw toWalletError(error);
  }
}

/**
 * Forgets a connect in flight: its result, when it comes, is ignored (closing the dialog cancels, docs/product.md §16).
 */
export function cancelPendingConnect(): void {
  attempt += 1;
}

/** Drops the connection. Wallets that support it also forget the site's permission, so the next connect asks. */
export function disconnectWallet(): void {
  const connection = releaseWallet();
  connection?.provider
    .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    .catch(() => undefined);
}

/**
 * Stops listening to the connected wallet without asking it to forget the site: another tab of the same browser
 * may be using the same wallet (its permission is per site, not per tab).
 */
export function releaseWallet(): { provider: Eip1193Provider } | null {
  cancelPendingConnect();
  const connection = active;
  active = null;
  connection?.detach();
  return connection;
}

export function activeWalletId(): string | null {
  return active?.walletId ?? null;
}

/** Sends a request to the connected wallet. */
export async function walletRequest<T = unknown>(
  method: string,
  params?: readonly unknown[] | object,
): Promise<T> {
  if (!active)
    throw new WalletError('notConnected', 'No wallet is connected.', providerErrorCodes.disconnected);
  try {
    return (await active.provider.request(params === undefined ? { method } : { method, params })) as T;
  } catch (error) {
    throw toWalletError(error);
  }
}

/** The connected wallet's provider, for libraries that wrap one (ethers' BrowserProvider); null when none. */
export function activeProvider(): Eip1193Provider | null {
  return active?.provider ?? null;
}

/** Native balance in base units (`eth_getBalance`), read through the wallet's own node. */
export async function getNativeBalance(address: string): Promise<bigint> {
  const balance = parseQuantity(await walletRequest<unknown>('eth_getBalance', [address, 'latest']));
  if (balance === null) throw new WalletError('failed', 'The wallet returned an unreadable balance.');
  return balance;
}

function utf8ToHex(text: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** personal_sign (EIP-191) of a UTF-8 message by the given account. */
export async function signMessage(address: string, message: string): Promise<string> {
  const signature = await walletRequest<unknown>('personal_sign', [utf8ToHex(message), address]);
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) {
    throw new WalletError('failed', 'The wallet returned an unreadable signature.');
  }
  return signature;
}

/** Test hook: forget the active connection without talking to the wallet. */
export function resetWalletClientForTests(): void {
  active?.detach();
  active = null;
  handlers = null;
  attempt = 0;
}
