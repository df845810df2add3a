import { buttonClassName, CopyRow, FormSection } from '../../../components/forms';
import { ExternalLink } from '../../../components/ExternalLink';
import { explorerAddressUrl } from '../../../services/config';
import { useT } from '../../../services/i18n';
import { useGetIssuerQuery } from '../issuerApi';
import { balanceFormat, useNativeAmount } from '../nativeAmount';
import { StoryQueryPending } from './StoryCard';
import styles from './story.module.css';

/**
 * /manage "Issuer wallet" (docs/product.md §9, §11.1): the wallet OVERDIVE issues licences from for the products whose
 * automatic issuing is on, its balance in the chain's native coin (it pays the gas), and a note when that balance is
 * below the server's minimum; or that this server runs without one.
 */
export function IssuerSection() {
  const t = useT();
  const native = useNativeAmount();
  const query = useGetIssuerQuery();
  const issuer = query.currentData;

  let body;
  if (!issuer) {
    body = <StoryQueryPending query={query} loadingLabel={t('story.issuer.loading')} />;
  } else if (!issuer.enabled || issuer.address === null) {
    body = <p className={styles.muted}>{t('story.issuer.off')}</p>;
  } else {
    body = (
      <>
        <CopyRow
          text={issuer.address}
          label={t('story.issuer.copy')}
          ariaLabel={t('story.issuer.copyLabel')}
          copiedLabel={t('forms.copied')}
        >
          <ExternalLink
            className={buttonClassName('secondary')}
            href={explorerAddressUrl(issuer.address)}
            newTabLabel={t('story.newTab')}
            trusted
            icon={false}
          >
            {t('story.issuer.explorer')}
          </ExternalLink>
        </CopyRow>
        <p className={styles.muted}>
          {t('story.issuer.balance', {
            balance:
              issuer.balance === null ? t('story.issuer.unavailable') : native(issuer.balance, balanceFormat),
          })}
        </p>
        {issuer.low_balance ? (
          <p className={styles.problem}>{t('story.issuer.low', { min: native(issuer.min_balance) })}</p>
        ) : null}
      </>
    );
  }

  return (
    <FormSection title={t('story.issuer.title')} description={t('story.issuer.description')}>
      <div className={styles.panel}>{body}</div>
    </FormSection>
  );
}
