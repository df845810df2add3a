/**
 * What each layout of docs/product.md §14 looks like to a user, in the stable accessible names of docs/product.md §5.
 * Later specs use these to check they landed on the right screen.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const NAV_LABELS = ['Home', 'Order', 'Product', 'Manage'] as const;
export type NavLabel = (typeof NAV_LABELS)[number];

/** The back button labels of docs/product.md §5, per locale. */
export const BACK_LABELS = {
  ko: { toList: '목록으로', toManage: '관리로', home: 'Home', back: '뒤로' },
  en: { toList: 'To the list', toManage: 'To manage', home: 'Home', back: 'Back' },
} as const;

export const PRIVACY_NOTICE = { ko: '개인정보 처리방침', en: 'Privacy notice' } as const;
export const PAGE_TITLE = 'OVERDIVE — Stablecoin Payments';

/** The mobile breakpoint of docs/product.md §21. */
export function isMobileWidth(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

/** `0x69…2e8A`: the first 4 and last 4 characters (docs/product.md §21), as the connected wallet button shows them. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`;
}

/** The wallet button: `CONNECT…` when disconnected; with `address`, the connected button showing that account. */
export function walletButton(scope: Page | Locator, address?: string): Locator {
  if (address === undefined) return scope.getByRole('button', { name: /^CONNECT/ });
  return scope.getByRole('button', { name: shortAddress(address) });
}

export function navLink(scope: Page | Locator, label: NavLabel): Locator {
  return scope.getByRole('link', { name: label, exact: true });
}

export function menuToggle(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
}

export function mobileMenu(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Menu', exact: true });
}

/** Any back button of docs/product.md §5, in either locale. */
export function anyBackButton(page: Page): Locator {
  const labels = [...Object.values(BACK_LABELS.ko), ...Object.values(BACK_LABELS.en)];
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^(${[...new Set(labels)].join('|')})$`) });
}

/** The four navigation links in `scope`, in order, the current one (and only it) with aria-current="page". */
export async function expectNavigation(scope: Locator, current: NavLabel | null): Promise<void> {
  for (const label of NAV_LABELS) {
    const link = navLink(scope, label);
    await expect(link).toBeVisible();
    if (label === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current', /.+/);
  }
  await expect(scope.getByRole('link', { name: /^(Home|Order|Product|Manage)$/ })).toHaveText([
    ...NAV_LABELS,
  ]);
}

/**
 * `/`, `/order`, `/product`, `/manage`: a top bar with the logo and the wallet button, no back button. Wide: the
 * sidebar with the four links. Below 768 px: the `Menu` toggle instead of the sidebar.
 */
export async function expectSplitLayout(page: Page, current: NavLabel): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: /OVERDIVE/ })).toBeVisible();
  await expect(walletButton(banner)).toBeVisible();
  await expect(anyBackButton(page)).toHaveCount(0);
  await expect(page.getByRole('main')).toBeVisible();
  if (isMobileWidth(page)) {
    await expect(menuToggle(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('complementary')).toBeHidden();
    for (const label of NAV_LABELS) await expect(navLink(page, label)).toBeHidden();
  } else {
    await expect(menuToggle(page)).toBeHidden();
    await expectNavigation(page.getByRole('complementary'), current);
  }
}

/**
 * `/create`, `/productcreate`, `/auth` and the detail pages: a header with the back button (`null`: none, as on step
 * 2 of the wizards) and the wallet button (connected to `walletAddress` when given), and no main navigation.
 */
export async function expectHeaderLayout(
  page: Page,
  backLabel: string | null,
  { walletAddress }: { walletAddress?: string } = {},
): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(walletButton(banner, walletAddress)).toBeVisible();
  if (backLabel === null) await expect(anyBackButton(page)).toHaveCount(0);
  else {
    await expect(anyBackButton(page)).toHaveCount(1);
    await expect(banner.getByRole('button', { name: backLabel, exact: true })).toBeVisible();
  }
  await expectNoMainNavigation(page);
  await expect(page.getByRole('main')).toBeVisible();
}

/** `/products/{slug}`: full width, the brand navigation with the wallet button, no main navigation, no back button. */
export async function expectBrandLayout(page: Page): Promise<void> {
  await expect(walletButton(page.getByRole('banner'))).toBeVisible();
  await expect(anyBackButton(page)).toHaveCount(0);
  await expectNoMainNavigation(page);
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  // Full width: the main area spans the viewport (no sidebar beside it).
  const box = await main.boundingBox();
  expect(box?.x ?? Number.NaN).toBeLessThanOrEqual(1);
}

export async function expectNoMainNavigation(page: Page): Promise<void> {
  for (const label of ['Order', 'Product', 'Manage'] as const)
    await expect(navLink(page, label)).toHaveCount(0);
  await expect(menuToggle(page)).toHaveCount(0);
}

/**
 * Words of the licence terms broken across two lines: each word of each term's name and value is measured as its
 * own range, and a word drawn on more than one line box was broken inside (docs/product.md §9 "Everywhere").
 */
export async function brokenWords(card: Locator): Promise<string[]> {
  return card.locator('dl dt, dl dd').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const broken: string[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(match[0]);
        }
      }
      return broken;
    }),
  );
}
