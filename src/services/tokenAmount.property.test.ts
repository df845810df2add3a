/**
 * Property tests of the token-amount formatters (docs/security.md: bad input never throws, never prints NaN). Amounts are
 * integers in base units as decimal strings (docs/product.md §3); everything must stay exact for any uint256.
 */
import fc from 'fast-check';
import {
  baseUnitsToDecimal,
  formatTokenAmount,
  formatTokenMoney,
  parseBaseUnits,
  sumBaseUnits,
} from './tokenAmount';

const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });
const decimals = fc.integer({ min: 0, max: 36 });
const locales = fc.constantFrom('ko', 'en', 'ko-KR', 'en-US', 'de-DE', 'fr-FR', 'hi-IN');
const NOT_A_NUMBER = /NaN|undefined|Infinity|null|e[+-]/;

/** The exact value of a plain decimal string, scaled to `places` decimals (cut, never rounded). */
function scaled(text: string, places: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0').slice(0, places) || '0');
}

describe('parseBaseUnits', () => {
  it('never throws, and reads only non-negative integers', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseBaseUnits(value);
        expect(parsed === null || (typeof parsed === 'bigint' && parsed >= 0n)).toBe(true);
      }),
    );
  });

  it('reads back every base-unit string exactly', () => {
    fc.assert(fc.property(uint256, (value) => expect(parseBaseUnits(value.toString())).toBe(value)));
  });
});

describe('baseUnitsToDecimal', () => {
  it('is exact: the decimal string scales back to the same integer', () => {
    fc.assert(
      fc.property(uint256, decimals, (value, places) => {
        const text = baseUnitsToDecimal(value, places);
        expect(text).toMatch(/^\d+(\.\d*[1-9])?$/);
        expect(scaled(text, places)).toBe(value);
      }),
    );
  });

  it('never throws on odd decimals (treated as 0)', () => {
    fc.assert(
      fc.property(uint256, fc.oneof(fc.double(), fc.integer()), (value, places) => {
        expect(baseUnitsToDecimal(value, places)).not.toMatch(NOT_A_NUMBER);
      }),
    );
  });
});

describe('formatTokenAmount', () => {
  it('never throws and never prints NaN, for any value, decimals and locale', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), uint256.map(String), fc.bigInt()),
        fc.oneof(decimals, fc.double(), fc.integer()),
        locales,
        fc.record(
          {
            minFractionDigits: fc.integer({ min: -5, max: 40 }),
            maxFractionDigits: fc.integer({ min: -5, max: 40 }),
          },
          { requiredKeys: [] },
        ),
        (value, places, locale, options) => {
          const text = formatTokenAmount(value, places, locale, options);
          if (text !== null) expect(text).not.toMatch(NOT_A_NUMBER);
        },
      ),
    );
  });

  it('in English is the exact decimal with digit grouping', () => {
    fc.assert(
      fc.property(uint256, decimals, (value, places) => {
        const text = formatTokenAmount(value.toString(), places, 'en');
        expect(text?.replace(/,/g, '')).toBe(baseUnitsToDecimal(value, places));
      }),
    );
  });

  it('cuts extra fraction digits and never rounds up: a balance is never shown larger than it is', () => {
    fc.assert(
      fc.property(uint256, decimals, fc.integer({ min: 0, max: 8 }), (value, places, max) => {
        const text = formatTokenAmount(value, places, 'en', { maxFractionDigits: max }) ?? '';
        const shown = scaled(text.replace(/,/g, ''), places);
        expect(shown <= value).toBe(true);
        // …and loses less than one unit of the last shown digit.
        if (max < places) expect(value - shown < 10n ** BigInt(places - max)).toBe(true);
      }),
    );
  });

  it('refuses what is not an amount instead of guessing', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{1,80}$/.test(text)),
        (text) => expect(formatTokenAmount(text, 6, 'en')).toBeNull(),
      ),
    );
  });
});

describe('formatTokenMoney and sumBaseUnits', () => {
  it('always print an amount or a dash, and the symbol', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), uint256.map(String)),
        fc.string({ maxLength: 10 }),
        decimals,
        locales,
        (value, symbol, places, locale) => {
          const text = formatTokenMoney(value, { symbol, decimals: places }, locale);
          expect(text.endsWith(` ${symbol}`)).toBe(true);
          expect(text.slice(0, -symbol.length - 1)).not.toMatch(NOT_A_NUMBER);
        },
      ),
    );
  });

  it('add exactly, counting unreadable values as 0', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(uint256.map(String), fc.string())), (values) => {
        const expected = values.reduce((sum, v) => sum + (/^\d{1,80}$/.test(v) ? BigInt(v) : 0n), 0n);
        expect(sumBaseUnits(values)).toBe(expected);
      }),
    );
  });
});
