// The licensor journey of docs/product.md §14 up to a product on sale: a new wallet, signed in, is sent to /create,
// creates its company with a real signed call, then creates a product through /productcreate (price typed as a
// decimal, sent in base units) and publishes it; the product shows in /product and on the public brand page. Runs in
// the desktop (1280 px) and mobile (375 px) projects.
import { expectNoAxeViolations } from '../support/axe';
import { newAccount, seedSession, chooseEnglish } from './support/api';
import { expect, test } from './support/fixtures';

interface ProductRow {
  title: string;
  status: string;
  price: { amount: string; token: { symbol: string; decimals: number } };
  max_licenses: number | null;
  license: { flavor: string; commercial_rev_share_pct: number | null };
}

test('a new wallet creates its company, then creates and publishes a product', async ({
  page,
  api,
  wallet,
  e2e,
}) => {
  const session = await api.signIn(newAccount());
  await seedSession(page, session, { wallet });
  await chooseEnglish(page);
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const companyName = `E2E Studio ${unique}`;
  const companySlug = `e2e-studio-${unique}`;

  // A wallet without a company lands on the wizard from any licensor page.
  await page.goto('/product');
  await expect(page).toHaveURL('/create?step=1');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Create your company' })).toBeVisible();

  // Submitting the empty form shows every problem and puts the keyboard on the first one.
  await main.getByRole('button', { name: 'Continue and sign' }).click();
  const name = main.getByRole('textbox', { name: 'Company name' });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await name.fill(companyName);
  const slug = main.getByRole('textbox', { name: 'Public page address' });
  await expect(slug).toHaveValue(companySlug);
  await expect(main.getByText('This address is free.')).toBeVisible();
  await main.getByRole('combobox', { name: /Country/ }).selectOption('KR');
  await main.getByRole('textbox', { name: /Contact email/ }).fill('studio@example.com');
  await expect(main.getByRole('textbox', { name: 'Payout address' })).toHaveValue(session.walletAddress);

  // Step 2 signs in the wallet (a signed call), step 3 celebrates.
  await main.getByRole('button', { name: 'Continue and sign' }).click();
  await expect(main.getByRole('heading', { name: 'Your company is ready' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/create?step=3');
  expect(wallet.requests('personal_sign').length).toBeGreaterThanOrEqual(1);
  const company = await api.request<{ slug: string; name: string; country: string }>(
    'GET',
    `companies/${session.walletAddress}/`,
    { token: session.token },
  );
  expect(company).toMatchObject({ slug: companySlug, name: companyName, country: 'KR' });

  // The product wizard.
  await main.getByRole('link', { name: 'Create a product' }).click();
  await expect(page).toHaveURL('/productcreate?step=1');
  await expect(main.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Title' }).fill('Thunder Loops');
  await main.getByRole('textbox', { name: /Summary/ }).fill('Twelve storm loops for film.');
  await main.getByRole('combobox', { name: 'Category' }).selectOption('audio');
  await main.getByRole('radio', { name: /^Commercial remix/ }).check();
  await main.getByRole('textbox', { name: /Revenue share/ }).fill('12.5');
  await expect(main.getByRole('combobox', { name: 'Stablecoin' })).toHaveValue(
    e2e.usdc.address.toLowerCase(),
  );
  await main.getByRole('textbox', { name: 'Price per license' }).fill('2.5');
  await main.getByRole('radio', { name: 'Limited', exact: true }).check();
  await main.getByRole('textbox', { name: 'Maximum licenses' }).fill('25');
  await main.getByRole('button', { name: 'Create product' }).click();

  await expect(main.getByRole('heading', { name: 'Product created' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/productcreate?step=3');
  await expect(main.getByText(/is saved as a draft/)).toBeVisible();
  await expect(main.getByText(`/products/${companySlug}#thunder-loops`)).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Publish now' }).click();
  await expect(main.getByText('“Thunder Loops” is published on your public page.')).toBeVisible();

  const listed = await api.request<{ results: ProductRow[] }>('GET', 'products/products/', {
    token: session.token,
  });
  expect(listed.results).toHaveLength(1);
  expect(listed.results[0]).toMatchObject({
    title: 'Thunder Loops',
    status: 'published',
    price: { amount: '2500000', token: { decimals: e2e.usdc.decimals } },
    max_licenses: 25,
    license: { flavor: 'commercial_remix', commercial_rev_share_pct: 12.5 },
  });

  // The list shows it with its price and cap, and offers the moves a published product allows.
  await main.getByRole('link', { name: 'Go to products' }).click();
  await expect(page).toHaveURL('/product');
  await expect(main.getByRole('link', { name: 'Thunder Loops' })).toBeVisible();
  await expect(main.getByText(`2.50 ${e2e.usdc.symbol}`)).toBeVisible();
  await expect(main.getByText('0 / 25')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Pause: Thunder Loops' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Archive: Thunder Loops' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Buyers see it on the public brand page.
  await page.goto(`/products/${companySlug}`);
  await expect(page.getByRole('heading', { level: 1, name: companyName })).toBeVisible();
  await expect(page.getByText('Thunder Loops').first()).toBeVisible();
});
