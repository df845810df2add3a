/**
 * Sending mail over SMTP (docs/product.md §11.3) with nodemailer. `SMTP_URL` and `MAIL_FROM` configure it; unset
 * SMTP_URL, no mail is sent and nothing else changes. A send ends in one of three outcomes, which the outbox's job
 * acts on: `sent`; `refused`, when the server answered 5xx for the recipient or the message (sending it again cannot
 * help, so the mail is marked failed); `unavailable`, for everything that may pass (the server down, a timeout, a
 * 4xx, a TLS failure, a login the operator has to fix), so the mail waits and is tried again: a mail server that is
 * down delays mail, never loses it.
 */
import { createTransport } from 'nodemailer';
import { ConfigError, type Env } from '../configFields.js';
import type { MailContent } from './layout.js';

/** How long a connection, the server's greeting or any silence may last: a hanging server must not hold a job. */
export const MAIL_TIMEOUT_MS = 5000;

export interface MailSettings {
  host: string;
  port: number;
  /** smtps: TLS from the first byte. smtp: STARTTLS when the server offers it, required when credentials are set. */
  secure: boolean;
  auth: { user: string; pass: string } | null;
  from: { name: string | null; address: string };
  timeoutMs: number;
}

const SMTP_URL_FORMAT = 'must be smtp://host:port or smtps://user:pass@host:port';
// Deliberately plain: an address as a person types it into MAIL_FROM, not all of RFC 5322.
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

function smtpUrl(raw: string): Omit<MailSettings, 'from' | 'timeoutMs'> {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below, without the value: it may hold a password.
  }
  const secure = url?.protocol === 'smtps:';
  if (
    url === null ||
    (url.protocol !== 'smtp:' && !secure) ||
    url.hostname === '' ||
    (url.pathname !== '' && url.pathname !== '/') ||
    url.search !== '' ||
    url.hash !== '' ||
    url.port === '0'
  ) {
    throw new ConfigError('SMTP_URL', SMTP_URL_FORMAT);
  }
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    throw new ConfigError('SMTP_URL', `${SMTP_URL_FORMAT}, with user and password URL-encoded`);
  }
  if ((user === '') !== (pass === ''))
    throw new ConfigError('SMTP_URL', 'must give both a user and a password, or neither');
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 465 : 25) : Number(url.port),
    secure,
    auth: user === '' ? null : { user, pass },
  };
}

function mailFrom(raw: string | undefined): MailSettings['from'] {
  const value = raw?.trim() ?? '';
  if (value === '')
    throw new ConfigError('MAIL_FROM', 'is required when SMTP_URL is set (an address or Name <address>)');
  const named = /^(.*?)\s*<([^<>]*)>$/.exec(value);
  const name = named?.[1]?.trim().replace(/^"(.*)"$/, '$1') || null;
  const address = (named?.[2] ?? value).trim();
  if (!ADDRESS.test(address) || (name !== null && /[<>"\r\n]/.test(name))) {
    throw new ConfigError('MAIL_FROM', `must be an address or Name <address> (got "${value}")`);
  }
  return { name, address };
}

/** SMTP_URL and MAIL_FROM (docs/product.md §11.3): null when SMTP_URL is unset, a ConfigError when either is wrong. */
export function mailSettings(env: Env): MailSettings | null {
  const raw = env.SMTP_URL?.trim() || null;
  if (raw === null) return null;
  return { ...smtpUrl(raw), from: mailFrom(env.MAIL_FROM), timeoutMs: MAIL_TIMEOUT_MS };
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  /** Guessed from the file name when not given (`.pdf` → application/pdf). */
  contentType?: string;
}

export interface OutgoingMail extends MailContent {
  /** The outbox row's id: the Message-ID is made from it, so a mail sent again after a crash is the same mail. */
  id: string;
  to: string;
  /** The language the mail is written in, sent as Content-Language. */
  language?: string;
  attachments?: readonly MailAttachment[];
}

export type SendResult =
  | { outcome: 'sent'; messageId: string }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unavailable'; reason: string };

export interface Mailer {
  send(mail: OutgoingMail): Promise<SendResult>;
  close(): void;
}

/** `<{id}@{MAIL_FROM's domain}>`: the same outbox row always gives the same Message-ID. */
export function messageIdFor(id: string, settings: Pick<MailSettings, 'from'>): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(id)) throw new TypeError(`Not a mail id: "${id}"`);
  return `<${id}@${settings.from.address.slice(settings.from.address.lastIndexOf('@') + 1)}>`;
}

interface SmtpError {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  message?: unknown;
}

/** The error as one line, with SMTP_URL's credentials taken out wherever a server or library repeated them. */
function describe(error: SmtpError, secrets: readonly string[]): string {
  const code = typeof error.code === 'string' ? error.code : 'ERROR';
  const command = typeof error.command === 'string' && error.command !== 'API' ? ` at ${error.command}` : '';
  let line = `${code}${command}: ${typeof error.message === 'string' ? error.message : String(error)}`;
  for (const secret of secrets) if (secret !== '') line = line.split(secret).join('***');
  return line.replace(/\s+/g, ' ').trim().slice(0, 500);
}

function classify(error: unknown, secrets: readonly string[]): SendResult {
  const smtp = (
    typeof error === 'object' && error !== null ? error : { message: String(error) }
  ) as SmtpError;
  const reason = describe(smtp, secrets);
  const reply = typeof smtp.responseCode === 'number' ? smtp.responseCode : null;
  // 5xx to RCPT TO or DATA: this recipient or this message will never be taken. A 5xx to the sender (MAIL FROM) or
  // the login is the configuration's fault, which the operator can fix, so those mails wait instead.
  const refusedByServer =
    reply !== null && reply >= 500 && reply < 600 && /^(RCPT TO|DATA)$/.test(String(smtp.command));
  // Rejected before a word was sent (no recipient address, a message over the server's size): as permanent.
  const refusedByClient = reply === null && (smtp.code === 'EENVELOPE' || smtp.code === 'EMESSAGE');
  return refusedByServer || refusedByClient
    ? { outcome: 'refused', reason }
    : { outcome: 'unavailable', reason };
}

export function createMailer(settings: MailSettings): Mailer {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    ...(settings.auth === null ? {} : { auth: { user: settings.auth.user, pass: settings.auth.pass } }),
    // A password never crosses the network in clear: over smtp:// with credentials, STARTTLS or no mail.
    requireTLS: !settings.secure && settings.auth !== null,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    dnsTimeout: settings.timeoutMs,
    logger: false,
    debug: false,
    // Attachments are Buffers the caller made: nothing is read from files or fetched from URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  const password = settings.auth?.pass ?? '';
  const secrets = [password, encodeURIComponent(password)];
  return {
    async send(mail) {
      const messageId = messageIdFor(mail.id, settings);
      try {
        const info = await transport.sendMail({
          from:
            settings.from.name === null
              ? settings.from.address
              : { name: settings.from.name, address: settings.from.address },
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId,
          headers: {
            // RFC 3834: sent by a program, so auto-responders stay quiet.
            'Auto-Submitted': 'auto-generated',
            ...(mail.language === undefined ? {} : { 'Content-Language': mail.language }),
          },
          attachments: (mail.attachments ?? []).map((attachment) => ({
            filename: attachment.filename,
            content: attachment.content,
            ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
          })),
        });
        if (info.rejected.length > 0)
          return { outcome: 'refused', reason: `The server refused ${info.rejected.join(', ')}` };
        return { outcome: 'sent', messageId: info.messageId };
      } catch (error) {
        return classify(error, secrets);
      }
    },
    close() {
      transport.close();
    },
  };
}
