/**
 * How the mails write values (docs/product.md §11.3): amounts exact from base units (BigInt and strings, never a
 * float, so 2^256 − 1 base units print as exactly as 1), dates with Intl in the reader's language, and every value
 * escaped before it enters HTML (product titles and company names are what users typed).
 */

/** An amount as orders store it: base units (NUMERIC(78,0) comes back as a string), with its token. */
export interface MailAmount {
  baseUnits: string | bigint;
  decimals: number;
  symbol: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made inert for HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** `{name}` placeholders filled from `values`; each value goes through `write` (escaping, bidi isolation). */
export function fill(
  template: string,
  values: Readonly<Record<string, string>>,
  write: (value: string, name: string) => string = (value) => value,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`A mail text uses {${name}}, which was not given`);
    return write(value, name);
  });
}

function baseUnitsOf(value: string | bigint): bigint {
  if (typeof value === 'bigint') {
    if (value < 0n) throw new RangeError('A mail amount cannot be negative');
    return value;
  }
  if (!/^\d{1,78}$/.test(value)) throw new RangeError(`Not an amount in base units: "${value}"`);
  return BigInt(value);
}

interface NumberWriting {
  integer: Intl.NumberFormat;
  decimal: string;
  digits: string[];
}

const writings = new Map<string, NumberWriting>();

function numberWriting(locale: string): NumberWriting {
  let writing = writings.get(locale);
  if (writing === undefined) {
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    writing = {
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      decimal: plain.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
      // The locale's own digits (Hindi or Arabic ones where Intl writes them), so the fraction matches the integer.
      digits: Array.from({ length: 10 }, (_, digit) => plain.format(digit)),
    };
    writings.set(locale, writing);
  }
  return writing;
}

/**
 * `1234567` base units of a 6-decimals token → `1.234567 USDC` (en), `1,234567 USDC` (de): the integer part grouped
 * by Intl from a BigInt, the fraction digit by digit, at least two fraction digits as money is written, never
 * rounded.
 */
export function formatAmount(amount: MailAmount, locale: string): string {
  const { decimals } = amount;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 78)
    throw new RangeError(`Not a token's decimals: ${decimals}`);
  const value = baseUnitsOf(amount.baseUnits);
  const scale = 10n ** BigInt(decimals);
  let fraction = decimals === 0 ? '' : (value % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  fraction = fraction.padEnd(Math.min(2, decimals), '0');
  const writing = numberWriting(locale);
  const written = [...fraction].map((digit) => writing.digits[Number(digit)] ?? digit).join('');
  return `${writing.integer.format(value / scale)}${written === '' ? '' : `${writing.decimal}${written}`} ${amount.symbol}`;
}

/** A moment in the reader's language, in UTC and saying so (the reader's own time zone is not known). */
export function formatDateTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(date);
}

/** `base` (an http(s) address from the configuration) + path segments, each segment URL-encoded. */
export function link(base: string, ...segments: string[]): string {
  const url = new URL(base);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new TypeError(`A mail link must be http(s): "${base}"`);
  return [base.replace(/\/+$/, ''), ...segments.map(encodeURIComponent)].join('/');
}
