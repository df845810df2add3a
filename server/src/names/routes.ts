import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nameSchema, namesQuerySchema } from '../../../contract/api/service.js';
import type { AppContext } from '../context.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { accepted, answers } from '../http/routeSchemas.js';
import { NameResolver } from './names.js';

export function nameRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const names = new NameResolver(ctx.config, app.log);
    /**
     * GET names/?address= (public, docs/product.md §7) → {name | null}. Each new address may cost a call to the paid
     * name service, so the stricter per-route limit applies.
     */
    app.get(
      '/names/',
      {
        config: strictRateLimit(ctx),
        schema: {
          summary: "An account's name, resolved on the server",
          tags: ['Names'],
          querystring: namesQuerySchema,
          response: answers({ 200: nameSchema }),
        },
      },
      async (request) => {
        const query = accepted(request.query);
        return { name: await names.resolve(query.address) };
      },
    );
  };
}
