// The public brand page of docs/product.md §9 on the real API, chain and build: a `#{productSlug}` link lands on its
// product (Unicode slugs, URL-encoded), the licence terms wrap between words in the 300 px cards, the checkout checks
// the buyer's USDC and gas before sending and says what is missing, and a payment declined in the wallet is said so
// and paid on the same order with Pay again. Desktop (1280 px) and mobile (375 px).
import { expectNoAxeViolations } from '../support/axe';
import { chooseEnglish, fundAccount, newAccount } from './support/api';
import { connectAndOpenCheckout } from './support/checkout';
import { expect, test } from './support/fixtures';
import { brokenWords } from './support/layout';
import { type TestWallet } from './support/testWallet';

const oneUsdc = 1_000_000n;

async function buyerIn(
  wallet: TestWallet,
  e2e: Parameters<typeof fundAccount>[0],
  funds: { usdc?: bigint; native?: bigint } = {},
) {
  const buyer = newAccount();
  await fundAccount(e2e, buyer.address, { usdc: 5n * oneUsdc, ...funds });
  await wallet.useAccount(buyer.privateKey);
  return buyer;
}

test('a #{productSlug} link lands on its product, in Korean and Japanese too', async ({ page, api }) => {
  const titles = [
    'Paper Textures',
    'Neon Font',
    'Glass Icons',
    'Sunset Loop Pack',
    '夜空のイラスト集',
    '달빛 캐릭터 팩',
  ];
  const licensor = await api.licensor({ products: titles.map((title) => ({ title })) });
  const korean = licensor.products.find((product) => product.title === '달빛 캐릭터 팩');
  const japanese = licensor.products.find((product) => product.title === '夜空のイラスト集');
  expect(korean?.slug).toBe('달빛-캐릭터-팩');
  expect(japanese?.slug).toBe('夜空のイラスト集');

  await chooseEnglish(page);
  // As /product's "copy public link" writes it: the slug percent-encoded in the fragment.
  await page.goto(`/products/${licensor.company.slug}#${encodeURIComponent('달빛-캐릭터-팩')}`);
  const card = page.getByRole('article', { name: '달빛 캐릭터 팩' });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(card.getByText('Linked product')).toBeVisible();
  await expect(card).toBeInViewport();
  await expect(card).toBeFocused();
  await expectNoAxeViolations(page);

  // Another link on the same page: the next product is marked and scrolled to, the first no longer.
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, encodeURIComponent('夜空のイラスト集'));
  const next = page.getByRole('article', { name: '夜空のイラスト集' });
  await expect(next).toHaveAttribute('aria-current', 'true');
  await expect(next).toBeInViewport();
  await expect(card).not.toHaveAttribute('aria-current');

  // The slugs of the earlier ASCII rule keep working.
  const ascii = licensor.products.find((product) => product.title === 'Paper Textures');
  await page.goto(`/products/${licensor.company.slug}#${ascii?.slug ?? ''}`);
  await expect(page.getByRole('article', { name: 'Paper Textures' })).toHaveAttribute('aria-current', 'true');
});

test('the licence terms wrap between words in the cards, in English and Korean', async ({ page, api }) => {
  const licensor = await api.licensor({
    products: [
      {
        title: 'Terms Check',
        license: {
          flavor: 'commercial_remix',
          commercial_use: true,
          derivatives_allowed: true,
          commercial_rev_share_pct: 12.5,
          territory: 'Worldwide except sanctioned territories',
        },
      },
    ],
  });
  for (const locale of ['en', 'ko']) {
    await page.goto('/robots.txt');
    await page.evaluate((value) => localStorage.setItem('locale', value), locale);
    await page.goto(`/products/${licensor.company.slug}`);
    const card = page.getByRole('article').first();
    await expect(card.locator('dl dt').first()).toBeVisible();
    expect(await brokenWords(card), `broken words in ${locale}`).toEqual([]);
    // Nothing sticks out of the card.
    const overflow = await card.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});

test('a buyer with too little gas is told to get some IP, and nothing is signed or sent', async ({
  page,
  wallet,
  api,
  e2e,
}) => {
  const licensor = await api.licensor({ products: [{ title: 'Gasless Pack' }] });
  // Plenty of USDC, a few wei of the native coin.
  await buyerIn(wallet, e2e, { native: 1_000n });

  await chooseEnglish(page);
  await page.goto(`/products/${licensor.company.slug}`);
  const checkout = await connectAndOpenCheckout(page, 'Gasless Pack');
  await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
  await expect(
    checkout.getByText(/^You need some IP for gas: about [\d.]+ IP more\. Nothing was sent\.$/),
  ).toBeVisible({ timeout: 15_000 });
  expect(wallet.requests('eth_estimateGas').length).toBeGreaterThan(0);
  expect(wallet.requests('personal_sign')).toHaveLength(0);
  expect(wallet.requests('eth_sendTransaction')).toHaveLength(0);
  await expect(checkout.getByRole('button', { name: 'Pay 1.00 USDC' })).toBeEnabled();
  await expectNoAxeViolations(page);

  const { count } = await api.request<{ count: number }>('GET', 'products/orders/', {
    token: licensor.session.token,
  });
  expect(count).toBe(0);
});

test('a payment declined in the wallet is said so, and Pay again pays the same order', async ({
  page,
  wallet,
  api,
  e2e,
}) => {
  test.setTimeout(90_000);
  const licensor = await api.licensor({ products: [{ title: 'Retry Pack' }] });
  await buyerIn(wallet, e2e);
  wallet.rejectNext('eth_sendTransaction');

  await chooseEnglish(page);
  await page.goto(`/products/${licensor.company.slug}`);
  const checkout = await connectAndOpenCheckout(page, 'Retry Pack');
  await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
  const alert = checkout.getByRole('alert').filter({ hasText: 'Payment cancelled in your wallet' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('You declined the payment in your wallet, so nothing was sent.');
  const again = checkout.getByRole('button', { name: 'Pay again' });
  await expect(again).toBeFocused();
  await expectNoAxeViolations(page);

  await again.click();
  await expect(checkout.getByText('Payment confirmed')).toBeVisible({ timeout: 30_000 });
  // One order for the purchase, paid by the one transfer that was sent.
  const { results } = await api.request<{ results: { status: string }[] }>('GET', 'products/orders/', {
    token: licensor.session.token,
  });
  expect(results.map((order) => order.status)).toEqual(['paid']);
});
