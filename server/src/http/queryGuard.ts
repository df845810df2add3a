import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import { withHook } from './routeHooks.js';
import { parse } from './validation.js';

const noQuery = z.strictObject({});

function hasParameters(query: unknown): boolean {
  if (typeof query !== 'object' || query === null) return false;
  for (const name in query) if (Object.hasOwn(query, name)) return true;
  return false;
}

/** A callback hook, not an async one: it runs on most requests, and a promise per request is measurable (docs/performance.md). */
const refuseAnyQuery: preValidationHookHandler = (request, _reply, done) => {
  // Most calls carry no query string: they are let through before Fastify parses one.
  if (!request.url.includes('?') || !hasParameters(request.query)) {
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
};

/**
 * Every query is validated (docs/product.md §2): routes that take parameters declare their schema (`querystring`,
 * http/routeSchemas.ts), and all others get a hook that refuses any parameter, so `?foo=1` answers 400 naming `foo`
 * instead of being silently ignored. Routes registered in `api` after this call are covered.
 */
export function refuseUndeclaredQueries(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    if (route.schema?.querystring !== undefined) return;
    route.preValidation = withHook(route.preValidation, refuseAnyQuery);
  });
}
