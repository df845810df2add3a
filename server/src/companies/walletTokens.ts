import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletTokensSchema } from '../../../contract/api/companies.js';
import { requireSession } from '../auth/guard.js';
import { TtlCache } from '../cache/ttlCache.js';
import type { AppContext } from '../context.js';
import { BEARER, answers } from '../http/routeSchemas.js';
import { licenseTokensHeld } from '../story/index.js';
import { requireCompanyOfWallet } from './companies.js';

/**
 * docs/product.md §13.6: the wallet's balances are kept this long per company, so reloading Home does not spend the
 * RPC quota that payments need. In this process, not in Redis: each copy then reads a company's balances at most
 * twice a minute, a bounded cost, without a network hop and a Redis dependency for a read meant to spare one.
 */
const WALLET_TOKENS_CACHE_MS = 30_000;

/** GET companies/wallet-tokens/: what the company's wallets hold, read from the chain. */
export function walletTokensRoute(ctx: AppContext): FastifyPluginAsyncZod {
  const walletTokensCache = new TtlCache<Awaited<ReturnType<typeof readWalletTokens>>>(
    WALLET_TOKENS_CACHE_MS,
  );
  return async (app) => {
    /**
     * Balances of the payout wallet in the native coin and each accepted token, read through RPC_URL, kept 30 s per
     * company (the key holds both addresses, so a payout change is read at once), and a rate limit of its own:
     * WALLET_TOKENS_RATE_LIMIT a minute per client (docs/product.md §13.6).
     */
    app.get(
      '/companies/wallet-tokens/',
      {
        config: { routeRateLimit: { max: ctx.config.walletTokensRateLimit, windowMs: 60_000 } },
        schema: {
          summary: "The payout wallet's balances and the licence tokens the company wallet holds",
          tags: ['Companies'],
          security: BEARER,
          response: answers({ 200: walletTokensSchema }, [401, 404, 503]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const company = await requireCompanyOfWallet(ctx.db, session.wallet);
        return walletTokensCache.get(
          `${company.id} ${company.payout_address} ${company.wallet_address}`,
          () => readWalletTokens(ctx, company),
        );
      },
    );
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
