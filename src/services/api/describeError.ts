import { type I18n } from '../i18n';
import { WalletError } from '../wallet';
import { isApiError } from './apiError';

// Wallet failures in the catalogue's words (docs/product.md §20, §5): no connected wallet is "no wallet address".
const walletErrorKeys: Record<WalletError['kind'], string> = {
  notConnected: 'errors.noWalletAddress',
  rejected: 'errors.walletRejected',
  unavailable: 'errors.walletFailed',
  failed: 'errors.walletFailed',
};

/**
 * The one place a failure becomes text (docs/product.md §20): the catalogue message for its key, and the server's own
 * words beside it when it sent any; a wallet failure by its kind. Anything else falls back to `fallbackKey`.
 */
export function describeError(
  t: I18n['t'],
  error: unknown,
  fallbackKey = 'errors.network',
): { message: string; detail?: string } {
  if (error instanceof WalletError) return { message: t(walletErrorKeys[error.kind]) };
  if (isApiError(error)) {
    const message = t(error.key, error.params);
    return error.detail && error.detail !== message ? { message, detail: error.detail } : { message };
  }
  return { message: t(fallbackKey) };
}

/**
 * A failure as one line under a screen's own message (an error notice, a failed form or page): the catalogue
 * message and the server's words, then anything the caller adds (field verdicts no field shows), joined by " — ".
 */
export function describeErrorLine(t: I18n['t'], error: unknown, ...more: readonly string[]): string {
  const described = describeError(t, error);
  return [described.message, described.detail, ...more].filter(Boolean).join(' — ');
}
