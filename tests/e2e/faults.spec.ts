// Faults in the browser (docs/security.md): the API down, answering 500, timing out or sending malformed JSON; the chain node
// down; the network dropping during a signed call. Faults of the API are injected at the network boundary with
// `page.route` on /api/** (the real API keeps running behind it, so a retry reaches it once the route is gone).
// Every case checks what the issue asks: a clear message and a way to retry, no logout loop (jwt_token stays and
// the page does not end on /auth), no endless spinner, and no form input lost. Wallet faults: wallet-faults.spec.ts.
import { type Page, type Route } from '@playwright/test';
import { chooseEnglish, fundAccount, newAccount, openCompanyWizard, seedLicensor } from './support/api';
import { expect, test } from './support/fixtures';

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/** The session is intact: same token in storage, and not sent to /auth. */
async function expectStillSignedIn(page: Page, token: string): Promise<void> {
  expect(await stored(page, 'jwt_token')).toBe(token);
  expect(new URL(page.url()).pathname).not.toBe('/auth');
}

/** No spinner or busy region left on the page. */
async function expectNoSpinner(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** A fault on the API's answers to `pattern` until `heal()` is called; counts the requests it hit. */
async function breakApi(page: Page, pattern: string | RegExp, fault: (route: Route) => Promise<void>) {
  let hits = 0;
  const handler = async (route: Route) => {
    hits += 1;
    await fault(route);
  };
  await page.route(pattern, handler);
  return {
    hits: () => hits,
    heal: () => page.unroute(pattern, handler),
  };
}

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('the API down, failing or garbled', () => {
  test('down when a guarded page opens: a message and Retry, not a logout; Retry lands on the page', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Down Test Pack' }] });
    await chooseEnglish(page);
    const fault = await breakApi(page, '**/api/**', (route) => route.abort('connectionrefused'));
    await page.goto('/product');
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'We could not check whether this wallet already has a company.' });
    await expect(alert).toBeVisible();
    await expect(
      alert.getByText('The server could not be reached. Check your connection and try again.'),
    ).toBeVisible();
    await expectStillSignedIn(page, licensor.session.token);
    await expectNoSpinner(page);
    expect(fault.hits()).toBeGreaterThan(0);

    // Still down: Retry says so again, without looping or logging out.
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('alert').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expectStillSignedIn(page, licensor.session.token);

    await fault.heal();
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page).toHaveURL(/\/product$/);
    await expect(page.getByRole('link', { name: 'Down Test Pack' })).toBeVisible();
    await expectStillSignedIn(page, licensor.session.token);
  });

  test('a 500 on a screen’s data: the screen says so with Retry; the rest of the app works', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Five Hundred Pack' }] });
    await chooseEnglish(page);
    const fault = await breakApi(
      page,
      /\/api\/products\/products\/(\?.*)?$/,
      json(500, { error: 'Internal server error' }),
    );
    await page.goto('/product');
    const alert = page.getByRole('alert').filter({ hasText: 'The products could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(alert.getByText('API call failed: 500')).toBeVisible();
    await expectStillSignedIn(page, licensor.session.token);
    await expectNoSpinner(page);
    await fault.heal();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Five Hundred Pack' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('malformed JSON, and JSON of the wrong shape, on every licensor screen: a message, never a crash', async ({
    page,
    api,
    wallet,
  }) => {
    // Five kinds of garbage on five screens: 25 page loads of about 2 s each on 2 busy cores.
    test.setTimeout(180_000);
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Garbled Pack' }] });
    const product = licensor.products[0];
    if (product === undefined) throw new Error('no product');
    const order = await api.createOrder(product.id, newAccount());
    await chooseEnglish(page);
    // Everything but the guard's company lookup and the session calls answers garbage, in turn.
    const data = /\/api\/(products\/|companies\/(licenses|wallet-tokens)\/)/;
    const garbage: [string, (route: Route) => Promise<void>][] = [
      [
        'truncated JSON',
        (route) =>
          route.fulfill({ status: 200, contentType: 'application/json', body: '{"count": 3, "results": [' }),
      ],
      [
        'HTML',
        (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/html',
            body: '<html><body>Bad gateway</body></html>',
          }),
      ],
      ['null', json(200, null)],
      ['an array', json(200, [1, 2, 3])],
      [
        'wrong types',
        json(200, {
          count: 'many',
          results: { id: 5 },
          next: 7,
          title: null,
          price: 'free',
          status: 42,
          history: 'x',
          counts_by_status: [],
          revenue: {},
          native: 5,
          tokens: 'x',
        }),
      ],
    ];
    for (const [label, fault] of garbage) {
      const broken = await breakApi(page, data, fault);
      for (const path of ['/', '/order', `/order/${order.id}`, '/product', `/product/${product.id}`]) {
        await test.step(`${label} on ${path}`, async () => {
          await page.goto(path);
          // Some message shows (a screen's own, or the app's error page) and offers to retry or reload.
          await expect(page.getByRole('alert').first()).toBeVisible();
          await expect(page.getByRole('button', { name: /Retry|Reload/ }).first()).toBeVisible();
          await expectStillSignedIn(page, licensor.session.token);
        });
      }
      await broken.heal();
    }
    // Healed: the screens read again.
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Garbled Pack' })).toBeVisible();
  });

  test('a call that never answers: a message after the 15 s timeout, not an endless spinner', async ({
    page,
    api,
    wallet,
  }) => {
    test.slow();
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Slow Pack' }] });
    await chooseEnglish(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const fault = await breakApi(page, /\/api\/products\/products\/(\?.*)?$/, async (route) => {
      // Held until the end of the test, then dropped: the app has long given up on it.
      await released;
      await route.abort().catch(() => undefined);
    });
    const started = Date.now();
    await page.goto('/product');
    await expect(
      page.getByRole('alert').filter({ hasText: 'The server took too long to answer. Try again.' }),
    ).toBeVisible({
      timeout: 25_000,
    });
    expect(Date.now() - started).toBeGreaterThan(14_000);
    await expectNoSpinner(page);
    await expectStillSignedIn(page, licensor.session.token);
    await fault.heal();
    release();
    await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Slow Pack' })).toBeVisible();
  });

  test('a 401 whose refresh cannot reach the server: an error to retry, the session kept', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Blip Pack' }] });
    await chooseEnglish(page);
    await page.goto('/product');
    await expect(page.getByRole('link', { name: 'Blip Pack' })).toBeVisible();
    // A network blip: the list says 401, and the refresh it triggers never reaches the server.
    const refused = await breakApi(
      page,
      /\/api\/products\/products\/(\?.*)?$/,
      json(401, { error: 'Token expired' }),
    );
    const unreachable = await breakApi(page, '**/api/auth/refresh/', (route) =>
      route.abort('internetdisconnected'),
    );
    await page
      .getByRole('link', { name: 'Product', exact: true })
      .first()
      .click()
      .catch(() => undefined);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'The products could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(
      alert.getByText('The server could not be reached. Check your connection and try again.'),
    ).toBeVisible();
    await expectStillSignedIn(page, licensor.session.token);
    expect(wallet.requests('personal_sign')).toHaveLength(0);
    await refused.heal();
    await unreachable.heal();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('link', { name: 'Blip Pack' })).toBeVisible();
  });
});

test.describe('the chain node down', () => {
  test('Home: the balances say they are unavailable with Retry; the rest of Home works', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Chain Pack' }] });
    await chooseEnglish(page);
    // What the API answers while its node is down (docs/api.md), for the one endpoint that reads it on Home.
    const fault = await breakApi(
      page,
      '**/api/companies/wallet-tokens/',
      json(503, { error: 'The chain node is unavailable; try again later' }),
    );
    await page.goto('/');
    const balances = page.getByRole('region', { name: 'Wallet balances' });
    await expect(balances.getByRole('alert')).toBeVisible();
    await expect(balances.getByText('API call failed: 503')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest orders' })).toBeVisible();
    await expectStillSignedIn(page, licensor.session.token);
    await fault.heal();
    await balances.getByRole('button', { name: 'Retry' }).click();
    await expect(balances.getByText('USDC', { exact: true })).toBeVisible();
  });

  test('a payment the API cannot check yet: "Check again" confirms it once the node is back', async ({
    page,
    api,
    wallet,
    e2e,
  }) => {
    test.setTimeout(90_000);
    const licensor = await api.licensor({ products: [{ title: 'Node Down Pack' }] });
    const buyer = newAccount();
    await fundAccount(e2e, buyer.address, { usdc: 5_000_000n });
    await wallet.useAccount(buyer.privateKey);
    await chooseEnglish(page);
    const fault = await breakApi(
      page,
      '**/api/products/orders/*/pay/',
      json(503, { error: 'The chain node is unavailable; try again later' }),
    );
    await page.goto(`/products/${licensor.company.slug}`);
    await page.getByRole('button', { name: 'Buy a license for Node Down Pack' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Buy Node Down Pack' });
    await checkout.getByRole('textbox', { name: /Email/ }).fill('patient@example.com');
    await checkout.getByRole('button', { name: 'Pay 1.00 USDC' }).click();
    await expect(checkout.getByText('Your payment could not be checked right now.')).toBeVisible({
      timeout: 30_000,
    });
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(1);
    await fault.heal();
    await checkout.getByRole('button', { name: 'Check again' }).click();
    await expect(checkout.getByText('Payment confirmed')).toBeVisible({ timeout: 30_000 });
    // One transfer only: checking again never pays twice.
    expect(wallet.requests('eth_sendTransaction')).toHaveLength(1);
  });
});

test.describe('the network dropping during a signed call', () => {
  test('company creation: the request is lost on the way; the form comes back filled and a retry creates it', async ({
    page,
    api,
    wallet,
  }) => {
    const { session, main } = await openCompanyWizard(page, api, wallet);
    const slug = `drop-${Date.now().toString(36)}`;
    await main.getByRole('textbox', { name: 'Company name' }).fill('Dropped Studio');
    await main.getByRole('textbox', { name: 'Public page address' }).fill(slug);
    await main.getByRole('textbox', { name: /Description/ }).fill('Kept through a network drop.');
    const drop = await breakApi(page, '**/api/companies/', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await main.getByRole('button', { name: 'Continue and sign' }).click();
    await expect(main.getByText('The company could not be created.')).toBeVisible();
    await expect(page).toHaveURL(/\/create\?step=1$/);
    await expect(main.getByRole('textbox', { name: 'Company name' })).toHaveValue('Dropped Studio');
    await expect(main.getByRole('textbox', { name: 'Public page address' })).toHaveValue(slug);
    await expect(main.getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Kept through a network drop.',
    );
    await expectStillSignedIn(page, session.token);
    await drop.heal();
    await main.getByRole('button', { name: 'Continue and sign' }).click();
    await expect(main.getByRole('heading', { name: 'Your company is ready' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('company creation: the answer is lost after the server created it; the wizard finds the company', async ({
    page,
    api,
    wallet,
  }) => {
    const { main } = await openCompanyWizard(page, api, wallet);
    await main.getByRole('textbox', { name: 'Company name' }).fill('Lost Answer Studio');
    await main.getByRole('textbox', { name: 'Public page address' }).fill(`lost-${Date.now().toString(36)}`);
    const drop = await breakApi(page, '**/api/companies/', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      // The server receives and commits it; the answer never arrives.
      await route.fetch();
      return route.abort('connectionreset');
    });
    await main.getByRole('button', { name: 'Continue and sign' }).click();
    // The wizard looks before it reports a failure: the company exists, so it is done — not stuck on a retry that
    // would answer "already has a company" or "address taken".
    await expect(main.getByRole('heading', { name: 'Your company is ready' })).toBeVisible({
      timeout: 15_000,
    });
    await drop.heal();
    expect(wallet.requests('personal_sign')).toHaveLength(1);
    await main.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('payout change: dropped on the way, then retried; the new address is kept in the field', async ({
    page,
    api,
    wallet,
  }) => {
    const licensor = await seedLicensor(page, api, { wallet });
    await chooseEnglish(page);
    await page.goto('/manage');
    const payout = page.getByRole('region', { name: 'Payout address' });
    const next = newAccount().address.toLowerCase();
    await payout.getByRole('textbox', { name: 'New payout address' }).fill(next);
    const drop = await breakApi(page, `**/api/companies/${licensor.company.id}/`, (route) =>
      route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.continue(),
    );
    await payout.getByRole('button', { name: 'Sign and change' }).click();
    await expect(payout.getByText('The payout address could not be changed.')).toBeVisible();
    await expect(payout.getByRole('textbox', { name: 'New payout address' })).toHaveValue(next);
    await expectStillSignedIn(page, licensor.session.token);
    await drop.heal();
    await payout.getByRole('button', { name: 'Sign and change' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Payout address changed.'),
    ).toBeVisible();
    await expect(payout.getByText(next, { exact: true })).toBeVisible();
    const company = await api.request<{ payout_address: string }>(
      'GET',
      `companies/${licensor.company.id}/`,
      {
        token: licensor.session.token,
      },
    );
    expect(company.payout_address).toBe(next);
  });
});
