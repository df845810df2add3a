import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { requireCaller } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/index.js';
import {
  pageOf,
  pageRequest,
  type Page,
  type PageRequest,
  type paginationSchema,
} from '../http/pagination.js';
import { accepted } from '../http/routeSchemas.js';
import { requireCompanyOfWallet } from './companies.js';

/**
 * The handler of a list of the caller's company's records (docs/product.md §7 lists, `?page=&page_size=`, the route
 * declaring `paginationSchema` as its query): the session, or an API key where the route declares a scope (401
 * without either, auth/guard.ts requireCaller), the company of its wallet (404 without one), then one page of `list`.
 */
export function companyPage<T>(
  ctx: AppContext,
  list: (db: Queryable, companyId: string, page: PageRequest) => Promise<{ count: number; results: T[] }>,
): (request: FastifyRequest<{ Querystring: z.output<typeof paginationSchema> }>) => Promise<Page<T>> {
  return async (request) => {
    const session = await requireCaller(ctx, request);
    const page = pageRequest(accepted(request.query));
    const company = await requireCompanyOfWallet(ctx.db, session.wallet);
    const { count, results } = await list(ctx.db, company.id, page);
    return pageOf(request.url, page, count, results);
  };
}
