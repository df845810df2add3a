/**
 * The local mail catcher of `npm start` (docs/product.md §2, §11.3): a real SMTP server that keeps every mail the API
 * sends instead of delivering it, and a small inbox page where they can be read. Built on smtp-server and mailparser
 * rather than a ready-made catcher: maildev 3.0 brings 265 packages (112 MB, several asking for Node 22) and its
 * inbox page did not answer on Node 20.
 *
 * Both listen on 127.0.0.1 only. The inbox (`inboxUrl`) lists the mails, newest first, and refreshes itself; a mail's
 * page shows its headers, its plain text and its HTML (in a sandboxed frame, so nothing in a mail runs), with its
 * attachments and raw source. Tests read the mails with `mails()` or `GET {inboxUrl}api/mails` (JSON, oldest first).
 */
import { createServer, type ServerResponse } from 'node:http';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  size: number;
}

export interface CaughtMail {
  /** 1, 2, 3… in the order the mails arrived. */
  id: string;
  receivedAt: string;
  /** Who the SMTP conversation named, which is who the mail would have reached. */
  envelope: { from: string; to: string[] };
  messageId: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: CaughtAttachment[];
}

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /** How many mails are kept (the oldest go first). */
  keep?: number;
}

export interface MailCatcher {
  /** What the API's SMTP_URL is set to. */
  smtpUrl: string;
  /** The inbox page, ending in `/`. */
  inboxUrl: string;
  /** The mails caught so far, oldest first. */
  mails(): CaughtMail[];
  stop(): Promise<void>;
}

interface Stored {
  mail: CaughtMail;
  raw: Buffer;
  attachments: Buffer[];
}

const HOST = '127.0.0.1';
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:";
// A mail's own HTML: no script, no form, no request anywhere, as a mail program would show it.
const MAIL_POLICY = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map((entry) => entry.text)
    .join(', ');
}

function page(title: string, body: string, refreshSeconds?: number): string {
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds === undefined ? '' : `<meta http-equiv="refresh" content="${refreshSeconds}">`}
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;padding:16px;font:15px/1.5 system-ui,sans-serif;color:#18181b;background:#fafafa}
main{max-width:960px;margin:0 auto}table{width:100%;border-collapse:collapse;background:#fff}
th,td{padding:6px 8px;border-bottom:1px solid #e4e4e7;text-align:start;vertical-align:top;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;padding:12px;border:1px solid #e4e4e7}
iframe{width:100%;height:70vh;border:1px solid #e4e4e7;background:#fff}a{color:#1d4ed8}
</style></head>
<body><main>${body}</main></body>
</html>
`;
}

function inboxPage(stored: readonly Stored[]): string {
  const rows = [...stored]
    .reverse()
    .map(
      ({ mail }) =>
        `<tr><td>${escapeHtml(mail.receivedAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(mail.envelope.to.join(', '))}</td>` +
        `<td><a href="/mail/${mail.id}">${escapeHtml(mail.subject || '(no subject)')}</a></td><td>${mail.attachments.length}</td></tr>`,
    );
  const table =
    rows.length === 0
      ? '<p>No mail yet. Mail the app sends appears here (this page refreshes itself).</p>'
      : `<table><caption>Caught mail, newest first</caption><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Attachments</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return page(
    'OVERDIVE mail catcher',
    `<h1>Mail catcher</h1><p>Caught by \`npm start\`: nothing here was delivered.</p>${table}`,
    5,
  );
}

function mailPage({ mail }: Stored): string {
  const fields: [string, string][] = [
    ['From', mail.from],
    ['To', mail.to],
    ['Envelope', `${mail.envelope.from} → ${mail.envelope.to.join(', ')}`],
    ['Subject', mail.subject],
    ['Message-ID', mail.messageId ?? ''],
    ['Received (UTC)', mail.receivedAt],
  ];
  const attachments = mail.attachments.map(
    (attachment, index) =>
      `<li><a href="/mail/${mail.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`,
  );
  return page(
    mail.subject || 'Mail',
    `<p><a href="/">← Inbox</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>` +
      `<table>${fields.map(([label, value]) => `<tr><th scope="row">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>` +
      (attachments.length === 0 ? '' : `<h2>Attachments</h2><ul>${attachments.join('')}</ul>`) +
      (mail.html === null
        ? ''
        : `<h2>HTML</h2><iframe sandbox="" title="The mail's HTML" src="/mail/${mail.id}/html"></iframe>`) +
      `<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre><p><a href="/mail/${mail.id}/raw">Raw source</a></p>`,
  );
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  headers = {},
): void {
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(body);
}

function listen(
  server: { listen(port: number, host: string, done: () => void): unknown },
  port: number,
  emitter: NodeJS.EventEmitter,
): Promise<void> {
  return new Promise((resolve, reject) => {
    emitter.once('error', reject);
    server.listen(port, HOST, () => {
      emitter.off('error', reject);
      resolve();
    });
  });
}

export async function startMailCatcher({
  smtpPort,
  webPort,
  keep = 500,
}: MailCatcherOptions): Promise<MailCatcher> {
  const stored: Stored[] = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    logger: false,
    // No TLS and no login: a local catcher, reached by the API on this machine only.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: 25 * 1024 * 1024,
    // Ctrl-C stops everything within 5 s (docs/product.md §2): a lingering connection does not hold it.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            stored.push({
              raw,
              attachments: parsed.attachments.map((attachment) => attachment.content),
              mail: {
                id: String(nextId++),
                receivedAt: new Date().toISOString(),
                envelope: {
                  from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
                  to: session.envelope.rcptTo.map((to) => to.address),
                },
                messageId: parsed.messageId ?? null,
                from: addresses(parsed.from),
                to: addresses(parsed.to),
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : null,
                attachments: parsed.attachments.map((attachment) => ({
                  filename: attachment.filename ?? 'attachment',
                  contentType: attachment.contentType,
                  size: attachment.size,
                })),
              },
            });
            if (stored.length > keep) stored.splice(0, stored.length - keep);
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });

  const web = createServer((request, response) => {
    const path = new URL(request.url ?? '/', `http://${HOST}`).pathname;
    const html = (body: string) =>
      send(response, 200, 'text/html; charset=utf-8', body, { 'Content-Security-Policy': PAGE_POLICY });
    if (path === '/api/mails' && request.method === 'GET')
      return send(response, 200, 'application/json', JSON.stringify(stored.map((entry) => entry.mail)));
    if (request.method !== 'GET')
      return send(response, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (path === '/') return html(inboxPage(stored));
    const match = /^\/mail\/(\d+)(?:\/(html|raw|attachments\/(\d+)))?$/.exec(path);
    const entry = match === null ? undefined : stored.find((candidate) => candidate.mail.id === match[1]);
    if (match === null || entry === undefined)
      return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    if (match[2] === undefined) return html(mailPage(entry));
    if (match[2] === 'html')
      return send(response, 200, 'text/html; charset=utf-8', entry.mail.html ?? '', {
        'Content-Security-Policy': MAIL_POLICY,
      });
    if (match[2] === 'raw') return send(response, 200, 'text/plain; charset=utf-8', entry.raw);
    const index = Number(match[3]);
    const attachment = entry.mail.attachments[index];
    const content = entry.attachments[index];
    if (attachment === undefined || content === undefined)
      return send(response, 404, 'text/plain; charset=utf-8', 'Not found');
    return send(response, 200, attachment.contentType, content, {
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
    });
  });

  await listen(smtp, smtpPort, smtp);
  try {
    await listen(web, webPort, web);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }
  // A client that drops its connection is smtp-server's 'error' event: it must not stop `npm start`.
  smtp.on('error', () => undefined);
  const smtpAddress = smtp.server.address();
  const webAddress = web.address();
  if (
    smtpAddress === null ||
    typeof smtpAddress === 'string' ||
    webAddress === null ||
    typeof webAddress === 'string'
  )
    throw new Error('The mail catcher is not listening on a port');

  let stopped: Promise<void> | null = null;
  return {
    smtpUrl: `smtp://${HOST}:${smtpAddress.port}`,
    inboxUrl: `http://${HOST}:${webAddress.port}/`,
    mails: () => stored.map((entry) => entry.mail),
    stop: () =>
      (stopped ??= Promise.all([
        new Promise<void>((resolve) => smtp.close(resolve)),
        new Promise<void>((resolve) => {
          web.close(() => resolve());
          web.closeAllConnections();
        }),
      ]).then(() => undefined)),
  };
}
