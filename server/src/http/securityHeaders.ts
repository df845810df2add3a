import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sends with `options`, asked of helmet once. Without a CSP (the one header with per-request
 * parts; HTML gets its own in http/static.ts) they depend only on the options, so the app sets them from a frozen
 * object in its single onRequest hook: running helmet's middleware chain on every request cost about as much as a
 * whole bare Fastify request (docs/performance.md).
 */
function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({ ...options, contentSecurityPolicy: false })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

export interface SecurityHeaders {
  /**
   * On every answer, JSON included (OWASP's REST Security Cheat Sheet, headers for all API responses): no MIME
   * sniffing, no framing, no cross-origin embedding.
   */
  everyAnswer: Readonly<Record<string, string>>;
  /**
   * Added to the SPA's files: the rest of helmet's defaults, which only mean something for a document a browser
   * renders (Referrer-Policy, which OWASP's cheat sheet lists among the headers for HTML answers; opener isolation,
   * origin-keyed agent clusters, DNS prefetch, IE and Flash switches). JSON answers skip them: each header is bytes
   * every client parses on every call (docs/performance.md).
   */
  documentsOnly: Readonly<Record<string, string>>;
  /** helmet's Strict-Transport-Security value (production), for answers that went over HTTPS (reachedOverHttps). */
  strictTransportSecurity: string | null;
}

export function securityHeaders({ hsts }: { hsts: boolean }): SecurityHeaders {
  const { 'strict-transport-security': strictTransportSecurity, ...all } = helmetHeaders({
    strictTransportSecurity: hsts,
  });
  const everyAnswer = helmetHeaders({
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const documentsOnly = Object.freeze(
    Object.fromEntries(Object.entries(all).filter(([name]) => !(name in everyAnswer))),
  );
  return { everyAnswer, documentsOnly, strictTransportSecurity: strictTransportSecurity ?? null };
}

/** The first element of a Forwarded header (RFC 7239), the one the client-facing proxy wrote, says `proto=https`. */
const FORWARDED_HTTPS = /^[^,]*?(?:^|;)\s*proto\s*=\s*"?https"?\s*(?:;|,|$)/i;
/** The first X-Forwarded-Proto value is https. */
const X_FORWARDED_HTTPS = /^\s*https\s*(?:,|$)/i;

/**
 * Whether the client's request came over HTTPS: a TLS socket here, or a proxy in front that says so. HSTS goes only on
 * those answers: RFC 6797 §7.2 forbids it over plain HTTP, where browsers ignore it anyway (§8.1). A proxy's word is
 * taken even without TRUST_PROXY, because the most a forged header can do is add a header that a plain-HTTP client
 * ignores, while refusing it would take HSTS away from every deployment behind a TLS proxy that forgot the setting.
 */
export function reachedOverHttps(request: FastifyRequest): boolean {
  if ((request.raw.socket as { encrypted?: boolean } | null)?.encrypted === true) return true;
  const forwardedProto = request.headers['x-forwarded-proto'];
  if (typeof forwardedProto === 'string') return X_FORWARDED_HTTPS.test(forwardedProto);
  const forwarded = request.headers.forwarded;
  return typeof forwarded === 'string' && FORWARDED_HTTPS.test(forwarded);
}
