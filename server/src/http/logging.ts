/**
 * The API's logging (issue 5, issue 6): one access line per request put together by hand, and a request logger made
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

/**
 * One access-log line per request instead of Fastify's two ("incoming request", "request completed"), written as
 * pino writes a line (the same fields in the same order, and the logger's level, base fields and stream) but put
 * together by hand: going through pino's serializers and redaction cost more than the rest of a cached read
 * (issue 5). The line holds only the request's method, URL (anything secret-shaped removed), host, address and port,
 * the status and the time taken, so there is nothing to redact; every other line, failed requests included, still
 * goes through pino and its redaction paths.
 */
export class AccessLogController extends LogController {
  private logger: pino.Logger | null = null;
  private write: ((line: string) => void) | null = null;
  /** `,"pid":…,"hostname":"…"`: the logger's base fields as pino serialised them. */
  private baseFields = '';

  use(logger: FastifyBaseLogger): void {
    const internals = logger as unknown as Record<symbol, unknown>;
    const stream = internals[pino.symbols.streamSym] as { write(line: string): void } | undefined;
    const baseFields = internals[pino.symbols.chindingsSym];
    if (stream === undefined || typeof baseFields !== 'string') return;
    this.logger = logger as unknown as pino.Logger;
    this.write = (line) => stream.write(line);
    this.baseFields = baseFields;
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
    if (this.write === null || this.logger === null) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    if (!this.logger.isLevelEnabled('info')) return;
    const { method, url, host, remoteAddress, remotePort } = accessRequestFields(request);
    this.write(
      `{"level":30,"time":${Date.now()}${this.baseFields},"reqId":${JSON.stringify(request.id)},` +
        `"req":{"method":${JSON.stringify(method)},"url":${JSON.stringify(url)}` +
        // Absent fields are left out, as JSON.stringify (and so pino) leaves them out: HTTP/1.0 needs no Host.
        `${host === undefined ? '' : `,"host":${JSON.stringify(host)}`}` +
        `${remoteAddress === undefined ? '' : `,"remoteAddress":${JSON.stringify(remoteAddress)}`}` +
        `${remotePort === undefined ? '' : `,"remotePort":${remotePort}`}},` +
        `"res":{"statusCode":${reply.statusCode}},"responseTime":${reply.elapsedTime},"msg":"request completed"}\n`,
    );
  }
}

/** JWT-shaped strings (three base64url parts, the header starting `eyJ`) and signature-sized hex runs. */
const SECRETS_IN_URL = [/eyJ[\w-]*\.[\w-]*\.[\w-]*/g, /(?:0x)?[0-9a-fA-F]{100,}/g];

/**
 * The URL as logged: a client that puts a token or a signature into the path or the query string (where the API
 * never reads one) must not get it into the logs either (issue 6). Transaction hashes (64 hex digits), ids and
 * slugs stay readable.
 */
export function redactSecretsInUrl(url: string): string {
  // Neither can be in a short URL without `eyJ`: most URLs skip both searches.
  if (url.length < 100 && !url.includes('eyJ')) return url;
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
