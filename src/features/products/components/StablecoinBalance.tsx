import { useEffect, useState } from 'react';
import { useFeatureSelector } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import { useTokenFormat } from '@/services/useTokenFormat';
import { parseQuantity, walletRequest } from '@/services/wallet';
import { selectConnectedAddress } from '../../wallet';
import { useGetPaymentConfigQuery } from '../productsApi';
import styles from './StablecoinBalance.module.css';

/** `balanceOf(address)`: its selector, then the address as a 32-byte word. */
function balanceOfCall(holder: string): string {
  return `0x70a08231${holder.toLowerCase().replace(/^0x/, '').padStart(64, '0')}`;
}

/**
 * The connected account's balance of the accepted stablecoin (USDC), shown first in the account dialog: it is what
 * a licensor is paid in and what a buyer pays with, so it matters more than the gas coin shown below it. Read from
 * the wallet's own chain like the native balance; nothing shows while it is unknown or unreadable.
 */
export default function StablecoinBalance() {
  const { t } = useI18n();
  const tokens = useTokenFormat();
  const address = useFeatureSelector(selectConnectedAddress);
  const config = useGetPaymentConfigQuery();
  const token = config.data?.accepted_tokens[0];
  const [read, setRead] = useState<{ key: string; value: bigint } | null>(null);
  const key = address && token ? `${address} ${token.address}` : null;

  useEffect(() => {
    if (!address || !token || key === null) return undefined;
    let current = true;
    walletRequest<unknown>('eth_call', [{ to: token.address, data: balanceOfCall(address) }, 'latest']).then(
      (answer) => {
        const value = parseQuantity(answer);
        if (current && value !== null) setRead({ key, value });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [address, token, key]);

  if (!token || !read || read.key !== key) return null;
  return (
    <p className={styles.balance} data-testid="stablecoin-balance">
      <span className="visually-hidden">
        {t('walletDialogs.account.stablecoinBalance', { symbol: token.symbol })}:{' '}
      </span>
      {tokens.money(read.value, token)}
    </p>
  );
}
