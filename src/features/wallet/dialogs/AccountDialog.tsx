import { Suspense } from 'react';
import { Avatar } from '@/components/Avatar';
import { Dialog } from '@/components/Dialog';
import { ExternalLink } from '@/components/ExternalLink';
import { useCopyFeedback } from '@/components/forms/useCopyFeedback';
import { useIsMobile } from '@/components/hooks/useMediaQuery';
import { CheckIcon, CopyIcon, DisconnectIcon } from '@/components/dialogIcons';
import { config as appConfig, explorerAddressUrl } from '@/services/config';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useI18n } from '@/services/i18n';
import { decimalSeparatorOf } from '@/services/tokenAmount';
import { displayName, formatBalance } from '@/services/wallet';
import { signOutRequested, selectIsSessionValid, type SessionState } from '../../session';
import { type WalletDialogProps } from './walletDialogProps';
import { themeStyle } from './theme';
import { useWalletBalance, useWalletName } from '../walletApi';
import { selectConnectedAddress, walletDisconnected } from '../walletSlice';
import { withDialogStrings } from './DialogStrings';
import styles from './dialogs.module.css';

/**
 * The account dialog (docs/product.md §14): avatar, name or short address, balance, copy, disconnect, recent
 * transactions.
 */
function AccountDialog({ config, onClose }: WalletDialogProps) {
  const { t, formatNumber, intlTag } = useI18n();
  const dispatch = useFeatureDispatch();
  const address = useFeatureSelector(selectConnectedAddress);
  // Opening the dialog reads the balance again, and a name older than 10 minutes (docs/product.md §21).
  const name = useWalletName();
  const balance = useWalletBalance({ refresh: true });
  const signedIn = useFeatureSelector((state: { session: SessionState }) => selectIsSessionValid(state));
  const mobile = useIsMobile();
  // docs/product.md §21: `Copied!` shows for 1.5 s; like the kit, it shows even when the clipboard refuses the write.
  const { copied, copy } = useCopyFeedback({ confirmFailedWrites: true });

  if (!address) return null;
  const { decimals, symbol } = appConfig.chain.nativeCurrency;
  const RecentTransactions = config.recentTransactions;
  const StablecoinBalance = config.stablecoinBalance;

  const disconnect = () => {
    dispatch(walletDisconnected());
    // On the licensor pages the session belongs to this wallet: letting go of the wallet signs out (kit §6.3).
    if (config.authentication && signedIn) void dispatch(signOutRequested());
    onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={displayName(address, name)}
      closeLabel={t('walletDialogs.close')}
      rootProps={{ 'data-wallet-kit': config.id ?? '', style: themeStyle(config.theme) }}
      testId="account-dialog"
    >
      <div className={styles.profile}>
        <Avatar address={address} size={mobile ? 82 : 74} />
        <p className={styles.address} title={address}>
          <span className="visually-hidden">{address}</span>
          <span aria-hidden="true">{name ? displayName(address) : null}</span>
        </p>
        {/* The stablecoin the licensor is paid in comes first; the native coin (gas) after it. */}
        {StablecoinBalance ? (
          <Suspense fallback={null}>
            <StablecoinBalance />
          </Suspense>
        ) : null}
        {balance ? (
          <p className={styles.balance}>
            <span className="visually-hidden">{t('walletDialogs.account.balance')}: </span>
            {formatBalance(BigInt(balance), decimals, symbol, formatNumber, decimalSeparatorOf(intlTag))}
          </p>
        ) : null}
      </div>
      <div className={styles.tiles}>
        <button type="button" className={styles.tile} onClick={() => copy(address)}>
          {copied ? <CheckIcon width={2} /> : <CopyIcon />}
          <span>{copied ? t('walletDialogs.account.copied') : t('walletDialogs.account.copy')}</span>
        </button>
        <button type="button" className={styles.tile} onClick={disconnect}>
          <DisconnectIcon />
          <span>{t('walletDialogs.account.disconnect')}</span>
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t('walletDialogs.account.copied') : ''}
      </p>
      {RecentTransactions ? (
        <Suspense fallback={null}>
          <RecentTransactions />
        </Suspense>
      ) : null}
      <ExternalLink
        className={styles.explorerLink}
        href={explorerAddressUrl(address)}
        newTabLabel={t('walletDialogs.newTab')}
        trusted
        icon={false}
      >
        {t('transactions.viewMore')}
      </ExternalLink>
    </Dialog>
  );
}

export default withDialogStrings(AccountDialog);
