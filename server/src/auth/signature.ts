import { verifyMessage } from 'ethers';

export { SIGNATURE_PATTERN } from '../../../contract/api/signedCall.js';

/** The lowercase address that signed `message`, or null when the signature is not valid for any key. */
export function recoverSigner(message: string, signature: string): string | null {
  try {
    return verifyMessage(message, signature).toLowerCase();
  } catch {
    return null;
  }
}
