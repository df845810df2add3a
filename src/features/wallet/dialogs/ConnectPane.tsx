import { QrCode } from '../../../components/QrCode';
import { Spinner } from '../../../components/Spinner';
import { useT } from '../../../services/i18n';
import { type WalletEntry } from './walletList';
import styles from './dialogs.module.css';
import { WalletIcon, WalletLink } from './WalletLinks';

/** The CONNECT step (kit §4.4): an installed wallet opening, a QR code or app link to connect with, or how to install it. */
export function ConnectPane({
  entry,
  connectionError,
  qrSize,
  mobile,
  pageUrl,
  onRetry,
  onGet,
}: {
  entry: WalletEntry;
  connectionError: boolean;
  qrSize: number;
  mobile: boolean;
  pageUrl: string;
  onRetry: () => void;
  onGet: () => void;
}) {
  const t = useT();
  const wallet = entry.name;
  if (entry.installed) {
    return (
      <div className={styles.centered}>
        <WalletIcon entry={entry} size={60} />
        <p className={styles.statusTitle}>{t('walletDialogs.connecting.opening', { wallet })}</p>
        {connectionError ? (
          <>
            <p className={styles.error} role="alert">
              {t('walletDialogs.connecting.failed')}
            </p>
            <button type="button" className={styles.pill} onClick={onRetry} data-autofocus>
              {t('walletDialogs.connecting.retry')}
            </button>
          </>
        ) : (
          <>
            <p className={styles.dim}>{t('walletDialogs.connecting.confirm')}</p>
            <Spinner label={t('common.loading')} />
          </>
        )}
      </div>
    );
  }
  if (entry.openInApp) {
    const link = entry.openInApp(pageUrl);
    return (
      <div className={styles.centered}>
        {mobile ? (
          <>
            <WalletLink href={link} className={styles.primary}>
              {t('walletDialogs.connecting.openApp', { wallet })}
            </WalletLink>
            <p className={styles.dim}>{t('walletDialogs.connecting.openAppHint', { wallet })}</p>
          </>
        ) : (
          <>
            <QrCode
              value={link}
              size={qrSize}
              label={t('walletDialogs.connecting.qrLabel', { wallet })}
              logoUrl={entry.iconUrl}
              logoBackground={entry.iconBackground}
            />
            <p className={styles.dim}>{t('walletDialogs.connecting.scanHint', { wallet })}</p>
          </>
        )}
        {entry.step.hasMobile || entry.step.hasExtension ? (
          <p className={styles.secondaryRow}>
            <span>{t('walletDialogs.connecting.dontHave', { wallet })}</span>
            <button type="button" className={styles.pill} onClick={onGet}>
              {t('walletDialogs.connecting.get')}
            </button>
          </p>
        ) : null}
      </div>
    );
  }
  const install = entry.extensionUrl ?? entry.mobileUrl;
  return (
    <div className={styles.centered}>
      <WalletIcon entry={entry} size={60} />
      <p className={styles.statusTitle}>
        {t(install ? 'walletDialogs.connecting.notInstalled' : 'walletDialogs.connecting.notAvailable', {
          wallet,
        })}
      </p>
      {install ? (
        <WalletLink href={install} className={styles.pill}>
          {t('walletDialogs.connecting.install')}
        </WalletLink>
      ) : null}
    </div>
  );
}
