import { useId } from 'react';
import { useSelector } from 'react-redux';
import { useFeatureDispatch } from '../../../services/hooks';
import { locales, useT, type Locale } from '../../../services/i18n';
import { localeChosen, selectLocale } from '../uiSlice';
import styles from './LocaleSwitch.module.css';

/** The language switch of the top bar and the mobile menu (PRODUCT.md §4: stored under `locale`). */
export function LocaleSwitch() {
  const t = useT();
  const id = useId();
  const dispatch = useFeatureDispatch();
  const locale = useSelector(selectLocale);
  return (
    <span className={styles.switch}>
      <label htmlFor={id} className="visually-hidden">
        {t('locale.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => dispatch(localeChosen(event.target.value as Locale))}
      >
        {locales.map((option) => (
          <option key={option} value={option} lang={option}>
            {t(`locale.${option}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
