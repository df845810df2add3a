import { useT } from '../../../services/i18n';
import styles from './dialogs.module.css';
import { learnMoreUrl, WalletLink } from './WalletLinks';

/** The first step (kit §4.4): what a wallet is for, with a way to get one. */
export function IntroPane({ onGetWallet }: { onGetWallet: () => void }) {
  const t = useT();
  return (
    <>
      <ul className={styles.blurbs}>
        <li>
          <strong>{t('walletDialogs.intro.assets.title')}</strong>
          <p>{t('walletDialogs.intro.assets.description')}</p>
        </li>
        <li>
          <strong>{t('walletDialogs.intro.login.title')}</strong>
          <p>{t('walletDialogs.intro.login.description')}</p>
        </li>
      </ul>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onGetWallet}>
          {t('walletDialogs.intro.get')}
        </button>
        <WalletLink href={learnMoreUrl} className={styles.secondaryLink}>
          {t('walletDialogs.intro.learnMore')}
        </WalletLink>
      </div>
    </>
  );
}
