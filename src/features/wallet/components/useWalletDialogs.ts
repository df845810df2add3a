import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useFeatureDispatch } from '../../../services/hooks';
import { useT } from '../../../services/i18n';
import { mobileMenuClosed } from '../../ui';
import { type WalletDialog, type WalletState, walletDialogOpened } from '../walletSlice';

/**
 * Opens a wallet dialog. Connecting with no wallet in the browser at all first tells the user to install one
 * (docs/product.md §5) and then shows where to get one. The mobile menu closes first, so its focus trap never
 * competes with the dialog's and focus returns to the menu button afterwards.
 */
export function useOpenWalletDialog(): (dialog: WalletDialog) => void {
  const dispatch = useFeatureDispatch();
  const store = useStore<{ wallet: WalletState }>();
  const t = useT();
  return useCallback(
    (dialog: WalletDialog) => {
      dispatch(mobileMenuClosed());
      if (dialog === 'connect' && store.getState().wallet.wallets.length === 0) {
        window.alert(t('errors.noWalletExtension'));
        dispatch(walletDialogOpened('connect', 'GET'));
        return;
      }
      dispatch(walletDialogOpened(dialog));
    },
    [dispatch, store, t],
  );
}
