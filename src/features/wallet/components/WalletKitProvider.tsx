import { type ComponentType, type ReactNode, useMemo } from 'react';
import {
  assertThemeObject,
  assertValidKitId,
  type WalletKitConfig,
  WalletKitContext,
  type WalletKitTheme,
} from './walletKit';
import { WalletDialogHost } from './WalletDialogHost';

export interface WalletKitProviderProps {
  id?: string;
  theme?: WalletKitTheme | null;
  /** On for the licensor pages (the sign-in dialog follows a connect); off for the public storefront. */
  authentication?: boolean;
  recentTransactions?: ComponentType | null;
  stablecoinBalance?: ComponentType | null;
  children: ReactNode;
}

/**
 * Hosts the wallet dialogs once for everything inside it (every WalletButton of a layout shares them) and passes
 * the configuration down. Throws `Invalid ID: <id>` for an id with other characters than letters, digits and
 * underscore, and an error for a theme given as a function.
 */
export function WalletKitProvider({
  id,
  theme = null,
  authentication = false,
  recentTransactions = null,
  stablecoinBalance = null,
  children,
}: WalletKitProviderProps) {
  assertValidKitId(id);
  assertThemeObject(theme);
  const config = useMemo<WalletKitConfig>(
    () => ({
      ...(id !== undefined ? { id } : {}),
      theme,
      authentication,
      recentTransactions,
      stablecoinBalance,
    }),
    [id, theme, authentication, recentTransactions, stablecoinBalance],
  );
  return (
    <WalletKitContext.Provider value={config}>
      {children}
      <WalletDialogHost config={config} />
    </WalletKitContext.Provider>
  );
}
