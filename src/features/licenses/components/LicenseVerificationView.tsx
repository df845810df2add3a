import { type ReactNode } from 'react';
import { ExternalLink } from '../../../components/ExternalLink';
import { buttonClassName, CopyButton } from '../../../components/forms';
import { DoneIcon, IconFrame } from '../../../components/icons';
import { PrefetchLink } from '../../../components/PrefetchLink';
import { QrCode } from '../../../components/QrCode';
import { explorerTxUrl } from '../../../services/config';
import { useI18n } from '../../../services/i18n';
import { paths } from '../../../services/routing';
import { ipAssetUrl, licenseTokenUrl } from '../../../services/storyExplorer';
import { type LicenseVerification, licenseCertificateUrl } from '../licensesApi';
import { LicenseTerms } from './LicenseTerms';
import styles from './licenses.module.css';

const dateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };
const addressPattern = /^0x[0-9a-fA-F]{40}$/;
const txHashPattern = /^0x[0-9a-fA-F]{64}$/;

function VoidIcon({ className }: { className?: string }) {
  return (
    <IconFrame size={56} grid={48} className={className}>
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="M16 16l16 16M32 16L16 32" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </IconFrame>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A wallet address or id in full (it wraps on narrow screens) and a control that copies it whole. */
function CopyableValue({ value, name }: { value: string; name: string }) {
  const { t } = useI18n();
  return (
    <span className={styles.valueRow}>
      <span className={styles.hex}>{value}</span>
      <CopyButton
        text={value}
        label={t('licenses.copy')}
        copiedLabel={t('licenses.copied')}
        ariaLabel={t('licenses.copyNamed', { name })}
        variant="ghost"
      />
    </span>
  );
}

/** Valid or void in a word everyone can read at a glance, why when void, and the certificate of it. */
function Status({ license }: { license: LicenseVerification }) {
  const { t } = useI18n();
  const valid = license.status === 'valid';
  const reason =
    license.void_reason === 'refunded' ? t('licenses.voidReason.refunded') : t('licenses.voidBody');
  return (
    <section className={styles.status} data-status={license.status} aria-labelledby="license-status">
      {valid ? <DoneIcon className={styles.statusIcon} /> : <VoidIcon className={styles.statusIcon} />}
      <div className={styles.statusText}>
        <p id="license-status" className={styles.statusWord}>
          {t(valid ? 'licenses.valid' : 'licenses.void')}
        </p>
        <p className={styles.statusBody}>{valid ? t('licenses.validBody') : reason}</p>
      </div>
      {/* The API names the file (Content-Disposition); `download` keeps the page open. */}
      <a className={buttonClassName('secondary')} href={licenseCertificateUrl(license.token_id)} download>
        {t('licenses.download')}
      </a>
    </section>
  );
}

/** Who holds the token now, and a note when it moved away from the wallet it was issued to (tokens can move). */
function Holder({ license }: { license: LicenseVerification }) {
  const { t } = useI18n();
  if (license.holder === null) return <p className={styles.muted}>{t('licenses.holderUnknown')}</p>;
  const moved = license.holder.toLowerCase() !== license.licensee.toLowerCase();
  return (
    <>
      <CopyableValue value={license.holder} name={t('licenses.holder')} />
      {moved ? <p className={styles.note}>{t('licenses.moved')}</p> : null}
    </>
  );
}

/** The IP asset on Story's explorer, the token and the transaction that minted it on the chain explorer. */
function ChainLinks({ license }: { license: LicenseVerification }) {
  const { t } = useI18n();
  const newTab = t('storefront.newTab');
  return (
    <section className={styles.section} aria-labelledby="license-chain">
      <h2 id="license-chain" className={styles.sectionTitle}>
        {t('licenses.onChain')}
      </h2>
      <ul className={styles.links}>
        {addressPattern.test(license.ip_id) ? (
          <li>
            <ExternalLink href={ipAssetUrl(license.ip_id)} trusted newTabLabel={newTab}>
              {t('storefront.product.ipAsset')}
            </ExternalLink>
          </li>
        ) : null}
        <li>
          <ExternalLink href={licenseTokenUrl(license.token_id)} trusted newTabLabel={newTab}>
            {t('licenses.tokenLink')}
          </ExternalLink>
        </li>
        {txHashPattern.test(license.mint_tx_hash) ? (
          <li>
            <ExternalLink href={explorerTxUrl(license.mint_tx_hash)} trusted newTabLabel={newTab}>
              {t('licenses.mintTx')}
            </ExternalLink>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** This page's own address, as a QR code to show and as text to copy (docs/product.md §11.2). */
function PageLink({ tokenId }: { tokenId: string }) {
  const { t } = useI18n();
  const url = `${window.location.origin}${paths.license(tokenId)}`;
  return (
    <section className={`${styles.section} ${styles.aside}`} aria-labelledby="license-page-link">
      <h2 id="license-page-link" className={styles.sectionTitle}>
        {t('licenses.pageLink')}
      </h2>
      <QrCode value={url} size={200} label={t('licenses.qr')} />
      <p className={styles.pageLink}>{url}</p>
      <div className={styles.actions}>
        <CopyButton
          text={url}
          label={t('licenses.copy')}
          copiedLabel={t('licenses.copied')}
          ariaLabel={t('licenses.copyNamed', { name: t('licenses.pageLink') })}
        />
      </div>
    </section>
  );
}

/** A licence token OVERDIVE issued, as anyone may check it (docs/product.md §11.2). */
export function LicenseVerificationView({ license }: { license: LicenseVerification }) {
  const { t, formatDate } = useI18n();
  const { product, licensor } = license;
  return (
    <article className={styles.page} aria-labelledby="license-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('licenses.eyebrow')}</p>
        <h1 id="license-title" className={styles.title}>
          {t('licenses.title', { id: license.token_id })}
        </h1>
      </header>
      <Status license={license} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <section className={styles.section} aria-labelledby="license-details">
            <h2 id="license-details" className={styles.sectionTitle}>
              {t('licenses.details')}
            </h2>
            <dl className={styles.facts}>
              <Fact label={t('licenses.product')}>
                <PrefetchLink to={paths.storefrontProduct(licensor.slug, product.slug)} dir="auto">
                  {product.title}
                </PrefetchLink>
              </Fact>
              <Fact label={t('licenses.licensor')}>
                <PrefetchLink to={paths.storefront(licensor.slug)} dir="auto">
                  {licensor.name}
                </PrefetchLink>
              </Fact>
              <Fact label={t('licenses.licensee')}>
                <CopyableValue value={license.licensee} name={t('licenses.licensee')} />
              </Fact>
              <Fact label={t('licenses.holder')}>
                <Holder license={license} />
              </Fact>
              <Fact label={t('licenses.orderNumber')}>
                <span className={styles.hex}>{license.order_number}</span>
              </Fact>
              <Fact label={t('licenses.issuedAt')}>
                <time dateTime={license.issued_at}>{formatDate(license.issued_at, dateFormat)}</time>
              </Fact>
              <Fact label={t('licenses.tokenId')}>
                <CopyableValue value={license.token_id} name={t('licenses.tokenId')} />
              </Fact>
            </dl>
          </section>
          <LicenseTerms terms={license.terms} titleId="license-terms" />
          <ChainLinks license={license} />
        </div>
        <PageLink tokenId={license.token_id} />
      </div>
    </article>
  );
}
