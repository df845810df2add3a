/**
 * The local mail catcher of `npm start` (docs/product.md §2, §11.3), as the API and a person use it: the API's own
 * mailer sends to it over SMTP, the mails are listed as JSON and on the inbox page (with every value escaped and a
 * mail's HTML sandboxed), attachments download as sent, and stop() lets go of both ports.
 */
import { createServer, type Server } from 'node:net';
import {
  createMailer,
  licenseIssuedMail,
  mailSettings,
  type OutgoingMail,
} from '../server/src/mail/index.js';
import { freePort, listening } from '../tests/e2e/support/processes';
import { startMailCatcher, type CaughtMail, type MailCatcher } from './mailCatcher';

let catcher: MailCatcher | null = null;
afterEach(async () => {
  await catcher?.stop();
  catcher = null;
});

async function start(): Promise<MailCatcher> {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
  return catcher;
}

function mailerFor(smtpUrl: string) {
  const settings = mailSettings({ SMTP_URL: smtpUrl, MAIL_FROM: 'OVERDIVE <no-reply@overdive.localhost>' });
  if (settings === null) throw new Error('expected settings');
  return createMailer(settings);
}

const content = licenseIssuedMail({
  locale: 'ar',
  orderNumber: 'ORD-2026-000042',
  productTitle: 'Seoul Rain Loops',
  licensorName: 'Northwind Sound',
  tokenIds: ['17'],
  siteUrl: 'http://localhost:3000',
});
const pdf = Buffer.from('%PDF-1.7\n% licence 17\n%%EOF\n', 'latin1');
const licenseMail: OutgoingMail = {
  id: 'outbox-1',
  to: 'buyer@example.com',
  ...content,
  attachments: [{ filename: 'license-17.pdf', content: pdf }],
};

async function get(
  url: string,
): Promise<{ status: number; type: string | null; body: string; headers: Headers }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
    headers: response.headers,
  };
}

describe('the mail catcher', () => {
  it('catches what the API’s mailer sends and lists it as JSON and through mails()', async () => {
    const { smtpUrl, inboxUrl, mails } = await start();
    expect(smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(inboxUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await mailerFor(smtpUrl).send(licenseMail)).toEqual({
      outcome: 'sent',
      messageId: '<outbox-1@overdive.localhost>',
    });

    const listed = JSON.parse((await get(`${inboxUrl}api/mails`)).body) as CaughtMail[];
    expect(listed).toEqual(mails());
    expect(listed).toEqual([
      {
        id: '1',
        receivedAt: expect.any(String),
        envelope: { from: 'no-reply@overdive.localhost', to: ['buyer@example.com'] },
        messageId: '<outbox-1@overdive.localhost>',
        from: '"OVERDIVE" <no-reply@overdive.localhost>',
        to: 'buyer@example.com',
        subject: content.subject,
        text: expect.stringContaining('http://localhost:3000/licenses/17'),
        html: content.html,
        attachments: [{ filename: 'license-17.pdf', contentType: 'application/pdf', size: pdf.length }],
      },
    ]);
  });

  it('shows the inbox and each mail with every value escaped, the mail’s HTML sandboxed', async () => {
    const { smtpUrl, inboxUrl } = await start();
    const mailer = mailerFor(smtpUrl);
    await mailer.send(licenseMail);
    await mailer.send({
      id: 'outbox-2',
      to: 'licensor@example.com',
      subject: '<script>alert(1)</script> & more',
      text: 'Plain <b>text</b>',
      html: '<p>Hello</p><script>alert(2)</script>',
    });

    const inbox = await get(inboxUrl);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(inbox.body).toContain('<h1>Mail catcher</h1>');
    expect(inbox.body).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; more');
    expect(inbox.body).not.toContain('<script>');
    // Newest first.
    expect(inbox.body.indexOf('href="/mail/2"')).toBeLessThan(inbox.body.indexOf('href="/mail/1"'));

    const second = await get(`${inboxUrl}mail/2`);
    expect(second.body).toContain('Plain &#60;b&#62;text&#60;/b&#62;');
    expect(second.body).toContain('<iframe sandbox="" title="The mail\'s HTML" src="/mail/2/html"></iframe>');
    expect(second.body).not.toContain('<script>');
    const html = await get(`${inboxUrl}mail/2/html`);
    expect(html.body).toBe('<p>Hello</p><script>alert(2)</script>');
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);

    const first = await get(`${inboxUrl}mail/1`);
    expect(first.body).toContain('href="/mail/1/attachments/0">license-17.pdf</a>');
    const attachment = await fetch(`${inboxUrl}mail/1/attachments/0`);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    expect(attachment.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''license-17.pdf");
    expect(Buffer.from(await attachment.arrayBuffer()).equals(pdf)).toBe(true);
    expect((await get(`${inboxUrl}mail/1/raw`)).body).toContain('Message-ID: <outbox-1@overdive.localhost>');
    expect((await get(`${inboxUrl}mail/9`)).status).toBe(404);
  });

  it('lets go of both ports when stopped', async () => {
    const started = await start();
    const ports = [started.smtpUrl, started.inboxUrl].map((url) => Number(new URL(url).port));
    expect(await Promise.all(ports.map((port) => listening(port)))).toEqual([true, true]);
    await started.stop();
    expect(await Promise.all(ports.map((port) => listening(port)))).toEqual([false, false]);
  });

  it('fails to start on a busy port and leaves nothing listening', async () => {
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busy = (blocker.address() as { port: number }).port;
    const free = await freePort();
    try {
      await expect(startMailCatcher({ smtpPort: free, webPort: busy })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      expect(await listening(free)).toBe(false);
    } finally {
      blocker.close();
    }
  });
});
