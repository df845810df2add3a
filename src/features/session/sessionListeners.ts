import { api, authApi, walletOwnedTags } from '../../services/api';
import {
  appStarted,
  loggedOut,
  sessionStarted,
  walletAccountsChanged,
  walletChainChanged,
} from '../../services/events';
import { type AppStartListening } from '../../services/listenerTypes';
import {
  endSession,
  isAccountMismatch,
  needsRefresh,
  readPersistedSession,
  refreshCheckIntervalMs,
} from '../../services/session';
import { storageKeys } from '../../services/storage';
import { type SessionState, storedSessionChanged } from './sessionSlice';

const session = (state: unknown) => (state as { session: SessionState }).session;

export function addSessionListeners(startListening: AppStartListening) {
  // The refresh timer: one per session, stopped by logout (docs/product.md §16).
  startListening({
    predicate: (action) => appStarted.match(action) || sessionStarted.match(action),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const timer = listenerApi.fork(async (forkApi) => {
        for (;;) {
          const token = session(listenerApi.getState()).token;
          if (!token) return;
          if (needsRefresh(token)) {
            const outcome = await listenerApi
              .dispatch(authApi.endpoints.refreshSession.initiate(token, { track: false }))
              .unwrap();
            if (outcome.kind === 'rejected') {
              endSession(listenerApi.dispatch, 'expired');
              return;
            }
          }
          await forkApi.delay(refreshCheckIntervalMs);
        }
      });
      await listenerApi.condition((action) => loggedOut.match(action));
      timer.cancel();
    },
  });

  // Server data belongs to the wallet that fetched it: drop the whole cache when the session ends. The reset
  // waits one task so the call that discovered the expiry can still report its error to its caller.
  startListening({
    actionCreator: loggedOut,
    effect: async (_action, listenerApi) => {
      await listenerApi.delay(0);
      listenerApi.dispatch(api.util.resetApiState());
    },
  });

  // A session of another wallet without a logout between (a buyer signs in on a brand page over a licensor's
  // session, docs/product.md §7): the previous wallet's data leaves the cache. Invalidating, not resetting, keeps the
  // public brand page and its open checkout mounted; cached entries nobody shows are removed, shown ones refetched.
  startListening({
    actionCreator: sessionStarted,
    effect: (action, listenerApi) => {
      const previousWallet = session(listenerApi.getOriginalState()).walletAddress;
      if (previousWallet !== null && previousWallet !== action.payload.walletAddress) {
        listenerApi.dispatch(api.util.invalidateTags([...walletOwnedTags]));
      }
    },
  });

  // Wallet events (docs/product.md §16): all accounts gone clears the tokens; another account clears them and reloads;
  // a chain change reloads.
  startListening({
    actionCreator: walletAccountsChanged,
    effect: (action, listenerApi) => {
      const { token, walletAddress } = session(listenerApi.getState());
      const [account] = action.payload.accounts;
      if (!account) {
        if (token || walletAddress) listenerApi.dispatch(loggedOut({ reason: 'walletDisconnected' }));
        return;
      }
      if (isAccountMismatch(account, walletAddress)) {
        listenerApi.dispatch(loggedOut({ reason: 'accountSwitched' }));
        listenerApi.extra.reloadPage();
      }
    },
  });
  startListening({
    actionCreator: walletChainChanged,
    effect: (_action, listenerApi) => {
      listenerApi.extra.reloadPage();
    },
  });

  // Another tab signed out, refreshed or signed in: every tab follows (docs/product.md §17.4).
  startListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      if (typeof window === 'undefined') return;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea !== window.localStorage) return;
        if (
          event.key !== storageKeys.jwtToken &&
          event.key !== storageKeys.walletAddress &&
          event.key !== null
        )
          return;
        const current = session(listenerApi.getState());
        const { token, walletAddress } = readPersistedSession();
        if (token === current.token && walletAddress === current.walletAddress) return;
        if (!token) {
          if (current.token) listenerApi.dispatch(loggedOut({ reason: 'otherTab' }));
          return;
        }
        if (!walletAddress) return;
        if (walletAddress === current.walletAddress) {
          listenerApi.dispatch(storedSessionChanged({ token, walletAddress }));
        } else {
          // Another wallet signed in elsewhere: this tab's cached data belongs to the old one.
          listenerApi.dispatch(loggedOut({ reason: 'otherTab' }));
          listenerApi.dispatch(sessionStarted({ token, walletAddress }));
        }
      };
      window.addEventListener('storage', onStorage);
      try {
        await listenerApi.condition(() => false);
      } finally {
        window.removeEventListener('storage', onStorage);
      }
    },
  });
}
