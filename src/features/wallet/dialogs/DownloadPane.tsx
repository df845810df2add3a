import { QrCode } from '../../../components/QrCode';
import { useT } from '../../../services/i18n';
import { downloadQrSize, type WalletEntry } from './walletList';
import styles from './dialogs.module.css';
import { WalletLink } from './WalletLinks';

/** The DOWNLOAD step (kit §4.4): the app store link on a phone, else a QR code to scan with one. */
export function DownloadPane({
  selected,
  mobile,
  windowWidth,
  onContinue,
}: {
  selected: WalletEntry;
  mobile: boolean;
  windowWidth: number;
  onContinue: () => void;
}) {
  const t = useT();
  const wallet = selected.name;
  return (
    <div className={styles.centered}>
      <p>{t('walletDialogs.download.description')}</p>
      {mobile && selected.mobileUrl ? (
        <WalletLink href={selected.mobileUrl} className={styles.primary}>
          {t('walletDialogs.options.mobile.action')}
        </WalletLink>
      ) : selected.qrDownloadUrl ? (
        <QrCode
          value={selected.qrDownloadUrl}
          size={Math.min(downloadQrSize, windowWidth - 40)}
          label={t('walletDialogs.download.qrLabel', { wallet })}
        />
      ) : null}
      <button type="button" className={styles.primary} onClick={onContinue}>
        {t('walletDialogs.download.continue')}
      </button>
    </div>
  );
}
