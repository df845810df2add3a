import { type BaseQueryApi } from '@reduxjs/toolkit/query';
import { api, refreshSessionToken, walletOwnedTags } from '../../services/api';
import { isTokenValid, tokenSecondsLeft } from '../../services/auth';
import {
  appStarted,
  loggedOut,
  noticeRaised,
  sessionStarted,
  walletAccountsChanged,
  walletChainChanged,
} from '../../services/events';
import { type AppStartListening } from '../../services/listenerTypes';
import { storageKeys } from '../../services/storage';
import { type SessionState, storedSessionChanged } from './sessionSlice';

/** SPEC.md §9: the token is checked every 300 000 ms and refreshed when under 1800 s of validity remain. */
export const refreshCheckIntervalMs = 300_000;
export const refreshThresholdSeconds = 1800;

const session = (state: unknown) => (state as { session: SessionState }).session;

export function addSessionListeners(startListening: AppStartListening) {
  // The refresh timer: one per session, stopped by logout (SPEC.md §4).
  startListening({
    predicate: (action) => appStarted.match(action) || sessionStarted.match(action),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const timer = listenerApi.fork(async (forkApi) => {
        for (;;) {
          const token = session(listenerApi.getState()).token;
          if (!token) return;
          const left = tokenSecondsLeft(token);
          if (left !== null && left < refreshThresholdSeconds) {
            const baseQueryApi = {
              dispatch: listenerApi.dispatch,
              getState: listenerApi.getState,
              signal: forkApi.signal,
              abort: () => undefined,
              extra: listenerApi.extra,
              endpoint: 'refreshToken',
              type: 'mutation',
            } as unknown as BaseQueryApi;
            const outcome = await refreshSessionToken(baseQueryApi, token);
            if (outcome.kind === 'rejected') {
              listenerApi.dispatch(loggedOut({ reason: 'expired' }));
              listenerApi.dispatch(noticeRaised({ tone: 'error', key: 'errors.tokenExpired' }));
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
  // session, PRODUCT.md §7): the previous wallet's data leaves the cache. Invalidating, not resetting, keeps the
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

  // Wallet events (SPEC.md §4): all accounts gone clears the tokens; another account clears them and reloads;
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
      if (walletAddress && account.toLowerCase() !== walletAddress) {
        listenerApi.dispatch(loggedOut({ reason: 'accountMismatch' }));
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

  // Another tab signed out, refreshed or signed in: every tab follows (SPEC.md §5, beyond the spec).
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
        const token = window.localStorage.getItem(storageKeys.jwtToken);
        const walletAddress = window.localStorage.getItem(storageKeys.walletAddress)?.toLowerCase() ?? null;
        if (token === current.token && walletAddress === current.walletAddress) return;
        if (!token) {
          if (current.token) listenerApi.dispatch(loggedOut({ reason: 'otherTab' }));
          return;
        }
        if (!isTokenValid(token) || !walletAddress) return;
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
