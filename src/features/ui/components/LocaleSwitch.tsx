import { useId } from 'react';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { dashboardLocales, localeNames, useT, type Locale } from '@/services/i18n';
import { localeChosen, selectLocale } from '../uiSlice';
import styles from './LocaleSwitch.module.css';

/**
 * The language switch of the top bar and the mobile menu (docs/product.md §4: stored under `locale`). The public brand
 * page offers every locale of the wallet kit, the dashboard `ko` and `en` (where any other choice reads as `en`).
 * Each language is named in itself, marked with its own `lang` so screen readers pronounce it.
 */
export function LocaleSwitch({ options = dashboardLocales }: { options?: readonly Locale[] }) {
  const t = useT();
  const id = useId();
  const dispatch = useFeatureDispatch();
  const chosen = useFeatureSelector(selectLocale);
  const value = options.includes(chosen) ? chosen : 'en';
  return (
    <span className={styles.switch}>
      <label htmlFor={id} className="visually-hidden">
        {t('locale.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => dispatch(localeChosen(event.target.value as Locale))}
      >
        {options.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </span>
  );
}
