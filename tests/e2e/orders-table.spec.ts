// docs/product.md §9: the orders table shows all its columns (number, date, product, buyer, email, quantity, total,
// status, payment link) on a 1280 px desktop beside the navigation, in Korean and in English, without the page
// scrolling sideways and without a header label clipped or broken inside a word.
import { type Page } from '@playwright/test';
import { chooseEnglish, newAccount, seedLicensor } from './support/api';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

interface Fit {
  page: { scrollWidth: number; clientWidth: number };
  table: { scrollWidth: number; clientWidth: number };
  headers: { text: string; scrollWidth: number; clientWidth: number; brokenWords: number }[];
}

async function measure(page: Page): Promise<Fit> {
  return page.getByRole('table').evaluate((table) => {
    const container = table.parentElement ?? table;
    const headers = [...table.querySelectorAll('th')].map((cell) => {
      // Each word is its own range: a word drawn on two line boxes was broken inside.
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let brokenWord = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) brokenWord += 1;
        }
      }
      return {
        text: cell.textContent ?? '',
        scrollWidth: cell.scrollWidth,
        clientWidth: cell.clientWidth,
        brokenWords: brokenWord,
      };
    });
    return {
      page: {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      },
      table: { scrollWidth: container.scrollWidth, clientWidth: container.clientWidth },
      headers,
    };
  });
}

for (const locale of ['ko', 'en'] as const) {
  test(`the orders table fits 1280 px in ${locale}`, { tag: '@desktop-only' }, async ({ page, api }) => {
    const { products } = await seedLicensor(page, api, {
      products: [{ title: 'Moonlight Character Pack — Deluxe Edition with Extras' }],
    });
    const productId = products[0]?.id ?? '';
    await api.createOrder(productId, newAccount(), 12, 'a.rather.long.buyer.address@example-licensee.com');
    await api.createOrder(productId, newAccount());
    if (locale === 'en') await chooseEnglish(page);
    await page.goto('/order');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
    expect(page.viewportSize()?.width).toBe(1280);

    const fit = await measure(page);
    expect(fit.headers).toHaveLength(9);
    expect(fit.page.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(fit.page.clientWidth);
    expect(fit.table.scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(fit.table.clientWidth);
    for (const header of fit.headers) {
      expect(header.scrollWidth, `header "${header.text}" is clipped`).toBeLessThanOrEqual(
        header.clientWidth,
      );
      expect(header.brokenWords, `header "${header.text}" breaks inside a word`).toBe(0);
    }
  });
}
