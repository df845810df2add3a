import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedTokensConfigSchema } from '../../../contract/api/config.js';
import {
  healthDownSchema,
  healthSchema,
  notReadySchema,
  readySchema,
} from '../../../contract/api/service.js';
import type { AppContext } from '../context.js';
import { createReadiness } from './readiness.js';
import { answers } from './routeSchemas.js';

const tags = ['Service'];

/** Public service endpoints: the load balancer's health check and the SPA's chain settings (docs/api.md additions). */
export function serviceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health/',
      {
        config: { rateLimit: false },
        schema: {
          summary: 'Liveness: whether the database answers',
          tags,
          response: answers({ 200: healthSchema, 503: healthDownSchema }, [], { rateLimited: false }),
        },
      },
      async (request, reply) => {
        try {
          await ctx.db.query('SELECT 1');
          return { status: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'unavailable', error: 'Database unreachable' });
        }
      },
    );

    // docs/product.md §13.8: whether this copy should get traffic (the database, the chain node and, on the copy that
    // watches, the watcher); /api/health/ above stays the liveness check, which a chain node being away never fails.
    const readiness = createReadiness({
      db: ctx.db,
      rpcUrls: ctx.config.rpcUrls,
      chainId: ctx.config.chainId,
      timeoutMs: ctx.config.rpcTimeoutMs,
      watcherStatus: () => ctx.watcher?.status() ?? null,
    });
    // Said when it changes, not on every ask of a load balancer.
    let lastSaid = '';
    app.get(
      '/ready/',
      {
        config: { rateLimit: false },
        schema: {
          summary: 'Readiness: the database, the chain node and the payment watcher (docs/product.md §13.8)',
          tags,
          response: answers({ 200: readySchema, 503: notReadySchema }, [], { rateLimited: false }),
        },
      },
      async (request, reply) => {
        const problems = await readiness.problems();
        const said = problems.join('; ');
        if (said !== lastSaid) {
          lastSaid = said;
          if (said === '') request.log.info('ready again');
          else request.log.warn({ problems }, 'not ready');
        }
        void reply.header('cache-control', 'no-store');
        if (problems.length === 0) return { status: 'ready' as const };
        return reply.code(503).send({ status: 'unavailable', problems });
      },
    );

    /** The accepted stablecoins come from ACCEPTED_TOKENS, so the SPA never hard-codes them. */
    app.get(
      '/config/',
      {
        schema: {
          summary: 'The chain and the stablecoins a price may be set in',
          tags,
          response: answers({ 200: acceptedTokensConfigSchema }),
        },
      },
      async () => ({
        chain_id: ctx.config.chainId,
        accepted_tokens: ctx.config.acceptedTokens,
      }),
    );
  };
}
