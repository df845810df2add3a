import { config } from '../../services/config';
import { useI18n } from '../../services/i18n';
import { formatTokenMoney } from '../../services/tokenAmount';

/** Up to 4 decimals, cut not rounded (as Home's wallet balances): a balance is never shown larger than it is. */
export const balanceFormat = { maxFractionDigits: 4, minFractionDigits: 2 };

/**
 * Base units of the chain's native coin (the issuer wallet's gas, docs/product.md §11.1) in the reader's locale:
 * `0.0312 IP`, through BigInt and strings, never a float (docs/product.md §3).
 */
export function useNativeAmount(): (amount: string, options?: typeof balanceFormat) => string {
  const { intlTag } = useI18n();
  return (amount, options) => formatTokenMoney(amount, config.chain.nativeCurrency, intlTag, options);
}
