import { useId } from 'react';
import { ExternalLink } from '../../../components/ExternalLink';
import { config, explorerAddressUrl } from '../../../services/config';
import { useT } from '../../../services/i18n';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { useGetIssuerQuery } from '../../story';
import styles from './Home.module.css';

/** Cut, not rounded (as the wallet balances): the balance is never shown larger than it is. */
const balanceFormat = { maxFractionDigits: 4, minFractionDigits: 2 };

/**
 * docs/product.md §11.1: Home warns when the issuer wallet's balance is below the server's minimum, since the
 * licences of products issued automatically then wait for gas. The wallet is the server's, not the licensor's, so the
 * warning says who tops it up. One small public read, shared with /manage; a failed read shows nothing here (the
 * warning is a courtesy, and /manage shows the issuer wallet with its error and Retry).
 */
export function IssuerBalanceNotice() {
  const t = useT();
  const { money } = useTokenFormat();
  const headingId = useId();
  const issuer = useGetIssuerQuery().currentData;
  if (!issuer?.enabled || !issuer.low_balance || issuer.address === null) return null;
  const coin = config.chain.nativeCurrency;
  return (
    <section className={styles.payoutNotice} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.payoutNoticeTitle}>
        {t('home.issuer.title')}
      </h2>
      <p className={styles.noticeText}>
        {t('home.issuer.body', {
          balance:
            issuer.balance === null
              ? t('home.wallet.unavailable')
              : money(issuer.balance, coin, balanceFormat),
          min: money(issuer.min_balance, coin),
        })}
      </p>
      <p className={styles.noticeText}>
        {t('home.issuer.address')}{' '}
        <ExternalLink
          href={explorerAddressUrl(issuer.address)}
          newTabLabel={t('home.newTab')}
          className={styles.mono}
        >
          {issuer.address}
        </ExternalLink>
      </p>
    </section>
  );
}
