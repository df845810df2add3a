/**
 * Property tests of the form rules (docs/security.md): every rule answers null or a problem for any text (never throws),
 * slugs made from any name are valid slugs, and only https links with a host get through.
 */
import fc from 'fast-check';
import {
  slugPattern,
  slugify,
  textLength,
  validateAddress,
  validateEmail,
  validateHttpsUrl,
  validateSlug,
  validateText,
} from './validators';

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom('', ' ', '\u0000', '\uD800', 'javascript:alert(1)', '<img src=x onerror=alert(1)>'),
);

const isProblemOrNull = (value: unknown) =>
  value === null ||
  (typeof value === 'object' && value !== null && typeof (value as { key: unknown }).key === 'string');

describe('every rule', () => {
  it('answers null or a problem for any text, required or not', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.boolean(),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 400 }),
        (text, required, min, max) => {
          expect(isProblemOrNull(validateText(text, { min, max, required }))).toBe(true);
          expect(isProblemOrNull(validateHttpsUrl(text, { required }))).toBe(true);
          expect(isProblemOrNull(validateEmail(text, { required }))).toBe(true);
          expect(isProblemOrNull(validateAddress(text, { required, allowZero: !required }))).toBe(true);
          expect(isProblemOrNull(validateSlug(text, { min: 3, max: 64, required }))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('validateText accepts exactly the trimmed lengths in range without NUL', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 20, max: 200 }),
        (text, min, max) => {
          const length = textLength(text);
          const ok = validateText(text, { min, max }) === null;
          expect(ok).toBe(length >= min && length <= max && !text.includes('\u0000'));
        },
      ),
    );
  });
});

describe('slugify', () => {
  it('makes a valid slug (or nothing) of any name, idempotently, within the length', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 64 }), (name, max) => {
        const slug = slugify(name, max);
        expect(slug === '' || slugPattern.test(slug)).toBe(true);
        expect(slug.length).toBeLessThanOrEqual(max);
        expect(slugify(slug, max)).toBe(slug);
        if (slug.length >= 3) expect(validateSlug(slug, { min: 3, max: 64 })).toBeNull();
      }),
      { numRuns: 500 },
    );
  });
});

describe('validateHttpsUrl', () => {
  it('lets through only https URLs with a host', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.webUrl(),
          anyText,
          fc.webUrl().map((u) => u.replace(/^https?/, 'javascript')),
        ),
        (text) => {
          if (validateHttpsUrl(text) !== null || text.trim() === '') return;
          const url = new URL(text.trim());
          expect(url.protocol).toBe('https:');
          expect(url.hostname).not.toBe('');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts well-formed https URLs', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }),
        (url) => {
          fc.pre(url.length <= 2048);
          expect(validateHttpsUrl(url)).toBeNull();
        },
      ),
    );
  });

  it('refuses script, data and plain-http links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com',
      'https://',
      '//example.com',
      'vbscript:msgbox(1)',
    ]) {
      expect([url, validateHttpsUrl(url)]).toEqual([url, { key: 'forms.httpsUrl' }]);
    }
  });
});

describe('validateAddress', () => {
  it('accepts exactly 0x and 40 hex digits (around spaces), the zero address only when allowed', () => {
    const hex40 = fc.stringMatching(/^[0-9a-fA-F]{40}$/);
    fc.assert(
      fc.property(hex40, (digits) => {
        expect(validateAddress(` 0x${digits} `)).toBeNull();
        expect(validateAddress(`0x${digits}0`)).toEqual({ key: 'forms.address' });
      }),
    );
    expect(validateAddress(`0x${'0'.repeat(40)}`, { allowZero: false })).toEqual({
      key: 'forms.zeroAddress',
    });
  });
});
