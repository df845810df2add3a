import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  logoutSchema,
  nonceQuerySchema,
  nonceSchema,
  profileSchema,
  refreshSchema,
  signInSchema,
  walletConnectSchema,
} from '../../../contract/api/auth.js';
import { companyJson, companyOfWallet } from '../companies/companies.js';
import type { AppContext } from '../context.js';
import { sendSerialized, serialized } from '../http/json.js';
import { strictRateLimit } from '../http/rateLimit.js';
import { BEARER, accepted, answers, noContent } from '../http/routeSchemas.js';
import { requireSession } from './guard.js';
import { WELCOME_STATEMENT, verifyEip4361 } from './message.js';
import { consumeNonce, issueNonce } from './nonces.js';
import { endAllSessions, endSession, lastSignIn, recordSignIn } from './repository.js';
import { signInClient } from './sessions.js';

const tags = ['Auth'];

export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/auth/nonce/',
      {
        config: strictRateLimit(ctx),
        schema: {
          summary: 'A nonce for one sign-in or one signed call (docs/product.md §6)',
          tags,
          querystring: nonceQuerySchema,
          response: answers({ 200: nonceSchema }),
        },
      },
      async (request) => {
        const query = accepted(request.query);
        return { nonce: await issueNonce(ctx.db, query.wallet_address) };
      },
    );

    /**
     * docs/product.md §6 sign-in: an EIP-4361 message with the welcome statement, checked by verifyEip4361 against the
     * request's Origin. The nonce is spent last, only for a message and signature that hold, so a bad attempt
     * does not burn it.
     */
    const walletConnect = async (request: FastifyRequest<{ Body: z.output<typeof walletConnectSchema> }>) => {
      const input = accepted(request.body);
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
    const signIn = {
      config: strictRateLimit(ctx),
      schema: {
        summary: 'Sign in with an EIP-4361 message signed by the wallet (docs/product.md §6)',
        tags,
        body: walletConnectSchema,
        response: answers({ 200: signInSchema }, [401, 413, 415]),
      },
    };
    app.post('/auth/wallet-connect/', signIn, walletConnect);
    app.post(
      '/auth/login/',
      { ...signIn, schema: { ...signIn.schema, summary: 'The same as wallet-connect/' } },
      walletConnect,
    );

    /**
     * A still valid, unrevoked token buys the next one of its session; the old one is revoked so it cannot be
     * refreshed twice. Once the session is SESSION_MAX_AGE_SECONDS old: 401 (docs/product.md §7).
     */
    app.post(
      '/auth/refresh/',
      {
        config: strictRateLimit(ctx),
        schema: {
          summary: "The session's next token; the one sent is revoked",
          tags,
          security: BEARER,
          response: answers({ 200: refreshSchema }, [401]),
        },
      },
      async (request) => {
        const session = await requireSession(ctx, request);
        const { token } = await ctx.tokens.refresh(session);
        return { token };
      },
    );

    /**
     * Asked by every signed-in screen: kept by the read cache (server/src/cache/readCache.ts), as bytes, until the
     * wallet's company or its last sign-in changes (`w:<wallet>`, migrations 002 and 010).
     */
    app.get(
      '/auth/profile/',
      {
        schema: {
          summary: 'The signed-in wallet, its company and its last sign-in',
          tags,
          security: BEARER,
          response: answers({ 200: profileSchema }, [401]),
        },
      },
      async (request, reply) => {
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
      },
    );

    /** Ends the current session, or with `{everywhere: true}` every session of the wallet (docs/product.md §7). */
    app.post(
      '/auth/logout/',
      {
        schema: {
          summary: 'End the current session, or with `everywhere` every session of the wallet',
          tags,
          security: BEARER,
          body: logoutSchema,
          response: answers({ 204: noContent('Signed out') }, [401, 413, 415]),
        },
      },
      async (request, reply) => {
        const session = await requireSession(ctx, request);
        const { everywhere } = accepted(request.body);
        await ctx.db.transaction(async (tx) => {
          await ctx.tokens.revoke(tx, session);
          if (everywhere === true) await endAllSessions(tx, session.wallet);
          else await endSession(tx, session.wallet, session.sessionId, ctx.config.sessionMaxAgeSeconds);
        });
        return reply.code(204).send();
      },
    );
  };
}
