import type { FastifyRequest } from 'fastify';
import { requireSession } from '../auth/guard.js';
import { requireCompanyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { accepted } from '../http/routeSchemas.js';
import { findStoryProduct } from './repository.js';

/**
 * What a Story record about one of the caller's products starts from (docs/product.md §10.2 register-ip, §11.1
 * auto-issue): the session, the product id and transaction hash of the request, the caller's company, and the
 * product with its Story columns (404 when it is not the company's).
 */
export async function productRecordRequest(
  ctx: AppContext,
  request: FastifyRequest & { params: { id: string }; body: { tx_hash: string } },
) {
  const session = await requireSession(ctx, request);
  const { id } = accepted(request.params);
  const { tx_hash } = accepted(request.body);
  const company = await requireCompanyOfWallet(ctx.db, session.wallet);
  const product = await findStoryProduct(ctx.db, id, company.id);
  if (product === null) throw notFound('Product not found');
  return { id, tx_hash, company, product };
}
