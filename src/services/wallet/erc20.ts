// ERC-20 `transfer(address,uint256)` call data, written by hand (the checkout keeps ethers out of its first load; the
// development wallet reads it back to show a payment): the 4-byte selector
// keccak256("transfer(address,uint256)")[0..4] = a9059cbb, then each argument as a 32-byte word.

export const transferSelector = '0xa9059cbb';
const maxUint256 = (1n << 256n) - 1n;
const addressPattern = /^0x[0-9a-fA-F]{40}$/;

function word(hex: string): string {
  return hex.padStart(64, '0');
}

/** The `data` of `transfer(to, amount)`; throws on a malformed address or an amount outside uint256. */
export function encodeTransferCall(to: string, amount: bigint): string {
  if (!addressPattern.test(to)) throw new Error('The payee is not a 20-byte address');
  if (amount <= 0n || amount > maxUint256) throw new Error('The amount is outside uint256');
  return `${transferSelector}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`;
}

/** Reads a transfer call back (tests, and a check of what is about to be sent). */
export function decodeTransferCall(data: string): { to: string; amount: bigint } | null {
  const match = /^0xa9059cbb([0-9a-fA-F]{64})([0-9a-fA-F]{64})$/.exec(data);
  if (!match || !/^0{24}/.test(match[1] ?? '')) return null;
  return { to: `0x${(match[1] ?? '').slice(24).toLowerCase()}`, amount: BigInt(`0x${match[2] ?? '0'}`) };
}
