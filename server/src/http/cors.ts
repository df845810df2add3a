import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface CorsPolicy {
  /** Full origins (scheme://host[:port]), matched exactly: ALLOWED_ORIGINS never holds `*` (config.ts). */
  origins: readonly string[];
  methods: readonly string[];
  allowedHeaders: readonly string[];
  exposedHeaders: readonly string[];
  maxAgeSeconds: number;
}

const NOT_A_PREFLIGHT = 'Not a CORS preflight: OPTIONS needs Origin and Access-Control-Request-Method';

/**
 * CORS for the API (the Fetch standard's CORS protocol, docs/product.md §2's allowed origins), by `@fastify/cors`.
 *
 * - Every answer varies by Origin (`Vary: Origin`), so a cache never hands one origin's answer to another.
 * - A request from an allowed origin gets `Access-Control-Allow-Origin: <that origin>` and the exposed headers; no
 *   credentials (bearer tokens, never cookies). Any other origin, and a request without Origin, gets neither: the
 *   origin is decided by a function, so the plugin adds nothing for them, not even the exposed headers.
 * - A preflight (OPTIONS with Origin and Access-Control-Request-Method) from an allowed origin is answered 204 by the
 *   plugin before any route or authentication runs, listing the methods and headers, cacheable for `maxAgeSeconds`.
 *
 * Registered at the root (the plugin is not encapsulated), so 404s and the limiter's 429s carry the headers too.
 */
export async function registerCors(app: FastifyInstance, policy: CorsPolicy): Promise<void> {
  const allowed = new Set(policy.origins);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: [...policy.methods],
    allowedHeaders: [...policy.allowedHeaders],
    exposedHeaders: [...policy.exposedHeaders],
    maxAge: policy.maxAgeSeconds,
  });
}

/**
 * The OPTIONS requests the plugin leaves to the router, answered in the app's onRequest hook before it: a preflight
 * from an origin that is not allowed gets an empty 204 without any allow header (its browser then refuses the call),
 * and an OPTIONS request that is no preflight at all is a 400 with the API's error body. Returns whether it answered.
 */
export function answerOtherOptions(
  policy: Pick<CorsPolicy, 'origins'>,
): (request: FastifyRequest, reply: FastifyReply) => boolean {
  const allowed = new Set(policy.origins);
  return (request, reply) => {
    const { origin } = request.headers;
    void reply.header('vary', 'Origin');
    if (origin === undefined || request.headers['access-control-request-method'] === undefined) {
      void reply.code(400).send({ error: NOT_A_PREFLIGHT });
      return true;
    }
    if (allowed.has(origin)) return false;
    void reply.code(204).header('content-length', '0').send();
    return true;
  };
}
