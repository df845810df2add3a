import { useT } from '../../../services/i18n';
import { type WalletEntry } from './walletList';
import styles from './dialogs.module.css';
import { type WalletGroup } from './walletList';
import { WalletIcon } from './WalletLinks';

/** The wallets to connect, grouped (installed, recent, popular…), and on phones a way to get one (kit §4.3). */
export function WalletGroupList({
  groups,
  selectedId,
  compact,
  onSelect,
  onGetWallet,
}: {
  groups: readonly WalletGroup[];
  selectedId: string | undefined;
  compact: boolean;
  onSelect: (entry: WalletEntry) => void;
  onGetWallet: () => void;
}) {
  const t = useT();
  return (
    <nav className={styles.walletList} aria-label={t('walletDialogs.connect.listLabel')}>
      {groups.map((group) => {
        const headingId = `wallet-group-${group.name}`;
        return (
          <section key={group.name} aria-labelledby={headingId} className={styles.group}>
            <h3
              id={headingId}
              className={group.name === 'Installed' ? styles.groupInstalled : styles.groupName}
            >
              {t(`walletDialogs.group.${group.name.toLowerCase()}`)}
            </h3>
            <ul className={styles.plainList}>
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    className={styles.walletRow}
                    aria-current={selectedId === entry.id ? 'true' : undefined}
                    onClick={() => onSelect(entry)}
                  >
                    <WalletIcon entry={entry} size={28} />
                    <span className={styles.walletName}>
                      {entry.name}
                      {entry.recent ? (
                        <span className={styles.caption}>{t('walletDialogs.connect.recent')}</span>
                      ) : null}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {compact ? (
        <div className={styles.footer}>
          <span>{t('walletDialogs.connect.newToWallets')}</span>
          <button type="button" className={styles.linkButton} onClick={onGetWallet}>
            {t('walletDialogs.intro.get')}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
