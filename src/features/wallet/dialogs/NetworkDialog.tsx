import { useState } from 'react';
import { Dialog } from '@/components/Dialog';
import { type ChainConfig, configuredChains } from '@/services/config';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { activeProvider, toWalletError, WalletError } from '@/services/wallet';
import { switchProviderChain } from '@/services/wallet/chains';
import { type WalletDialogProps } from './walletDialogProps';
import { themeStyle } from './theme';
import { signOutRequested, selectIsSessionValid, type SessionState } from '../../session';
import { selectIsWrongNetwork, selectWalletChainId, walletDisconnected } from '../walletSlice';
import { withDialogStrings } from './DialogStrings';
import styles from './dialogs.module.css';

function ChainIcon({ chain }: { chain: ChainConfig }) {
  return chain.iconUrl ? (
    <img className={styles.chainIcon} src={chain.iconUrl} alt="" width={28} height={28} />
  ) : (
    <span className={styles.chainIcon} aria-hidden="true">
      {chain.name.slice(0, 1)}
    </span>
  );
}

/**
 * The network dialog (docs/product.md §14, kit §5.2): the configured chains, the current one `Connected`, a pending
 * switch `Confirm in Wallet`, and on a wrong network a notice and a way out (Disconnect). A switch closes the dialog;
 * declining in the wallet (4001) is quiet; any other failure says so instead of closing silently.
 */
function NetworkDialog({ config, onClose }: WalletDialogProps) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const chainId = useFeatureSelector(selectWalletChainId);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const signedIn = useFeatureSelector((state: { session: SessionState }) => selectIsSessionValid(state));
  const [pending, setPending] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = async (chain: ChainConfig) => {
    if (chain.id === chainId || pending !== null) return;
    setPending(chain.id);
    setFailed(false);
    try {
      const provider = activeProvider();
      if (!provider) throw new WalletError('notConnected', 'No wallet is connected.');
      const outcome = await switchProviderChain(provider, chain).catch((error: unknown) => {
        throw toWalletError(error);
      });
      setPending(null);
      if (outcome !== 'rejected') onClose();
    } catch {
      setPending(null);
      setFailed(true);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('walletDialogs.network.title')}
      closeLabel={t('walletDialogs.close')}
      rootProps={{ 'data-wallet-kit': config.id ?? '', style: themeStyle(config.theme) }}
      testId="network-dialog"
    >
      {wrongNetwork ? <p className={styles.notice}>{t('walletDialogs.network.wrong')}</p> : null}
      {failed ? (
        <p className={styles.error} role="alert">
          {t('walletDialogs.network.failed')}
        </p>
      ) : null}
      <ul className={styles.plainList}>
        {configuredChains.map((chain) => {
          const current = chain.id === chainId;
          const waiting = chain.id === pending;
          return (
            <li key={chain.id}>
              <button
                type="button"
                className={`${styles.chainRow} ${current ? styles.chainCurrent : ''}`}
                aria-current={current ? 'true' : undefined}
                aria-describedby={current || waiting ? `chain-state-${chain.id}` : undefined}
                onClick={() => void choose(chain)}
              >
                <ChainIcon chain={chain} />
                <span className={styles.walletName}>{chain.name}</span>
                {current || waiting ? (
                  <span id={`chain-state-${chain.id}`} className={styles.chainState}>
                    {current ? t('walletDialogs.network.connected') : t('walletDialogs.network.confirm')}
                    <span className={current ? styles.dotConnected : styles.dotPending} aria-hidden="true" />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {wrongNetwork ? (
        <>
          <hr className={styles.divider} />
          <button
            type="button"
            className={`${styles.chainRow} ${styles.danger}`}
            onClick={() => {
              dispatch(walletDisconnected());
              // On the licensor pages the session belongs to this wallet: letting go of it signs out (kit §6.3).
              if (config.authentication && signedIn) void dispatch(signOutRequested());
              onClose();
            }}
          >
            {t('walletDialogs.network.disconnect')}
          </button>
        </>
      ) : null}
    </Dialog>
  );
}

export default withDialogStrings(NetworkDialog);
