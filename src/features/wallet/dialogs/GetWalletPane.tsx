import { useT } from '../../../services/i18n';
import { offerLabelKey, type WalletEntry } from './walletList';
import styles from './dialogs.module.css';
import { WalletIcon } from './WalletLinks';

/** The GET step (kit §4.4): wallets to download, each with what it offers. */
export function GetWalletPane({
  entries,
  onDownload,
}: {
  entries: readonly WalletEntry[];
  onDownload: (entry: WalletEntry) => void;
}) {
  const t = useT();
  return (
    <>
      <ul className={styles.plainList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.getRow}>
            <WalletIcon entry={entry} size={40} />
            <span className={styles.walletName}>
              {entry.name}
              <span className={styles.caption}>{t(offerLabelKey(entry))}</span>
            </span>
            <button
              type="button"
              className={styles.pill}
              onClick={() => onDownload(entry)}
              aria-label={t('walletDialogs.get.actionLabel', { wallet: entry.name })}
            >
              {t('walletDialogs.get.action')}
            </button>
          </li>
        ))}
      </ul>
      <div className={styles.note}>
        <strong>{t('walletDialogs.get.lookingFor.title')}</strong>
        <p>{t('walletDialogs.get.lookingFor.description')}</p>
      </div>
    </>
  );
}
