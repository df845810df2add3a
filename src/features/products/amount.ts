import { baseUnitsToDecimal, parseBaseUnits } from '../../services/tokenAmount';

// Token amounts (docs/product.md §3, §8): integers in base units carried as decimal strings, never floats. A price is
// typed as a decimal string ("12.5") and turned into base units with BigInt. Reading and showing amounts is
// services/tokenAmount's job (parseBaseUnits, baseUnitsToDecimal, useTokenFormat).

/**
 * The API stores amounts as NUMERIC(78,0) (services/tokenAmount reads up to 78 digits) and accepts a price of at
 * most 72 digits of base units (server/src/http/validation.ts), so an order of 100 still fits.
 */
export const maxBaseUnitDigits = 72;

export type AmountProblem = 'required' | 'invalid' | 'negative' | 'tooManyDecimals' | 'zero' | 'tooLarge';

export type ParsedAmount =
  { ok: true; baseUnits: string } | { ok: false; problem: AmountProblem; params?: Record<string, number> };

const plain = /^(\d*)(?:\.(\d*))?$/;
// "1,234,567.89": commas only as thousands separators, in groups of three.
const grouped = /^\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * A decimal string in whole tokens → base units for a token of `decimals` decimals. Accepts "12", "12.5", ".5",
 * "12." and thousands separators ("1,000.25"); refuses empty, negative, malformed, zero, more fraction digits than
 * the token has, and values beyond 72 digits of base units.
 */
export function parseDecimalAmount(input: string, decimals: number): ParsedAmount {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36) return { ok: false, problem: 'invalid' };
  const text = input.trim().replace(/\s+/g, '');
  if (text === '') return { ok: false, problem: 'required' };
  if (/^[-\u2212]/.test(text)) return { ok: false, problem: 'negative' };
  const normalised = grouped.test(text) ? text.replace(/,/g, '') : text;
  const match = plain.exec(normalised);
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, problem: 'invalid' };
  if (fraction.length > decimals) {
    // Trailing zeros add no precision: "1.500000" is fine for a 6-decimal token, "1.5000001" is not.
    const significant = fraction.replace(/0+$/, '');
    if (significant.length > decimals) return { ok: false, problem: 'tooManyDecimals', params: { decimals } };
  }
  const scale = 10n ** BigInt(decimals);
  const fractionUnits = fraction.slice(0, decimals).padEnd(decimals, '0');
  const baseUnits = BigInt(whole || '0') * scale + BigInt(fractionUnits || '0');
  if (baseUnits === 0n) return { ok: false, problem: 'zero' };
  const digits = baseUnits.toString();
  if (digits.length > maxBaseUnitDigits) return { ok: false, problem: 'tooLarge' };
  return { ok: true, baseUnits: digits };
}

/** Base units → a plain decimal string ("12.5"), the form a user types; '' for an unreadable amount. */
export function toDecimalString(amount: string | bigint, decimals: number): string {
  const value = parseBaseUnits(amount);
  if (value === null || !Number.isInteger(decimals) || decimals < 0) return '';
  return baseUnitsToDecimal(value, decimals);
}
