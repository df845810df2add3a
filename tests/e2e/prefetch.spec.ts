// docs/product.md §21: a link loads its route's chunk once it comes within 200 px of the viewport, ahead of the
// click; a link that is not on screen (the mobile menu while closed) loads nothing. The public brand page's data
// (docs/product.md §9) is asked for by a preload hint on its document, and the page's query takes that answer.
import { type Page } from '@playwright/test';
import { chooseEnglish, seedLicensor } from './support/api';
import { expect, test } from './support/fixtures';
import { menuToggle } from './support/layout';

/** The route chunks (webpackChunkName `route-*`) the page has requested so far. */
function watchRouteChunks(page: Page): Set<string> {
  const chunks = new Set<string>();
  page.on('request', (request) => {
    const name = /\/assets\/(route-[a-z]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name !== undefined) chunks.add(name);
  });
  return chunks;
}

test(
  'the sidebar links load their screens ahead of a click',
  { tag: '@desktop-only' },
  async ({ page, api }) => {
    await seedLicensor(page, api);
    const chunks = watchRouteChunks(page);
    await page.goto('/manage');
    await expect(
      page.getByRole('complementary').getByRole('link', { name: 'Order', exact: true }),
    ).toBeVisible();
    await expect
      .poll(() => [...chunks].sort())
      .toEqual(expect.arrayContaining(['route-home', 'route-manage', 'route-orders', 'route-products']));
  },
);

test(
  'the links of the closed mobile menu load nothing until the menu opens',
  { tag: '@mobile-only' },
  async ({ page, api }) => {
    await seedLicensor(page, api);
    const chunks = watchRouteChunks(page);
    await page.goto('/manage');
    await expect(menuToggle(page)).toBeVisible();
    // Give the page time to settle: the Order screen must still not have been requested.
    await page.waitForLoadState('networkidle');
    expect(chunks.has('route-orders')).toBe(false);
    await menuToggle(page).click();
    // Both links start loading once they are shown; their requests need not arrive in order.
    await expect.poll(() => chunks.has('route-orders') && chunks.has('route-products')).toBe(true);
  },
);

test("the brand page's data and screen are asked for once, from the hints on its document, while the scripts download", async ({
  page,
  api,
}) => {
  const licensor = await api.licensor({ products: [{ title: 'Paper Textures' }] });
  // Every request for the brand's data with how the browser started it: `other` is the document's preload hint,
  // `fetch` the page's own query; a hint the query did not use would show as both.
  const asks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/companies/licensor-info/')
      asks.push(request.resourceType());
  });
  await chooseEnglish(page);
  const documentResponse = await page.goto(`/products/${licensor.company.slug}`);
  await expect(page.getByRole('article', { name: 'Paper Textures' })).toBeVisible();
  expect(asks).toEqual(['other']);
  // The screen's script and stylesheet: each named by the document's hint, and fetched once (a hint the chunk loader
  // did not use would show a second entry). The script's one fetch is the hint's (`link`, not `script`).
  const screenFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/route-storefront\.[0-9a-f]+\.(js|css)$/.test(entry.name))
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        initiator: (entry as PerformanceResourceTiming).initiatorType,
      })),
  );
  expect(screenFiles.map(({ path, initiator }) => `${path.split('.').pop()} ${initiator}`).sort()).toEqual([
    'css link',
    'js link',
  ]);
  const hint = documentResponse?.headers().link ?? '';
  for (const { path } of screenFiles) expect(hint).toContain(`<${path}>; rel=preload`);
});
