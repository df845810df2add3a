/**
 * The buyer and the licensor told by e-mail (docs/product.md §11.3), through the API against a real SMTP server started
 * here: a paid order of a product issued automatically sends the buyer's receipt and licence mail (in the checkout's
 * language, the certificates attached) and the licensor's new-order mail, each once; a mail server that is down delays
 * the mail and delivers it once it is back; an address the server refuses shows failed on the order, which is
 * unaffected. Without SMTP_URL no mail is queued (the rest of the suite runs so).
 */
import { encodeSetIssuerPermission } from '../../contract/story/index.js';
import type { DevnetAccount } from '../../scripts/devnet/index.js';
import { fundedBuyers } from './chainShop.js';
import { bearer, buyerToken, newWallet, type TestResponse, readUntil } from './helpers.js';
import { startSmtp, type Smtp } from './smtpServer.js';
import { openStoryShop, type RegisteredProduct, type StoryShop } from './storyShop.js';

const PRICE = 2_500_000n;
const issuerWallet = newWallet();
let smtp: Smtp;
let shop: StoryShop;
let product: RegisteredProduct;
let nextBuyer: () => Promise<DevnetAccount>;

beforeAll(async () => {
  // Refuses any recipient at refused.example, as a server refuses a mailbox that does not exist.
  smtp = await startSmtp({
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith('@refused.example')) {
        const error = Object.assign(new Error('No such mailbox'), { responseCode: 550 });
        callback(error);
      } else callback();
    },
  });
  shop = await openStoryShop(
    PRICE,
    {
      LICENSE_ISSUER_KEY: issuerWallet.privateKey,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'OVERDIVE <no-reply@overdive.example>',
      METRICS_PORT: '0',
    },
    { autoIssueTiming: { pollMs: 200, retryDelaySeconds: 1 }, mailRetryDelaySeconds: 1 },
  );
  await shop.story.wallet(issuerWallet.privateKey);
  const company = await shop.app.inject({
    method: 'PATCH',
    url: `/api/companies/${shop.licensor.company.id}/`,
    headers: bearer(shop.licensor.token),
    payload: { contact_email: 'sales@studio.example', country: 'KR' },
  });
  expect(company.statusCode).toBe(200);
  product = await shop.registerProduct({ title: '서울의 밤 Loops' });
  const permitted = await shop.story.send(
    shop.licensorWallet,
    encodeSetIssuerPermission({
      ipId: product.ipId,
      issuer: issuerWallet.address.toLowerCase(),
      permission: 1,
    }),
  );
  await shop.app.inject({
    method: 'POST',
    url: `/api/products/products/${product.productId}/auto-issue/`,
    headers: bearer(shop.licensor.token),
    payload: { tx_hash: permitted.hash },
  });
  nextBuyer = fundedBuyers(shop.devnet, 1000n * PRICE);
});

afterAll(async () => {
  await shop?.close();
  await smtp?.stop();
});

/** An order placed at checkout in `locale` with `email`, paid with a real transfer. */
async function paidOrder(
  email: string,
  locale: string,
  quantity = 1,
): Promise<{ id: string; number: string }> {
  const buyer = await nextBuyer();
  const placed = await shop.app.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(await buyerToken(shop.app, buyer)),
    payload: { product_id: product.productId, quantity, buyer_email: email, locale },
  });
  expect(placed.statusCode).toBe(201);
  const order = placed.json<{ id: string; number: string; pay_to: string }>();
  const hash = await shop.devnet.transfer(buyer, order.pay_to, PRICE * BigInt(quantity));
  const paid = await shop.app.inject({
    method: 'POST',
    url: `/api/products/orders/${order.id}/pay/`,
    payload: { tx_hash: hash },
  });
  expect(paid.json()).toMatchObject({ status: 'paid' });
  return order;
}

interface Detail {
  status: string;
  mails: { kind: string; recipient: string; state: string; attempts: number; last_error: string | null }[];
}

const detailOf = async (id: string): Promise<Detail> =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/products/orders/${id}/`,
      headers: bearer(shop.licensor.token),
    })
  ).json<Detail>();

const allSent = (detail: Detail) =>
  detail.mails.length === 3 && detail.mails.every((m) => m.state === 'sent');

async function mailsAbout(orderNumber: string) {
  return (await smtp.parsed()).filter((mail) => (mail.subject ?? '').includes(orderNumber));
}

it('sends the buyer a receipt and the licence with its certificates, and the licensor the new order, once each', async () => {
  const order = await paidOrder('buyer@example.com', 'ja', 2);
  const detail = await readUntil(() => detailOf(order.id), allSent);
  expect(detail.status).toBe('completed');
  expect(detail.mails.map((m) => [m.kind, m.recipient, m.state])).toEqual(
    expect.arrayContaining([
      ['payment_received', 'buyer@example.com', 'sent'],
      ['new_paid_order', 'sales@studio.example', 'sent'],
      ['license_issued', 'buyer@example.com', 'sent'],
    ]),
  );
  const mails = await mailsAbout(order.number);
  expect(mails).toHaveLength(3);
  const toBuyer = mails.filter((mail) => mail.headers.get('content-language') === 'ja');
  expect(toBuyer).toHaveLength(2);
  const licence = toBuyer.find((mail) => mail.attachments.length > 0);
  expect(licence?.attachments.map((a) => [a.contentType, a.content.subarray(0, 5).toString()])).toEqual([
    ['application/pdf', '%PDF-'],
    ['application/pdf', '%PDF-'],
  ]);
  expect(licence?.text).toContain('/licenses/');
  // The licensor's company is in Korea: its mail speaks Korean.
  const toLicensor = mails.find((mail) => mail.headers.get('content-language') === 'ko');
  expect(toLicensor?.text).toContain('서울의 밤 Loops');
  // Each mail's Message-ID is its outbox row's: none repeats.
  expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(3);
});

it('delays the mail while the mail server is down and delivers it once, when it is back', async () => {
  await smtp.stop();
  const order = await paidOrder('patient@example.com', 'de');
  const waiting = await readUntil(
    () => detailOf(order.id),
    (detail) =>
      detail.mails.some((m) => m.kind === 'payment_received' && m.attempts > 0 && m.last_error !== null),
  );
  expect(waiting.mails.find((m) => m.kind === 'payment_received')).toMatchObject({ state: 'pending' });
  // docs/product.md §13.8: the metrics show the mail jobs waiting to be retried meanwhile.
  const metrics = await (await fetch(`${shop.app.app.metricsUrl}/metrics`)).text();
  expect(metrics).toMatch(/^overdive_jobs\{queue="mail-send",state="(waiting|active)"\} [1-9]/m);
  // The sale goes on without the mail server.
  expect(
    (
      await readUntil(
        () => detailOf(order.id),
        (d) => d.status === 'completed',
      )
    ).status,
  ).toBe('completed');
  await smtp.start();
  await readUntil(() => detailOf(order.id), allSent, 60_000);
  expect((await detailOf(order.id)).mails.every((m) => m.state === 'sent')).toBe(true);
  expect(await mailsAbout(order.number)).toHaveLength(3);
});

it('marks a mail the server refuses as failed, and the order is not affected', async () => {
  const order = await paidOrder('nobody@refused.example', 'en');
  const detail = await readUntil(
    () => detailOf(order.id),
    (d) =>
      d.status === 'completed' &&
      d.mails.filter((m) => m.recipient === 'nobody@refused.example').every((m) => m.state === 'failed') &&
      d.mails.length === 3,
  );
  expect(detail.status).toBe('completed');
  const refused = detail.mails.filter((m) => m.recipient === 'nobody@refused.example');
  expect(refused.map((m) => [m.kind, m.state])).toEqual(
    expect.arrayContaining([
      ['payment_received', 'failed'],
      ['license_issued', 'failed'],
    ]),
  );
  expect(refused[0]?.last_error).toMatch(/550/);
  expect(detail.mails.find((m) => m.kind === 'new_paid_order')).toMatchObject({ state: 'sent' });
});

it('takes the checkout language on the order, and refuses one the public pages do not speak', async () => {
  const buyer = await nextBuyer();
  const refused: TestResponse = await shop.app.inject({
    method: 'POST',
    url: '/api/products/orders/',
    headers: bearer(await buyerToken(shop.app, buyer)),
    payload: { product_id: product.productId, quantity: 1, locale: 'xx' },
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ fields: { locale: expect.any(String) } });
});

it('shows the outbox, the mints, the jobs and the issuer balance in the metrics (docs/product.md §13.8)', async () => {
  const url = shop.app.app.metricsUrl;
  expect(url).not.toBeNull();
  const text = await (await fetch(`${url}/metrics`)).text();
  const value = (line: RegExp) =>
    Number(
      text
        .split('\n')
        .find((l) => line.test(l))
        ?.split(' ')
        .at(-1),
    );
  expect(value(/^overdive_mail_outbox\{state="sent"\}/)).toBeGreaterThanOrEqual(6);
  expect(value(/^overdive_mail_outbox\{state="failed"\}/)).toBe(2);
  expect(value(/^overdive_license_mints\{state="recorded"\}/)).toBeGreaterThanOrEqual(3);
  expect(value(/^overdive_issuer_balance /)).toBeGreaterThan(0);
});
