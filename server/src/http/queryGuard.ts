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

/**
 * Every query is validated (issue 2): routes that take parameters parse them with their own schema, and on all
 * others any parameter is unknown, so `?foo=1` answers 400 naming `foo` instead of being silently ignored.
 */
export function refuseUndeclaredQueries(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.takesQuery !== true) parse(noQuery, request.query, 'query');
  });
}
