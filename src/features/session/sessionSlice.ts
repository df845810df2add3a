import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { isTokenValid } from '../../services/auth';
import { type LogoutReason, loggedOut, sessionStarted, tokenRefreshed } from '../../services/events';
import { createFieldStorage, storageKeys, stringField } from '../../services/storage';

export type AutoSignInStatus = 'idle' | 'pending' | 'failed';

export interface SessionState {
  /** The raw JWT (`jwt_token`). */
  token: string | null;
  /** The signed-in wallet, lowercase (`wallet_address`). */
  walletAddress: string | null;
  /** Why the last session ended; decides where the guards send the user next. */
  lastLogoutReason: LogoutReason | null;
  /** The guards' automatic sign-in (SPEC.md §4); `failed` sends the user to /auth instead of retrying in a loop. */
  autoSignIn: AutoSignInStatus;
}

const initialState: SessionState = {
  token: null,
  walletAddress: null,
  lastLogoutReason: null,
  autoSignIn: 'idle',
};

const walletAddressPattern = /^0x[0-9a-f]{40}$/;

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
        // SPEC.md §4: logout clears the tokens (jwt_token and wallet_address).
        state.token = null;
        state.walletAddress = null;
        state.lastLogoutReason = action.payload.reason;
        state.autoSignIn = 'idle';
      });
  },
});

export const { autoSignInStarted, autoSignInFailed, autoSignInReset, storedSessionChanged } =
  sessionSlice.actions;

// Tampered or expired values are dropped on read and removed from storage (PRODUCT.md §4, SPEC.md §5).
export const sessionStorageCodecs = {
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

export const selectSessionToken = (state: SessionRoot) => state.session.token;
export const selectStoredWallet = (state: SessionRoot) => state.session.walletAddress;
export const selectLastLogoutReason = (state: SessionRoot) => state.session.lastLogoutReason;
export const selectAutoSignIn = (state: SessionRoot) => state.session.autoSignIn;

/** Valid token and a stored wallet (SPEC.md §4). Reads the clock, so call it where freshness matters. */
export function selectIsSessionValid(state: SessionRoot, nowMs: number = Date.now()): boolean {
  return state.session.walletAddress !== null && isTokenValid(state.session.token, nowMs);
}
