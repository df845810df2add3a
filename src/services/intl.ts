// Intl formatters are costly to build (the first one of a locale loads its data: 10–30 ms on a phone-class CPU,
// and each later one still takes tens of microseconds), while formatting with one is cheap. Every formatter the app
// uses comes from here, built once per locale and options and kept (issue 5: start-up and /order render time).

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function keyOf(locale: string, options: object | undefined): string {
  return options === undefined ? locale : `${locale}|${JSON.stringify(options)}`;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}
