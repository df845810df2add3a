// Web security in the browser (docs/security.md), against the production build served by the real API:
//   (a) the Content-Security-Policy header of the served index.html is strict (scripts only from this origin), the
//       page has no inline <script>, and every screen — dialogs open — runs without one policy violation;
//   (b) text users write (company name and description, product title, summary and description) holding HTML and
//       script payloads is shown literally on every screen that shows it, and nothing of it runs or renders;
//   (c) links to user-provided URLs (website, logo) are https only, and open without giving the other site this page.
import { type BrowserContext, type Page } from '@playwright/test';
import { ApiRequestError, newAccount, seedLicensor, seedSession, chooseEnglish } from './support/api';
import { expect, test } from './support/fixtures';
import { walletButton } from './support/layout';

interface CspReport {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Every `securitypolicyviolation` event of every document of the context (the listener goes in before the app's
 * code runs, through an init script), and every console message about the policy.
 */
async function watchCsp(context: BrowserContext) {
  const violations: CspReport[] = [];
  const consoleErrors: string[] = [];
  await context.exposeBinding('__overdiveCspViolation', (_source, report: CspReport) => {
    violations.push(report);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __overdiveCspViolation: (report: unknown) => void })
        .__overdiveCspViolation;
      void report({
        url: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const watch = (page: Page) =>
    page.on('console', (message) => {
      if (
        /content security policy|refused to (load|execute|apply|evaluate|connect|frame)/i.test(message.text())
      )
        consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
  context.pages().forEach(watch);
  context.on('page', watch);
  return { violations, consoleErrors };
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== '')
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

const inlineScripts = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('script:not([src])').length);

test.describe('(a) the production Content-Security-Policy', () => {
  test('index.html is served with a strict policy and no inline script, on every route', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/auth',
      '/order',
      '/product',
      '/manage',
      '/create?step=1',
      '/products/any-brand',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      const header = response.headers()['content-security-policy'];
      expect(header, `${path}: Content-Security-Policy`).toBeTruthy();
      const policy = directives(header ?? '');
      // Scripts from this origin only: no inline, no eval, no other host, no data: or blob: scripts.
      expect(policy.get('script-src'), path).toEqual(["'self'"]);
      expect(policy.get('default-src'), path).toEqual(["'self'"]);
      expect(policy.get('object-src'), path).toEqual(["'none'"]);
      expect(policy.get('base-uri'), path).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(header, path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic/);
      const html = await response.text();
      // Every <script> of the page has a src on this origin.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
      expect(scripts.length, `${path}: the app's scripts`).toBeGreaterThan(0);
      for (const attributes of scripts) {
        expect(attributes, `${path}: an inline script`).toMatch(/\bsrc="\/[^"/]/);
      }
      expect(html, path).not.toMatch(/\son[a-z]+\s*=/i);
    }
    // The API's own answers are not HTML and carry no page policy to weaken.
    const apiAnswer = await request.get(
      '/api/auth/nonce/?wallet_address=0x0000000000000000000000000000000000000001',
    );
    expect(apiAnswer.headers()['content-type']).toMatch(/^application\/json/);
  });

  test('every screen, with its dialogs open, runs without a policy violation', async ({
    page,
    context,
    api,
    wallet,
  }) => {
    test.setTimeout(120_000);
    const csp = await watchCsp(context);

    // Signed out: /auth with the wallet's connect dialog.
    await chooseEnglish(page);
    await page.goto('/auth');
    await walletButton(page).first().click();
    const connect = page.getByRole('dialog', { name: 'Connect a Wallet' });
    await expect(connect.getByRole('button', { name: /Test Wallet/ })).toBeVisible();
    expect(await inlineScripts(page)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(connect).toBeHidden();

    // A signed-in wallet without a company: the company wizard.
    const newcomer = await api.signIn(newAccount());
    await seedSession(page, newcomer, { wallet });
    await page.goto('/create?step=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your company' })).toBeVisible();
    expect(await inlineScripts(page)).toBe(0);

    // A licensor with a product and an order: every licensor screen.
    const licensor = await seedLicensor(page, api, { wallet, products: [{ title: 'Policy Pack' }] });
    const product = licensor.products[0];
    if (product === undefined) throw new Error('no product');
    const order = await api.createOrder(product.id, newAccount());
    const screens: [string, RegExp | string][] = [
      ['/', 'Home'],
      ['/order', 'Orders'],
      [`/order/${order.id}`, `Order ${order.number}`],
      ['/product', 'Products'],
      [`/product/${product.id}`, 'Policy Pack'],
      ['/manage', /Manage|Settings|Company/],
      ['/productcreate?step=1', 'New product'],
    ];
    for (const [path, heading] of screens) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        expect(await inlineScripts(page)).toBe(0);
      });
    }
    // The account dialog of the wallet button.
    await walletButton(page, licensor.session.walletAddress).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Disconnect' })).toBeVisible();
    await page.keyboard.press('Escape');

    // The public page as a buyer: Buy → connect → the checkout dialog.
    const buyer = newAccount();
    await page.evaluate(() => localStorage.clear());
    await chooseEnglish(page);
    await wallet.useAccount(buyer.privateKey);
    await page.goto(`/products/${licensor.company.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: licensor.company.name })).toBeVisible();
    await page.getByRole('button', { name: 'Buy a license for Policy Pack' }).click();
    await page
      .getByRole('dialog', { name: 'Connect a Wallet' })
      .getByRole('button', { name: /Test Wallet/ })
      .click();
    const checkout = page.getByRole('dialog', { name: 'Buy Policy Pack' });
    await expect(checkout.getByRole('button', { name: 'Pay 1.00 USDC' })).toBeVisible();
    expect(await inlineScripts(page)).toBe(0);

    expect(csp.violations, 'securitypolicyviolation events').toEqual([]);
    expect(csp.consoleErrors, 'console messages about the policy').toEqual([]);
  });

  test('the policy is enforced: an injected inline script is refused and reported', async ({
    page,
    context,
  }) => {
    // The watcher above is what the previous test relies on: it sees a violation when there is one.
    const csp = await watchCsp(context);
    await page.goto('/auth');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = 1';
      document.body.append(script);
    });
    await expect.poll(() => csp.violations.length).toBeGreaterThan(0);
    expect(csp.violations[0]).toMatchObject({ directive: 'script-src-elem', blocked: 'inline' });
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: number }).__inlineRan),
    ).toBeUndefined();
  });
});

const PAYLOADS = {
  companyName: '<img src=x onerror="window.__xss=1"> Studio',
  companyDescription:
    '<script>window.__xss=1</script> <a href="javascript:window.__xss=1">click</a> <svg onload="window.__xss=1">',
  productTitle: '<script>window.__xss=1</script> Pack',
  productSummary: '<img src=x onerror="window.__xss=1">',
  productDescription: 'javascript:window.__xss=1 <iframe src="javascript:window.__xss=1"></iframe> **bold**',
} as const;

/** Nothing of the payloads ran or became markup: no flag, no <img src=x>, no handler attribute, no javascript: URL. */
async function expectNothingInjected(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const urls = [...document.querySelectorAll('a[href], iframe[src], img[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    return {
      flag: (window as unknown as { __xss?: unknown }).__xss ?? null,
      imgX: document.querySelectorAll('img[src="x"]').length,
      inlineScripts: document.querySelectorAll('script:not([src])').length,
      iframes: document.querySelectorAll('iframe').length,
      handlers: document.querySelectorAll('[onerror], [onload], [onclick]').length,
      javascriptUrls: urls.filter((url) => /^\s*javascript:/i.test(url)).length,
    };
  });
  expect(found, where).toEqual({
    flag: null,
    imgX: 0,
    inlineScripts: 0,
    iframes: 0,
    handlers: 0,
    javascriptUrls: 0,
  });
}

test.describe('(b) text users write is shown as text', () => {
  test('HTML and script payloads in company and product texts, on every screen that shows them', async ({
    page,
    context,
    api,
    wallet,
  }) => {
    test.setTimeout(120_000);
    const csp = await watchCsp(context);
    const licensor = await seedLicensor(page, api, {
      wallet,
      company: { name: PAYLOADS.companyName, description: PAYLOADS.companyDescription },
      products: [
        {
          title: PAYLOADS.productTitle,
          summary: PAYLOADS.productSummary,
          description: PAYLOADS.productDescription,
        },
      ],
    });
    const product = licensor.products[0];
    if (product === undefined) throw new Error('no product');
    // The API keeps the text as it was written (no stripping that would hide a rendering bug).
    expect(licensor.company.name).toBe(PAYLOADS.companyName);
    expect(product.title).toBe(PAYLOADS.productTitle);
    const order = await api.createOrder(product.id, newAccount());
    await chooseEnglish(page);
    const main = page.getByRole('main');

    await test.step('Home: the latest orders', async () => {
      await page.goto('/');
      const latest = page.getByRole('region', { name: 'Latest orders' });
      await expect(latest.getByText(PAYLOADS.productTitle, { exact: true })).toBeVisible();
      await expectNothingInjected(page, 'Home');
    });

    await test.step('/product: the list', async () => {
      await page.goto('/product');
      await expect(main.getByRole('link', { name: PAYLOADS.productTitle })).toBeVisible();
      await expectNothingInjected(page, '/product');
    });

    await test.step('/product/{id}: the title and the edit form', async () => {
      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: PAYLOADS.productTitle })).toBeVisible();
      // A published product keeps its title; the summary and description stay editable.
      await expect(main.getByRole('textbox', { name: /Summary/ })).toHaveValue(PAYLOADS.productSummary);
      await expect(main.getByRole('textbox', { name: /Description/ })).toHaveValue(
        PAYLOADS.productDescription,
      );
      await expectNothingInjected(page, '/product/{id}');
    });

    await test.step('/order: the rows and the product filter', async () => {
      await page.goto('/order');
      await expect(main.getByRole('row').filter({ hasText: order.number })).toContainText(
        PAYLOADS.productTitle,
      );
      await expectNothingInjected(page, '/order');
    });

    await test.step('/order/{id}: the product', async () => {
      await page.goto(`/order/${order.id}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();
      await expect(main.getByText(PAYLOADS.productTitle, { exact: true })).toBeVisible();
      await expectNothingInjected(page, '/order/{id}');
    });

    await test.step('/manage: the company profile', async () => {
      await page.goto('/manage');
      await expect(main.getByRole('textbox', { name: 'Company name' })).toHaveValue(PAYLOADS.companyName);
      await expect(main.getByRole('textbox', { name: /Description/ })).toHaveValue(
        PAYLOADS.companyDescription,
      );
      await expectNothingInjected(page, '/manage');
    });

    await test.step('the public page and its buy dialog', async () => {
      // The licensor's own wallet, still connected, is the buyer here: the page needs no session.
      await page.goto(`/products/${licensor.company.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: PAYLOADS.companyName })).toBeVisible();
      await expect(page.getByText(PAYLOADS.companyDescription, { exact: true })).toBeVisible();
      const card = page.getByRole('article', { name: PAYLOADS.productTitle });
      await expect(card.getByText(PAYLOADS.productSummary, { exact: true })).toBeVisible();
      await card.getByText('More about this product').click();
      await expect(card.getByText(PAYLOADS.productDescription, { exact: true })).toBeVisible();
      await expectNothingInjected(page, 'the public page');

      await card.getByRole('button', { name: `Buy a license for ${PAYLOADS.productTitle}` }).click();
      // The connected wallet goes straight to the checkout; ask to connect only when the page has no wallet.
      const connect = page.getByRole('dialog', { name: 'Connect a Wallet' });
      await expect(page.getByRole('dialog').first()).toBeVisible();
      if (await connect.isVisible()) await connect.getByRole('button', { name: /Test Wallet/ }).click();
      const checkout = page.getByRole('dialog', { name: `Buy ${PAYLOADS.productTitle}` });
      await expect(checkout).toBeVisible();
      await expect(checkout.getByText(PAYLOADS.productTitle).first()).toBeVisible();
      await expectNothingInjected(page, 'the buy dialog');
    });
    // Nothing was even attempted: a payload that reached the DOM as markup would have tripped the policy.
    expect(csp.violations).toEqual([]);
  });
});

test.describe('(c) links to user-provided URLs', () => {
  test('the API refuses a website or logo that is not https', async ({ api }) => {
    const session = await api.signIn(newAccount());
    for (const [field, value] of [
      ['website', 'http://licensor.example'],
      ['website', 'javascript:window.__xss=1'],
      ['website', 'data:text/html,<script>window.__xss=1</script>'],
      ['website', '//licensor.example'],
      ['logo_url', 'http://licensor.example/logo.png'],
      ['logo_url', 'javascript:window.__xss=1'],
      ['logo_url', 'data:image/svg+xml,<svg onload="window.__xss=1"/>'],
    ] as const) {
      const refused = await api.createCompany(session, { [field]: value }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused, `${field} = ${value}`).toBeInstanceOf(ApiRequestError);
      expect((refused as ApiRequestError).status, `${field} = ${value}`).toBe(400);
    }
    // The same session then creates its company with https links: the refusals were about the URLs.
    const company = await api.createCompany(session, {
      website: 'https://licensor.example/about',
      logo_url: 'https://licensor.example/logo.png',
    });
    expect(company.website).toBe('https://licensor.example/about');
  });

  test('https links open in a new tab without this page; anything else is not linked', async ({
    page,
    api,
  }) => {
    const licensor = await api.licensor({
      company: { website: 'https://licensor.example/about', logo_url: 'https://licensor.example/logo.png' },
      products: [{ title: 'Linked Pack', cover_image_url: 'https://licensor.example/cover.png' }],
    });
    // The images are not on the network here: answer them locally.
    await page.route('https://licensor.example/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    );
    await chooseEnglish(page);
    await page.goto(`/products/${licensor.company.slug}`);
    const website = page.getByRole('link', { name: /licensor\.example/ });
    await expect(website).toHaveAttribute('href', 'https://licensor.example/about');
    await expect(website).toHaveAttribute('target', '_blank');
    const rel = ((await website.getAttribute('rel')) ?? '').split(/\s+/);
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    await expect(page.getByRole('img', { name: `${licensor.company.name} logo` })).toHaveAttribute(
      'src',
      'https://licensor.example/logo.png',
    );
    // Every link of the page that leaves it in a new tab goes without the opener and the referrer.
    const newTabLinks = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) =>
        links.map((link) => ({ href: link.getAttribute('href'), rel: link.getAttribute('rel') ?? '' })),
      );
    expect(newTabLinks.length).toBeGreaterThan(0);
    for (const link of newTabLinks) {
      expect(link.rel.split(/\s+/), link.href ?? '').toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(link.href, 'a new-tab link').toMatch(/^https:\/\//);
    }

    // A stored URL that is not https (an older row, another writer): the page shows no link and loads no image.
    await page.route('**/api/companies/licensor-info/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        company: Record<string, unknown>;
        products_page: { results: Record<string, unknown>[] };
      };
      body.company.website = 'javascript:window.__xss=1';
      body.company.logo_url = 'http://licensor.example/logo.png';
      for (const item of body.products_page.results)
        item.cover_image_url = 'data:image/svg+xml,<svg onload="window.__xss=1"/>';
      await route.fulfill({ response, json: body });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: licensor.company.name })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Linked Pack' })).toBeVisible();
    await expect(page.getByRole('link', { name: /licensor\.example|javascript/ })).toHaveCount(0);
    await expect(page.getByRole('img', { name: `${licensor.company.name} logo` })).toHaveCount(0);
    const sources = await page
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
    expect(sources.filter((src) => !/^(https:|\/|data:image\/svg\+xml;base64,)/.test(src))).toEqual([]);
    expect(sources.filter((src) => src.includes('licensor.example'))).toEqual([]);
    await expectNothingInjected(page, 'the public page with unsafe stored URLs');
  });
});
