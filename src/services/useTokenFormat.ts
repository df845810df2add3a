import { useMemo } from 'react';
import { useI18n } from './i18n';
import { formatTokenAmount, formatTokenMoney, type TokenAmountFormatOptions } from './tokenAmount';

export interface TokenFormat {
  /** `1,234.50 USDC.e` in the active locale. */
  money: (
    amount: string | bigint,
    token: { symbol: string; decimals: number },
    options?: TokenAmountFormatOptions,
  ) => string;
  /** `1,234.5`, or `—` when the amount is unreadable. */
  amount: (amount: string | bigint, decimals: number, options?: TokenAmountFormatOptions) => string;
}

/** Token amounts from base units for a locale's Intl tag (docs/product.md §3: BigInt, never floats). */
export function tokenFormat(intlTag: string): TokenFormat {
  return {
    money: (amount, token, options) => formatTokenMoney(amount, token, intlTag, options),
    amount: (amount, decimals, options) => formatTokenAmount(amount, decimals, intlTag, options) ?? '—',
  };
}

/** Token amounts from base units for the active locale. */
export function useTokenFormat(): TokenFormat {
  const { intlTag } = useI18n();
  return useMemo(() => tokenFormat(intlTag), [intlTag]);
}
