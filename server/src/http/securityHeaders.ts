import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sends with `options`, asked of helmet once. Without a CSP (the one header with per-request
 * parts; HTML gets its own in http/static.ts) they depend only on the options, so the app sets them from a frozen
 * object in its single onRequest hook: running helmet's middleware chain on every request cost about as much as a
 * whole bare Fastify request (issue 5).
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
   * On every answer, JSON included (OWASP's REST set): no MIME sniffing, no framing, no cross-origin embedding, no
   * Referer, and HSTS in production.
   */
  everyAnswer: Readonly<Record<string, string>>;
  /**
   * Added to the SPA's files: the rest of helmet's defaults, which only mean something for a document a browser
   * renders (opener isolation, origin-keyed agent clusters, DNS prefetch, IE and Flash switches). JSON answers skip
   * them: each header is bytes every client parses on every call.
   */
  documentsOnly: Readonly<Record<string, string>>;
}

export function securityHeaders({ hsts }: { hsts: boolean }): SecurityHeaders {
  const all = helmetHeaders({ strictTransportSecurity: hsts });
  const everyAnswer = helmetHeaders({
    strictTransportSecurity: hsts,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  const documentsOnly = Object.freeze(
    Object.fromEntries(Object.entries(all).filter(([name]) => !(name in everyAnswer))),
  );
  return { everyAnswer, documentsOnly };
}
