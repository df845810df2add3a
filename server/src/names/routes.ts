import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { address, parse } from '../http/validation.js';
import { NameResolver } from './names.js';

const namesQuerySchema = z.strictObject({ address });

export function nameRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const names = new NameResolver(ctx.config, app.log);
    /**
     * GET names/?address= (public, docs/product.md §7) → {name | null}. Each new address may cost a call to the paid
     * name service, so the stricter per-route limit applies.
     */
    app.get('/names/', { config: { ...strictRateLimit(ctx), takesQuery: true } }, async (request) => {
      const query = parse(namesQuerySchema, request.query, 'query');
      return { name: await names.resolve(query.address) };
    });
  };
}
