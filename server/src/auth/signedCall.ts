import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/index.js';
import { forbidden } from '../http/errors.js';
import { address } from '../http/validation.js';
import { SIGNED_CALL_NONCE, buildSignInMessage, timestampProblem } from './message.js';
import { SIGNATURE_PATTERN, addressSpellings, recoverSigner, signatureHash } from './signature.js';
import type { Session } from './tokens.js';

/** The `auth` object of a signed call (SPEC.md §3, PRODUCT.md §6); `timestamp` is seconds as a string. */
export const signedCallAuthSchema = z.strictObject({
  wallet_address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'Must be a 0x-prefixed 20-byte hex address'),
  signature: z.string().regex(SIGNATURE_PATTERN, 'Must be a 0x-prefixed 65-byte hex signature'),
  timestamp: z.string().regex(/^\d{1,12}$/, 'Must be seconds since the epoch, as a string'),
});

export type SignedCallAuth = z.output<typeof signedCallAuthSchema>;

/** A verified signed call; `consume` records its signature inside the caller's write transaction. */
export interface VerifiedSignedCall {
  consume(tx: Queryable): Promise<void>;
}

/**
 * Checks a signed call with the rules of PRODUCT.md §6: the message is rebuilt with `Nonce: signed-call`,
 * `Timestamp:` the seconds × 1000 and `Domain:` the host of the request's Origin (which must be allowed); the
 * signature must recover the wallet of the session. Failures answer 403, not 401: the bearer token is fine, and a
 * 401 would make the SPA refresh it and replay the same signature.
 *
 * Single use is enforced when the write commits (`consume`), so a write that fails (say, a taken slug) can be
 * retried with the same signature while it is fresh, and a write that succeeded can never be replayed.
 */
export function verifySignedCall(
  ctx: AppContext,
  request: FastifyRequest,
  auth: SignedCallAuth,
  session: Session,
): VerifiedSignedCall {
  const origin = request.headers.origin;
  let host: string | null = null;
  if (typeof origin === 'string') {
    try {
      host = new URL(origin).host;
    } catch {
      host = null;
    }
  }
  if (host === null || !ctx.config.allowedOrigins.includes(origin ?? '')) {
    throw forbidden('Signed calls must come from an allowed Origin');
  }
  const problem = timestampProblem(Number(auth.timestamp) * 1000);
  if (problem !== null) throw forbidden(problem);

  const wallet = address.parse(auth.wallet_address);
  if (wallet !== session.wallet)
    throw forbidden('The call was signed by another wallet than the signed-in one');

  const signedBy = addressSpellings(auth.wallet_address).some(
    (spelling) =>
      recoverSigner(
        buildSignInMessage({
          domain: host,
          wallet: spelling,
          nonce: SIGNED_CALL_NONCE,
          timestampMs: Number(auth.timestamp) * 1000,
        }),
        auth.signature,
      ) === wallet,
  );
  if (!signedBy) throw forbidden('The signature does not match the wallet');

  const hash = signatureHash(auth.signature);
  return {
    async consume(tx: Queryable) {
      // Signatures older than the timestamp window can never verify again; prune them on the way.
      await tx.query("DELETE FROM used_signatures WHERE used_at < now() - interval '15 minutes'");
      const inserted = await tx.query(
        `INSERT INTO used_signatures (signature_hash, wallet_address) VALUES ($1, $2)
         ON CONFLICT (signature_hash) DO NOTHING RETURNING signature_hash`,
        [hash, wallet],
      );
      if (inserted.rowCount !== 1) throw forbidden('The signature was already used; sign the call again');
    },
  };
}
