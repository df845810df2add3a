import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { companyJson, companyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { badRequest, unauthorized } from '../http/errors.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { address, parse } from '../http/validation.js';
import { requireSession } from './guard.js';
import { parseSignInMessage, timestampProblem } from './message.js';
import { consumeNonce, issueNonce } from './nonces.js';
import { endAllSessions, endSession, logoutSchema, signInClient, type SignInClient } from './sessions.js';
import { SIGNATURE_PATTERN, recoverSigner } from './signature.js';

const nonceQuerySchema = z.strictObject({ wallet_address: address });

/** PRODUCT.md §7 auth payload (SPEC.md §3: wallet_address, signature, message). */
const walletConnectSchema = z.strictObject({
  wallet_address: address,
  signature: z.string().regex(SIGNATURE_PATTERN, 'Must be a 0x-prefixed 65-byte hex signature'),
  message: z.string().min(1, 'Must not be empty').max(1000, 'Must be at most 1000 characters'),
});

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const limited = { config: strictRateLimit(ctx) };

    app.get('/auth/nonce/', { config: { ...strictRateLimit(ctx), takesQuery: true } }, async (request) => {
      const query = parse(nonceQuerySchema, request.query, 'query');
      return { nonce: await issueNonce(ctx.db, query.wallet_address) };
    });

    /**
     * PRODUCT.md §6 sign-in. Cheap checks first; the nonce is spent last, only for a signature that holds, so a
     * bad attempt does not burn it.
     */
    const walletConnect = async (body: unknown, client: SignInClient) => {
      const input = parse(walletConnectSchema, body, 'body');
      const message = parseSignInMessage(input.message);
      if (message === null) {
        throw badRequest('The message does not follow the OVERDIVE sign-in template', {
          message: 'Does not follow the sign-in template',
        });
      }
      if (!ctx.allowedHosts.has(message.domain))
        throw unauthorized(`The domain ${message.domain} is not allowed`);
      const problem = timestampProblem(message.timestampMs);
      if (problem !== null) throw unauthorized(problem);
      const wallet = message.wallet.toLowerCase();
      if (wallet !== input.wallet_address)
        throw unauthorized('The message names another wallet than wallet_address');
      if (recoverSigner(input.message, input.signature) !== wallet) {
        throw unauthorized('The signature does not match the wallet');
      }
      await ctx.db.transaction(async (tx) => {
        await consumeNonce(tx, message.nonce, wallet);
        await tx.query(
          `INSERT INTO wallets (address, last_login_at) VALUES ($1, now())
           ON CONFLICT (address) DO UPDATE SET last_login_at = now()`,
          [wallet],
        );
      });
      const { token } = await ctx.tokens.signIn(wallet, client);
      return { token, message: 'Signed in' };
    };
    app.post('/auth/wallet-connect/', limited, (request) =>
      walletConnect(request.body, signInClient(request)),
    );
    app.post('/auth/login/', limited, (request) => walletConnect(request.body, signInClient(request)));

    /**
     * A still valid, unrevoked token buys the next one of its session; the old one is revoked so it cannot be
     * refreshed twice. Once the session is SESSION_MAX_AGE_SECONDS old: 401 (PRODUCT.md §7).
     */
    app.post('/auth/refresh/', limited, async (request) => {
      const session = await requireSession(ctx, request);
      const { token } = await ctx.tokens.refresh(session);
      return { token };
    });

    app.get('/auth/profile/', async (request) => {
      const session = await requireSession(ctx, request);
      const company = await companyOfWallet(ctx.db, session.wallet);
      const wallet = await ctx.db.query<{ last_login_at: Date | null }>(
        'SELECT last_login_at FROM wallets WHERE address = $1',
        [session.wallet],
      );
      return {
        wallet_address: session.wallet,
        company: company === null ? null : companyJson(company),
        last_login: wallet.rows[0]?.last_login_at?.toISOString() ?? null,
      };
    });

    /** Ends the current session, or with `{everywhere: true}` every session of the wallet (PRODUCT.md §7). */
    app.post('/auth/logout/', async (request, reply) => {
      const session = await requireSession(ctx, request);
      const { everywhere } = parse(logoutSchema, request.body, 'body');
      await ctx.db.transaction(async (tx) => {
        await ctx.tokens.revoke(tx, session);
        if (everywhere === true) await endAllSessions(tx, session.wallet);
        else await endSession(tx, session.wallet, session.sessionId, ctx.config.sessionMaxAgeSeconds);
      });
      return reply.code(204).send();
    });
  };
}
