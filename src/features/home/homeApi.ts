import type { PayoutChange } from '@contract/api/companies';
import type { Page } from '@contract/api/fields';
import { api, pageOf, recordOf } from '../../services/api';

/** GET companies/wallet-tokens/: balances of the company's payout wallet (docs/product.md §7). */
export interface WalletTokens {
  address: string;
  chain_id: number;
  native: { symbol: string; decimals: number; balance: string };
  /** `balance` is null when the chain node could not tell (the other balances still show). */
  tokens: { symbol: string; address: string; decimals: number; balance: string | null }[];
}

/** A payout address change (docs/product.md §7: recorded with the old and the new address), as the contract has it. */
export type { PayoutChange };

/** GET companies/payout-changes/ (docs/api.md): the changes of the last 7 days, newest first. */
export type PayoutChangePage = Page<PayoutChange>;

export const isPayoutChangePage = pageOf(
  recordOf<PayoutChange>({
    id: 'string',
    old_address: 'string',
    new_address: 'string',
    changed_at: 'string',
  }),
);

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Home's notice of payout address changes in the last 7 days (docs/product.md §9); a payout change refetches it.
     */
    getRecentPayoutChanges: build.query<PayoutChangePage, { wallet: string }>({
      query: () => 'companies/payout-changes/',
      extraOptions: { expect: isPayoutChangePage },
      providesTags: ['PayoutChanges'],
    }),
    /** The wallet is part of the cache key only, so another wallet never sees these balances from the cache. */
    getWalletTokens: build.query<WalletTokens, { wallet: string }>({
      query: () => 'companies/wallet-tokens/',
      extraOptions: { expect: isWalletTokens },
      providesTags: ['WalletTokens'],
    }),
  }),
});

export const { useGetRecentPayoutChangesQuery, useGetWalletTokensQuery } = homeApi;

/** A readable answer (docs/security.md: a malformed body shows an error, never a crash). */
export function isWalletTokens(value: unknown): value is WalletTokens {
  if (typeof value !== 'object' || value === null) return false;
  const data = value as Partial<WalletTokens>;
  return (
    typeof data.address === 'string' &&
    typeof data.native === 'object' &&
    data.native !== null &&
    typeof data.native.symbol === 'string' &&
    Array.isArray(data.tokens) &&
    data.tokens.every((token) => typeof token?.symbol === 'string' && typeof token.decimals === 'number')
  );
}
