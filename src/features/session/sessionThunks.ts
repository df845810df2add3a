import { createAsyncThunk } from '@reduxjs/toolkit';
import { authApi } from '../../services/api';
import { SignInError } from '../../services/auth';
import { loggedOut, noticeRaised } from '../../services/events';
import { completeSignIn } from './completeSignIn';
import { autoSignInFailed, autoSignInStarted, type SessionState } from './sessionSlice';

/**
 * The guards' automatic sign-in (docs/product.md §16). Failure is remembered so the guard sends the user to /auth.
 * One at a time per store (React's StrictMode runs effects twice); across tabs, completeSignIn's lock.
 */
export const autoSignInRequested = createAsyncThunk<
  void,
  { address: string },
  { state: { session: SessionState } }
>(
  'session/autoSignInRequested',
  async ({ address }, { dispatch }) => {
    dispatch(autoSignInStarted());
    try {
      await completeSignIn(dispatch, { address });
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
  { condition: (_arg, { getState }) => getState().session.autoSignIn !== 'pending' },
);

/** Sign out on purpose: revoke the token on the server (best effort), then clear it here (docs/product.md §16). */
export const signOutRequested = createAsyncThunk<void, void>(
  'session/signOutRequested',
  async (_arg, { dispatch }) => {
    await dispatch(authApi.endpoints.logout.initiate())
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut({ reason: 'user' }));
  },
);
