import { browserLocale, directionOf, localeForSurface, locales } from './translate';

describe('the locale a page speaks (docs/product.md §4)', () => {
  it.each([
    [['ja-JP', 'en-US'], 'ja'],
    [['pt-PT'], 'pt'],
    [['en-GB', 'ko'], 'en'],
    [['zh-Hant-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-HK'],
    [['zh-Hans'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['nl-NL', 'ar-EG'], 'ar'],
    [['nl-NL', 'sv'], 'ko'],
    [[], 'ko'],
  ])('browser languages %j read as %s', (languages, expected) => {
    expect(browserLocale(languages)).toBe(expected);
  });

  it('the public page speaks every locale, the dashboard ko and en with en for the rest', () => {
    for (const locale of locales) {
      expect(localeForSurface(locale, 'public')).toBe(locale);
      expect(localeForSurface(locale, 'dashboard')).toBe(locale === 'ko' ? 'ko' : 'en');
    }
  });

  it('Arabic is written right to left, the others left to right', () => {
    expect(locales.filter((locale) => directionOf(locale) === 'rtl')).toEqual(['ar']);
  });
});
