import { useSelector } from 'react-redux';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import {
  selectConnectedAddress,
  selectDiscoveredWallets,
  selectIsWrongNetwork,
  walletConnectRequested,
  walletDisconnected,
} from '../walletSlice';

// Interim wallet button: connects to the first wallet found. Issue 4 replaces it with the wallet dialogs.
export function WalletButton() {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const address = useSelector(selectConnectedAddress);
  const wallets = useSelector(selectDiscoveredWallets);
  const wrongNetwork = useSelector(selectIsWrongNetwork);
  if (address) {
    return (
      <button type="button" onClick={() => dispatch(walletDisconnected())}>
        {wrongNetwork ? t('wallet.wrongNetwork') : `${address.slice(0, 4)}…${address.slice(-4)}`}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        const first = wallets[0];
        if (!first) {
          window.alert(t('errors.noWalletExtension'));
          return;
        }
        void dispatch(walletConnectRequested({ walletId: first.id }));
      }}
    >
      CONNECT
    </button>
  );
}
