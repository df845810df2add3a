/**
 * Sending mail (docs/product.md §11.3) against a real SMTP server started here (smtp-server): a mail taken whole
 * (its raw MIME parsed back with mailparser), and the outcomes the outbox acts on: `refused` when the server answers
 * 5xx for the recipient or the message, `unavailable` when it is down, silent, 4xx or TLS fails, and never a
 * password in a reason. SMTP_URL and MAIL_FROM are read as docs/product.md §11.3 writes them.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import type { SMTPServerOptions } from 'smtp-server';
import { ConfigError } from '../src/configFields.js';
import {
  MAIL_TIMEOUT_MS,
  createMailer,
  licenseIssuedMail,
  mailSettings,
  messageIdFor,
  type MailSettings,
  type OutgoingMail,
} from '../src/mail/index.js';
import { startSmtp as startRealSmtp, type Smtp } from './smtpServer.js';

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

/** A real SMTP server on a free port (smtpServer.ts), stopped after the test. */
async function startSmtp(options: SMTPServerOptions = {}): Promise<Smtp> {
  const smtp = await startRealSmtp(options);
  running.push(smtp);
  return smtp;
}

function settingsFor(port: number, overrides: Partial<MailSettings> = {}): MailSettings {
  const settings = mailSettings({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'OVERDIVE <no-reply@overdive.example>',
  });
  if (settings === null) throw new Error('expected settings');
  return { ...settings, ...overrides };
}

const content = licenseIssuedMail({
  locale: 'ja',
  orderNumber: 'ORD-2026-000042',
  productTitle: 'Seoul Rain <Loops>',
  licensorName: 'Northwind Sound',
  tokenIds: ['17', '18'],
  siteUrl: 'https://overdive.example',
});
const pdf = (tokenId: string) => Buffer.from(`%PDF-1.7\n% licence ${tokenId}\n%%EOF\n`, 'latin1');
const mail = (overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  id: '0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d',
  to: 'buyer@example.com',
  language: 'ja',
  ...content,
  attachments: [
    { filename: 'license-17.pdf', content: pdf('17') },
    { filename: 'license-18.pdf', content: pdf('18') },
  ],
  ...overrides,
});

function configErrorOf(env: Record<string, string>): ConfigError {
  try {
    mailSettings(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('mailSettings', () => {
  it('is null without SMTP_URL: no mail, and nothing else is checked', () => {
    expect(mailSettings({})).toBeNull();
    expect(mailSettings({ SMTP_URL: ' ', MAIL_FROM: 'not an address' })).toBeNull();
  });

  it('reads smtp:// and smtps:// with credentials, and MAIL_FROM with or without a name', () => {
    expect(
      mailSettings({
        SMTP_URL: 'smtp://127.0.0.1:1025',
        MAIL_FROM: 'OVERDIVE <no-reply@overdive.localhost>',
      }),
    ).toEqual({
      host: '127.0.0.1',
      port: 1025,
      secure: false,
      auth: null,
      from: { name: 'OVERDIVE', address: 'no-reply@overdive.localhost' },
      timeoutMs: MAIL_TIMEOUT_MS,
    });
    expect(
      mailSettings({
        SMTP_URL: 'smtps://mailer%40overdive.example:p%40ss%3Aword@smtp.example.com:465',
        MAIL_FROM: '"OVERDIVE Sales" <sales@overdive.example>',
      }),
    ).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer@overdive.example', pass: 'p@ss:word' },
      from: { name: 'OVERDIVE Sales', address: 'sales@overdive.example' },
    });
    expect(mailSettings({ SMTP_URL: 'smtps://smtp.example.com', MAIL_FROM: 'a@b.example' })).toMatchObject({
      port: 465,
      from: { name: null, address: 'a@b.example' },
    });
    expect(mailSettings({ SMTP_URL: 'smtp://[::1]:2525', MAIL_FROM: 'a@b.example' })).toMatchObject({
      host: '::1',
      port: 2525,
    });
    // A short timeout: a hanging server does not hold a job.
    expect(MAIL_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });

  const format = 'must be smtp://host:port or smtps://user:pass@host:port';
  it.each([
    ['http://smtp.example.com:25', format],
    ['smtp.example.com:25', format],
    ['smtp://', format],
    ['smtp://smtp.example.com:99999', format],
    ['smtp://smtp.example.com:0', format],
    ['smtps://smtp.example.com:465/inbox', format],
    ['smtps://user:hunter2secret@smtp.example.com:465?tls=off', format],
    ['smtps://user@smtp.example.com:465', 'must give both a user and a password, or neither'],
  ])('refuses SMTP_URL=%s with one line naming SMTP_URL, never showing the value', (value, problem) => {
    const error = configErrorOf({ SMTP_URL: value, MAIL_FROM: 'a@b.example' });
    expect(error.variable).toBe('SMTP_URL');
    expect(error.message).toBe(`Invalid configuration: SMTP_URL ${problem}`);
  });

  it.each([
    '',
    'not an address',
    'OVERDIVE <not an address>',
    'a@b.example\r\nBcc: c@d.example',
    'Evil" <a@b.example>',
  ])('refuses MAIL_FROM=%j when SMTP_URL is set', (value) => {
    expect(configErrorOf({ SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_FROM: value }).variable).toBe('MAIL_FROM');
  });
});

describe('createMailer against a real SMTP server', () => {
  it('delivers the mail whole: from, to, subject, text, HTML, attachments and a Message-ID made from the id', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer(settingsFor(smtp.port));
    const result = await mailer.send(mail());
    expect(result).toEqual({
      outcome: 'sent',
      messageId: '<0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d@overdive.example>',
    });
    expect(smtp.recipients).toEqual(['buyer@example.com']);

    const parsed = await simpleParser(smtp.raw[0] as Buffer);
    expect(parsed.messageId).toBe('<0b7c6a3e-1d2f-4a5b-8c9d-0e1f2a3b4c5d@overdive.example>');
    expect(parsed.from?.value).toEqual([{ name: 'OVERDIVE', address: 'no-reply@overdive.example' }]);
    expect(parsed.to).toMatchObject({ value: [{ address: 'buyer@example.com' }] });
    expect(parsed.subject).toBe('注文 ORD-2026-000042 のライセンスが発行されました');
    expect(parsed.text?.trim()).toBe(content.text.trim());
    expect(parsed.html).toBe(content.html);
    expect(parsed.html).toContain('Seoul Rain &lt;Loops&gt;');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.headers.get('content-language')).toBe('ja');
    expect(
      parsed.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content.toString('latin1'),
      })),
    ).toEqual([
      { filename: 'license-17.pdf', contentType: 'application/pdf', content: pdf('17').toString('latin1') },
      { filename: 'license-18.pdf', contentType: 'application/pdf', content: pdf('18').toString('latin1') },
    ]);
    mailer.close();
  });

  it('gives the same mail the same Message-ID when it is sent again (a resend after a crash)', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer(settingsFor(smtp.port));
    const first = await mailer.send(mail({ id: 'row-1' }));
    const again = await mailer.send(mail({ id: 'row-1' }));
    const other = await mailer.send(mail({ id: 'row-2' }));
    expect(first).toEqual(again);
    expect(other).toEqual({ outcome: 'sent', messageId: '<row-2@overdive.example>' });
    const ids = await Promise.all(smtp.raw.map(async (raw) => (await simpleParser(raw)).messageId));
    expect(ids).toEqual(['<row-1@overdive.example>', '<row-1@overdive.example>', '<row-2@overdive.example>']);
    expect(() => messageIdFor('a b>', settingsFor(1))).toThrow(TypeError);
  });

  it('is refused when the server answers 550 for the recipient', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      },
    });
    const result = await createMailer(settingsFor(smtp.port)).send(mail());
    expect(result).toEqual({
      outcome: 'refused',
      reason: expect.stringContaining('550 Mailbox unavailable'),
    });
    expect(smtp.raw).toEqual([]);
  });

  it('is refused when the server answers 554 to the message', async () => {
    const smtp = await startSmtp({
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Message rejected'), { responseCode: 554 })));
      },
    });
    const result = await createMailer(settingsFor(smtp.port)).send(mail());
    expect(result).toEqual({ outcome: 'refused', reason: expect.stringContaining('554 Message rejected') });
  });

  it('is refused for a recipient that is no address at all', async () => {
    const smtp = await startSmtp();
    const result = await createMailer(settingsFor(smtp.port)).send(mail({ to: '' }));
    expect(result.outcome).toBe('refused');
  });

  it('is unavailable, to be tried again, when the server answers 451 (try later)', async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Greylisted, try again later'), { responseCode: 451 }));
      },
    });
    const result = await createMailer(settingsFor(smtp.port)).send(mail());
    expect(result).toEqual({ outcome: 'unavailable', reason: expect.stringContaining('451') });
  });

  it('is unavailable when the server refuses the sender: MAIL_FROM is for the operator to fix, the mail waits', async () => {
    const smtp = await startSmtp({
      onMailFrom(_address, _session, callback) {
        callback(Object.assign(new Error('Sender not allowed'), { responseCode: 553 }));
      },
    });
    const result = await createMailer(settingsFor(smtp.port)).send(mail());
    expect(result).toEqual({
      outcome: 'unavailable',
      reason: expect.stringContaining('553 Sender not allowed'),
    });
  });

  it('is unavailable when the server is stopped', async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    const result = await createMailer(settingsFor(smtp.port)).send(mail());
    expect(result).toEqual({ outcome: 'unavailable', reason: expect.stringContaining('ECONNREFUSED') });
  });

  it('is unavailable within the timeout when a server takes the connection and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    running.push({
      stop: () =>
        new Promise<void>((resolve) => {
          for (const socket of sockets) socket.destroy();
          silent.close(() => resolve());
        }),
    });
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const started = Date.now();
    const result = await createMailer(settingsFor(address.port, { timeoutMs: 800 })).send(mail());
    const took = Date.now() - started;
    expect(result).toEqual({ outcome: 'unavailable', reason: expect.stringContaining('ETIMEDOUT') });
    expect(sockets).toHaveLength(1);
    expect(took).toBeGreaterThanOrEqual(700);
    expect(took).toBeLessThan(3000);
  });

  it('is unavailable when TLS fails, and the reason never shows the password', async () => {
    const smtp = await startSmtp();
    const settings = mailSettings({
      SMTP_URL: `smtps://mailer:hunter2%2Fsecret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'no-reply@overdive.example',
    });
    if (settings === null) throw new Error('expected settings');
    const result = await createMailer({ ...settings, timeoutMs: 2000 }).send(mail());
    expect(result.outcome).toBe('unavailable');
    if (result.outcome === 'sent') throw new Error('unexpected');
    expect(result.reason).not.toMatch(/hunter2/);
    expect(smtp.raw).toEqual([]);
  });

  it('never sends a password in clear: over smtp:// with credentials and no STARTTLS, no login and no mail', async () => {
    const smtp = await startSmtp({ allowInsecureAuth: true });
    const settings = mailSettings({
      SMTP_URL: `smtp://mailer:hunter2secret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'no-reply@overdive.example',
    });
    if (settings === null) throw new Error('expected settings');
    const result = await createMailer(settings).send(mail());
    expect(result.outcome).toBe('unavailable');
    if (result.outcome === 'sent') throw new Error('unexpected');
    expect(result.reason).not.toContain('hunter2secret');
    expect(smtp.logins).toBe(0);
    expect(smtp.raw).toEqual([]);
  });
});
