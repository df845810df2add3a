import { buildSignInMessage, currentDomain, signedCallNonce } from '../auth/message';
import { signMessage } from '../wallet';

// Signed calls (SPEC.md §7, PRODUCT.md §6): a fresh signature over the welcome message for every call, sent as
// `auth: {wallet_address, signature, timestamp}` with the timestamp in seconds as a string.

export interface SignedCallAuth {
  wallet_address: string;
  signature: string;
  timestamp: string;
}

export async function createSignedCallAuth(
  walletAddress: string,
  nowMs: number = Date.now(),
): Promise<SignedCallAuth> {
  const seconds = Math.floor(nowMs / 1000);
  const message = buildSignInMessage({
    domain: currentDomain(),
    address: walletAddress,
    nonce: signedCallNonce,
    timestamp: seconds * 1000,
  });
  const signature = await signMessage(walletAddress, message);
  return { wallet_address: walletAddress.toLowerCase(), signature, timestamp: String(seconds) };
}

/** Adds the auth block to a JSON body or to form data (form uploads carry it as a JSON field). */
export function withSignedCallAuth<T extends object>(
  body: T,
  auth: SignedCallAuth,
): T & { auth: SignedCallAuth };
export function withSignedCallAuth(body: FormData, auth: SignedCallAuth): FormData;
export function withSignedCallAuth(body: object | FormData, auth: SignedCallAuth): object | FormData {
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    const copy = new FormData();
    for (const [key, value] of body.entries()) copy.append(key, value);
    copy.set('auth', JSON.stringify(auth));
    return copy;
  }
  return { ...body, auth };
}
