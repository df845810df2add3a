// The sign-in message of PRODUCT.md §6, byte for byte: the server rebuilds signed-call messages from the same
// template, so any change here must change there too.

export interface SignInMessageFields {
  /** Host of the page asking for the signature (EIP-4361 domain binding). */
  domain: string;
  address: string;
  nonce: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

export function buildSignInMessage({ domain, address, nonce, timestamp }: SignInMessageFields): string {
  return [
    'Welcome to OVERDIVE!',
    'Sign this message to prove you own this wallet. It does not send a transaction or cost gas.',
    '',
    `Domain: ${domain}`,
    `Wallet: ${address}`,
    `Nonce: ${nonce}`,
    `Timestamp: ${timestamp}`,
  ].join('\n');
}

/** Signed calls use the fixed nonce `signed-call` and a timestamp in whole seconds (PRODUCT.md §6). */
export const signedCallNonce = 'signed-call';

export function currentDomain(): string {
  return typeof window === 'undefined' ? 'localhost' : window.location.host;
}
