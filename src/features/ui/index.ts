// The public face of the ui feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export { LocaleSwitch } from './components/LocaleSwitch';
export { NoticeCenter } from './components/NoticeCenter';
export {
  mobileMenuClosed,
  mobileMenuOpened,
  selectMobileMenuOpen,
  selectLocale,
  persistedUiReducer,
} from './uiSlice';
