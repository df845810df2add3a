// Sign-in, sessions and signed calls in the API contract (docs/product.md §6, §7 Auth). The server validates with these
// schemas; the SPA imports their types only (`import type`), so nothing here ships.
import { z } from 'zod';
import { address, isoDateTime } from './fields.js';
import { companySchema } from './companies.js';
import { message, signature } from './signedCall.js';

export { SIGNATURE_PATTERN, signedCallAuthSchema, type SignedCallAuth } from './signedCall.js';

/** GET auth/nonce/ query. */
export const nonceQuerySchema = z.strictObject({ wallet_address: address });

/** POST auth/wallet-connect/ and auth/login/ (docs/product.md §15: wallet_address, signature, an EIP-4361 message). */
export const walletConnectSchema = z.strictObject({ wallet_address: address, signature, message });

/** POST auth/logout/: the current session, or with `everywhere` every session of the wallet. */
export const logoutSchema = z.strictObject({ everywhere: z.boolean().optional() });

export type WalletConnect = z.input<typeof walletConnectSchema>;

// Answers.

export const nonceSchema = z.strictObject({ nonce: z.string() });
export const signInSchema = z.strictObject({ token: z.string(), message: z.string() });
export const refreshSchema = z.strictObject({ token: z.string() });

/** GET auth/profile/. */
export const profileSchema = z
  .object({
    wallet_address: z.string(),
    company: companySchema.nullable(),
    last_login: isoDateTime.nullable(),
  })
  .meta({ id: 'Profile', description: 'The signed-in wallet, its company and its last sign-in' });

/** One live session of GET auth/sessions/. */
export const sessionSchema = z
  .object({
    id: z.string(),
    created_at: isoDateTime,
    last_used_at: isoDateTime,
    user_agent: z.string(),
    ip: z.string().nullable(),
    current: z.boolean(),
  })
  .meta({ id: 'Session', description: 'A live session of the wallet' });

export type Profile = z.infer<typeof profileSchema>;
export type SessionInfo = z.infer<typeof sessionSchema>;
