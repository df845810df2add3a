// Token amounts (docs/product.md §3, §8): integers in base units carried as decimal strings, shown with the token's
// decimals for the reader's locale. Everything goes through BigInt and strings, never a float, so 2^256 − 1 base
// units print as exactly as 1.

import { formatNumber, handSeparators, numberFormat } from './intl';

export interface TokenRef {
  symbol: string;
  address: string;
  decimals: number;
}

// The API stores amounts as NUMERIC(78,0): at most 78 digits (2^256 − 1 has 78).
const baseUnitsPattern = /^\d{1,78}$/;

/**
 * A base-unit amount as the API sends it (`"1500000"`), or null when it is not a non-negative integer string of at
 * most 78 digits.
 */
export function parseBaseUnits(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value >= 0n ? value : null;
  if (typeof value !== 'string' || !baseUnitsPattern.test(value)) return null;
  return BigInt(value);
}

function validDecimals(decimals: number): number {
  return Number.isInteger(decimals) && decimals >= 0 && decimals <= 80 ? decimals : 0;
}

/**
 * Base units to the exact plain decimal string, for machines (CSV), forms and the wallet kit's balances:
 * `1500000`, 6 → `1.5`; no grouping, no trailing zeros.
 */
export function baseUnitsToDecimal(value: bigint, decimals: number): string {
  const places = validDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const integer = digits.slice(0, digits.length - places);
  const fraction = digits.slice(digits.length - places).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}

export interface TokenAmountFormatOptions {
  /** Show at least this many fraction digits (padding with zeros), e.g. 2 for money. Default 0. */
  minFractionDigits?: number;
  /**
   * Show at most this many fraction digits. Extra digits are cut, never rounded up, so a balance is never shown
   * larger than it is. Default: every significant digit.
   */
  maxFractionDigits?: number;
}

interface NumberSymbols {
  decimal: string;
  group: string;
  /** The locale's digits 0–9 (Arabic writes ٠١٢…), so the fraction matches the integer part Intl wrote. */
  digits: string[] | null;
  minus: string;
}

const symbols = new Map<string, NumberSymbols>();
const latinDigits = '0123456789';

function localeSymbols(locale: string): NumberSymbols {
  const hand = handSeparators(locale);
  if (hand) return { ...hand, digits: null, minus: '-' };
  let found = symbols.get(locale);
  if (!found) {
    const parts = numberFormat(locale, { useGrouping: true }).formatToParts(-12345.6);
    const digits = [...latinDigits].map((digit) =>
      numberFormat(locale, { useGrouping: false }).format(Number(digit)),
    );
    found = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      digits: digits.join('') === latinDigits ? null : digits,
      minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
    };
    symbols.set(locale, found);
  }
  return found;
}

/**
 * Base units to a grouped decimal for a locale: `formatTokenAmount(1234567890n, 6, 'en')` → `1,234.56789`.
 * Returns null for a value that is not a base-unit amount, so callers can show "—" instead of a wrong number.
 */
export function formatTokenAmount(
  value: string | bigint,
  decimals: number,
  locale: string,
  { minFractionDigits = 0, maxFractionDigits }: TokenAmountFormatOptions = {},
): string | null {
  const amount = typeof value === 'bigint' ? value : parseBaseUnits(value);
  if (amount === null) return null;
  const places = validDecimals(decimals);
  const negative = amount < 0n;
  const absolute = negative ? -amount : amount;
  const scale = 10n ** BigInt(places);
  const integer = absolute / scale;
  let fraction = places === 0 ? '' : (absolute % scale).toString().padStart(places, '0');
  if (maxFractionDigits !== undefined) fraction = fraction.slice(0, Math.max(0, maxFractionDigits));
  fraction = fraction.replace(/0+$/, '');
  // Never pad beyond what the token can represent (a 0-decimals token has no cents).
  const minimum = Math.max(0, Math.min(minFractionDigits, maxFractionDigits ?? places, places));
  if (fraction.length < minimum) fraction = fraction.padEnd(minimum, '0');
  const { decimal, digits, minus } = localeSymbols(locale);
  const grouped = formatNumber(locale, integer, { useGrouping: true, maximumFractionDigits: 0 });
  const written = digits ? fraction.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit) : fraction;
  return `${negative ? minus : ''}${grouped}${written ? `${decimal}${written}` : ''}`;
}

/** `1,234.5 USDC.e`; `—` and the symbol when the amount is unreadable. */
export function formatTokenMoney(
  value: string | bigint,
  token: Pick<TokenRef, 'symbol' | 'decimals'>,
  locale: string,
  options: TokenAmountFormatOptions = { minFractionDigits: 2 },
): string {
  return `${formatTokenAmount(value, token.decimals, locale, options) ?? '—'} ${token.symbol}`;
}

/** The sum of base-unit strings (unreadable ones count as 0). */
export function sumBaseUnits(values: readonly (string | bigint)[]): bigint {
  return values.reduce<bigint>((total, value) => total + (parseBaseUnits(value) ?? 0n), 0n);
}

/** The decimal separator `locale` writes (`.` in en, `,` in de), for amounts written outside formatTokenAmount. */
export function decimalSeparatorOf(locale: string): string {
  return localeSymbols(locale).decimal;
}
