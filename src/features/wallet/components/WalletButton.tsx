import { Avatar } from '@/components/Avatar';
import { useFeatureSelector } from '@/services/hooks';
import { useIsMobile } from '@/components/hooks/useMediaQuery';
import { WalletIcon, WarningIcon } from '@/components/icons';
import { config as appConfig } from '@/services/config';
import { useI18n } from '@/services/i18n';
import { decimalSeparatorOf } from '@/services/tokenAmount';
import { displayName, formatBalance } from '@/services/wallet';
import { type SessionState } from '../../session';
import { selectConnectionStatus } from '../connectionStatus';
import { useWalletBalance, useWalletName } from '../walletApi';
import { selectConnectedAddress, selectIsWrongNetwork, type WalletState } from '../walletSlice';
import { useOpenWalletDialog } from './useWalletDialogs';
import { defaultKitConfig, useWalletKit } from './walletKit';
import { WalletDialogHost } from './WalletDialogHost';
import styles from './WalletButton.module.css';

type Root = { wallet: WalletState; session: SessionState };

/**
 * The wallet button (docs/product.md §14, §5): `CONNECT` while disconnected (or connected without the session
 * a licensor page needs), the account's name and balance when connected, `Wrong network` on a chain the product does
 * not offer. Below 768 px only an icon shows; the text stays as its accessible name. While the last wallet is being
 * restored the button is invisible but keeps its place, so the header does not jump.
 */
export function WalletButton({ authentication }: { authentication?: boolean }) {
  const kit = useWalletKit();
  const withAuthentication = authentication ?? kit?.authentication ?? false;
  const { t, formatNumber, intlTag } = useI18n();
  const status = useFeatureSelector((state: Root) => selectConnectionStatus(state, withAuthentication));
  const address = useFeatureSelector(selectConnectedAddress);
  const name = useWalletName();
  const balance = useWalletBalance();
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const isMobile = useIsMobile();
  const open = useOpenWalletDialog();

  // A button on its own (no WalletKitProvider around it) hosts its dialogs itself.
  const host = kit ? null : (
    <WalletDialogHost config={{ ...defaultKitConfig, authentication: withAuthentication }} />
  );

  if (status === 'connected' && address) {
    if (wrongNetwork) {
      return (
        <>
          <button
            type="button"
            className={`${styles.button} ${styles.error}`}
            onClick={() => open('network')}
          >
            <WarningIcon className={styles.icon} />
            <span className={isMobile ? 'visually-hidden' : undefined}>{t('wallet.wrongNetwork')}</span>
          </button>
          {host}
        </>
      );
    }
    const label = displayName(address, name);
    const chain = appConfig.chain;
    const shownBalance =
      balance && !isMobile
        ? formatBalance(
            BigInt(balance),
            chain.nativeCurrency.decimals,
            chain.nativeCurrency.symbol,
            formatNumber,
            decimalSeparatorOf(intlTag),
          )
        : null;
    return (
      <>
        <button
          type="button"
          className={`${styles.button} ${styles.account}`}
          onClick={() => open('account')}
          aria-haspopup="dialog"
        >
          {shownBalance ? <span className={styles.balance}>{shownBalance}</span> : null}
          <span className={styles.identity}>
            <Avatar address={address} size={24} />
            <span className={isMobile ? 'visually-hidden' : styles.name}>{label}</span>
          </span>
        </button>
        {host}
      </>
    );
  }

  const loading = status === 'loading';
  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${styles.connect} ${loading ? styles.loading : ''}`}
        onClick={() => open(status === 'unauthenticated' ? 'signIn' : 'connect')}
        aria-haspopup="dialog"
        {...(loading ? { 'aria-hidden': true, disabled: true, tabIndex: -1 } : {})}
        data-status={status}
      >
        {isMobile ? <WalletIcon className={styles.icon} /> : null}
        <span className={isMobile ? 'visually-hidden' : undefined}>{t('wallet.connect')}</span>
      </button>
      {host}
    </>
  );
}
