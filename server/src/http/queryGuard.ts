import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parse } from './validation.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The handler parses its own query string; on every other route a query string is refused. */
    takesQuery?: boolean;
  }
}

const noQuery = z.strictObject({});

function hasParameters(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  for (const name in query) if (Object.hasOwn(query, name)) return true;
  return false;
}

/**
 * Every query is validated (issue 2): routes that take parameters parse them with their own schema, and on all
 * others any parameter is unknown, so `?foo=1` answers 400 naming `foo` instead of being silently ignored.
 */
export function refuseUndeclaredQueries(api: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a promise per request is measurable (issue 5).
  api.addHook('preValidation', (request, _reply, done) => {
    if (request.routeOptions.config.takesQuery === true || !hasParameters(request.query)) {
      done();
      return;
    }
    try {
      parse(noQuery, request.query, 'query');
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
}
