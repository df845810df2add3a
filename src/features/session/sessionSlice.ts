import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { type LogoutReason, loggedOut, sessionStarted, tokenRefreshed } from '../../services/events';
import { sessionStorageCodecs } from '../../services/session';
import { createFieldStorage } from '../../services/storage';

export type AutoSignInStatus = 'idle' | 'pending' | 'failed';

export interface SessionState {
  /** The raw JWT (`jwt_token`). */
  token: string | null;
  /** The signed-in wallet, lowercase (`wallet_address`). */
  walletAddress: string | null;
  /** Why the last session ended; decides where the guards send the user next. */
  lastLogoutReason: LogoutReason | null;
  /**
   * The guards' automatic sign-in (docs/product.md §16); `failed` sends the user to /auth instead of retrying in a
   * loop.
   */
  autoSignIn: AutoSignInStatus;
}

const initialState: SessionState = {
  token: null,
  walletAddress: null,
  lastLogoutReason: null,
  autoSignIn: 'idle',
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    autoSignInStarted(state) {
      state.autoSignIn = 'pending';
    },
    autoSignInFailed(state) {
      state.autoSignIn = 'failed';
    },
    /** A new visit to a guarded page may try the automatic sign-in again. */
    autoSignInReset(state) {
      state.autoSignIn = 'idle';
    },
    /** Another tab changed the stored session; adopt what it wrote. */
    storedSessionChanged(
      state,
      action: PayloadAction<{ token: string | null; walletAddress: string | null }>,
    ) {
      state.token = action.payload.token;
      state.walletAddress = action.payload.walletAddress;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, action) => {
        state.token = action.payload.token;
        state.walletAddress = action.payload.walletAddress.toLowerCase();
        state.lastLogoutReason = null;
        state.autoSignIn = 'idle';
      })
      .addCase(tokenRefreshed, (state, action) => {
        state.token = action.payload.token;
      })
      .addCase(loggedOut, (state, action) => {
        // docs/product.md §16: logout clears the tokens (jwt_token and wallet_address).
        state.token = null;
        state.walletAddress = null;
        state.lastLogoutReason = action.payload.reason;
        state.autoSignIn = 'idle';
      });
  },
});

export const { autoSignInStarted, autoSignInFailed, autoSignInReset, storedSessionChanged } =
  sessionSlice.actions;

export const persistedSessionReducer = persistReducer(
  {
    key: 'session',
    storage: createFieldStorage(sessionStorageCodecs),
    serialize: false,
    deserialize: false,
    whitelist: ['token', 'walletAddress'],
    timeout: 0,
  } as Parameters<typeof persistReducer<SessionState>>[0],
  sessionSlice.reducer,
);

export interface SessionRoot {
  session: SessionState;
}

// The session's rules and the selectors they read live in services/session; they are the slice's selectors too.
export { selectIsSessionValid, selectSessionToken, selectStoredWallet } from '../../services/session';
export const selectLastLogoutReason = (state: SessionRoot) => state.session.lastLogoutReason;
export const selectAutoSignIn = (state: SessionRoot) => state.session.autoSignIn;

// What features read through useFeatureSelector (services/hooks.ts): the session.
declare module '../../services/hooks' {
  interface FeatureState {
    session: SessionState;
  }
}
