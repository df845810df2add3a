import { type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { SignedCallAuth as ApiSignedCallAuth } from '../../../contract/api/signedCall';
import { config } from '../config';
import { signMessage } from '../wallet';
import { authApi } from './authApi';

// Signed calls (docs/product.md §19, §6): for every call a fresh nonce and an EIP-4361 message whose statement
// names the action and whose one resource covers the request (method, path, body), sent beside the body as
// `auth: {wallet_address, signature, timestamp, message}`. The signature is good for that request only.

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** The `auth` object of a signed call, from the API contract (contract/api/signedCall.ts). */
export type SignedCallAuth = ApiSignedCallAuth;

/** The statements of docs/product.md §6, in ASCII English (the screen around the signing step explains them). */
export const signedCallStatement = {
  createCompany: (slug: string) => `Create company ${slug}`,
  changePayoutAddress: (payoutAddress: string) => `Change payout address to ${payoutAddress.toLowerCase()}`,
  /** The URL as it is sent: the API refuses one the statement cannot hold as written (docs/product.md §12.1). */
  addWebhook: (url: string) => `Add webhook ${url}`,
  createApiKey: (name: string) => `Create API key ${name}`,
};

export interface SignedRequest {
  method: 'POST' | 'PATCH';
  /** As the endpoint's query gives it, relative to `/api/` (`companies/`). */
  url: string;
  /** The JSON body as it will be sent, without `auth`. */
  body: object;
  statement: string;
}

/** The path the API receives for `url`: `/api/companies/` (under API_BASE_URL's own path, if it has one). */
export function requestPath(url: string): string {
  const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
  return new URL(`${config.apiBaseUrl}/api/${url}`, base).pathname;
}

/**
 * `urn:overdive:request:{METHOD}:{path}:{body hash}`, the hash being the lowercase hex SHA-256 of the RFC 8785
 * canonical JSON of the body. canonicalize and the hash load with the first signed call, not with /auth.
 */
export async function requestResource(method: string, path: string, body: object): Promise<string> {
  const [{ default: canonicalize }, { sha256 }, { toUtf8Bytes }] = await Promise.all([
    import(/* webpackChunkName: "signed-call" */ 'canonicalize'),
    import(/* webpackChunkName: "signed-call" */ 'ethers/crypto'),
    import(/* webpackChunkName: "signed-call" */ 'ethers/utils'),
  ]);
  // Hash what goes on the wire: JSON.stringify drops undefined fields the same way for the body that is sent.
  const sent: unknown = JSON.parse(JSON.stringify(body));
  const hash = sha256(toUtf8Bytes(canonicalize(sent) ?? '')).slice(2);
  return `urn:overdive:request:${method.toUpperCase()}:${path}:${hash}`;
}

/** Fetches a fresh nonce, has the wallet sign the message for `request`, and answers the `auth` block. */
export async function createSignedCallAuth(
  dispatch: Dispatch,
  walletAddress: string,
  request: SignedRequest,
  nowMs: number = Date.now(),
): Promise<SignedCallAuth> {
  const { nonce } = await dispatch(authApi.endpoints.requestNonce.initiate(walletAddress)).unwrap();
  const issuedAtMs = Math.floor(nowMs / 1000) * 1000;
  // The message builder loads with its template (services/auth/message.ts), as a sign-in loads it.
  const { buildSignInMessage } = await import(/* webpackChunkName: "eip4361" */ '../auth/message');
  const message = await buildSignInMessage({
    address: walletAddress,
    nonce,
    chainId: config.chain.id,
    issuedAtMs,
    statement: request.statement,
    resources: [await requestResource(request.method, requestPath(request.url), request.body)],
  });
  const signature = await signMessage(walletAddress, message);
  return {
    wallet_address: walletAddress.toLowerCase(),
    signature,
    timestamp: String(issuedAtMs / 1000),
    message,
  };
}

/** The body with its auth block, the caller's object left as it was. */
export function withSignedCallAuth<T extends object>(
  body: T,
  auth: SignedCallAuth,
): T & { auth: SignedCallAuth } {
  return { ...body, auth };
}
