import { buttonClassName, CopyRow, FormSection } from '../../../components/forms';
import { ExternalLink } from '../../../components/ExternalLink';
import { LoadingState } from '../../../components/StatusView';
import { QueryErrorState } from '../../../components/QueryErrorState';
import { config, explorerAddressUrl } from '../../../services/config';
import { useT } from '../../../services/i18n';
import { useTokenFormat } from '../../../services/useTokenFormat';
import { useGetIssuerQuery } from '../../story';
import styles from './company.module.css';

/** Up to 4 decimals, cut not rounded: a balance is never shown larger than it is (as Home's wallet balances). */
const balanceFormat = { maxFractionDigits: 4, minFractionDigits: 2 };

/**
 * /manage "Issuer wallet" (docs/product.md §9, §11.1): the wallet OVERDIVE issues licences from for the products whose
 * automatic issuing is on, its balance in the chain's native coin (it pays the gas), and a note when that balance is
 * below the server's minimum; or that this server runs without one.
 */
export function IssuerWalletSection() {
  const t = useT();
  const { money } = useTokenFormat();
  const query = useGetIssuerQuery();
  const issuer = query.currentData;
  const coin = config.chain.nativeCurrency;

  let body;
  if (!issuer) {
    body = query.isError ? (
      <QueryErrorState query={query} />
    ) : (
      <LoadingState label={t('company.manage.issuer.loading')} />
    );
  } else if (!issuer.enabled || issuer.address === null) {
    body = <p className={styles.muted}>{t('company.manage.issuer.off')}</p>;
  } else {
    body = (
      <>
        <CopyRow
          text={issuer.address}
          label={t('company.manage.issuer.copy')}
          ariaLabel={t('company.manage.issuer.copyLabel')}
          copiedLabel={t('forms.copied')}
        >
          <ExternalLink
            className={buttonClassName('secondary')}
            href={explorerAddressUrl(issuer.address)}
            newTabLabel={t('company.manage.public.newTab')}
            trusted
            icon={false}
          >
            {t('company.manage.issuer.explorer')}
          </ExternalLink>
        </CopyRow>
        <p>
          {t('company.manage.issuer.balance', {
            balance:
              issuer.balance === null
                ? t('company.manage.issuer.unavailable')
                : money(issuer.balance, coin, balanceFormat),
          })}
        </p>
        {issuer.low_balance ? (
          <p className={styles.warning}>
            {t('company.manage.issuer.low', { min: money(issuer.min_balance, coin) })}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <FormSection
      title={t('company.manage.issuer.title')}
      description={t('company.manage.issuer.description')}
    >
      {body}
    </FormSection>
  );
}
