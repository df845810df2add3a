import { jsonText, millisecondsText } from '../src/http/logging.js';

describe('access line text', () => {
  it('quotes text exactly as JSON.stringify does, escapes included', () => {
    const texts = [
      '',
      'GET',
      '/api/companies/0x119e0fbfd781afaf204e174524278ddd43a5756f/',
      '127.0.0.1:8123',
      '::ffff:127.0.0.1',
      '/api/x/?q=a"b',
      'back\\slash',
      'tab\there',
      'line\nbreak',
      '\u0000\u001f\u007f',
      '/api/스토어/',
      'emoji 🎨',
      'lone \ud800 surrogate',
      '</script>',
    ];
    for (const text of texts) {
      expect(jsonText(text)).toBe(JSON.stringify(text));
      expect(JSON.parse(jsonText(text))).toBe(text);
    }
  });

  it('writes milliseconds to the microsecond, as a JSON number', () => {
    const cases: [number, string][] = [
      [0, '0.000'],
      [0.0004, '0.000'],
      [0.0005, '0.001'],
      [0.0648360000050161, '0.065'],
      [0.1, '0.100'],
      [1.23456, '1.235'],
      [12.0009, '12.001'],
      [12345.6789, '12345.679'],
      [-0.5, '-0.500'],
    ];
    for (const [ms, text] of cases) {
      expect(millisecondsText(ms)).toBe(text);
      // Off by half a microsecond at most.
      expect(Math.abs((JSON.parse(millisecondsText(ms)) as number) - ms)).toBeLessThanOrEqual(0.0005 + 1e-12);
    }
  });

  it('writes null for a time that is not a finite number, as JSON.stringify', () => {
    for (const ms of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(millisecondsText(ms)).toBe(JSON.stringify(ms));
  });
});
