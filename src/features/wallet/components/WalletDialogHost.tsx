import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { selectConnectionStatus } from '../connectionStatus';
import {
  selectConnectedAddress,
  selectIsWrongNetwork,
  selectWalletDialog,
  selectWalletStatus,
  walletConnectCancelled,
  walletDialogClosed,
  walletDialogOpened,
  walletDisconnected,
} from '../walletSlice';
import { type WalletKitConfig } from './walletKit';
import { type SessionState } from '../../session';
import { type WalletState } from '../walletSlice';

// Each dialog is its own chunk, loaded when it first opens (docs/performance.md): only this host and the button are in the
// first load.
const ConnectDialog = lazy(() => import(/* webpackChunkName: "wallet-connect" */ '../dialogs/ConnectDialog'));
const AccountDialog = lazy(() => import(/* webpackChunkName: "wallet-account" */ '../dialogs/AccountDialog'));
const NetworkDialog = lazy(() => import(/* webpackChunkName: "wallet-network" */ '../dialogs/NetworkDialog'));
const SignInDialog = lazy(() => import(/* webpackChunkName: "wallet-sign-in" */ '../dialogs/SignInDialog'));

type Root = { wallet: WalletState; session: SessionState };

/**
 * Renders the open wallet dialog and moves between dialogs as the kit does (reference §4.1): a connect closes the
 * dialogs, except that on a page with authentication the sign-in dialog comes next; a wallet that is connected
 * without a valid session there gets the sign-in dialog; a disconnect closes everything.
 */
export function WalletDialogHost({ config }: { config: WalletKitConfig }) {
  const dispatch = useFeatureDispatch();
  const dialog = useFeatureSelector(selectWalletDialog);
  const walletStatus = useFeatureSelector(selectWalletStatus);
  const address = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const status = useFeatureSelector((state: Root) => selectConnectionStatus(state, config.authentication));
  const previousStatus = useRef(status);
  const signInOfferedTo = useRef<string | null>(null);

  useEffect(() => {
    const before = previousStatus.current;
    previousStatus.current = status;
    if (status !== 'unauthenticated') signInOfferedTo.current = null;
    if (status === 'connected' && before !== 'connected' && dialog === 'connect') {
      dispatch(walletDialogClosed());
    } else if (
      status === 'unauthenticated' &&
      address &&
      signInOfferedTo.current !== address &&
      (dialog === null || dialog === 'connect')
    ) {
      signInOfferedTo.current = address;
      dispatch(walletDialogOpened('signIn'));
    }
  }, [status, dialog, address, dispatch]);

  // A dialog whose conditions no longer hold closes (kit §4.1, §5.1): the account dialog needs a connected wallet on
  // a configured chain, the network dialog a connected wallet, sign-in an unauthenticated one.
  const allowed =
    dialog === 'connect'
      ? status === 'disconnected' || status === 'unauthenticated'
      : dialog === 'account'
        ? status === 'connected' && !wrongNetwork
        : dialog === 'network'
          ? walletStatus === 'connected'
          : dialog === 'signIn'
            ? status === 'unauthenticated'
            : true;
  // While the last wallet is still being restored (`loading`, the first moments after a load) a dialog the user
  // asked for waits instead of closing: it opens, or closes, once the status is known.
  useEffect(() => {
    if (dialog && !allowed && status !== 'loading') dispatch(walletDialogClosed());
  }, [dialog, allowed, status, dispatch]);

  const close = useCallback(() => {
    if (dialog === 'connect' && walletStatus === 'connecting') dispatch(walletConnectCancelled());
    // Leaving sign-in without signing lets go of the wallet (kit §6.2).
    if (dialog === 'signIn') dispatch(walletDisconnected());
    dispatch(walletDialogClosed());
  }, [dialog, walletStatus, dispatch]);

  if (!dialog || !allowed) return null;
  return (
    <Suspense fallback={null}>
      {dialog === 'connect' ? <ConnectDialog config={config} onClose={close} /> : null}
      {dialog === 'account' ? <AccountDialog config={config} onClose={close} /> : null}
      {dialog === 'network' ? <NetworkDialog config={config} onClose={close} /> : null}
      {dialog === 'signIn' ? <SignInDialog config={config} onClose={close} /> : null}
    </Suspense>
  );
}
