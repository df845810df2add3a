// The EIP-4361 (Sign-In with Ethereum) message of PRODUCT.md §6, written from a template: the `siwe` package stays
// on the server (it parses and verifies what this writes), out of the browser bundle.

/** SPEC.md's welcome text, the statement of a sign-in; server/src/auth/message.ts expects the same. */
export const welcomeStatement =
  'Welcome to OVERDIVE! Sign this message to prove you own this wallet. It does not send a transaction or cost gas.';

/** PRODUCT.md §6: Expiration Time is Issued At + 10 minutes. */
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
  /** Signed calls name the request they cover here (PRODUCT.md §6); a sign-in has none. */
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

/**
 * The EIP-55 spelling of an address (wallets often report lowercase; EIP-4361 wants the checksum). Loaded when a
 * message is signed, not with /auth: the keccak behind it is not needed to render the page.
 */
export async function checksumAddress(address: string): Promise<string> {
  const { getAddress } = await import(/* webpackChunkName: "eip55" */ 'ethers/address');
  return getAddress(address.toLowerCase());
}

/** The origin of the page asking for the signature: what the API compares with the request's Origin header. */
export function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

export interface SignInMessageInput {
  address: string;
  nonce: string;
  chainId: number;
  /** Default now. */
  issuedAtMs?: number;
  /** Default the welcome text (a sign-in). */
  statement?: string;
  resources?: readonly string[];
  /** Default the page's origin. */
  origin?: string;
}

/** A PRODUCT.md §6 message for this page, issued now, in whole seconds (the `timestamp` of a signed call). */
export async function buildSignInMessage(input: SignInMessageInput): Promise<string> {
  const issuedAtMs = Math.floor((input.issuedAtMs ?? Date.now()) / 1000) * 1000;
  return formatEip4361Message({
    origin: input.origin ?? currentOrigin(),
    address: await checksumAddress(input.address),
    statement: input.statement ?? welcomeStatement,
    chainId: input.chainId,
    nonce: input.nonce,
    issuedAtMs,
    resources: input.resources ?? [],
  });
}
