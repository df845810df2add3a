/**
 * Property tests of the price input (docs/security.md): whatever is typed, parseDecimalAmount answers a result or a problem
 * (never throws), an accepted amount is an integer of base units the API takes (1–72 digits), and what the app
 * shows — plain or grouped in English — can be typed back to the same amount.
 */
import fc from 'fast-check';
import { formatTokenAmount } from '../../services/tokenAmount';
import { maxBaseUnitDigits, parseDecimalAmount, toDecimalString } from './amount';

const decimals = fc.integer({ min: 0, max: 36 });
const amount = fc.bigInt({ min: 1n, max: 10n ** BigInt(maxBaseUnitDigits) - 1n });

describe('parseDecimalAmount', () => {
  it('never throws, and an accepted amount is a positive integer of at most 72 digits', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 100 }),
          fc.stringMatching(/^[\s\d.,-]{0,30}$/),
          fc.double().map(String),
        ),
        fc.oneof(decimals, fc.integer(), fc.double()),
        (input, places) => {
          const parsed = parseDecimalAmount(input, places);
          if (parsed.ok) expect(parsed.baseUnits).toMatch(/^[1-9]\d{0,71}$/);
          else expect(typeof parsed.problem).toBe('string');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads back what toDecimalString writes', () => {
    fc.assert(
      fc.property(amount, decimals, (value, places) => {
        expect(parseDecimalAmount(toDecimalString(value, places), places)).toEqual({
          ok: true,
          baseUnits: value.toString(),
        });
      }),
    );
  });

  it('reads back the grouped English amount the app shows', () => {
    fc.assert(
      fc.property(amount, decimals, (value, places) => {
        const shown = formatTokenAmount(value, places, 'en') ?? '';
        expect(parseDecimalAmount(shown, places)).toEqual({ ok: true, baseUnits: value.toString() });
      }),
    );
  });

  it('refuses more fraction digits than the token has, negatives and zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 }), (places, digit) => {
        expect(parseDecimalAmount(`1.${'0'.repeat(places)}${digit}`, places)).toMatchObject({ ok: false });
        expect(parseDecimalAmount(`-${digit}`, places)).toEqual({ ok: false, problem: 'negative' });
        expect(parseDecimalAmount(`0.${'0'.repeat(places)}`, places)).toMatchObject({ ok: false });
      }),
    );
  });
});

describe('toDecimalString', () => {
  it('never throws: an amount is written exactly, anything else as an empty field', () => {
    fc.assert(
      fc.property(
        fc.oneof(amount, amount.map(String), fc.string({ unit: 'binary' }), fc.bigInt()),
        fc.oneof(decimals, fc.integer(), fc.double()),
        (value, places) => {
          const text = toDecimalString(value, places);
          expect(text === '' || /^\d+(\.\d*[1-9])?$/.test(text)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
