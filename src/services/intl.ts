// Intl formatters are costly to build, while formatting with one is cheap. Every formatter the app uses comes from
// here, built once per locale and options and kept (docs/performance.md: start-up and /order render time).
//
// The very first number or date formatter a page builds also starts ICU: ~20 ms on a desktop CPU, ~90 ms at the 4x
// slowdown Lighthouse simulates, one task that cannot be split (docs/performance.md: most of a signed-in /'s blocking time after
// the shell). The first screens only show whole numbers and medium dates with short times in the app's two locales,
// whose CLDR patterns are short and fixed; formatNumber and formatDateTime write those by hand and leave everything
// else to Intl, so ICU starts only when a screen needs more (a percentage, a fraction, another locale).

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function keyOf(locale: string, options: object | undefined): string {
  return options === undefined ? locale : `${locale}|${JSON.stringify(options)}`;
}

/** The formatter cached under `locale` and `options`, made on first use. */
function cached<F>(cache: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = keyOf(locale, options);
  let format = cache.get(key);
  if (format === undefined) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

type HandLocale = 'ko' | 'en';

/** The app's locales as BCP 47 tags (I18nProvider), and their language alone. */
const handLocales: Record<string, HandLocale> = { 'ko-KR': 'ko', ko: 'ko', 'en-US': 'en', en: 'en' };

/** Both locales write numbers in Western digits, a leading hyphen-minus, a comma every three digits, a dot before the fraction. */
export const commaDotSeparators = { decimal: '.', group: ',' } as const;

/** The decimal and group separators of `locale` when formatNumber writes its numbers by hand; null otherwise. */
export function handSeparators(locale: string): typeof commaDotSeparators | null {
  return handLocales[locale] === undefined ? null : commaDotSeparators;
}

/** Options that leave a whole number as plain grouped digits: none, grouping on, or a cap on fraction digits. */
function isPlainWholeNumberFormat(options: Intl.NumberFormatOptions | undefined): boolean {
  if (options === undefined) return true;
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined) continue;
    if (key === 'useGrouping' && value === true) continue;
    if (key === 'maximumFractionDigits' && typeof value === 'number' && value >= 0 && value <= 100) continue;
    return false;
  }
  return true;
}

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `value` formatted as `new Intl.NumberFormat(locale, options).format(value)` would. */
export function formatNumber(
  locale: string,
  value: number | bigint,
  options?: Intl.NumberFormatOptions,
): string {
  const whole = typeof value === 'bigint' || (Number.isSafeInteger(value) && !Object.is(value, -0));
  if (whole && handLocales[locale] !== undefined && isPlainWholeNumberFormat(options)) {
    const negative = value < 0;
    const digits = (negative ? -value : value).toString();
    return `${negative ? '-' : ''}${groupDigits(digits)}`;
  }
  return numberFormat(locale, options).format(value);
}

const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `{ dateStyle: 'medium', timeStyle: 'short' }` and nothing else (the time zone is the device's, as Intl's default). */
function isMediumDateShortTime(options: Intl.DateTimeFormatOptions | undefined): boolean {
  if (options === undefined) return false;
  const keys = Object.keys(options).filter((key) => options[key as keyof typeof options] !== undefined);
  return keys.length === 2 && options.dateStyle === 'medium' && options.timeStyle === 'short';
}

/**
 * `date` formatted as `new Intl.DateTimeFormat(locale, options).format(date)` would. By hand for a medium date with a
 * short time (CLDR: ko `y. M. d. a h:mm`, en `MMM d, y, h:mm a`) in years 1–9999.
 */
export function formatDateTime(locale: string, date: Date, options?: Intl.DateTimeFormatOptions): string {
  const language = handLocales[locale];
  const year = date.getFullYear();
  if (language !== undefined && isMediumDateShortTime(options) && year >= 1 && year <= 9999) {
    const hours = date.getHours();
    const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, '0')}`;
    const month = date.getMonth();
    const day = date.getDate();
    return language === 'ko'
      ? `${year}. ${month + 1}. ${day}. ${hours < 12 ? '오전' : '오후'} ${clock}`
      : `${englishMonths[month]} ${day}, ${year}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  return dateTimeFormat(locale, options).format(date);
}
