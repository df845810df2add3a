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
} from './bundles';
export {
  defaultLocale,
  isLocale,
  locales,
  translate,
  type Locale,
  type Messages,
  type TranslationParams,
} from './translate';
