// The public brand page and the wallet dialogs in the wallet kit's locales (docs/product.md §4): the page speaks the
// stored choice or the browser's language, sets <html lang> and, for Arabic, dir="rtl"; its language switch offers
// all 19 locales, each in its own name; the dashboard stays Korean or English. At 375 px nothing runs off the side
// of the screen, and axe finds nothing on the page or the connect dialog in Korean, English, Japanese and Arabic.
import { type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from './support/fixtures';
import { brokenWords } from './support/layout';

type Shown = { lang: string; dir: 'ltr' | 'rtl'; heading: string; buy: string; connectDialog: string };

const shown: Record<'ko' | 'en' | 'ja' | 'ar', Shown> = {
  ko: {
    lang: 'ko',
    dir: 'ltr',
    heading: '판매 중인 라이선스',
    buy: '라이선스 구매',
    connectDialog: '지갑 연결',
  },
  en: {
    lang: 'en',
    dir: 'ltr',
    heading: 'Licenses for sale',
    buy: 'Buy a license for',
    connectDialog: 'Connect a Wallet',
  },
  ja: {
    lang: 'ja',
    dir: 'ltr',
    heading: '販売中のライセンス',
    buy: 'のライセンスを購入',
    connectDialog: 'ウォレットを接続',
  },
  ar: {
    lang: 'ar',
    dir: 'rtl',
    heading: 'تراخيص معروضة للبيع',
    buy: 'شراء ترخيص لـ',
    connectDialog: 'ربط محفظة',
  },
};

/** The user's choice of docs/product.md §4 (`locale`), stored before the app starts (from a file that loads no app). */
async function choose(page: Page, locale: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value) => localStorage.setItem('locale', value), locale);
}

async function expectSpeaks(page: Page, expected: Shown): Promise<void> {
  await expect(page.getByRole('heading', { name: expected.heading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', expected.lang);
  await expect(page.locator('html')).toHaveAttribute('dir', expected.dir);
}

/** Horizontal overflow at the current width: content a reader would have to scroll sideways to see. */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

for (const locale of ['ja', 'ar'] as const) {
  test(`the public page in ${locale} at 375 px`, { tag: '@mobile-only' }, async ({ page, api }) => {
    const { company, products } = await api.licensor({ products: [{ title: 'Moonlight Character Pack' }] });
    const title = products[0]?.title ?? '';
    await choose(page, locale);
    await page.goto(`/products/${company.slug}`);
    await expectSpeaks(page, shown[locale]);
    const buy = page.getByRole('button', { name: new RegExp(shown[locale].buy) });
    await expect(buy).toBeVisible();
    await expect(buy).toHaveAccessibleName(new RegExp(title));
    expect(await overflowsSideways(page)).toBe(false);
    // The brand bar's language switch sits at the end of the line: the right in Japanese, the left in Arabic.
    const language = await page.getByRole('combobox').first().boundingBox();
    const centre = (language?.x ?? 0) + (language?.width ?? 0) / 2;
    if (locale === 'ar') expect(centre).toBeLessThan(375 / 2);
    else expect(centre).toBeGreaterThan(375 / 2);
    await expectNoAxeViolations(page);
  });
}

// Every locale of the wallet kit, as the public page speaks it (docs/product.md §4), with the label each switch
// option has.
const allLocales = {
  ko: '한국어',
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ms: 'Bahasa Melayu',
  pt: 'Português',
  ru: 'Русский',
  th: 'ไทย',
  tr: 'Türkçe',
  uk: 'Українська',
  vi: 'Tiếng Việt',
  'zh-CN': '简体中文',
  'zh-HK': '繁體中文（香港）',
  'zh-TW': '繁體中文（台灣）',
} as const;

// Scripts written without spaces between words (Japanese, Chinese, Thai) wrap between words the browser finds itself;
// a space-separated word broken inside is what docs/product.md §9 forbids.
const spaceSeparated = (locale: string) => !/^(ja|th|zh)/.test(locale);

test(
  'every locale at 375 px: nothing runs off the side, no licence term breaks inside a word',
  {
    tag: '@mobile-only',
  },
  async ({ page, api }) => {
    // Nineteen locales, each a full load of the brand page (about 2.4 s on the CI machine): more than one path's 45 s.
    test.slow();
    const { company } = await api.licensor({ products: [{ title: 'Moonlight Character Pack' }] });
    for (const [locale, name] of Object.entries(allLocales)) {
      await choose(page, locale);
      await page.goto(`/products/${company.slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('combobox').first()).toHaveValue(locale);
      await expect(page.getByRole('combobox').first().locator('option:checked')).toHaveText(name);
      const card = page.getByRole('article', { name: 'Moonlight Character Pack' });
      await expect(card).toBeVisible();
      await expect(page.getByRole('main')).not.toContainText(/\[missing:/);
      expect(await overflowsSideways(page), `sideways overflow in ${locale}`).toBe(false);
      if (spaceSeparated(locale)) expect(await brokenWords(card), `broken words in ${locale}`).toEqual([]);
    }
  },
);

test('the browser language picks the public page’s locale; the dashboard falls back to English', async ({
  browser,
  api,
}) => {
  const { company } = await api.licensor({ products: [{}] });
  const context = await browser.newContext({ locale: 'ja-JP' });
  const page = await context.newPage();
  try {
    await page.goto(`/products/${company.slug}`);
    await expectSpeaks(page, shown.ja);
    // Nothing was chosen, so nothing is stored (docs/product.md §4: `locale` is the user's choice).
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBeNull();

    const options = page.getByRole('combobox', { name: '言語' }).locator('option');
    await expect(options).toHaveCount(19);
    await expect(options.filter({ hasText: 'العربية' })).toHaveAttribute('lang', 'ar');
    await expect(options.filter({ hasText: '日本語' })).toHaveAttribute('lang', 'ja');

    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('combobox', { name: 'Language' }).locator('option')).toHaveText([
      '한국어',
      'English',
    ]);
  } finally {
    await context.close();
  }
});

test('choosing Arabic on the public page turns it right to left at once', async ({ page, api }) => {
  const { company } = await api.licensor({ products: [{}] });
  await choose(page, 'en');
  await page.goto(`/products/${company.slug}`);
  await expectSpeaks(page, shown.en);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expectSpeaks(page, shown.ar);
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('ar');
});

for (const locale of ['ko', 'en', 'ja', 'ar'] as const) {
  test(`axe: the public page and the connect dialog in ${locale}`, async ({ page, api }) => {
    const { company } = await api.licensor({ products: [{}] });
    await choose(page, locale);
    await page.goto(`/products/${company.slug}`);
    await expectSpeaks(page, shown[locale]);
    await expectNoAxeViolations(page);

    await page
      .getByRole('button', { name: new RegExp(shown[locale].buy) })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: shown[locale].connectDialog });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
