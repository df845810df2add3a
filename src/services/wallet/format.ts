import { formatNumber } from '../intl';
import { baseUnitsToDecimal } from '../tokenAmount';

// Display rules of the wallet kit (docs/product.md §21, wallet-kit reference §2), on exact decimal strings and BigInt
// so a balance of 10^30 base units is formatted as precisely as one of 3: nothing goes through a float.

const decimalPattern = /^(\d+)(?:\.(\d*))?$/;

/** Parses a hex quantity as wallets return it (`0x1bc16d674ec80000`); null when it is not one. */
export function parseQuantity(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value)) return null;
  return BigInt(value);
}

/** How a locale writes a number: its grouped whole numbers (digits included) and its decimal separator. */
interface NumberWriting {
  integer: IntegerFormat;
  decimal: string;
}

/** Keeps `places` fraction digits (truncating), drops trailing zeros and a dangling separator. */
function keepDecimals(integer: string, fraction: string, places: number, writing: NumberWriting): string {
  const kept = fraction.slice(0, places).replace(/0+$/, '');
  if (!kept) return integer;
  // The fraction's digits as the locale writes them (Arabic ٠–٩), one by one so no leading zero is lost.
  const digits =
    writing.integer === formatEnUsInteger ? kept : [...kept].map((d) => writing.integer(BigInt(d))).join('');
  return `${integer}${writing.decimal}${digits}`;
}

/** Writes a whole number with the locale's digit grouping (`1234n` → `1,234`). */
export type IntegerFormat = (integer: bigint) => string;

// Built on first use, not when the module loads (start-up time, services/intl.ts).
const formatEnUsInteger: IntegerFormat = (integer) =>
  formatNumber('en-US', integer, { maximumFractionDigits: 0 });

const units: readonly [bigint, string][] = [
  [1_000_000_000_000n, 't'],
  [1_000_000_000n, 'b'],
  [1_000_000n, 'm'],
  [1_000n, 'k'],
];

/**
 * The kit's balance abbreviation, truncating at every step (never rounding): 3 decimals under 1, 2 under 100,
 * 1 under 10 000 with digit grouping, then one decimal of k / m / b / t (no unit above t: 1e15 → `1000t`).
 * Two deliberate fixes over the kit: trailing zeros always go (`0.0501` → `0.05`, where the kit printed `0.050`),
 * and tiny values print as `0` rather than in exponent form (`1e-7`).
 * `value` is a non-negative decimal string such as `baseUnitsToDecimal` returns; `formatInteger` groups the digits
 * under 10 000 for the reader's locale (the app passes useI18n's `formatNumber`; en-US by default), and
 * `decimalSeparator` is the locale's (a German reader sees `1.234,5`, never `1.234.5`; docs/product.md §4).
 */
export function abbreviateBalance(
  value: string,
  formatInteger: IntegerFormat = formatEnUsInteger,
  decimalSeparator = '.',
): string {
  const match = decimalPattern.exec(value.trim());
  if (!match) return value;
  const writing: NumberWriting = { integer: formatInteger, decimal: decimalSeparator };
  const integerDigits = (match[1] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  const integer = BigInt(integerDigits);
  if (integer < 1n) return keepDecimals(formatInteger(0n), fraction, 3, writing);
  if (integer < 10_000n)
    return keepDecimals(formatInteger(integer), fraction, integer < 100n ? 2 : 1, writing);
  for (const [size, suffix] of units) {
    if (integer < size) continue;
    // The fraction of the value below 1 can never change the first decimal of value / size (size ≥ 1000).
    const whole = integer / size;
    const tenth = ((integer % size) * 10n) / size;
    // Below 1000 of a unit the locale writes the digits; above t the kit's plain digits stay (`1000t`).
    const written = whole < 1000n ? formatInteger(whole) : whole.toString();
    return `${keepDecimals(written, tenth.toString(), 1, writing)}${suffix}`;
  }
  return integerDigits;
}

/** A balance in base units as the wallet button and account dialog show it, with the currency symbol. */
export function formatBalance(
  value: bigint,
  decimals: number,
  symbol: string,
  formatInteger?: IntegerFormat,
  decimalSeparator?: string,
): string {
  return `${abbreviateBalance(baseUnitsToDecimal(value, decimals), formatInteger, decimalSeparator)} ${symbol}`;
}

/**
 * First `head` + `…` + last `tail` characters; strings shorter than head + tail are returned unchanged. The wallet
 * kit's display name keeps 4 + 4 (kit §2.2, the default); tables and the checkout show 6 + 4 (`0x1234…abcd`), where
 * the `0x` would otherwise take half of what tells two buyers apart.
 */
export function shortenAddress(address: string, head = 4, tail = 4): string {
  if (address.length < head + tail) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

export const maxNameStemLength = 24;

/**
 * Cuts a name whose part before the last dot is longer than 24 characters: its first 24 + `...`, without the TLD
 * (kit §2.3). Subdomain dots count towards the 24. A name without a dot is returned as it is (the kit printed a
 * leading dot there, which we do not copy).
 */
export function truncateName(name: string | null | undefined): string {
  if (!name) return '';
  const lastDot = name.lastIndexOf('.');
  const stem = lastDot === -1 ? name : name.slice(0, lastDot);
  if (stem.length <= maxNameStemLength) return name;
  return `${stem.slice(0, maxNameStemLength)}...`;
}

/** What the wallet button and dialogs call the account: its name when it has one, else the short address. */
export function displayName(address: string, name?: string | null): string {
  return name ? truncateName(name) : shortenAddress(address);
}
