import fc from 'fast-check';
import {
  baseUnitsToDecimal,
  formatTokenAmount,
  formatTokenMoney,
  parseBaseUnits,
  sumBaseUnits,
} from './tokenAmount';

describe('parseBaseUnits (docs/product.md §3: decimal strings, never floats)', () => {
  it('reads non-negative integer strings and bigints', () => {
    expect(parseBaseUnits('0')).toBe(0n);
    expect(parseBaseUnits('1500000')).toBe(1_500_000n);
    expect(parseBaseUnits(12n)).toBe(12n);
    const max = (2n ** 256n - 1n).toString();
    expect(parseBaseUnits(max)).toBe(2n ** 256n - 1n);
  });

  it('reads what NUMERIC(78,0) holds and nothing longer', () => {
    expect(parseBaseUnits('9'.repeat(78))).toBe(10n ** 78n - 1n);
    expect(parseBaseUnits('1'.repeat(79))).toBeNull();
    expect(parseBaseUnits('1'.repeat(80))).toBeNull();
  });

  it('refuses anything else', () => {
    for (const bad of ['', '-1', '1.5', '1e6', ' 1', '0x10', 'abc', null, undefined, 12, -3n]) {
      expect(parseBaseUnits(bad)).toBeNull();
    }
  });
});

describe('baseUnitsToDecimal', () => {
  it.each([
    [0n, 6, '0'],
    [1n, 6, '0.000001'],
    [1_500_000n, 6, '1.5'],
    [1_000_000n, 6, '1'],
    [123n, 0, '123'],
    [10n ** 18n, 18, '1'],
    [2n ** 256n - 1n, 18, '115792089237316195423570985008687907853269984665640564039457.584007913129639935'],
    [1n, 18, '0.000000000000000001'],
    [1_234_567n, 6, '1.234567'],
    [10n ** 36n, 18, '1000000000000000000'],
    [-25n, 1, '-2.5'],
  ])('%s with %s decimals → %s', (value, decimals, expected) => {
    expect(baseUnitsToDecimal(value, decimals)).toBe(expected);
  });

  it('round-trips any amount exactly (no float anywhere)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), fc.integer({ min: 0, max: 36 }), (v, d) => {
        const text = baseUnitsToDecimal(v, d);
        const [integer = '0', fraction = ''] = text.split('.');
        expect(BigInt(integer + fraction.padEnd(d, '0'))).toBe(v);
      }),
    );
  });
});

describe('formatTokenAmount', () => {
  it('groups the integer part for the locale and keeps every significant digit', () => {
    expect(formatTokenAmount('1234567890', 6, 'en')).toBe('1,234.56789');
    expect(formatTokenAmount('1234567890', 6, 'ko')).toBe('1,234.56789');
    expect(formatTokenAmount('1000000', 6, 'en')).toBe('1');
    expect(formatTokenAmount('0', 6, 'en')).toBe('0');
    expect(formatTokenAmount('1', 6, 'en')).toBe('0.000001');
  });

  it('uses the locale separators (a comma-decimal locale)', () => {
    expect(formatTokenAmount('1234500000', 6, 'de')).toBe('1.234,5');
  });

  it('pads to the minimum fraction digits but never beyond the token decimals', () => {
    expect(formatTokenAmount('1500000', 6, 'en', { minFractionDigits: 2 })).toBe('1.50');
    expect(formatTokenAmount('12', 0, 'en', { minFractionDigits: 2 })).toBe('12');
    expect(formatTokenAmount('5', 1, 'en', { minFractionDigits: 2 })).toBe('0.5');
  });

  it('cuts (never rounds up) to the maximum fraction digits', () => {
    expect(formatTokenAmount('1999999', 6, 'en', { maxFractionDigits: 2 })).toBe('1.99');
    expect(formatTokenAmount('999', 6, 'en', { maxFractionDigits: 2 })).toBe('0');
    expect(formatTokenAmount('1999999', 6, 'en', { maxFractionDigits: 0 })).toBe('1');
    expect(formatTokenAmount('1990000', 6, 'en', { maxFractionDigits: 4, minFractionDigits: 2 })).toBe(
      '1.99',
    );
  });

  it('formats huge amounts exactly', () => {
    expect(formatTokenAmount((2n ** 256n - 1n).toString(), 18, 'en', { maxFractionDigits: 2 })).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457.58',
    );
  });

  it('answers null for unreadable amounts and treats bad decimals as 0', () => {
    expect(formatTokenAmount('1.5', 6, 'en')).toBeNull();
    expect(formatTokenAmount('abc', 6, 'en')).toBeNull();
    expect(formatTokenAmount('15', -1, 'en')).toBe('15');
    expect(formatTokenAmount('15', 1.5, 'en')).toBe('15');
  });

  it('handles negative bigints (a refund delta) with a leading minus', () => {
    expect(formatTokenAmount(-1_500_000n, 6, 'en')).toBe('-1.5');
  });
});

describe('formatTokenMoney and sumBaseUnits', () => {
  it('adds the symbol, 2 decimals by default', () => {
    expect(formatTokenMoney('1500000', { symbol: 'USDC.e', decimals: 6 }, 'en')).toBe('1.50 USDC.e');
    expect(formatTokenMoney('x', { symbol: 'USDC.e', decimals: 6 }, 'en')).toBe('— USDC.e');
  });

  it('sums base-unit strings exactly', () => {
    expect(sumBaseUnits(['1', '2', 'bad', 3n])).toBe(6n);
    expect(sumBaseUnits([(2n ** 255n).toString(), (2n ** 255n).toString()])).toBe(2n ** 256n);
  });
});

describe('token amounts in every locale (docs/product.md §4)', () => {
  it('write the fraction in the same digits as the whole part, as Intl writes the locale', () => {
    const reference = new Intl.NumberFormat('ar', { minimumFractionDigits: 2 }).format(1234.56);
    expect(formatTokenAmount(1234560000n, 6, 'ar', { minFractionDigits: 2 })).toBe(reference);
    expect(formatTokenAmount(1234560000n, 6, 'de-DE', { minFractionDigits: 2 })).toBe('1.234,56');
    expect(formatTokenAmount(-1500000n, 6, 'fr-FR')).toBe(new Intl.NumberFormat('fr-FR').format(-1.5));
  });
});
