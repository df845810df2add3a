// GET config/ (public, docs/api.md): the chain and the stablecoins a price may be set in (ACCEPTED_TOKENS).
import { z } from 'zod';
import { tokenSchema } from './products.js';

export const acceptedTokensConfigSchema = z.strictObject({
  chain_id: z.number().int(),
  accepted_tokens: z.array(tokenSchema),
});

export type AcceptedTokensConfig = z.infer<typeof acceptedTokensConfigSchema>;
