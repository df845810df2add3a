import { http, HttpResponse } from 'msw';
import { verifyEip4361, WELCOME_STATEMENT } from '../../server/src/auth/message';
import { requestResource } from '../../server/src/auth/signedCall';
import type { Config } from '../../server/src/config';
import { apiUrl, server } from '../msw/server';

// The SPA's EIP-4361 messages checked by the API's own verifier (server/src/auth, with siwe), so a client test
// fails whenever the SPA writes something the server would refuse (docs/product.md §6).

/** What the verifier reads of the configuration: jsdom's page origin is allowed, on the Story chain. */
const pageConfig = { allowedOrigins: [window.location.origin], chainId: 1514 } as Config;

/** Serves fresh alphanumeric nonces on GET auth/nonce/, as the API does; answers the ones handed out. */
export function serveNonces(): string[] {
  const issued: string[] = [];
  server.use(
    http.get(apiUrl('auth/nonce/'), () => {
      const nonce = `n${issued.length}${Math.random().toString(36).slice(2, 14)}`.padEnd(16, '0');
      issued.push(nonce);
      return HttpResponse.json({ nonce });
    }),
  );
  return issued;
}

/** Throws the API's 401 reason unless it would accept this sign-in message for `wallet` from this page. */
export async function verifyAsServerSignIn(wallet: string, message: string, signature: string) {
  return verifyEip4361(pageConfig, {
    text: message,
    signature,
    origin: window.location.origin,
    wallet: wallet.toLowerCase(),
    statement: WELCOME_STATEMENT,
    resources: [],
  });
}

export interface SentSignedCall {
  method: 'POST' | 'PATCH';
  /** The path the API receives (`/api/companies/`). */
  path: string;
  /** The JSON body as sent, `auth` included. */
  body: Record<string, unknown>;
  statement: string;
}

/**
 * Throws the API's 401 reason unless it would accept this signed call at `nowMs` (default now); answers the
 * message's nonce.
 */
export async function verifyAsServerSignedCall(call: SentSignedCall, nowMs = Date.now()): Promise<string> {
  const auth = call.body.auth as {
    wallet_address: string;
    signature: string;
    timestamp: string;
    message: string;
  };
  const verified = await verifyEip4361(
    pageConfig,
    {
      text: auth.message,
      signature: auth.signature,
      origin: window.location.origin,
      wallet: auth.wallet_address.toLowerCase(),
      statement: call.statement,
      resources: [requestResource(call.method, call.path, call.body)],
    },
    nowMs,
  );
  if (auth.timestamp !== String(Math.floor(verified.issuedAtMs / 1000))) {
    throw new Error(`timestamp ${auth.timestamp} does not agree with Issued At`);
  }
  return verified.nonce;
}
