import type { FastifyContextConfig } from 'fastify';
import type { AppContext } from '../context.js';

/**
 * The stricter per-route limit of the auth endpoints and the public order and pay endpoints (issue 2, issue 6):
 * AUTH_RATE_LIMIT requests per minute per client IP, counted per route. Counters live in this process's memory,
 * so with several copies each counts on its own.
 */
export function strictRateLimit(ctx: AppContext): FastifyContextConfig {
  return { rateLimit: { max: ctx.config.authRateLimit, timeWindow: 60_000 } };
}
