// A licensor connects its own system with an API key (docs/product.md §12.2): on /manage it creates a key that may
// read orders, with one wallet signature, and sees it once; the system (this test, with fetch) reads the company's
// orders with it, is refused what the key's scopes do not allow, and is refused altogether once the key is revoked.
// Desktop (1280 px) and mobile (375 px).
import { expectNoAxeViolations } from '../support/axe';
import { chooseEnglish, newAccount, seedSession } from './support/api';
import { expect, test } from './support/fixtures';

test('a licensor creates an API key, a system reads orders with it, and a revoked key is refused', async ({
  page,
  api,
  wallet,
  e2e,
}) => {
  test.setTimeout(90_000);
  const licensor = await api.licensor({ account: newAccount(), products: [{}] });
  const product = licensor.products[0];
  if (product === undefined) throw new Error('no product');
  const order = await api.createOrder(product.id, newAccount());
  await seedSession(page, licensor.session, { wallet });
  await chooseEnglish(page);
  await page.goto('/manage');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Create API key' }).click();
  const form = page.getByRole('dialog', { name: 'Create API key' });
  await form.getByRole('textbox', { name: /Key name/ }).fill('Warehouse sync');
  await form.getByRole('checkbox', { name: /Read orders/ }).check();
  await expectNoAxeViolations(page);
  const signaturesBefore = wallet.requests('personal_sign').length;
  await form.getByRole('button', { name: 'Sign and create' }).click();

  // The key, shown once; the wallet signed the call that created it.
  const shown = page.getByRole('dialog', { name: 'API key created' });
  await expect(shown.getByText('you will not see it again')).toBeVisible();
  const key = ((await shown.locator('code').textContent()) ?? '').trim();
  expect(key).toMatch(/^od_[A-Za-z0-9_-]{43}$/);
  expect(wallet.requests('personal_sign').length).toBe(signaturesBefore + 1);
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  const item = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Warehouse sync' }) });
  await expect(item.getByText(`${key.slice(0, 11)}…`)).toBeVisible();
  await expect(item.getByText('orders:read')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // The company's own system: the key reads its orders, and nothing its scopes do not allow.
  const call = (method: string, path: string, body?: object) =>
    fetch(`${e2e.baseURL}/api/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const orders = await call('GET', 'products/orders/');
  expect(orders.status).toBe(200);
  const page1 = (await orders.json()) as { results: { id: string }[] };
  expect(page1.results.map((listed) => listed.id)).toEqual([order.id]);
  const write = await call('PATCH', `products/orders/${order.id}/`, { note: 'from the warehouse' });
  expect(write.status).toBe(403);
  expect(await write.json()).toEqual({ error: 'This API key lacks the orders:write scope' });
  const products = await call('GET', 'products/products/');
  expect(products.status).toBe(403);
  // Never for the keys themselves.
  expect((await call('GET', 'companies/api-keys/')).status).toBe(401);

  // The list says when it was last used, never the key.
  await expect(item.getByText('Never')).toBeVisible();
  await page.reload();
  await expect(item).toBeVisible();
  await expect(item.getByText('Never')).toHaveCount(0);

  // Revoked, after confirming: its next call is refused.
  await item.getByRole('button', { name: 'Revoke Warehouse sync' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  const refused = await call('GET', 'products/orders/');
  expect(refused.status).toBe(401);
  expect(await refused.json()).toEqual({ error: 'API key revoked' });
});
