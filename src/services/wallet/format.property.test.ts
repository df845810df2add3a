/**
 * Property tests of the wallet kit's display rules (docs/security.md): balances, quantities, addresses and names of any
 * shape format without throwing or printing NaN, and a balance is never shown larger than it is.
 */
import fc from 'fast-check';
import { baseUnitsToDecimal } from '../tokenAmount';
import {
  abbreviateBalance,
  displayName,
  formatBalance,
  parseQuantity,
  shortenAddress,
  truncateName,
} from './format';

const uint256 = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n });
const decimals = fc.integer({ min: 0, max: 36 });
const SUFFIX = { '': 1n, k: 1_000n, m: 1_000_000n, b: 1_000_000_000n, t: 1_000_000_000_000n } as const;

/** The value an abbreviation stands for, scaled to `places` decimals. */
function valueOf(abbreviated: string, places: number): bigint {
  const match = /^([\d,]+)(?:\.(\d+))?([kmbt]?)$/.exec(abbreviated);
  if (!match) throw new Error(`not an abbreviation: ${abbreviated}`);
  const unit = SUFFIX[(match[3] ?? '') as keyof typeof SUFFIX];
  const whole = BigInt((match[1] ?? '0').replace(/,/g, ''));
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(places);
  return (
    ((whole * scale * 10n ** BigInt(fraction.length) + BigInt(fraction || '0') * scale) * unit) /
    10n ** BigInt(fraction.length)
  );
}

describe('abbreviateBalance', () => {
  it('prints digits, at most one dot and one unit, and never more than the balance', () => {
    fc.assert(
      fc.property(uint256, decimals, (value, places) => {
        const text = abbreviateBalance(baseUnitsToDecimal(value, places));
        expect(text).toMatch(/^[\d,]+(\.\d{1,3})?[kmbt]?$/);
        expect(valueOf(text, places) <= value).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on text that is not a number, and gives it back unchanged', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((t) => !/^\s*\d+(\.\d*)?\s*$/.test(t)),
        (text) => {
          expect(abbreviateBalance(text)).toBe(text);
        },
      ),
    );
  });

  it('formatBalance always ends with the symbol and holds no NaN', () => {
    fc.assert(
      fc.property(uint256, decimals, fc.string({ maxLength: 8 }), (value, places, symbol) => {
        const text = formatBalance(value, places, symbol);
        expect(text.endsWith(` ${symbol}`)).toBe(true);
        expect(text).not.toMatch(/NaN|undefined|Infinity/);
      }),
    );
  });
});

describe('parseQuantity', () => {
  it('reads back every hex quantity and refuses anything else without throwing', () => {
    fc.assert(fc.property(uint256, (value) => expect(parseQuantity(`0x${value.toString(16)}`)).toBe(value)));
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const parsed = parseQuantity(value);
        expect(parsed === null || typeof parsed === 'bigint').toBe(true);
      }),
    );
  });
});

describe('names and addresses', () => {
  it('never throw, and keep both ends of an address', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.option(fc.string({ unit: 'grapheme' }), { nil: null }),
        (address, name) => {
          const short = shortenAddress(address);
          if (address.length >= 8) {
            expect(short).toBe(`${address.slice(0, 4)}…${address.slice(-4)}`);
          } else expect(short).toBe(address);
          expect(typeof displayName(address, name)).toBe('string');
        },
      ),
    );
  });

  it('truncateName keeps names short: at most 24 characters of the stem and an ellipsis', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: 'grapheme-composite', maxLength: 80 }), { nil: null }),
        (name) => {
          const text = truncateName(name);
          if (!name) expect(text).toBe('');
          else expect(text === name || (text.endsWith('...') && text.length === 27)).toBe(true);
        },
      ),
    );
  });
});
