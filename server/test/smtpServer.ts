/**
 * A real SMTP server for the mail tests (docs/product.md §11.3), smtp-server on 127.0.0.1: it keeps every message it
 * takes (raw MIME and recipients), refuses what `options` tell it to, and can be stopped and started again on the
 * same port, as a mail server that goes down for a while and comes back.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface Smtp {
  port: number;
  raw: Buffer[];
  /** When each of `raw` was taken (ms since the epoch). */
  takenAt: number[];
  recipients: string[];
  logins: number;
  /** Why each connection that ended mid-conversation ended (a client reset, say). */
  dropped: string[];
  /** Every message taken, parsed. */
  parsed(): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  /** Listens again on the same port, keeping what it took before. */
  start(): Promise<void>;
}

export async function startSmtp(options: SMTPServerOptions = {}, port = 0): Promise<Smtp> {
  let server: SMTPServer | null = null;
  let stopped: Promise<void> | null = null;
  const smtp: Smtp = {
    port,
    raw: [],
    takenAt: [],
    recipients: [],
    logins: 0,
    dropped: [],
    parsed: () => Promise.all(smtp.raw.map((raw) => simpleParser(raw))),
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => (server === null ? resolve() : server.close(resolve)))),
    async start() {
      server = new SMTPServer({
        logger: false,
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onAuth(_auth, _session, callback) {
          smtp.logins += 1;
          callback(null, { user: 'someone' });
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            smtp.raw.push(Buffer.concat(chunks));
            smtp.takenAt.push(Date.now());
            smtp.recipients.push(...session.envelope.rcptTo.map((to) => to.address));
            callback();
          });
        },
        ...options,
      });
      const listening = server;
      // A client that drops mid-mail (an API SIGKILLed while handing a mail over) is smtp-server's 'error' event; a
      // real mail server logs it and keeps serving, and so does this one rather than crashing the test's process.
      listening.on('error', (error: Error) => smtp.dropped.push(error.message));
      await new Promise<void>((resolve) => listening.listen(smtp.port, '127.0.0.1', resolve));
      const address = listening.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      smtp.port = address.port;
      stopped = null;
    },
  };
  await smtp.start();
  return smtp;
}
