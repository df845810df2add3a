import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { persistReducer } from 'redux-persist';
import { type Notice, loggedOut, noticeRaised } from '../../services/events';
import { browserLocale, isLocale, type Locale } from '../../services/i18n';
import { createFieldStorage, storageKeys, stringField } from '../../services/storage';

export interface UiState {
  /** The language the user chose (`locale`, docs/product.md §4); null until they choose one. */
  locale: Locale | null;
  mobileMenuOpen: boolean;
  /** Messages from the error catalogue waiting for the user, oldest first. */
  notices: Notice[];
}

const maxNotices = 4;

const initialState: UiState = { locale: null, mobileMenuOpen: false, notices: [] };

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

/** The browser's languages, most preferred first (none outside a browser). */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/**
 * The user's locale: their choice, else the browser's language when the product speaks it, else `ko` (docs/product.md
 * §4). The browser's language is not stored: only a choice goes under `locale`.
 */
export const selectLocale = (state: UiRoot): Locale => state.ui.locale ?? browserLocale(browserLanguages());
export const selectMobileMenuOpen = (state: UiRoot) => state.ui.mobileMenuOpen;
export const selectNotices = (state: UiRoot) => state.ui.notices;

// What features read through useFeatureSelector (services/hooks.ts): the locale, notices and mobile menu.
declare module '../../services/hooks' {
  interface FeatureState {
    ui: UiState;
  }
}
