import type { FastifyPluginAsync } from 'fastify';
import { licensorInfoQuerySchema, slugQuerySchema } from '../../../contract/api/companies.js';
import { requireSession } from '../auth/guard.js';
import { TtlCache } from '../cache/ttlCache.js';
import { companyPage } from './companyPage.js';
import { signedCallStatement, verifySignedCall } from '../auth/signedCall.js';
import type { AppContext } from '../context.js';
import { notFound, unauthorized } from '../http/errors.js';
import { sendSerialized, serialized } from '../http/json.js';
import { pageOf, pageRequest, paginationSchema } from '../http/pagination.js';
import { isUuid, parse, pathId, queryParser } from '../http/validation.js';
import { listLicenses } from '../orders/repository.js';
import { publicProductJson } from '../products/products.js';
import { listPublicProducts, nextHoldEnd } from '../products/repository.js';
import {
  cachedCompanyOfWallet,
  companyJson,
  createCompanySchema,
  publicCompanyJson,
  recordPayoutSetAtCreation,
  requireCompanyOfWallet,
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
import { licenseTokensHeld } from '../story/index.js';

const WALLET = /^0x[0-9a-fA-F]{40}$/;

/**
 * The public brand page's products come 50 a page, newest first (docs/product.md §7): one answer with every product of
 * a large catalogue was megabytes for each visitor of a public, unauthenticated page.
 */
const LICENSOR_INFO_PAGE_SIZE = 50;

/**
 * docs/product.md §13.6: the wallet's balances are kept this long per company, so reloading Home does not spend the
 * RPC quota that payments need. In this process, not in Redis: each copy then reads a company's balances at most
 * twice a minute, a bounded cost, without a network hop and a Redis dependency for a read meant to spare one.
 */
const WALLET_TOKENS_CACHE_MS = 30_000;

export function companyRoutes(ctx: AppContext): FastifyPluginAsync {
  const licensorInfoQuery = queryParser(licensorInfoQuerySchema);
  const walletTokensCache = new TtlCache<Awaited<ReturnType<typeof readWalletTokens>>>(
    WALLET_TOKENS_CACHE_MS,
  );
  return async (app) => {
    /** GET companies/ → the caller's companies (one per wallet, listed as a page like every list). */
    app.get('/companies/', { config: { takesQuery: true } }, async (request) => {
      const session = await requireSession(ctx, request);
      const page = pageRequest(parse(paginationSchema, request.query, 'query'));
      const { count, rows } = await companiesOfWallet(ctx.db, session.wallet, page);
      return pageOf(request.url, page, count, rows.map(companyJson));
    });

    /** POST companies/ — a signed call (docs/product.md §7), one company per wallet. */
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
      return { available: !(await slugTaken(ctx.db, slug)) };
    });

    app.get('/companies/licenses/', { config: { takesQuery: true } }, companyPage(ctx, listLicenses));

    /**
     * Balances of the payout wallet in the native coin and each accepted token, read through RPC_URL, kept 30 s per
     * company (the key holds both addresses, so a payout change is read at once), and a rate limit of its own:
     * WALLET_TOKENS_RATE_LIMIT a minute per client (docs/product.md §13.6).
     */
    app.get(
      '/companies/wallet-tokens/',
      { config: { routeRateLimit: { max: ctx.config.walletTokensRateLimit, windowMs: 60_000 } } },
      async (request) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        return walletTokensCache.get(
          `${company.id} ${company.payout_address} ${company.wallet_address}`,
          () => readWalletTokens(ctx, company),
        );
      },
    );

    /**
     * Public: the brand page's data — the company and its published and paused products (docs/product.md §9). Every
     * visitor of a brand page asks it, and its products' licence counts sum their orders: the answer is kept, as
     * bytes, until the company, one of its products or orders changes (`c:<company id>`), or an unpaid order stops
     * holding licences (server/src/cache/readCache.ts). A slug that finds nothing is not kept.
     */
    app.get('/companies/licensor-info/', { config: { takesQuery: true } }, async (request, reply) => {
      const { slug, page: pageNumber } = licensorInfoQuery(request);
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
    });

    /**
     * GET companies/{wallet}/ and GET companies/{id}/ share a path: a 0x address is a wallet, a UUID an id. Either
     * way only the caller's own company is found; anything else is 404 (docs/product.md §7, no existence leak).
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

    /**
     * The payout address changes of the caller's company in the last 7 days, newest first (docs/product.md §9 Home).
     */
    app.get(
      '/companies/payout-changes/',
      { config: { takesQuery: true } },
      companyPage(ctx, recentPayoutChanges),
    );

    /**
     * PATCH companies/{id}/ (owner only). A new payout address is where buyers' money goes: it needs a signed call
     * whose statement names the new address (docs/product.md §6), and the change is recorded with the old address.
     */
    app.patch<{ Params: { key: string } }>('/companies/:key/', async (request) => {
      const session = await requireSession(ctx, request);
      const id = pathId(request.params.key, 'Company');
      const { auth, ...input } = parse(updateCompanySchema, request.body, 'body');
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
    });
  };
}

/** The chain reads of GET companies/wallet-tokens/: the payout wallet's balances and the company wallet's licences. */
async function readWalletTokens(
  ctx: AppContext,
  company: { payout_address: string; wallet_address: string },
) {
  const [licenseTokens, native, ...tokens] = await Promise.all([
    // docs/product.md §7: also the Story licence tokens the company wallet holds.
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
}
