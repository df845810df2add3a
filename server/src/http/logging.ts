/**
 * The API's logging (docs/performance.md, docs/security.md): one access line per request put together by hand, and a request logger made
 * only when something logs. Both were a measurable share of a cached read under load.
 */
import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

/** The access line's `req`: Fastify's request serializer's fields, the URL without anything secret-shaped. */
export function accessRequestFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretsInUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface LogStream {
  write(chunk: string): void;
  /** pino's file destination (sonic-boom) writes what it holds synchronously, for the process's last moments. */
  flushSync?: () => void;
}

/** What an access line says of a request: when it ended, its id, accessRequestFields, and the answer. */
interface CompletedRequest {
  time: number;
  reqId: string;
  req: ReturnType<typeof accessRequestFields>;
  statusCode: number;
  responseTime: number;
}

/** Text JSON carries as it is between quotes: printable ASCII but the quote and the backslash. */
const PLAIN_JSON_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** `text` as a JSON string, as JSON.stringify writes it, without the call for text that needs no escapes. */
export function jsonText(text: string): string {
  return PLAIN_JSON_TEXT.test(text) ? `"${text}"` : JSON.stringify(text);
}

/**
 * Milliseconds to the microsecond (`0.065`), made from integers: the shortest form of an arbitrary double (pino's
 * `0.0648360000050161`) is a float-to-text conversion on every line. Not a finite number: `null`, as JSON.stringify.
 */
export function millisecondsText(ms: number): string {
  if (!Number.isFinite(ms)) return 'null';
  const microseconds = Math.round(Math.abs(ms) * 1000);
  const fraction = microseconds % 1000;
  const digits = fraction < 10 ? `00${fraction}` : fraction < 100 ? `0${fraction}` : `${fraction}`;
  return `${ms < 0 && microseconds > 0 ? '-' : ''}${(microseconds - fraction) / 1000}.${digits}`;
}

/** Controllers holding access lines: written synchronously if the process exits before the turn ends. */
const unflushed = new Set<AccessLogController>();
const flushController = (controller: AccessLogController): void => controller.flush();
process.on('exit', () => {
  for (const controller of [...unflushed]) {
    try {
      controller.flushSync();
    } catch {
      // Nothing more can be done for a log line while the process exits.
    }
  }
});

/**
 * One access-log line per request instead of Fastify's two ("incoming request", "request completed"), written as
 * pino writes a line (the same fields in the same order, and the logger's level, base fields and stream) but put
 * together by hand: going through pino's serializers and redaction cost more than the rest of a cached read
 * (docs/performance.md). The line holds only the request's method, URL (anything secret-shaped removed), host, address and port,
 * the status and the time taken, so there is nothing to redact; every other line, failed requests included, still
 * goes through pino and its redaction paths.
 *
 * A finished request leaves only its fields behind; the lines of one event-loop turn are put together and go to the
 * stream in one write at the end of that turn (setImmediate), once every answer of the turn is out. A write per line
 * cost more than building the line (each one a call into the stream and, with pino's asynchronous destination, more
 * trips to the file system): on the company lookup under load, 4 alternating rounds, 19 000 req/s with a write per
 * line, 24 700 with a write per turn, 30 000 with no access line at all. Building the lines at the end of the turn
 * too keeps that work from delaying the answers still waiting in the same turn. A line is at most one turn late; what
 * is held is written when the app closes and, synchronously, when the process exits.
 *
 * A line is made with as little work as it takes: text that needs no escape is quoted as it is, a turn's lines share
 * their start, and the response time is written to the microsecond from integers. About 0.55 µs a line instead of
 * 1.15 µs (micro-bench of 20-line turns); under load the gain is below this machine's noise.
 */
export class AccessLogController extends LogController {
  private logger: pino.Logger | null = null;
  private stream: LogStream | null = null;
  /** `,"pid":…,"hostname":"…"`: the logger's base fields as pino serialised them. */
  private baseFields = '';
  /** The requests of this event-loop turn whose access lines are not written yet. */
  private completed: CompletedRequest[] = [];
  /** The start of the last line made (`{"level":30,"time":…,"reqId":`) and its time. */
  private lineStart = '';
  private lineStartTime = -1;

  use(logger: FastifyBaseLogger): void {
    const internals = logger as unknown as Record<symbol, unknown>;
    const stream = internals[pino.symbols.streamSym] as LogStream | undefined;
    const baseFields = internals[pino.symbols.chindingsSym];
    if (stream === undefined || typeof baseFields !== 'string') return;
    this.logger = logger as unknown as pino.Logger;
    this.stream = stream;
    this.baseFields = baseFields;
    // A line start made with other base fields is not reused.
    this.lineStartTime = -1;
  }

  /** Writes the access lines of the requests held (end of the turn, app close, process exit). */
  flush(): void {
    unflushed.delete(this);
    const completed = this.completed;
    if (completed.length === 0) return;
    this.completed = [];
    let lines = '';
    for (const request of completed) lines += this.accessLine(request);
    this.stream?.write(lines);
  }

  /** flush(), then the stream's own buffer, synchronously (process exit: no later turn will come). */
  flushSync(): void {
    this.flush();
    this.stream?.flushSync?.();
  }

  private accessLine(request: CompletedRequest): string {
    const { method, url, host, remoteAddress, remotePort } = request.req;
    // The lines of one turn mostly end in the same millisecond: their common start is made once.
    if (request.time !== this.lineStartTime) {
      this.lineStartTime = request.time;
      this.lineStart = `{"level":30,"time":${request.time}${this.baseFields},"reqId":`;
    }
    return (
      this.lineStart +
      jsonText(request.reqId) +
      ',"req":{"method":' +
      jsonText(method) +
      ',"url":' +
      jsonText(url) +
      // Absent fields are left out, as JSON.stringify (and so pino) leaves them out: HTTP/1.0 needs no Host.
      (host === undefined ? '' : ',"host":' + jsonText(host)) +
      (remoteAddress === undefined ? '' : ',"remoteAddress":' + jsonText(remoteAddress)) +
      (remotePort === undefined ? '' : ',"remotePort":' + remotePort) +
      '},"res":{"statusCode":' +
      request.statusCode +
      '},"responseTime":' +
      millisecondsText(request.responseTime) +
      ',"msg":"request completed"}\n'
    );
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    if (this.stream === null || this.logger === null) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    if (!this.logger.isLevelEnabled('info')) return;
    if (this.completed.length === 0) {
      unflushed.add(this);
      setImmediate(flushController, this);
    }
    // Only strings and numbers are kept: nothing holds on to the request or the reply after the turn.
    this.completed.push({
      time: Date.now(),
      reqId: request.id,
      req: accessRequestFields(request),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
  }
}

/**
 * JWT-shaped strings (three base64url parts, the header starting `eyJ`), API keys (`od_` and base64url, docs/product.md
 * §12.2; a slug never holds `_`) and signature-sized hex runs.
 */
const SECRETS_IN_URL = [/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, /\bod_[\w-]{8,}/g, /(?:0x)?[0-9a-fA-F]{100,}/g];

/**
 * The URL as logged: a client that puts a token, a key or a signature into the path or the query string (where the
 * API never reads one) must not get it into the logs either (docs/security.md). Transaction hashes (64 hex digits),
 * ids and slugs stay readable.
 */
export function redactSecretsInUrl(url: string): string {
  // None can be in a short URL without `eyJ` or `od_`: most URLs skip the searches.
  if (url.length < 100 && !url.includes('eyJ') && !url.includes('od_')) return url;
  return SECRETS_IN_URL.reduce((text, pattern) => text.replace(pattern, '[redacted]'), url);
}

type LogMethod = (...args: unknown[]) => void;

/**
 * A request's logger (`request.log`), made on its first use. Fastify makes a pino child per request to bind its id;
 * most requests never log through it (the access line carries the id itself), so making it costs every request
 * for nothing.
 */
class LazyRequestLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.logger.fatal as LogMethod)(...args);
  }

  error(...args: unknown[]): void {
    (this.logger.error as LogMethod)(...args);
  }

  warn(...args: unknown[]): void {
    (this.logger.warn as LogMethod)(...args);
  }

  info(...args: unknown[]): void {
    (this.logger.info as LogMethod)(...args);
  }

  debug(...args: unknown[]): void {
    (this.logger.debug as LogMethod)(...args);
  }

  trace(...args: unknown[]): void {
    (this.logger.trace as LogMethod)(...args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
