import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { loggedOut, walletAccountsChanged, walletChainChanged } from '../../services/events';
import { configuredChains } from '../../services/config';
import { createFieldStorage, jsonField, storageKeys, stringField } from '../../services/storage';
import { connectWallet, toWalletError, type WalletConnection, type WalletInfo } from '../../services/wallet';

/** `reconnecting`: restoring the last wallet after a reload, before we know whether it is still authorised. */
export type WalletStatus = 'reconnecting' | 'disconnected' | 'connecting' | 'connected';

export interface WalletConnectFailure {
  walletId: string;
  kind: 'unavailable' | 'failed';
  message: string;
}

/** The wallet dialogs (docs/product.md §14): one at a time, opened from the wallet button or the sign-in flow. */
export type WalletDialog = 'connect' | 'account' | 'network' | 'signIn';

// The wallet's connection as this tab sees it: which wallets the browser offers, the one connected (account and
// chain), the ones remembered (product.md §4), and the dialogs that connect it. What is read about the account (its
// balance, its name) is server data, in walletApi.ts.

export interface WalletState {
  status: WalletStatus;
  walletId: string | null;
  /** The connected account as the wallet reports it. */
  address: string | null;
  chainId: number | null;
  /** Wallets found in this browser (EIP-6963 and the injected fallback). */
  wallets: WalletInfo[];
  /** `rk-recent`: wallet ids connected successfully, newest first. */
  recentWalletIds: string[];
  /** `rk-latest-id`: the wallet last chosen; removed on disconnect. */
  latestWalletId: string | null;
  connectFailure: WalletConnectFailure | null;
  /** The open wallet dialog, if any. */
  dialog: WalletDialog | null;
  /** Where the connect dialog starts when it opens (`GET` when no wallet is installed). */
  connectDialogStart: 'NONE' | 'GET';
}

const initialState: WalletState = {
  status: 'reconnecting',
  walletId: null,
  address: null,
  chainId: null,
  wallets: [],
  recentWalletIds: [],
  latestWalletId: null,
  connectFailure: null,
  dialog: null,
  connectDialogStart: 'NONE',
};

const disconnectedState: Partial<WalletState> = {
  status: 'disconnected',
  walletId: null,
  address: null,
  chainId: null,
  dialog: null,
};

/** Restores the last wallet without a popup (`eth_accounts`); a wallet that forgot us leaves us disconnected. */
export const walletReconnectRequested = createAsyncThunk<
  WalletConnection | null,
  { walletId: string | null }
>('wallet/reconnectRequested', async ({ walletId }) => {
  if (!walletId) return null;
  try {
    return await connectWallet(walletId, { prompt: false });
  } catch {
    return null;
  }
});

/** The user picked a wallet. A rejection ends quietly (`null`); other failures become `connectFailure`. */
export const walletConnectRequested = createAsyncThunk<
  WalletConnection | null,
  { walletId: string },
  { rejectValue: WalletConnectFailure }
>('wallet/connectRequested', async ({ walletId }, { rejectWithValue }) => {
  try {
    return await connectWallet(walletId, { prompt: true });
  } catch (error) {
    const walletError = toWalletError(error);
    if (walletError.kind === 'rejected') return null;
    return rejectWithValue({
      walletId,
      kind: walletError.kind === 'unavailable' ? 'unavailable' : 'failed',
      message: walletError.message.slice(0, 300),
    });
  }
});

export const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    walletsDiscovered(state, action: PayloadAction<WalletInfo[]>) {
      state.wallets = action.payload;
    },
    /** Closing the connect dialog during a connect cancels it (docs/product.md §16; the listener tells the service). */
    walletConnectCancelled(state) {
      if (state.status === 'connecting') state.status = 'disconnected';
      state.connectFailure = null;
    },
    /** The user disconnected: the wallet also forgets the site (the listener revokes the permission). */
    walletDisconnected(state) {
      Object.assign(state, disconnectedState);
      state.latestWalletId = null;
      state.connectFailure = null;
    },
    /**
     * This tab stops using the connected wallet without the wallet forgetting the site, e.g. when another tab signed
     * in with a different wallet and this tab follows that session.
     */
    walletReleased(state) {
      Object.assign(state, disconnectedState);
      state.connectFailure = null;
    },
    walletDialogOpened: {
      reducer(state, action: PayloadAction<{ dialog: WalletDialog; start?: 'NONE' | 'GET' }>) {
        state.dialog = action.payload.dialog;
        state.connectDialogStart = action.payload.start ?? 'NONE';
        if (action.payload.dialog === 'connect') state.connectFailure = null;
      },
      prepare(dialog: WalletDialog, start?: 'NONE' | 'GET') {
        return { payload: { dialog, ...(start ? { start } : {}) } };
      },
    },
    walletDialogClosed(state) {
      state.dialog = null;
      state.connectFailure = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(walletReconnectRequested.fulfilled, (state, action) => {
        if (state.status !== 'reconnecting') return;
        if (action.payload) Object.assign(state, connected(action.payload));
        else state.status = 'disconnected';
      })
      .addCase(walletConnectRequested.pending, (state, action) => {
        state.status = 'connecting';
        state.latestWalletId = action.meta.arg.walletId;
        state.connectFailure = null;
      })
      .addCase(walletConnectRequested.fulfilled, (state, action) => {
        if (!action.payload) {
          if (state.status === 'connecting') state.status = 'disconnected';
          return;
        }
        Object.assign(state, connected(action.payload));
        state.recentWalletIds = [
          action.payload.walletId,
          ...state.recentWalletIds.filter((id) => id !== action.payload?.walletId),
        ];
      })
      .addCase(walletConnectRequested.rejected, (state, action) => {
        if (state.status === 'connecting') state.status = 'disconnected';
        state.connectFailure = action.payload ?? {
          walletId: action.meta.arg.walletId,
          kind: 'failed',
          message: action.error.message ?? 'Connection failed',
        };
      })
      .addCase(walletAccountsChanged, (state, action) => {
        const [first] = action.payload.accounts;
        if (first) state.address = first;
        else Object.assign(state, disconnectedState);
      })
      .addCase(walletChainChanged, (state, action) => {
        state.chainId = action.payload.chainId;
      })
      .addCase(loggedOut, (state, action) => {
        // Signing out on purpose also lets go of the wallet, so the next visit asks who is signing in.
        if (action.payload.reason === 'user') {
          Object.assign(state, disconnectedState);
          state.latestWalletId = null;
        }
      });
  },
});

function connected(connection: WalletConnection): Partial<WalletState> {
  return {
    status: 'connected',
    walletId: connection.walletId,
    address: connection.address,
    chainId: connection.chainId,
    latestWalletId: connection.walletId,
    connectFailure: null,
  };
}

export const {
  walletsDiscovered,
  walletConnectCancelled,
  walletDisconnected,
  walletReleased,
  walletDialogOpened,
  walletDialogClosed,
} = walletSlice.actions;

const walletIdPattern = /^[A-Za-z0-9._-]{1,128}$/;

export const persistedWalletReducer = persistReducer(
  {
    key: 'wallet',
    storage: createFieldStorage({
      recentWalletIds: jsonField(storageKeys.recentWallets, (value) =>
        Array.isArray(value)
          ? value.filter((id): id is string => typeof id === 'string' && walletIdPattern.test(id))
          : undefined,
      ),
      latestWalletId: {
        ...stringField(storageKeys.latestWalletId, 128),
        decode: (raw: string) => (walletIdPattern.test(raw) ? raw : undefined),
      },
    }),
    serialize: false,
    deserialize: false,
    whitelist: ['recentWalletIds', 'latestWalletId'],
    timeout: 0,
  } as Parameters<typeof persistReducer<WalletState>>[0],
  walletSlice.reducer,
);

interface WalletRoot {
  wallet: WalletState;
}

export const selectWalletStatus = (state: WalletRoot) => state.wallet.status;
export const selectConnectedAddress = (state: WalletRoot) =>
  state.wallet.status === 'connected' ? state.wallet.address : null;
export const selectWalletChainId = (state: WalletRoot) => state.wallet.chainId;
export const selectDiscoveredWallets = (state: WalletRoot) => state.wallet.wallets;
export const selectLatestWalletId = (state: WalletRoot) => state.wallet.latestWalletId;
export const selectRecentWalletIds = (state: WalletRoot) => state.wallet.recentWalletIds;
export const selectConnectFailure = (state: WalletRoot) => state.wallet.connectFailure;
export const selectWalletAddress = (state: WalletRoot) => state.wallet.address;
export const selectWalletDialog = (state: WalletRoot) => state.wallet.dialog;
export const selectConnectDialogStart = (state: WalletRoot) => state.wallet.connectDialogStart;
export const selectIsConnecting = (state: WalletRoot) => state.wallet.status === 'connecting';
/** Connected to a chain the product does not offer (docs/product.md §14: the wrong-network label). */
export const selectIsWrongNetwork = (state: WalletRoot) =>
  state.wallet.status === 'connected' &&
  state.wallet.chainId !== null &&
  !configuredChains.some((chain) => chain.id === state.wallet.chainId);

// What features read through useFeatureSelector (services/hooks.ts): the wallet's connection.
declare module '../../services/hooks' {
  interface FeatureState {
    wallet: WalletState;
  }
}
