// docs/product.md §9: the orders table shows all its columns (number, date, product, buyer, email, quantity, total,
// status, payment link) on a 1280 px desktop beside the navigation, in Korean and in English, without the page
// scrolling sideways and without a header label clipped or broken inside a word; on a 375 x 812 phone the first order
// is wholly on the first screen; and Export CSV saves the API's file of the screen's filters and sort.
import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { chooseEnglish, newAccount, seedLicensor, type E2EApi } from './support/api';
import { expect, test } from './support/fixtures';

interface Fit {
  page: { scrollWidth: number; clientWidth: number };
  table: { scrollWidth: number; clientWidth: number };
  headers: { text: string; scrollWidth: number; clientWidth: number; brokenWords: number }[];
}

/** A licensor whose two orders carry the longest cells the table meets, on /order in `locale`. */
async function openOrdersWithLongCells(page: Page, api: E2EApi, locale: 'ko' | 'en'): Promise<void> {
  const { products } = await seedLicensor(page, api, {
    products: [{ title: 'Moonlight Character Pack — Deluxe Edition with Extras' }],
  });
  const productId = products[0]?.id ?? '';
  await api.createOrder(productId, newAccount(), 12, 'a.rather.long.buyer.address@example-licensee.com');
  await api.createOrder(productId, newAccount());
  if (locale === 'en') await chooseEnglish(page);
  await page.goto('/order');
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
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

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const locale of ['ko', 'en'] as const) {
    test(`the orders table fits 1280 px in ${locale}`, { tag: '@desktop-only' }, async ({ page, api }) => {
      await openOrdersWithLongCells(page, api, locale);
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

  test(
    "Export CSV saves the API's file of the screen's sort",
    { tag: '@desktop-only' },
    async ({ page, api }) => {
      const { products } = await seedLicensor(page, api, { products: [{ title: 'Sunset Loop Pack' }] });
      const productId = products[0]?.id ?? '';
      const first = await api.createOrder(productId, newAccount());
      const second = await api.createOrder(productId, newAccount(), 2);
      await chooseEnglish(page);
      await page.goto('/order?ordering=number');
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      await expect(page.getByText('Exported 2 orders.')).toBeVisible();
      expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = await readFile(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(lines[0]).toMatch(/^Order number,Created at \(UTC\),Status,Product,Quantity,/);
      expect(lines.slice(1, 3).map((line) => line.split(',')[0])).toEqual([first.number, second.number]);
      expect(lines[2]).toMatch(/^[^,]+,[^,]+,Pending payment,Sunset Loop Pack,2,/);
      expect(lines).toHaveLength(4);
    },
  );
});

// The phone project's own 375 x 812 viewport: the filters fold behind one button, so the first order's card ends
// within the first screen.
for (const locale of ['ko', 'en'] as const) {
  test(
    `the first order is wholly on a 375 x 812 screen in ${locale}`,
    { tag: '@mobile-only' },
    async ({ page, api }) => {
      await openOrdersWithLongCells(page, api, locale);
      expect(page.viewportSize()).toEqual({ width: 375, height: 812 });
      const firstRow = page.getByRole('table').locator('tbody tr').first();
      await expect(firstRow).toBeVisible();
      const filters = page.getByRole('button', { name: locale === 'en' ? 'Filters' : '필터' });
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      const box = await firstRow.boundingBox();
      expect(box, 'the first order row has no box').not.toBeNull();
      expect(
        (box?.y ?? 0) + (box?.height ?? 0),
        'the first order ends below the first screen',
      ).toBeLessThanOrEqual(812);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );
}
