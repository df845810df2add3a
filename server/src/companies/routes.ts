import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireSession } from '../auth/guard.js';
import { signedCallStatement, verifySignedCall } from '../auth/signedCall.js';
import type { AppContext } from '../context.js';
import { notFound, unauthorized } from '../http/errors.js';
import { sendSerialized } from '../http/json.js';
import { pageOf, pageRequest, paginationQuery, paginationSchema } from '../http/pagination.js';
import { isUuid, parse, pathId, queryText } from '../http/validation.js';
import { listLicenses } from '../orders/licenses.js';
import { PRODUCT_SELECT, publicProductJson, type ProductRow } from '../products/products.js';
import {
  COMPANY_COLUMNS,
  companyBySlug,
  cachedCompanyOfWallet,
  companyJson,
  createCompanySchema,
  insertCompany,
  publicCompanyJson,
  requireCompanyOfWallet,
  slugSchema,
  updateCompany,
  updateCompanySchema,
  type CachedCompany,
  type CompanyRow,
} from './companies.js';
import { recentPayoutChanges, recordPayoutChange, recordPayoutSetAtCreation } from './payoutChanges.js';
import { licenseTokensHeld } from '../story/index.js';

const WALLET = /^0x[0-9a-fA-F]{40}$/;

const slugQuerySchema = z.strictObject({ slug: slugSchema });
/** licensor-info looks up any string; a malformed slug simply finds nothing. */
const licensorInfoQuerySchema = z.strictObject({
  slug: queryText(64).min(1),
  page: paginationQuery.page,
});

/**
 * The public brand page's products come 50 a page, newest first (PRODUCT.md §7): one answer with every product of
 * a large catalogue was megabytes for each visitor of a public, unauthenticated page.
 */
const LICENSOR_INFO_PAGE_SIZE = 50;

export function companyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    /** GET companies/ → the caller's companies (one per wallet, listed as a page like every list). */
    app.get('/companies/', { config: { takesQuery: true } }, async (request) => {
      const session = await requireSession(ctx, request);
      const page = pageRequest(parse(paginationSchema, request.query, 'query'));
      const rows = await ctx.db.query<CompanyRow>(
        `SELECT ${COMPANY_COLUMNS} FROM companies WHERE wallet_address = $1 ORDER BY created_at
          LIMIT ${page.pageSize} OFFSET ${page.offset}`,
        [session.wallet],
      );
      const count = await ctx.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM companies WHERE wallet_address = $1',
        [session.wallet],
      );
      return pageOf(request.url, page, count.rows[0]?.count ?? 0, rows.rows.map(companyJson));
    });

    /** POST companies/ — a signed call (PRODUCT.md §7), one company per wallet. */
    app.post('/companies/', async (request, reply) => {
      const session = await requireSession(ctx, request);
      const { auth, ...input } = parse(createCompanySchema, request.body, 'body');
      const signed = await verifySignedCall(
        ctx,
        request,
        auth,
        session,
        signedCallStatement.createCompany(input.slug),
      );
      const company = await ctx.db.transaction(async (tx) => {
        await signed.consume(tx);
        const created = await insertCompany(tx, session.wallet, input);
        await recordPayoutSetAtCreation(tx, created);
        return created;
      });
      return reply.code(201).send(companyJson(company));
    });

    /** Addition: the company wizard's live check (docs/api.md). */
    app.get('/companies/slug-available/', { config: { takesQuery: true } }, async (request) => {
      await requireSession(ctx, request);
      const { slug } = parse(slugQuerySchema, request.query, 'query');
      const taken = await ctx.db.query('SELECT 1 FROM companies WHERE slug = $1', [slug]);
      return { available: taken.rowCount === 0 };
    });

    app.get('/companies/licenses/', { config: { takesQuery: true } }, async (request) => {
      const session = await requireSession(ctx, request);
      const page = pageRequest(parse(paginationSchema, request.query, 'query'));
      const company = await requireCompanyOfWallet(ctx.db, session.wallet);
      const { count, results } = await listLicenses(ctx.db, company.id, page);
      return pageOf(request.url, page, count, results);
    });

    /** Balances of the payout wallet in the native coin and each accepted token, read through RPC_URL. */
    app.get('/companies/wallet-tokens/', async (request) => {
      const session = await requireSession(ctx, request);
      const company = await requireCompanyOfWallet(ctx.db, session.wallet);
      const [licenseTokens, native, ...tokens] = await Promise.all([
        // PRODUCT.md §7: also the Story licence tokens the company wallet holds.
        licenseTokensHeld(ctx.chain, company.wallet_address),
        ctx.chain.nativeBalance(company.payout_address),
        ...ctx.config.acceptedTokens.map((token) =>
          ctx.chain.tokenBalance(token.address, company.payout_address),
        ),
      ]);
      return {
        address: company.payout_address,
        chain_id: ctx.config.chainId,
        native: { symbol: ctx.config.nativeSymbol, decimals: 18, balance: String(native) },
        tokens: ctx.config.acceptedTokens.map((token, i) => {
          const balance = tokens[i];
          return { ...token, balance: balance === null || balance === undefined ? null : balance.toString() };
        }),
        license_tokens: licenseTokens,
      };
    });

    /** Public: the brand page's data — the company and its published and paused products (PRODUCT.md §9). */
    app.get('/companies/licensor-info/', { config: { takesQuery: true } }, async (request) => {
      const { slug, page: pageNumber } = parse(licensorInfoQuerySchema, request.query, 'query');
      const company = await companyBySlug(ctx.db, slug);
      if (company === null) throw notFound('No licensor with this slug');
      const page = pageRequest({ page: pageNumber, page_size: LICENSOR_INFO_PAGE_SIZE });
      const listed = `p.company_id = $1 AND p.status IN ('published', 'paused')`;
      const [products, count] = await Promise.all([
        ctx.db.query<ProductRow>(
          `${PRODUCT_SELECT} WHERE ${listed}
            ORDER BY p.created_at DESC, p.id LIMIT ${page.pageSize} OFFSET ${page.offset}`,
          [company.id],
        ),
        ctx.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM products p WHERE ${listed}`, [
          company.id,
        ]),
      ]);
      return {
        company: publicCompanyJson(company),
        products_page: pageOf(
          request.url,
          page,
          count.rows[0]?.count ?? 0,
          products.rows.map(publicProductJson),
        ),
      };
    });

    /**
     * GET companies/{wallet}/ and GET companies/{id}/ share a path: a 0x address is a wallet, a UUID an id. Either
     * way only the caller's own company is found; anything else is 404 (PRODUCT.md §7, no existence leak).
     */
    app.get<{ Params: { key: string } }>('/companies/:key/', async (request, reply) => {
      const session = await requireSession(ctx, request);
      const { key } = request.params;
      let company: CachedCompany | null = null;
      if (WALLET.test(key)) {
        if (key.toLowerCase() === session.wallet) company = await cachedCompanyOfWallet(ctx, session.wallet);
      } else if (isUuid(key)) {
        const owned = await cachedCompanyOfWallet(ctx, session.wallet);
        if (owned?.row.id === key.toLowerCase()) company = owned;
      }
      if (company === null) throw notFound('Company not found');
      return sendSerialized(reply, company.body);
    });

    /** The payout address changes of the caller's company in the last 7 days, newest first (PRODUCT.md §9 Home). */
    app.get('/companies/payout-changes/', { config: { takesQuery: true } }, async (request) => {
      const session = await requireSession(ctx, request);
      const page = pageRequest(parse(paginationSchema, request.query, 'query'));
      const company = await requireCompanyOfWallet(ctx.db, session.wallet);
      const { count, results } = await recentPayoutChanges(ctx.db, company.id, page);
      return pageOf(request.url, page, count, results);
    });

    /**
     * PATCH companies/{id}/ (owner only). A new payout address is where buyers' money goes: it needs a signed call
     * whose statement names the new address (PRODUCT.md §6), and the change is recorded with the old address.
     */
    app.patch<{ Params: { key: string } }>('/companies/:key/', async (request) => {
      const session = await requireSession(ctx, request);
      const id = pathId(request.params.key, 'Company');
      const { auth, ...input } = parse(updateCompanySchema, request.body, 'body');
      const company = await ctx.db.transaction(async (tx) => {
        const current = (
          await tx.query<CompanyRow>(
            `SELECT ${COMPANY_COLUMNS} FROM companies WHERE id = $1 AND wallet_address = $2 FOR UPDATE`,
            [id, session.wallet],
          )
        ).rows[0];
        if (current === undefined) throw notFound('Company not found');
        const newPayout =
          input.payout_address !== undefined && input.payout_address !== current.payout_address
            ? input.payout_address
            : null;
        if (newPayout !== null) {
          if (auth === undefined) {
            throw unauthorized(
              'Changing the payout address needs a signed call (an auth object in the body)',
            );
          }
          const signed = await verifySignedCall(
            ctx,
            request,
            auth,
            session,
            signedCallStatement.changePayoutAddress(newPayout),
          );
          await signed.consume(tx);
        }
        if (Object.values(input).every((value) => value === undefined)) return current;
        const updated = await updateCompany(tx, current.id, input);
        if (newPayout !== null) {
          await recordPayoutChange(tx, {
            companyId: current.id,
            oldAddress: current.payout_address,
            newAddress: updated.payout_address,
            changedBy: session.wallet,
          });
        }
        return updated;
      });
      return companyJson(company);
    });
  };
}
