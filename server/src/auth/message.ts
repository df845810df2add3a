import { SiweErrorType, SiweMessage } from 'siwe';
import type { Config } from '../config.js';
import { unauthorized } from '../http/errors.js';
import { recoverSigner } from './signature.js';

/**
 * The statement of a sign-in (docs/product.md §6): the original welcome text, on one line as EIP-4361 wants it.
 * src/services/auth/message.ts writes the same text.
 */
export const WELCOME_STATEMENT =
  'Welcome to OVERDIVE! Sign this message to prove you own this wallet. It does not send a transaction or cost gas.';

/** docs/product.md §6: `Issued At` must be within 5 minutes of server time, either way. */
export const ISSUED_AT_WINDOW_MS = 5 * 60 * 1000;

/**
 * docs/product.md §6: `Expiration Time: {Issued At + 10 minutes}`. A message without one, or one that lives longer, is
 * refused, so a signature is never good for more than 10 minutes whatever the wallet was shown.
 */
export const MESSAGE_LIFETIME_MS = 10 * 60 * 1000;

/** What the server expects of an EIP-4361 message, beyond what the message says of itself. */
export interface ExpectedMessage {
  /** The raw message as the client sent it. */
  text: string;
  signature: string;
  /** The request's `Origin` header: the message's domain is its host and its URI the origin itself. */
  origin: string | undefined;
  /** wallet_address of the request, lowercase. */
  wallet: string;
  statement: string;
  /** The resources the message must list, in order; [] for a sign-in. */
  resources: readonly string[];
}

/** A message that passed every rule but the nonce, which the caller spends in its write transaction. */
export interface VerifiedMessage {
  nonce: string;
  issuedAtMs: number;
}

function parseMessage(text: string): SiweMessage {
  try {
    return new SiweMessage(text);
  } catch (error) {
    // The ABNF parser's first line names the line and what is wrong with it; the rest is parser state.
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim();
    throw unauthorized(`The message is not an EIP-4361 message${reason ? ` (${reason})` : ''}`);
  }
}

/** The allowed origin of the request, or a 401 saying why there is none. */
function requestOrigin(config: Config, origin: string | undefined): URL {
  if (origin === undefined || origin === '') throw unauthorized('The request has no Origin header');
  if (!config.allowedOrigins.includes(origin)) throw unauthorized(`The origin ${origin} is not allowed`);
  return new URL(origin);
}

/**
 * docs/product.md §6, the sign-in rules, for sign-ins and signed calls alike: the message parses as EIP-4361 (siwe);
 * its domain is the host of the request's allowed Origin and its URI that origin; the chain is the configured one;
 * the statement and resources are the expected ones; the address is wallet_address; `Issued At` is within
 * 5 minutes of server time; it has an Expiration Time at most 10 minutes after that and has not expired (nor is it
 * for later); the signature recovers the address.
 * Every failure is a 401 with the reason. The nonce is left to the caller (consumeNonce), so a bad attempt does
 * not burn it.
 */
export async function verifyEip4361(
  config: Config,
  expected: ExpectedMessage,
  nowMs: number = Date.now(),
): Promise<VerifiedMessage> {
  const message = parseMessage(expected.text);
  const origin = requestOrigin(config, expected.origin);
  const scheme = origin.protocol.replace(/:$/, '');
  if (message.scheme !== undefined && message.scheme !== scheme) {
    throw unauthorized(`The message's scheme ${message.scheme} is not this site's (${scheme})`);
  }
  if (message.domain !== origin.host) {
    throw unauthorized(`The message's domain ${message.domain} is not this site (${origin.host})`);
  }
  if (message.uri !== origin.origin) {
    throw unauthorized(`The message's URI ${message.uri} is not this site's origin (${origin.origin})`);
  }
  if (message.chainId !== config.chainId) {
    throw unauthorized(`The message is for chain ${message.chainId}, not chain ${config.chainId}`);
  }
  if (message.address.toLowerCase() !== expected.wallet) {
    throw unauthorized('The message names another wallet than wallet_address');
  }
  const resources = message.resources ?? [];
  if (
    resources.length !== expected.resources.length ||
    resources.some((resource, i) => resource !== expected.resources[i])
  ) {
    throw unauthorized(
      expected.resources.length === 0
        ? 'A sign-in message lists no resources'
        : 'Signature does not cover this request',
    );
  }
  if (message.statement !== expected.statement) {
    throw unauthorized(`The message's statement must be: ${expected.statement}`);
  }
  const issuedAtMs = Date.parse(message.issuedAt ?? '');
  if (Number.isNaN(issuedAtMs)) throw unauthorized('The message has no Issued At time');
  if (issuedAtMs < nowMs - ISSUED_AT_WINDOW_MS)
    throw unauthorized('The message was issued more than 5 minutes ago');
  if (issuedAtMs > nowMs + ISSUED_AT_WINDOW_MS)
    throw unauthorized('The message was issued more than 5 minutes in the future');
  const expiresAtMs = Date.parse(message.expirationTime ?? '');
  if (Number.isNaN(expiresAtMs)) throw unauthorized('The message has no Expiration Time');
  if (expiresAtMs > issuedAtMs + MESSAGE_LIFETIME_MS)
    throw unauthorized('The message expires more than 10 minutes after its Issued At');

  // siwe logs a signature it cannot recover any key from to the console; such a signature fails here quietly.
  if (recoverSigner(message.prepareMessage(), expected.signature) === null)
    throw unauthorized('The signature does not match the wallet');
  const result = await message.verify(
    { signature: expected.signature, domain: origin.host, time: new Date(nowMs).toISOString() },
    { suppressExceptions: true },
  );
  if (!result.success) {
    const type = result.error?.type;
    if (type === SiweErrorType.EXPIRED_MESSAGE) throw unauthorized('The message has expired');
    if (type === SiweErrorType.NOT_YET_VALID_MESSAGE)
      throw unauthorized('The message is not valid yet (Not Before)');
    throw unauthorized('The signature does not match the wallet');
  }
  return { nonce: message.nonce, issuedAtMs };
}
