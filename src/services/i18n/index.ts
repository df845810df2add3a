export { I18nProvider, createI18n, useI18n, useT, type I18n } from './I18nProvider';
export { loadMessages, loadedMessages } from './loadMessages';
export {
  bundleOf,
  loadBundle,
  mountedBundles,
  preloadBundles,
  setActiveLocale,
  Strings,
  type Bundle,
  type PublicBundle,
} from './bundles';
export {
  browserLocale,
  dashboardLocales,
  defaultLocale,
  directionOf,
  intlTags,
  isDashboardLocale,
  isLocale,
  localeForSurface,
  localeNames,
  locales,
  translate,
  type DashboardLocale,
  type Locale,
  type Messages,
  type TranslationParams,
} from './translate';
