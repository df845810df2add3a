import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { SignInError } from '../../services/auth';
import type { SignInPhases } from '../../services/auth/signIn';
import { withCrossTabLock } from '../../services/crossTabLock';
import { sessionStarted } from '../../services/events';
import { readPersistedSession, writePersistedSession } from '../../services/session';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** `signed`: this tab signed the wallet in; `adopted`: another tab had just done so, and this one took its session. */
export type SignInCompletion = 'signed' | 'adopted';

export interface CompleteSignInRequest {
  address: string;
  /** A nonce fetched ahead (the sign-in dialog asks for it when it opens); fetched here otherwise. */
  nonce?: string;
  phases?: SignInPhases;
}

/**
 * The one way a sign-in ends (docs/product.md §16), for the sign-in dialog, the guards' automatic sign-in and the
 * buyer's sign-in on a brand page (docs/product.md §7): the wallet signs the EIP-4361 message, wallet-connect turns
 * the signature into a token, and `sessionStarted` stores token and wallet (redux-persist) and starts the refresh
 * timer (sessionListeners).
 *
 * All of it runs under one Web Lock shared by every tab, so two tabs never sign the same wallet in at once: a tab that
 * waited while another signed this wallet in takes that session instead of asking for a second signature, and the
 * session is in storage before the lock is let go, so the next tab reads it there. Throws a `SignInError`.
 */
export function completeSignIn(
  dispatch: Dispatch,
  { address, nonce, phases }: CompleteSignInRequest,
): Promise<SignInCompletion> {
  const walletAddress = address.toLowerCase();
  return withCrossTabLock('overdive-sign-in', async () => {
    const persisted = readPersistedSession();
    if (persisted.token && persisted.walletAddress === walletAddress) {
      dispatch(sessionStarted({ token: persisted.token, walletAddress }));
      return 'adopted';
    }
    // The steps load when a sign-in starts, with the message template (services/auth/signIn.ts, message.ts); a failed
    // load fails to prepare the message.
    const { fetchSignInNonce, signAndVerify } = await import(
      /* webpackChunkName: "eip4361" */ '../../services/auth/signIn'
    ).catch(() => {
      throw new SignInError('preparing');
    });
    const token = await signAndVerify(
      dispatch,
      { address, nonce: nonce ?? (await fetchSignInNonce(dispatch, address)) },
      phases,
    );
    dispatch(sessionStarted({ token, walletAddress }));
    writePersistedSession({ token, walletAddress });
    return 'signed';
  });
}
