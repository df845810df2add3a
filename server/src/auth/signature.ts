import { createHash } from 'node:crypto';
import { Signature, getAddress, verifyMessage } from 'ethers';

/** 65-byte r‖s‖v signatures as wallets return them from personal_sign (64-byte EIP-2098 ones too). */
export const SIGNATURE_PATTERN = /^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;

/** The lowercase address that signed `message`, or null when the signature is not valid for any key. */
export function recoverSigner(message: string, signature: string): string | null {
  try {
    return verifyMessage(message, signature).toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The spellings of an address a wallet may have put on its `Wallet:` line: as sent, lowercase and checksummed.
 * Signed calls never send the message, so the server tries each when it rebuilds it.
 */
export function addressSpellings(address: string): string[] {
  return [...new Set([address, address.toLowerCase(), getAddress(address.toLowerCase())])];
}

/**
 * A stable hash of a signature for the single-use table. The signature is canonicalised first so that the
 * malleable twin (s and n−s) of an already used signature counts as the same one.
 */
export function signatureHash(signature: string): string {
  const canonical = Signature.from(signature).serialized.toLowerCase();
  return createHash('sha256').update(canonical).digest('hex');
}
