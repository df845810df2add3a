import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  companySchema,
  licensorInfoQuerySchema,
  licensorInfoSchema,
  payoutChangeSchema,
  slugAvailabilitySchema,
  slugQuerySchema,
  soldLicenseSchema,
} from '../../../contract/api/companies.js';
import { pageSchema } from '../../../contract/api/fields.js';
import { companyIdPathSchema, companyKeyPathSchema } from '../../../contract/api/paths.js';
import { requireSession } from '../auth/guard.js';
import { companyPage } from './companyPage.js';
import { signedCallStatement, verifySignedCall } from '../auth/signedCall.js';
import type { AppContext } from '../context.js';
import { notFound, unauthorized } from '../http/errors.js';
import { sendSerialized, serialized } from '../http/json.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { BEARER, accepted, answers, idPath } from '../http/routeSchemas.js';
import { isUuid } from '../http/validation.js';
import { listLicenses } from '../orders/repository.js';
import { publicProductJson } from '../products/products.js';
import { listPublicProducts, nextHoldEnd } from '../products/repository.js';
import {
  cachedCompanyOfWallet,
  companyJson,
  createCompanySchema,
  publicCompanyJson,
  recordPayoutSetAtCreation,
  updateCompanySchema,
  type CachedCompany,
} from './companies.js';
import {
  companiesOfWallet,
  companyBySlug,
  insertCompany,
  lockOwnCompany,
  recentPayoutChanges,
  recordPayoutChange,
  slugTaken,
  updateCompany,
} from './repository.js';
import { walletTokensRoute } from './walletTokens.js';

const WALLET = /^0x[0-9a-fA-F]{40}$/;

/**
 * The public brand page's products come 50 a page, newest first (docs/product.md §7): one answer with every product of
 * a large catalogue was megabytes for each visitor of a public, unauthenticated page.
 */
const LICENSOR_INFO_PAGE_SIZE = 50;

const tags = ['Companies'];

export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(walletTokensRoute(ctx));
    /** GET companies/ → the caller's companies (one per wallet, listed as a page like every list). */
    app.get(
      '/companies/',
      {
        schema: {
          summary: "The caller's companies (one per wallet)",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(companySchema) }, [401]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const page = pageRequest(accepted(request.query));
        const { count, rows } = await companiesOfWallet(ctx.db, session.wallet, page);
        return pageOf(request.url, page, count, rows.map(companyJson));
      },
    );

    /** POST companies/ — a signed call (docs/product.md §7), one company per wallet. */
    app.post(
      '/companies/',
      {
        schema: {
          summary: "Create the caller's company: a signed call (docs/product.md §6)",
          tags,
          security: BEARER,
          body: createCompanySchema,
          response: answers({ 201: companySchema }, [401, 409, 413, 415]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { auth, ...input } = accepted(request.body);
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
      },
    );

    /** Addition: the company wizard's live check (docs/api.md). */
    app.get(
      '/companies/slug-available/',
      {
        schema: {
          summary: 'Whether a slug is free',
          tags,
          security: BEARER,
          querystring: slugQuerySchema,
          response: answers({ 200: slugAvailabilitySchema }, [401]),
        },
      },
      async (request) => {
        await requireSession(ctx, request);
        const { slug } = accepted(request.query);
        return { available: !(await slugTaken(ctx.db, slug)) };
      },
    );

    app.get(
      '/companies/licenses/',
      {
        schema: {
          summary: "The licences the caller's company sold",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(soldLicenseSchema) }, [401, 404]),
        },
      },
      companyPage(ctx, listLicenses),
    );

    /**
     * Public: the brand page's data — the company and its published and paused products (docs/product.md §9). Every
     * visitor of a brand page asks it, and its products' licence counts sum their orders: the answer is kept, as
     * bytes, until the company, one of its products or orders changes (`c:<company id>`), or an unpaid order stops
     * holding licences (server/src/cache/readCache.ts). A slug that finds nothing is not kept.
     */
    app.get(
      '/companies/licensor-info/',
      {
        schema: {
          summary: 'The public brand page: the company and a page of its listed products',
          tags,
          querystring: licensorInfoQuerySchema,
          response: answers({ 200: licensorInfoSchema }, [404]),
        },
      },
      async (request, reply) => {
        const { slug, page: pageNumber } = accepted(request.query);
        const page = pageRequest({ page: pageNumber, page_size: LICENSOR_INFO_PAGE_SIZE });
        const body = await ctx.reads.read('licensorInfo', request.url, [], async (until, dependOn) => {
          const company = await companyBySlug(ctx.db, slug);
          // Thrown, not returned: a load that throws is not kept, so a company created with this slug is found at once.
          if (company === null) throw notFound('No licensor with this slug');
          dependOn(`c:${company.id}`);
          const [{ count, rows }, holdEnd] = await Promise.all([
            listPublicProducts(ctx.db, company.id, page),
            ctx.reads.active ? nextHoldEnd(ctx.db, company.id) : null,
          ]);
          if (holdEnd !== null) until(holdEnd.getTime());
          return serialized({
            company: publicCompanyJson(company),
            products_page: pageOf(request.url, page, count, rows.map(publicProductJson)),
          });
        });
        return sendSerialized(reply, body);
      },
    );

    /**
     * GET companies/{wallet}/ and GET companies/{id}/ share a path: a 0x address is a wallet, a UUID an id. Either
     * way only the caller's own company is found; anything else is 404 (docs/product.md §7, no existence leak).
     */
    app.get(
      '/companies/:key/',
      {
        schema: {
          summary: "The caller's company, by its id or by the owner's wallet",
          tags,
          security: BEARER,
          params: idPath(companyKeyPathSchema, 'Company'),
          response: answers({ 200: companySchema }, [401, 404]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { key } = accepted(request.params);
        let company: CachedCompany | null = null;
        if (WALLET.test(key)) {
          if (key.toLowerCase() === session.wallet)
            company = await cachedCompanyOfWallet(ctx, session.wallet);
        } else if (isUuid(key)) {
          const owned = await cachedCompanyOfWallet(ctx, session.wallet);
          if (owned?.row.id === key.toLowerCase()) company = owned;
        }
        if (company === null) throw notFound('Company not found');
        return sendSerialized(reply, company.body);
      },
    );

    /**
     * The payout address changes of the caller's company in the last 7 days, newest first (docs/product.md §9 Home).
     */
    app.get(
      '/companies/payout-changes/',
      {
        schema: {
          summary: "The payout address's changes of the last 7 days",
          tags,
          security: BEARER,
          querystring: paginationSchema,
          response: answers({ 200: pageSchema(payoutChangeSchema) }, [401, 404]),
        },
      },
      companyPage(ctx, recentPayoutChanges),
    );

    /**
     * PATCH companies/{id}/ (owner only). A new payout address is where buyers' money goes: it needs a signed call
     * whose statement names the new address (docs/product.md §6), and the change is recorded with the old address.
     */
    app.patch(
      '/companies/:key/',
      {
        schema: {
          summary: 'Change the company; a new payout address is a signed call (docs/product.md §6)',
          tags,
          security: BEARER,
          params: idPath(companyIdPathSchema, 'Company'),
          body: updateCompanySchema,
          response: answers({ 200: companySchema }, [401, 404, 409, 413, 415]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const id = accepted(request.params).key;
        const { auth, ...input } = accepted(request.body);
        const company = await ctx.db.transaction(async (tx) => {
          const current = await lockOwnCompany(tx, id, session.wallet);
          if (current === null) throw notFound('Company not found');
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
      },
    );
  };
}
