import type { FastifyRequest } from 'fastify';
import { requireSession } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/index.js';
import { pageOf, pageRequest, paginationSchema, type Page, type PageRequest } from '../http/pagination.js';
import { parse } from '../http/validation.js';
import { requireCompanyOfWallet } from './companies.js';

/**
 * The handler of a list of the caller's company's records (docs/product.md §7 lists, `?page=&page_size=`): the session
 * (401 without one), the company of its wallet (404 without one), then one page of `list`.
 */
export function companyPage<T>(
  ctx: AppContext,
  list: (db: Queryable, companyId: string, page: PageRequest) => Promise<{ count: number; results: T[] }>,
): (request: FastifyRequest) => Promise<Page<T>> {
  return async (request) => {
    const session = await requireSession(ctx, request);
    const page = pageRequest(parse(paginationSchema, request.query, 'query'));
    const company = await requireCompanyOfWallet(ctx.db, session.wallet);
    const { count, results } = await list(ctx.db, company.id, page);
    return pageOf(request.url, page, count, results);
  };
}
