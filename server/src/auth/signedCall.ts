import { createHash } from 'node:crypto';
import canonicalizeModule from 'canonicalize';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/index.js';
import { unauthorized } from '../http/errors.js';
import { sentBody } from '../http/routeSchemas.js';
import { verifyEip4361 } from './message.js';
import { consumeNonce } from './nonces.js';
import type { Session } from './tokens.js';

/**
 * canonicalize (RFC 8785) is CommonJS, `module.exports = serialize`, but its types declare an ES default export:
 * under NodeNext the default import is the function itself.
 */
const canonicalize = canonicalizeModule as unknown as (input: unknown) => string | undefined;

import type { SignedCallAuth } from '../../../contract/api/signedCall.js';

export { signedCallAuthSchema, type SignedCallAuth } from '../../../contract/api/signedCall.js';

/** The statements of docs/product.md §6: the action in ASCII English, as the wallet shows it. */
export const signedCallStatement = {
  createCompany: (slug: string) => `Create company ${slug}`,
  changePayoutAddress: (payoutAddress: string) => `Change payout address to ${payoutAddress.toLowerCase()}`,
  /** docs/product.md §12.1: the URL as sent (its characters are ones a statement may hold, contract/api/webhooks.ts). */
  addWebhook: (url: string) => `Add webhook ${url}`,
  createApiKey: (name: string) => `Create API key ${name}`,
};

/**
 * The one resource of a signed call's message (docs/product.md §6): method, path and the SHA-256 of the RFC 8785
 * canonical JSON of the body as sent without `auth`, so a signature covers exactly one request.
 */
export function requestResource(method: string, path: string, body: unknown): string {
  const withoutAuth =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([key]) => key !== 'auth'))
      : body;
  const hash = createHash('sha256')
    .update(canonicalize(withoutAuth) ?? '')
    .digest('hex');
  return `urn:overdive:request:${method.toUpperCase()}:${path}:${hash}`;
}

/** The path of the request as the client asked for it, without the query. */
function requestPath(request: FastifyRequest): string {
  const queryStart = request.url.indexOf('?');
  return queryStart === -1 ? request.url : request.url.slice(0, queryStart);
}

/** A verified signed call; `consume` spends its nonce inside the caller's write transaction. */
export interface VerifiedSignedCall {
  consume(tx: Queryable): Promise<void>;
}

/**
 * Checks a signed call (docs/product.md §6): the sign-in rules (verifyEip4361) with the action's statement and the
 * resource recomputed from the request this server received, the signer being the signed-in wallet and
 * `timestamp` agreeing with `Issued At`. Any failure is a 401 with the reason; the SPA tells it from an expired
 * session (src/services/api/baseQueryWithReauth.ts) and never replays the call.
 *
 * The nonce is spent when the write commits (`consume`), so a write that fails (say, a taken slug) leaves it
 * unused and can be retried while the message is fresh, and a write that succeeded can never be replayed.
 */
export async function verifySignedCall(
  ctx: AppContext,
  request: FastifyRequest,
  auth: SignedCallAuth,
  session: Session,
  statement: string,
): Promise<VerifiedSignedCall> {
  const wallet = auth.wallet_address;
  if (wallet !== session.wallet)
    throw unauthorized('The call was signed by another wallet than the signed-in one');
  const message = await verifyEip4361(ctx.config, {
    text: auth.message,
    signature: auth.signature,
    origin: request.headers.origin,
    wallet,
    statement,
    resources: [requestResource(request.method, requestPath(request), sentBody(request))],
  });
  if (auth.timestamp !== String(Math.floor(message.issuedAtMs / 1000))) {
    throw unauthorized("timestamp does not agree with the message's Issued At");
  }
  return { consume: (tx) => consumeNonce(tx, message.nonce, wallet) };
}
