// The signed call of docs/product.md §6 in the API contract: the `auth` object a money-moving request carries.
import { z } from 'zod';
import { address } from './fields.js';

/** 65-byte r‖s‖v signatures as wallets return them from personal_sign (64-byte EIP-2098 ones too). */
export const SIGNATURE_PATTERN = /^0x([0-9a-fA-F]{128}|[0-9a-fA-F]{130})$/;

export const signature = z.string().regex(SIGNATURE_PATTERN, 'Must be a 0x-prefixed 65-byte hex signature');
export const message = z.string().min(1, 'Must not be empty').max(2000, 'Must be at most 2000 characters');

/**
 * The `auth` object of a signed call (docs/product.md §6): the EIP-4361 `message`, its signature, the wallet, and
 * `timestamp`, the message's `Issued At` in whole seconds as a string.
 */
export const signedCallAuthSchema = z.strictObject({
  wallet_address: address,
  signature,
  timestamp: z.string().regex(/^\d{1,12}$/, 'Must be seconds since the epoch, as a string'),
  message,
});

export type SignedCallAuth = z.output<typeof signedCallAuthSchema>;
