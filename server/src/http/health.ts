import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context.js';

/** Public service endpoints: the load balancer's health check and the SPA's chain settings (docs/api.md additions). */
export function serviceRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/health/', { config: { rateLimit: false } }, async (request, reply) => {
      try {
        await ctx.db.query('SELECT 1');
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', error: 'Database unreachable' });
      }
    });

    /** The accepted stablecoins come from ACCEPTED_TOKENS, so the SPA never hard-codes them. */
    app.get('/config/', async () => ({
      chain_id: ctx.config.chainId,
      accepted_tokens: ctx.config.acceptedTokens,
    }));
  };
}
