// Every mail text, by language (docs/product.md §11.3): the buyer's in the 19 public locales, the licensor's in the
// dashboard's ko and en. A locale missing here, or a key missing in a locale, fails the type check.
import type { DashboardLocale, Locale } from '../../../../contract/locales.js';
import { buyer as ar } from './ar.js';
import { buyer as de } from './de.js';
import { buyer as en, licensor as enLicensor } from './en.js';
import { buyer as es } from './es.js';
import { buyer as fr } from './fr.js';
import { buyer as hi } from './hi.js';
import { buyer as id } from './id.js';
import { buyer as ja } from './ja.js';
import { buyer as ko, licensor as koLicensor } from './ko.js';
import { buyer as ms } from './ms.js';
import { buyer as pt } from './pt.js';
import { buyer as ru } from './ru.js';
import { buyer as th } from './th.js';
import { buyer as tr } from './tr.js';
import type { BuyerTexts, LicensorTexts } from './types.js';
import { buyer as uk } from './uk.js';
import { buyer as vi } from './vi.js';
import { buyer as zhCN } from './zh-CN.js';
import { buyer as zhHK } from './zh-HK.js';
import { buyer as zhTW } from './zh-TW.js';

export type { BuyerTexts, LicensorTexts } from './types.js';

export const BUYER_TEXTS: Readonly<Record<Locale, BuyerTexts>> = {
  ko,
  en,
  ar,
  de,
  es,
  fr,
  hi,
  id,
  ja,
  ms,
  pt,
  ru,
  th,
  tr,
  uk,
  vi,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
};

export const LICENSOR_TEXTS: Readonly<Record<DashboardLocale, LicensorTexts>> = {
  ko: koLicensor,
  en: enLicensor,
};
