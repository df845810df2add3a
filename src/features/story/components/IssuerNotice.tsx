import { ExternalLink } from '@/components/ExternalLink';
import { WarningPanel } from '@/components/WarningPanel';
import { explorerAddressUrl } from '../../../services/config';
import { useT } from '../../../services/i18n';
import { useGetIssuerQuery } from '../issuerApi';
import { balanceFormat, useNativeAmount } from '../nativeAmount';
import styles from './story.module.css';

/**
 * Home's warning (docs/product.md §11.1) when the issuer wallet's balance is below the server's minimum: the licences
 * of products issued automatically then wait for gas. The wallet is the server's, not the licensor's, so the warning
 * says who tops it up. One small public read, shared with /manage and the product page; a failed read shows nothing
 * here (the warning is a courtesy, and /manage shows the issuer wallet with its error and Retry).
 */
export function IssuerNotice() {
  const t = useT();
  const native = useNativeAmount();
  const issuer = useGetIssuerQuery().currentData;
  if (!issuer?.enabled || !issuer.low_balance || issuer.address === null) return null;
  return (
    <WarningPanel title={t('story.issuerNotice.title')}>
      <p className={styles.noticeText}>
        {t('story.issuerNotice.body', {
          balance:
            issuer.balance === null ? t('story.issuer.unavailable') : native(issuer.balance, balanceFormat),
          min: native(issuer.min_balance),
        })}
      </p>
      <p className={styles.noticeText}>
        {t('story.issuerNotice.address')}{' '}
        <ExternalLink
          href={explorerAddressUrl(issuer.address)}
          newTabLabel={t('story.newTab')}
          className={styles.address}
        >
          {issuer.address}
        </ExternalLink>
      </p>
    </WarningPanel>
  );
}
