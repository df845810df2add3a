import fc from 'fast-check';
import { parseDecimalAmount, toDecimalString } from './amount';

describe('parseDecimalAmount', () => {
  it.each([
    ['12', 6, '12000000'],
    ['12.5', 6, '12500000'],
    ['0.000001', 6, '1'],
    ['.5', 6, '500000'],
    ['5.', 6, '5000000'],
    ['  7.25 ', 6, '7250000'],
    ['1,000.25', 6, '1000250000'],
    ['1,234,567', 2, '123456700'],
    ['1.500000000', 6, '1500000'],
    ['3', 0, '3'],
    ['1', 18, '1000000000000000000'],
  ])('%s with %i decimals is %s base units', (input, decimals, expected) => {
    expect(parseDecimalAmount(input, decimals)).toEqual({ ok: true, baseUnits: expected });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-1', 'negative'],
    ['−1', 'negative'],
    ['abc', 'invalid'],
    ['1e6', 'invalid'],
    ['1.2.3', 'invalid'],
    ['.', 'invalid'],
    ['12,34', 'invalid'],
    ['0x10', 'invalid'],
    ['0', 'zero'],
    ['0.000000', 'zero'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(parseDecimalAmount(input, 6)).toMatchObject({ ok: false, problem });
  });

  it('refuses more fraction digits than the token has', () => {
    expect(parseDecimalAmount('1.0000001', 6)).toEqual({
      ok: false,
      problem: 'tooManyDecimals',
      params: { decimals: 6 },
    });
    expect(parseDecimalAmount('1.5', 0)).toMatchObject({ ok: false, problem: 'tooManyDecimals' });
  });

  it('keeps huge values exact and refuses those beyond 72 digits of base units', () => {
    const big = '123456789012345678901234567890123456789012345678901234567890.123456';
    expect(parseDecimalAmount(big, 6)).toEqual({
      ok: true,
      baseUnits: '123456789012345678901234567890123456789012345678901234567890123456',
    });
    expect(parseDecimalAmount('9'.repeat(67), 6)).toMatchObject({ ok: false, problem: 'tooLarge' });
    expect(parseDecimalAmount('9'.repeat(66), 6)).toMatchObject({ ok: true });
  });

  it('refuses a nonsensical decimals count', () => {
    expect(parseDecimalAmount('1', -1)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseDecimalAmount('1', 1.5)).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it('round-trips with toDecimalString for any amount and decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 60n }),
        fc.integer({ min: 0, max: 18 }),
        (units, decimals) => {
          const text = toDecimalString(units, decimals);
          expect(parseDecimalAmount(text, decimals)).toEqual({ ok: true, baseUnits: units.toString() });
        },
      ),
    );
  });
});

describe('toDecimalString', () => {
  it('writes base units as the decimal a user types, keeping leading zeros of the fraction', () => {
    expect(toDecimalString('1000001', 6)).toBe('1.000001');
    expect(toDecimalString('12500000', 6)).toBe('12.5');
    expect(toDecimalString('12000000', 6)).toBe('12');
    expect(toDecimalString('42', 0)).toBe('42');
    expect(toDecimalString('1', 18)).toBe('0.000000000000000001');
    expect(toDecimalString(12_500_000n, 6)).toBe('12.5');
  });

  it('answers nothing for unreadable amounts, as the API’s NUMERIC(78,0) bounds them', () => {
    expect(toDecimalString('-5', 6)).toBe('');
    expect(toDecimalString('1.5', 6)).toBe('');
    expect(toDecimalString(-5n, 6)).toBe('');
    expect(toDecimalString('abc', 6)).toBe('');
    expect(toDecimalString('1'.repeat(79), 6)).toBe('');
    expect(toDecimalString('12', -1)).toBe('');
  });
});
