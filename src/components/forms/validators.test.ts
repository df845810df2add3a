import {
  compactProblems,
  hasProblems,
  slugify,
  validateAddress,
  validateEmail,
  validateHttpsUrl,
  validateSlug,
  validateText,
  textLength,
} from './validators';

describe('validateText', () => {
  it('counts trimmed characters like the API', () => {
    expect(validateText(' a ', { min: 2, max: 120 })).toEqual({ key: 'forms.tooShort', params: { min: 2 } });
    expect(validateText('ab', { min: 2, max: 120 })).toBeNull();
    expect(validateText('x'.repeat(121), { min: 2, max: 120 })).toEqual({
      key: 'forms.tooLong',
      params: { max: 120 },
    });
    expect(validateText(`  ${'x'.repeat(120)}  `, { min: 2, max: 120 })).toBeNull();
  });

  it('counts code points as the API does (zod 4 and char_length): an emoji is one character', () => {
    expect(textLength(' 🎵 ')).toBe(1);
    expect(textLength('🎵'.repeat(1500))).toBe(1500);
    expect(textLength('e\u0301')).toBe(2);
    // One emoji is one character: too short for a 2-character name, though it is two UTF-16 units.
    expect(validateText('🎵', { min: 2, max: 120 })).toEqual({ key: 'forms.tooShort', params: { min: 2 } });
    expect(validateText('🎵'.repeat(2000), { max: 2000 })).toBeNull();
    expect(validateText('🎵'.repeat(2001), { max: 2000 })).toEqual({
      key: 'forms.tooLong',
      params: { max: 2000 },
    });
  });

  it('requires a value when it has a minimum, and allows empty optional text', () => {
    expect(validateText('   ', { min: 2, max: 120 })).toEqual({ key: 'forms.required' });
    expect(validateText('', { max: 2000 })).toBeNull();
    expect(validateText('', { max: 10, required: true })).toEqual({ key: 'forms.required' });
  });

  it('refuses NUL characters the database cannot store', () => {
    expect(validateText('a\u0000b', { max: 10 })).toEqual({ key: 'forms.invalidCharacters' });
  });
});

describe('validateHttpsUrl', () => {
  it.each(['https://acme.example', 'https://acme.example/logo.png?size=2', '  https://a.io  '])(
    'accepts %s',
    (url) => expect(validateHttpsUrl(url)).toBeNull(),
  );
  it.each(['http://acme.example', 'acme.example', 'javascript:alert(1)', 'ftp://x.io', 'https://'])(
    'refuses %s',
    (url) => expect(validateHttpsUrl(url)).toEqual({ key: 'forms.httpsUrl' }),
  );
  it('is optional unless required, and at most 2048 characters', () => {
    expect(validateHttpsUrl('')).toBeNull();
    expect(validateHttpsUrl('', { required: true })).toEqual({ key: 'forms.required' });
    expect(validateHttpsUrl(`https://a.io/${'x'.repeat(2040)}`)).toEqual({
      key: 'forms.tooLong',
      params: { max: 2048 },
    });
  });
});

describe('validateEmail', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'neil@example.org"])('accepts %s', (email) =>
    expect(validateEmail(email)).toBeNull(),
  );
  it.each(['a@b', 'a@@b.co', '.a@b.co', 'a..b@c.co', 'a b@c.co', 'a@b.c'])('refuses %s', (email) =>
    expect(validateEmail(email)).toEqual({ key: 'forms.email' }),
  );
  it('is optional unless required', () => {
    expect(validateEmail('')).toBeNull();
    expect(validateEmail('', { required: true })).toEqual({ key: 'forms.required' });
  });
});

describe('validateAddress', () => {
  const address = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
  it('accepts 0x and 40 hex digits in any case', () => {
    expect(validateAddress(address)).toBeNull();
    expect(validateAddress(address.toLowerCase())).toBeNull();
  });
  it.each(['0x123', `${address}0`, address.slice(2), '0xZZa1f109551bD432803012645Ac136ddd64DBA72'])(
    'refuses %s',
    (value) => expect(validateAddress(value)).toEqual({ key: 'forms.address' }),
  );
  it('refuses the zero address where money would be lost', () => {
    const zero = `0x${'0'.repeat(40)}`;
    expect(validateAddress(zero)).toBeNull();
    expect(validateAddress(zero, { allowZero: false })).toEqual({ key: 'forms.zeroAddress' });
  });
  it('is optional unless required', () => {
    expect(validateAddress('')).toBeNull();
    expect(validateAddress('', { required: true })).toEqual({ key: 'forms.required' });
  });
});

describe('validateSlug', () => {
  it.each(['abc', 'acme-studio', 'a1-b2-c3', 'x'.repeat(64)])('accepts %s', (slug) =>
    expect(validateSlug(slug, { min: 3, max: 64 })).toBeNull(),
  );
  it.each(['Acme', 'acme--studio', '-acme', 'acme-', 'ac me', 'ácme', 'acme_studio'])('refuses %s', (slug) =>
    expect(validateSlug(slug, { min: 3, max: 64 })).toEqual({ key: 'forms.slugPattern' }),
  );
  it('checks the length', () => {
    expect(validateSlug('ab', { min: 3, max: 64 })).toEqual({ key: 'forms.tooShort', params: { min: 3 } });
    expect(validateSlug('x'.repeat(65), { min: 3, max: 64 })).toEqual({
      key: 'forms.tooLong',
      params: { max: 64 },
    });
    expect(validateSlug('', { min: 1, max: 64, required: false })).toBeNull();
    expect(validateSlug('', { min: 3, max: 64 })).toEqual({ key: 'forms.required' });
  });
});

describe('slugify', () => {
  it('keeps Latin letters and digits and joins the rest with single hyphens', () => {
    expect(slugify('  Acme Studio, Inc. ')).toBe('acme-studio-inc');
    expect(slugify('Café Crème')).toBe('cafe-creme');
    expect(slugify('오버다이브')).toBe('');
    expect(slugify('a'.repeat(70) + ' b', 64)).toBe('a'.repeat(64));
    expect(slugify('abc ' + 'd'.repeat(70), 5)).toBe('abc-d');
    expect(slugify('abc ' + 'd'.repeat(70), 4)).toBe('abc');
  });
});

describe('compactProblems', () => {
  it('keeps only the fields with a problem', () => {
    const problems = compactProblems({ a: null, b: { key: 'forms.required' } });
    expect(problems).toEqual({ b: { key: 'forms.required' } });
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(compactProblems({ a: null }))).toBe(false);
  });
});
