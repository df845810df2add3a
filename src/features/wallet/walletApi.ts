import { skipToken } from '@reduxjs/toolkit/query';
import { useFeatureSelector } from '../../services/hooks';
import { api, type ApiError } from '../../services/api';
import { getNativeBalance } from '../../services/wallet';
import { selectConnectedAddress, selectWalletChainId } from './walletSlice';

// What is read about the connected account (docs/product.md §21), cached per account as server data, not wallet
// state: its native balance, read from the chain through the wallet (eth_getBalance), and its name, resolved by the
// API (GET names/) behind its 3-hour cache (services/wallet/names). A settled transaction of the account invalidates
// the balance (walletListeners.ts); the account dialog reads both again when it opens.

/** docs/product.md §21: a name is stale after 10 minutes and its lookup is retried once. */
export const nameStaleAfterMs = 10 * 60 * 1000;
export const nameRetryDelayMs = 1000;

/** An account on a chain: a balance belongs to both. */
export interface WalletAccount {
  address: string;
  chainId: number;
}

// Neither read is shown when it fails (no balance rather than a wrong one); the next read asks again.
const readFailed: ApiError = { status: 'FETCH_ERROR', key: 'errors.network' };

export const walletApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The native balance in base units, as a decimal string. */
    getNativeBalance: build.query<string, WalletAccount>({
      queryFn: async ({ address }) => {
        try {
          return { data: (await getNativeBalance(address)).toString() };
        } catch {
          return { error: readFailed };
        }
      },
      providesTags: ['WalletBalance'],
    }),
    /** The account's name, null when it has none. */
    getAccountName: build.query<string | null, string>({
      queryFn: async (address, { signal }) => {
        // Loaded on first use: name resolution is not needed to paint the page.
        const { resolveAccountName } = await import(
          /* webpackChunkName: "wallet-names" */ '../../services/wallet/names'
        );
        for (let attempt = 0; ; attempt += 1) {
          try {
            return { data: await resolveAccountName(address, { signal }) };
          } catch {
            if (attempt > 0 || signal.aborted) return { error: readFailed };
            await new Promise((resolve) => setTimeout(resolve, nameRetryDelayMs));
          }
        }
      },
      keepUnusedDataFor: nameStaleAfterMs / 1000,
    }),
  }),
});

/**
 * The connected account's balance on its chain, once read (undefined before, and after a switch of account or chain
 * until it is read again). `refresh` reads it again as the caller mounts (the account dialog opening).
 */
export function useWalletBalance({ refresh = false }: { refresh?: boolean } = {}): string | undefined {
  const address = useFeatureSelector(selectConnectedAddress);
  const chainId = useFeatureSelector(selectWalletChainId);
  const account = address && chainId !== null ? { address, chainId } : skipToken;
  return walletApi.useGetNativeBalanceQuery(account, { refetchOnMountOrArgChange: refresh }).currentData;
}

/** The connected account's name: undefined while not resolved, null when it has none; resolved again once stale. */
export function useWalletName(): string | null | undefined {
  const address = useFeatureSelector(selectConnectedAddress);
  return walletApi.useGetAccountNameQuery(address ?? skipToken, {
    refetchOnMountOrArgChange: nameStaleAfterMs / 1000,
  }).currentData;
}
