import { type ComponentType, createContext, useContext } from 'react';

// The configuration our wallet dialogs take, with the rules of the kit the product used (wallet-kit reference §9):
// an instance id of letters, digits and underscore only, and a theme that is an object, never a factory function.

export interface WalletKitTheme {
  accentColor?: string;
  accentColorForeground?: string;
  modalBackground?: string;
  modalText?: string;
  modalTextSecondary?: string;
  /** Corner radius of the dialogs. */
  radius?: string;
}

export interface WalletKitConfig {
  /** Scopes the theme (`data-wallet-kit="<id>"`); letters, digits and underscore. */
  id?: string;
  /** Licensor pages: a connected wallet also needs a valid session, else the sign-in dialog shows. */
  authentication: boolean;
  theme: WalletKitTheme | null;
  /** The recent-transactions section of the account dialog, supplied by the app (a lazy component). */
  recentTransactions: ComponentType | null;
  /** The account's stablecoin balance, shown first in the account dialog, supplied by the app (a lazy component). */
  stablecoinBalance: ComponentType | null;
}

const idPattern = /^[a-zA-Z0-9_]+$/;

export function assertValidKitId(id: string | undefined): void {
  if (id !== undefined && !idPattern.test(id)) throw new Error(`Invalid ID: ${id}`);
}

export function assertThemeObject(theme: unknown): void {
  if (typeof theme === 'function') {
    throw new Error(
      'A theme function was passed as the wallet theme instead of a theme object. Call the function and pass the object it returns.',
    );
  }
}

export const defaultKitConfig: WalletKitConfig = {
  authentication: false,
  theme: null,
  recentTransactions: null,
  stablecoinBalance: null,
};

export const WalletKitContext = createContext<WalletKitConfig | null>(null);

/** The surrounding WalletKitProvider's configuration, or null when the button stands alone. */
export function useWalletKit(): WalletKitConfig | null {
  return useContext(WalletKitContext);
}
