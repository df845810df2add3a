import { getAddress } from 'ethers/address';

// The EIP-4361 (Sign-In with Ethereum) message of docs/product.md §6, written from a template: the `siwe` package stays
// on the server (it parses and verifies what this writes), out of the browser bundle. This module, and the keccak
// behind the EIP-55 address, load when a message is about to be signed (message.ts), not with /auth.

/**
 * The original welcome text (docs/product.md §6), the statement of a sign-in; server/src/auth/message.ts expects the
 * same.
 */
export const welcomeStatement =
  'Welcome to OVERDIVE! Sign this message to prove you own this wallet. It does not send a transaction or cost gas.';

/** docs/product.md §6: Expiration Time is Issued At + 10 minutes. */
export const messageLifetimeMs = 10 * 60 * 1000;

export interface Eip4361Fields {
  /** The page's origin (`https://app.example`): the URI, and its host the domain. */
  origin: string;
  /** In EIP-55 checksum case (checksumAddress). */
  address: string;
  statement: string;
  chainId: number;
  nonce: string;
  /** Milliseconds since the epoch. */
  issuedAtMs: number;
  /** Signed calls name the request they cover here (docs/product.md §6); a sign-in has none. */
  resources?: readonly string[];
}

/** The message text, lines joined with "\n"; times in RFC 3339 UTC, as EIP-4361 requires. */
export function formatEip4361Message(fields: Eip4361Fields): string {
  const resources = fields.resources ?? [];
  return [
    `${new URL(fields.origin).host} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    fields.statement,
    '',
    `URI: ${fields.origin}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${new Date(fields.issuedAtMs).toISOString()}`,
    `Expiration Time: ${new Date(fields.issuedAtMs + messageLifetimeMs).toISOString()}`,
    ...(resources.length === 0 ? [] : ['Resources:', ...resources.map((resource) => `- ${resource}`)]),
  ].join('\n');
}

/** The EIP-55 spelling of an address: wallets often report lowercase, EIP-4361 wants the checksum. */
export function checksumAddress(address: string): string {
  return getAddress(address.toLowerCase());
}
