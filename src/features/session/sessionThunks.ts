import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '../../services/api';
import { SignInError, signInWithWallet } from '../../services/auth';
import { loggedOut, noticeRaised, sessionStarted } from '../../services/events';
import { autoSignInFailed, autoSignInStarted } from './sessionSlice';

/** The guards' automatic sign-in (SPEC.md §4). Failure is remembered so the guard sends the user to /auth. */
export const autoSignInRequested = createAsyncThunk<void, { address: string }>(
  'session/autoSignInRequested',
  async ({ address }, { dispatch }) => {
    dispatch(autoSignInStarted());
    try {
      const token = await signInWithWallet(dispatch, address);
      dispatch(sessionStarted({ token, walletAddress: address.toLowerCase() }));
    } catch (error) {
      dispatch(autoSignInFailed());
      // A user who declined in the wallet needs no error message, just the /auth page.
      if (!(error instanceof SignInError && error.failure === 'rejected')) {
        dispatch(
          noticeRaised({
            tone: 'error',
            key:
              error instanceof SignInError && error.failure === 'verifying'
                ? 'errors.tokenIssueFailed'
                : 'errors.signInFailed',
            ...(error instanceof SignInError && error.detail ? { detail: error.detail } : {}),
          }),
        );
      }
    }
  },
);

/** Sign out on purpose: revoke the token on the server (best effort), then clear it here (SPEC.md §4). */
export const signOutRequested = createAsyncThunk<void, void>(
  'session/signOutRequested',
  async (_arg, { dispatch }) => {
    await dispatch(authApi.endpoints.logout.initiate())
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut({ reason: 'user' }));
  },
);
