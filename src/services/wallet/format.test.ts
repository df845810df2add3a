import { baseUnitsToDecimal } from '../tokenAmount';
import {
  abbreviateBalance,
  displayName,
  formatBalance,
  parseQuantity,
  shortenAddress,
  truncateName,
} from './format';

describe('parseQuantity', () => {
  it('reads hex quantities and rejects anything else', () => {
    expect(parseQuantity('0x0')).toBe(0n);
    expect(parseQuantity('0x1bc16d674ec80000')).toBe(2_000_000_000_000_000_000n);
    expect(parseQuantity('12')).toBeNull();
    expect(parseQuantity(12)).toBeNull();
    expect(parseQuantity('0x')).toBeNull();
  });
});

describe('abbreviateBalance (docs/product.md §21, truncating, never rounding)', () => {
  it.each([
    // under 1: 3 decimals
    ['0', '0'],
    ['0.5199', '0.519'],
    ['0.9009', '0.9'],
    ['0.0009', '0'],
    ['0.9999', '0.999'],
    // 1 to under 100: 2 decimals
    ['1', '1'],
    ['1.002', '1'],
    ['1.09', '1.09'],
    ['99.999', '99.99'],
    // 100 to under 10 000: 1 decimal, grouped
    ['100', '100'],
    ['100.05', '100'],
    ['1234.22', '1,234.2'],
    ['9999.99', '9,999.9'],
    // 10 000 and above: k, m, b, t with 1 decimal
    ['10000', '10k'],
    ['12300', '12.3k'],
    ['999990', '999.9k'],
    ['999999.999', '999.9k'],
    ['1000000', '1m'],
    ['1230000', '1.2m'],
    ['1999999999', '1.9b'],
    ['1000000000000', '1t'],
    ['1000000000000000', '1000t'],
  ])('%s → %s', (value, expected) => {
    expect(abbreviateBalance(value)).toBe(expected);
  });

  it('fixes the kit quirks: trailing zeros always go and tiny values never print in exponent form', () => {
    expect(abbreviateBalance('0.0501')).toBe('0.05');
    expect(abbreviateBalance(baseUnitsToDecimal(100_000_000_000n, 18))).toBe('0');
  });

  it('stays exact for values far beyond a float', () => {
    expect(abbreviateBalance('123456789012345678901234567890.5')).toBe('123456789012345678.9t');
    expect(abbreviateBalance('99.99999999999999999999')).toBe('99.99');
  });

  it('groups digits with the given formatter (the app passes the locale’s formatNumber)', () => {
    expect(abbreviateBalance('1234.5')).toBe('1,234.5');
    const inLocale = (tag: string) => (integer: bigint) => new Intl.NumberFormat(tag).format(integer);
    expect(abbreviateBalance('1234.5', inLocale('ko-KR'))).toBe('1,234.5');
    expect(abbreviateBalance('1234.5', inLocale('de-DE'), ',')).toBe('1.234,5');
    expect(formatBalance(1234n * 10n ** 17n, 18, 'IP', inLocale('de-DE'), ',')).toBe('123,4 IP');
    expect(formatBalance(12_345n * 10n ** 17n, 18, 'IP', inLocale('de-DE'), ',')).toBe('1.234,5 IP');
    expect(abbreviateBalance('12345.6', inLocale('de-DE'), ',')).toBe('12,3k');
  });

  it('writes every digit, fraction included, in the locale’s digits (docs/product.md §4)', () => {
    const arabic = (integer: bigint) => new Intl.NumberFormat('ar').format(integer);
    const decimal = new Intl.NumberFormat('ar')
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
    expect(abbreviateBalance('0.05', arabic, decimal)).toBe(new Intl.NumberFormat('ar').format(0.05));
    expect(abbreviateBalance('12.34', arabic, decimal)).toBe(new Intl.NumberFormat('ar').format(12.34));
  });
});

describe('formatBalance', () => {
  it('formats base units with the symbol', () => {
    expect(formatBalance(10_000n * 10n ** 18n, 18, 'IP')).toBe('10k IP');
    expect(formatBalance(999_900_000_000_000_000n, 18, 'IP')).toBe('0.999 IP');
    expect(formatBalance(0n, 18, 'IP')).toBe('0 IP');
  });
});

describe('shortenAddress', () => {
  it('keeps the first 4 and last 4 characters when 8 or more', () => {
    expect(shortenAddress('0xDEADbeef0000000000000000000000000000032F4')).toBe('0xDE…32F4');
    expect(shortenAddress('12345678')).toBe('1234…5678');
    expect(shortenAddress('1234567')).toBe('1234567');
    expect(shortenAddress('')).toBe('');
  });

  it('keeps other lengths where a screen asks for them (tables and the checkout: 6 + 4)', () => {
    expect(shortenAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 6, 4)).toBe('0x7099…79C8');
    expect(shortenAddress('0x12345678', 6, 4)).toBe('0x1234…5678');
    expect(shortenAddress('0x12345', 6, 4)).toBe('0x12345');
  });
});

describe('truncateName', () => {
  it('cuts a stem over 24 characters, dropping the TLD', () => {
    expect(truncateName('alice.ip')).toBe('alice.ip');
    expect(truncateName(`${'a'.repeat(24)}.ip`)).toBe(`${'a'.repeat(24)}.ip`);
    expect(truncateName(`${'a'.repeat(25)}.ip`)).toBe(`${'a'.repeat(24)}...`);
  });

  it('counts subdomain dots towards the 24', () => {
    expect(truncateName('pay.licensing.department.overdive.ip')).toBe('pay.licensing.department...');
  });

  it('returns an empty string for no name', () => {
    expect(truncateName(null)).toBe('');
    expect(truncateName('')).toBe('');
  });
});

describe('displayName', () => {
  it('prefers the name, else the short address', () => {
    const address = '0x1111111111111111111111111111111111112222';
    expect(displayName(address, 'alice.ip')).toBe('alice.ip');
    expect(displayName(address, null)).toBe('0x11…2222');
  });
});
