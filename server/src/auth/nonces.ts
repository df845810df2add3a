import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.js';
import { unauthorized } from '../http/errors.js';
import { deleteNonceOf, deleteNoncesOlderThan, insertNonce, nonceExists } from './repository.js';

/**
 * docs/product.md §6: a nonce is issued to one address, works once and for 10 minutes, and is gone from the database
 * once used or 10 minutes old: used ones are deleted by consumeNonce, old ones by every issue and every use.
 */
const NONCE_TTL = "interval '10 minutes'";

/** 128 random bits as 32 hex digits: alphanumeric, as EIP-4361 requires, and above the 96 bits of §6. */
const NONCE_BYTES = 16;

export async function issueNonce(db: Queryable, wallet: string): Promise<string> {
  const nonce = randomBytes(NONCE_BYTES).toString('hex');
  await deleteNoncesOlderThan(db, NONCE_TTL);
  await insertNonce(db, nonce, wallet);
  return nonce;
}

/**
 * Spends the nonce by deleting it, in one statement, so two calls racing with the same nonce cannot both succeed.
 * Run it inside the write it authorises: if that write rolls back, the nonce is not spent.
 */
export async function consumeNonce(db: Queryable, nonce: string, wallet: string): Promise<void> {
  await deleteNoncesOlderThan(db, NONCE_TTL);
  if (await deleteNonceOf(db, nonce, wallet)) return;
  if (await nonceExists(db, nonce)) throw unauthorized('The nonce was issued to another wallet');
  throw unauthorized(
    'The nonce is unknown, already used or expired; request a new one from /api/auth/nonce/',
  );
}
