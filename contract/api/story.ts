// The Story records in the API contract (docs/product.md §10, docs/api.md "Licences on Story"): what the API answers
// from server/src/story/. The server builds its answers to these types; the SPA imports their types only
// (`import type`), so nothing here ships.
import { z } from 'zod';
import { isoDateTime } from './fields.js';

// Answers.

/** POST products/deploy-contract/ (§10.1). */
export const collectionRecordedSchema = z.object({
  collection_address: z.string(),
  tx_hash: z.string(),
});

const metadataRefSchema = z.object({ uri: z.string(), hash: z.string() });

/** GET products/products/{id}/story-registration/: what the licensor's wallet puts on chain (§10.2). */
export const storyRegistrationSchema = z.object({
  registered: z.boolean(),
  ip_id: z.string().nullable(),
  license_terms_id: z.string().nullable(),
  collection_address: z.string().nullable(),
  ip_metadata: metadataRefSchema,
  nft_metadata: metadataRefSchema,
  terms_uri: z.string(),
  /** The PIL terms to register with PILicenseTemplate, big numbers as decimal strings. */
  license_terms: z.record(z.string(), z.unknown()),
});

/** GET products/orders/awaiting-license-tokens/: a paid order of a registered product waiting for its tokens (§10.3). */
export const awaitingOrderSchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  product_id: z.string(),
  product_title: z.string(),
  ip_id: z.string(),
  license_terms_id: z.string(),
  buyer_address: z.string(),
  quantity: z.number().int(),
  paid_at: isoDateTime,
});

/** A derivative registered from licence tokens the API recorded (§10.4). */
export const remixSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  parent_ip_id: z.string(),
  child_ip_id: z.string(),
  /** Decimal strings. */
  license_token_ids: z.array(z.string()),
  holder_address: z.string(),
  tx_hash: z.string(),
  block_number: z.number().int(),
  created_at: isoDateTime,
});

export type CollectionRecorded = z.infer<typeof collectionRecordedSchema>;
export type StoryRegistration = z.infer<typeof storyRegistrationSchema>;
export type AwaitingOrder = z.infer<typeof awaitingOrderSchema>;
export type Remix = z.infer<typeof remixSchema>;
