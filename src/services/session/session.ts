import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { isTokenValid, tokenSecondsLeft } from '../auth/token';
import { withCrossTabLock } from '../crossTabLock';
import { type LogoutReason, loggedOut, noticeRaised, tokenRefreshed } from '../events';
import { type FieldCodec, readItem, storageKeys, stringField, writeItem } from '../storage';

// The session's rules in one place (docs/product.md §16, §17, §19, §21): what a valid session is, when the token is
// refreshed, how one refresh is shared, when the connected account no longer matches, and how a session ends. The
// session slice (features/session) holds the state; the reauth baseQuery, the refresh timer, the guards and the
// wallet listeners ask this module. It lives among the services because the reauth baseQuery, a service, needs it.

/** The persisted part of the session (docs/product.md §4: `jwt_token` raw, `wallet_address` lowercase). */
export interface PersistedSession {
  token: string | null;
  walletAddress: string | null;
}

export interface SessionRoot {
  session: PersistedSession;
}

export const selectSessionToken = (state: SessionRoot) => state.session.token;
export const selectStoredWallet = (state: SessionRoot) => state.session.walletAddress;

/** Valid token and a stored wallet (docs/product.md §16). Reads the clock, so call it where freshness matters. */
export function selectIsSessionValid(state: SessionRoot, nowMs: number = Date.now()): boolean {
  return state.session.walletAddress !== null && isTokenValid(state.session.token, nowMs);
}

const walletAddressPattern = /^0x[0-9a-f]{40}$/;

// Tampered or expired values are dropped on read and removed from storage (docs/product.md §4, §17).
export const sessionStorageCodecs: {
  token: FieldCodec<string>;
  walletAddress: FieldCodec<string>;
} = {
  token: {
    ...stringField(storageKeys.jwtToken),
    decode: (raw: string) => (isTokenValid(raw) ? raw : undefined),
  },
  walletAddress: {
    ...stringField(storageKeys.walletAddress),
    encode: (value: string) => value.toLowerCase(),
    decode: (raw: string) => (walletAddressPattern.test(raw.toLowerCase()) ? raw.toLowerCase() : undefined),
  },
};

/**
 * The session as persisted right now, decoded by the same codecs redux-persist uses: what another tab wrote may be
 * newer than this tab's store (a refresh or a sign-in there). Invalid values read as absent.
 */
export function readPersistedSession(): PersistedSession {
  const decode = (codec: FieldCodec<string>) => {
    const raw = readItem(codec.key);
    return raw === null ? null : (codec.decode(raw) ?? null);
  };
  return {
    token: decode(sessionStorageCodecs.token),
    walletAddress: decode(sessionStorageCodecs.walletAddress),
  };
}

/**
 * Writes a session that just started to storage at once, in the fields redux-persist writes a moment later on its own
 * timer (with the same values, so it then writes nothing). A sign-in stores its session before it lets go of the
 * cross-tab lock, so the next tab to take the lock reads it there (features/session completeSignIn).
 */
export function writePersistedSession({
  token,
  walletAddress,
}: {
  token: string;
  walletAddress: string;
}): void {
  // As the codecs above encode them; the wallet first: another tab follows a sign-in when `jwt_token` changes.
  writeItem(storageKeys.walletAddress, walletAddress.toLowerCase());
  writeItem(storageKeys.jwtToken, token);
}

/** docs/product.md §21: the token is checked every 300 000 ms and refreshed when under 1800 s of validity remain. */
export const refreshCheckIntervalMs = 300_000;
export const refreshThresholdSeconds = 1800;

/** Whether the refresh timer should renew this token now (docs/product.md §21). */
export function needsRefresh(token: string, nowMs: number = Date.now()): boolean {
  const left = tokenSecondsLeft(token, nowMs);
  return left !== null && left < refreshThresholdSeconds;
}

/**
 * docs/product.md §16: the wallet reports another account than the signed-in one (addresses compare
 * case-insensitively).
 */
export function isAccountMismatch(connectedAccount: string | null, storedWallet: string | null): boolean {
  return (
    connectedAccount !== null && storedWallet !== null && connectedAccount.toLowerCase() !== storedWallet
  );
}

type SessionDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/**
 * Ends the session (docs/product.md §16); an expiry also tells the user why (docs/product.md §5 `errors.tokenExpired`).
 */
export function endSession(dispatch: SessionDispatch, reason: LogoutReason): void {
  dispatch(loggedOut({ reason }));
  if (reason === 'expired') dispatch(noticeRaised({ tone: 'error', key: 'errors.tokenExpired' }));
}

/** What the server answered to `POST auth/refresh/`: a token, a refusal (4xx), or no answer (network, 5xx). */
export type RefreshAnswer<E> = { token: string } | { refused: true } | { unreachable: E };

/** `refreshed`: a new token is in the store; `rejected`: the server refused it; `unreachable`: try later. */
export type RefreshOutcome<E> =
  { kind: 'refreshed'; token: string } | { kind: 'rejected' } | { kind: 'unreachable'; error: E };

interface SessionStore {
  dispatch: SessionDispatch;
  getState: () => unknown;
}

// One refresh per store at a time, shared by every caller that met a stale token meanwhile (docs/architecture.md).
const refreshesInFlight = new WeakMap<SessionDispatch, Promise<RefreshOutcome<unknown>>>();

/**
 * Renews `staleToken` once for the whole store: concurrent callers join the refresh under way, and a Web Lock keeps
 * two tabs from refreshing the same token at once. A newer valid token already in the store or persisted by another
 * tab is taken instead of asking the server; otherwise `requestRefresh` asks it.
 */
export function refreshSession<E>(
  store: SessionStore,
  staleToken: string,
  requestRefresh: () => Promise<RefreshAnswer<E>>,
): Promise<RefreshOutcome<E>> {
  const running = refreshesInFlight.get(store.dispatch);
  if (running) return running as Promise<RefreshOutcome<E>>;
  const refresh = withCrossTabLock('overdive-token-refresh', async (): Promise<RefreshOutcome<E>> => {
    const current = () => selectSessionToken(store.getState() as SessionRoot);
    for (const candidate of [current(), readPersistedSession().token]) {
      if (candidate && candidate !== staleToken && isTokenValid(candidate)) {
        if (candidate !== current()) store.dispatch(tokenRefreshed({ token: candidate }));
        return { kind: 'refreshed', token: candidate };
      }
    }
    const answer = await requestRefresh();
    if ('token' in answer && isTokenValid(answer.token)) {
      store.dispatch(tokenRefreshed({ token: answer.token }));
      return { kind: 'refreshed', token: answer.token };
    }
    if ('unreachable' in answer) return { kind: 'unreachable', error: answer.unreachable };
    return { kind: 'rejected' };
  }).finally(() => refreshesInFlight.delete(store.dispatch));
  refreshesInFlight.set(store.dispatch, refresh);
  return refresh;
}
