import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { nonceQuerySchema, walletConnectSchema } from '../../../contract/api/auth.js';
import { companyJson, companyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { sendSerialized, serialized } from '../http/json.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { parse } from '../http/validation.js';
import { requireSession } from './guard.js';
import { WELCOME_STATEMENT, verifyEip4361 } from './message.js';
import { consumeNonce, issueNonce } from './nonces.js';
import { endAllSessions, endSession, lastSignIn, recordSignIn } from './repository.js';
import { logoutSchema, signInClient } from './sessions.js';

export function authRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const limited = { config: strictRateLimit(ctx) };

    app.get('/auth/nonce/', { config: { ...strictRateLimit(ctx), takesQuery: true } }, async (request) => {
      const query = parse(nonceQuerySchema, request.query, 'query');
      return { nonce: await issueNonce(ctx.db, query.wallet_address) };
    });

    /**
     * docs/product.md §6 sign-in: an EIP-4361 message with the welcome statement, checked by verifyEip4361 against the
     * request's Origin. The nonce is spent last, only for a message and signature that hold, so a bad attempt
     * does not burn it.
     */
    const walletConnect = async (request: FastifyRequest) => {
      const input = parse(walletConnectSchema, request.body, 'body');
      const wallet = input.wallet_address;
      const message = await verifyEip4361(ctx.config, {
        text: input.message,
        signature: input.signature,
        origin: request.headers.origin,
        wallet,
        statement: WELCOME_STATEMENT,
        resources: [],
      });
      await ctx.db.transaction(async (tx) => {
        await consumeNonce(tx, message.nonce, wallet);
        await recordSignIn(tx, wallet);
      });
      const { token } = await ctx.tokens.signIn(wallet, signInClient(request));
      return { token, message: 'Signed in' };
    };
    app.post('/auth/wallet-connect/', limited, walletConnect);
    app.post('/auth/login/', limited, walletConnect);

    /**
     * A still valid, unrevoked token buys the next one of its session; the old one is revoked so it cannot be
     * refreshed twice. Once the session is SESSION_MAX_AGE_SECONDS old: 401 (docs/product.md §7).
     */
    app.post('/auth/refresh/', limited, async (request) => {
      const session = await requireSession(ctx, request);
      const { token } = await ctx.tokens.refresh(session);
      return { token };
    });

    /**
     * Asked by every signed-in screen: kept by the read cache (server/src/cache/readCache.ts), as bytes, until the
     * wallet's company or its last sign-in changes (`w:<wallet>`, migrations 002 and 010).
     */
    app.get('/auth/profile/', async (request, reply) => {
      const session = await requireSession(ctx, request);
      const wallet = session.wallet;
      const body = await ctx.reads.read('profile', wallet, [`w:${wallet}`], async () => {
        const [company, lastLogin] = await Promise.all([
          companyOfWallet(ctx.db, wallet),
          lastSignIn(ctx.db, wallet),
        ]);
        return serialized({
          wallet_address: wallet,
          company: company === null ? null : companyJson(company),
          last_login: lastLogin?.toISOString() ?? null,
        });
      });
      return sendSerialized(reply, body);
    });

    /** Ends the current session, or with `{everywhere: true}` every session of the wallet (docs/product.md §7). */
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
