import fc from 'fast-check';
import { formatDateTime, formatNumber, handSeparators } from './intl';

const mediumShort: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

describe('formatNumber (docs/performance.md: whole numbers without starting ICU)', () => {
  it.each(['ko-KR', 'en-US'])('writes whole numbers in %s exactly as Intl does', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(formatNumber(locale, value)).toBe(intl.format(value));
        expect(formatNumber(locale, BigInt(value))).toBe(intl.format(BigInt(value)));
        expect(formatNumber(locale, value, { useGrouping: true, maximumFractionDigits: 0 })).toBe(
          intl.format(value),
        );
      }),
    );
    expect(formatNumber(locale, 0)).toBe('0');
    expect(formatNumber(locale, 1234567)).toBe('1,234,567');
    expect(formatNumber(locale, -1234)).toBe('-1,234');
    expect(formatNumber(locale, 10n ** 30n)).toBe(intl.format(10n ** 30n));
  });

  it('leaves fractions, minus zero, huge doubles and other styles to Intl', () => {
    expect(formatNumber('en-US', 1234.5678)).toBe('1,234.568');
    expect(formatNumber('en-US', -0)).toBe(new Intl.NumberFormat('en-US').format(-0));
    expect(formatNumber('en-US', 1e21)).toBe(new Intl.NumberFormat('en-US').format(1e21));
    expect(formatNumber('en-US', 0.125, { style: 'percent', maximumFractionDigits: 2 })).toBe('12.5%');
    expect(formatNumber('en-US', 5, { minimumFractionDigits: 2 })).toBe('5.00');
    expect(formatNumber('en-US', 1234, { useGrouping: false })).toBe('1234');
    expect(formatNumber('de-DE', 1234)).toBe(new Intl.NumberFormat('de-DE').format(1234));
  });

  it('knows the separators of the two app locales only', () => {
    expect(handSeparators('ko-KR')).toEqual({ decimal: '.', group: ',' });
    expect(handSeparators('en')).toEqual({ decimal: '.', group: ',' });
    expect(handSeparators('de-DE')).toBeNull();
  });
});

describe('formatDateTime (docs/performance.md: medium dates with short times without starting ICU)', () => {
  // Node's ICU here has no Korean day periods, so English is compared with Intl and Korean with what Chromium's
  // Intl writes (the end-to-end checkout spec compares both locales with the browser's Intl on Home).
  it('writes en-US exactly as Intl does, across hours, months and years', () => {
    const intl = new Intl.DateTimeFormat('en-US', mediumShort);
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          expect(formatDateTime('en-US', date, mediumShort)).toBe(intl.format(date));
        },
      ),
    );
    expect(formatDateTime('en-US', new Date(2026, 10, 22, 0, 5), mediumShort)).toBe('Nov 22, 2026, 12:05 AM');
    expect(formatDateTime('en-US', new Date(2026, 0, 2, 12, 0), mediumShort)).toBe('Jan 2, 2026, 12:00 PM');
  });

  it('writes ko-KR as Chromium writes it', () => {
    expect(formatDateTime('ko-KR', new Date(2026, 10, 22, 4, 59), mediumShort)).toBe(
      '2026. 11. 22. 오전 4:59',
    );
    expect(formatDateTime('ko-KR', new Date(2026, 0, 2, 15, 5), mediumShort)).toBe('2026. 1. 2. 오후 3:05');
    expect(formatDateTime('ko-KR', new Date(2026, 5, 30, 12, 0), mediumShort)).toBe(
      '2026. 6. 30. 오후 12:00',
    );
    expect(formatDateTime('ko-KR', new Date(2026, 5, 30, 0, 0), mediumShort)).toBe('2026. 6. 30. 오전 12:00');
  });

  it('leaves other styles, locales and invalid dates to Intl', () => {
    const date = new Date(2026, 10, 22, 16, 7);
    expect(formatDateTime('en-US', date, { timeStyle: 'short' })).toBe(
      new Intl.DateTimeFormat('en-US', { timeStyle: 'short' }).format(date),
    );
    expect(formatDateTime('en-US', date, { ...mediumShort, timeZone: 'UTC' })).toBe(
      new Intl.DateTimeFormat('en-US', { ...mediumShort, timeZone: 'UTC' }).format(date),
    );
    expect(formatDateTime('fr-FR', date, mediumShort)).toBe(
      new Intl.DateTimeFormat('fr-FR', mediumShort).format(date),
    );
    expect(() => formatDateTime('en-US', new Date(Number.NaN), mediumShort)).toThrow(RangeError);
  });
});
