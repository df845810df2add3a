import { verifyMessage } from 'ethers';

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
