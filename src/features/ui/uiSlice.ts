import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { type Notice, loggedOut, noticeRaised } from '../../services/events';
import { defaultLocale, isLocale, type Locale } from '../../services/i18n';
import { createFieldStorage, storageKeys, stringField } from '../../services/storage';

export interface UiState {
  /** The user's language (`locale`, PRODUCT.md §4); `ko` when never chosen. */
  locale: Locale;
  mobileMenuOpen: boolean;
  /** Messages from the error catalogue waiting for the user, oldest first. */
  notices: Notice[];
}

const maxNotices = 4;

const initialState: UiState = { locale: defaultLocale, mobileMenuOpen: false, notices: [] };

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    localeChosen(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
    mobileMenuOpened(state) {
      state.mobileMenuOpen = true;
    },
    mobileMenuClosed(state) {
      state.mobileMenuOpen = false;
    },
    noticeDismissed(state, action: PayloadAction<string>) {
      state.notices = state.notices.filter((notice) => notice.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(noticeRaised, (state, action) => {
        // The same message twice in a row is shown once (twenty failed calls are one problem for the user).
        state.notices = [
          ...state.notices.filter((notice) => notice.key !== action.payload.key),
          action.payload,
        ].slice(-maxNotices);
      })
      .addCase(loggedOut, (state) => {
        state.mobileMenuOpen = false;
      });
  },
});

export const { localeChosen, mobileMenuOpened, mobileMenuClosed, noticeDismissed } = uiSlice.actions;

export const persistedUiReducer = persistReducer(
  {
    key: 'ui',
    storage: createFieldStorage({
      locale: {
        ...stringField(storageKeys.locale, 8),
        decode: (raw: string) => (isLocale(raw) ? raw : undefined),
      },
    }),
    serialize: false,
    deserialize: false,
    whitelist: ['locale'],
    timeout: 0,
  } as Parameters<typeof persistReducer<UiState>>[0],
  uiSlice.reducer,
);

interface UiRoot {
  ui: UiState;
}

export const selectLocale = (state: UiRoot) => state.ui.locale;
export const selectMobileMenuOpen = (state: UiRoot) => state.ui.mobileMenuOpen;
export const selectNotices = (state: UiRoot) => state.ui.notices;
