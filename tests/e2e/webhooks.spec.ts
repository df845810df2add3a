// A licensor wires OVERDIVE into its own systems (docs/product.md §12.1): on /manage it adds a webhook pointing at
// its https endpoint (a real receiver started here) with one wallet signature, copies the signing secret shown once,
// sends a test event, sees it delivered in the log, and resends it: the endpoint gets the same event twice, signed
// as docs/integrations.md says. Desktop (1280 px) and mobile (375 px).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expectNoAxeViolations } from '../support/axe';
import { chooseEnglish, newAccount, seedSession } from './support/api';
import { expect, test } from './support/fixtures';
import { startWebhookReceiver, type ReceivedDelivery, type WebhookReceiver } from './support/webhookReceiver';

let receiver: WebhookReceiver;

test.beforeEach(async ({ e2e }) => {
  receiver = await startWebhookReceiver(e2e.webhookReceiver);
});

test.afterEach(async () => {
  await receiver.close();
});

/** The event of a delivery, once its OVERDIVE-Signature verifies with `secret` (docs/integrations.md). */
function verifiedEvent(delivery: ReceivedDelivery, secret: string): { id: string; type: string } {
  const fields = Object.fromEntries(
    String(delivery.headers['overdive-signature'])
      .split(',')
      .map((part) => part.split('=', 2)),
  ) as { t?: string; v1?: string };
  const expected = createHmac('sha256', secret).update(`${fields.t}.${delivery.body}`).digest();
  expect(timingSafeEqual(expected, Buffer.from(fields.v1 ?? '', 'hex'))).toBe(true);
  const event = JSON.parse(delivery.body) as { id: string; type: string };
  expect(delivery.headers['overdive-event-id']).toBe(event.id);
  return event;
}

test('a licensor adds a webhook, sends a test event, sees it delivered and resends it', async ({
  page,
  api,
  wallet,
}) => {
  test.setTimeout(90_000);
  const licensor = await api.licensor({ account: newAccount() });
  await seedSession(page, licensor.session, { wallet });
  await chooseEnglish(page);
  await page.goto('/manage');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No webhooks yet.')).toBeVisible();

  const endpoint = `${receiver.origin}/overdive/hooks`;
  await section.getByRole('button', { name: 'Add webhook' }).click();
  const form = page.getByRole('dialog', { name: 'Add webhook' });
  await form.getByRole('textbox', { name: /Endpoint URL/ }).fill(endpoint);
  await expectNoAxeViolations(page);
  const signaturesBefore = wallet.requests('personal_sign').length;
  await form.getByRole('button', { name: 'Sign and add' }).click();

  // The secret, shown once; the wallet signed the call that added the webhook.
  const added = page.getByRole('dialog', { name: 'Webhook added' });
  await expect(added.getByText('Signing secret')).toBeVisible();
  const secret = ((await added.locator('code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  expect(wallet.requests('personal_sign').length).toBe(signaturesBefore + 1);
  await added.getByRole('button', { name: 'Done' }).click();
  await expect(added).toBeHidden();
  await expect(section.getByText(endpoint)).toBeVisible();
  await expect(section.getByText(secret)).toHaveCount(0);

  // A test event: delivered to the endpoint, signed, and shown delivered in the log.
  await section.getByRole('button', { name: `Send test event to ${endpoint}` }).click();
  await expect.poll(() => receiver.deliveries.length, { timeout: 20_000 }).toBe(1);
  const [first] = receiver.deliveries;
  if (first === undefined) throw new Error('no delivery');
  expect(first.path).toBe('/overdive/hooks');
  const ping = verifiedEvent(first, secret);
  expect(ping.type).toBe('ping');
  const log = section.getByRole('region', { name: /Delivery log/ });
  await expect(log.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(log.getByText(ping.id)).toBeVisible();
  await expectNoAxeViolations(page);

  // Resent: the same event, with the same id, a second time.
  await log.getByRole('button', { name: `Resend ping ${ping.id}` }).click();
  await expect.poll(() => receiver.deliveries.length, { timeout: 20_000 }).toBe(2);
  const second = receiver.deliveries[1];
  if (second === undefined) throw new Error('no second delivery');
  expect(verifiedEvent(second, secret)).toEqual(ping);
  expect(second.body).toBe(first.body);
});
