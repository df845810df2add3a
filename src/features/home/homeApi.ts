import { api } from '../../services/api';

/** GET companies/wallet-tokens/: balances of the company's payout wallet (PRODUCT.md §7). */
export interface WalletTokens {
  address: string;
  chain_id: number;
  native: { symbol: string; decimals: number; balance: string };
  /** `balance` is null when the chain node could not tell (the other balances still show). */
  tokens: { symbol: string; address: string; decimals: number; balance: string | null }[];
}

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The wallet is part of the cache key only, so another wallet never sees these balances from the cache. */
    getWalletTokens: build.query<WalletTokens, { wallet: string }>({
      query: () => 'companies/wallet-tokens/',
      extraOptions: { expect: isWalletTokens },
      providesTags: ['WalletTokens'],
    }),
  }),
});

export const { useGetWalletTokensQuery } = homeApi;

/** A readable answer (issue 6: a malformed body shows an error, never a crash). */
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
