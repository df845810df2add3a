// The Story records in the API contract (docs/product.md §10, docs/api.md "Licences on Story"): what the API answers
// from server/src/story/. The server builds its answers to these types; the SPA imports their types only
// (`import type`), so nothing here ships.
import { z } from 'zod';
import { isoDateTime } from './fields.js';

// Answers.

/** POST products/deploy-contract/ (§10.1). */
export const collectionRecordedSchema = z.strictObject({
  collection_address: z.string(),
  tx_hash: z.string(),
});

const metadataRefSchema = z.strictObject({ uri: z.string(), hash: z.string() });

/** GET products/products/{id}/story-registration/: what the licensor's wallet puts on chain (§10.2). */
export const storyRegistrationSchema = z
  .object({
    registered: z.boolean(),
    ip_id: z.string().nullable(),
    license_terms_id: z.string().nullable(),
    collection_address: z.string().nullable(),
    ip_metadata: metadataRefSchema,
    nft_metadata: metadataRefSchema,
    terms_uri: z.string(),
    /** The PIL terms to register with PILicenseTemplate, big numbers as decimal strings. */
    license_terms: z.record(z.string(), z.unknown()),
  })
  .meta({
    id: 'StoryRegistration',
    description: "What the licensor's wallet registers on Story for a product",
  });

/**
 * Why automatic issuing (§11.1) has not issued a paid order's licence tokens yet; the order waits in the licensor's
 * Licences to issue queue with it while the API retries.
 */
export const LICENSE_ISSUE_PROBLEMS = [
  /** The IP's permission for the issuer wallet was taken back on chain. */
  'permission_revoked',
  /** The issuer wallet cannot pay the gas. */
  'issuer_out_of_gas',
  /** The chain node did not answer. */
  'chain_unavailable',
  /** The mint transaction reverted. */
  'mint_failed',
  /** The API runs without an issuer wallet (LICENSE_ISSUER_KEY unset). */
  'issuer_off',
] as const;
export type LicenseIssueProblem = (typeof LICENSE_ISSUE_PROBLEMS)[number];

/** GET products/orders/awaiting-license-tokens/: a paid order of a registered product waiting for its tokens (§10.3). */
export const awaitingOrderSchema = z
  .object({
    order_id: z.string(),
    order_number: z.string(),
    product_id: z.string(),
    product_title: z.string(),
    ip_id: z.string(),
    license_terms_id: z.string(),
    buyer_address: z.string(),
    quantity: z.number().int(),
    paid_at: isoDateTime,
    /**
     * §11.1: the API's own mint of this order is on its way (signed or sent, not yet recorded): the licensor's wallet
     * must not mint it too.
     */
    issuing: z.boolean(),
    /** §11.1: why automatic issuing has not issued it yet; null when the product is issued by hand only. */
    issue_problem: z.enum(LICENSE_ISSUE_PROBLEMS).nullable(),
  })
  .meta({ id: 'AwaitingOrder', description: 'A paid order waiting for its licence tokens' });

/**
 * GET /api/story/issuer/ (public, §11.1): the wallet the API issues licences from. `balance` in the native coin's base
 * units; null when the chain cannot say now.
 */
export const issuerSchema = z
  .object({
    address: z.string().nullable(),
    enabled: z.boolean(),
    balance: z.string().nullable(),
    /** ISSUER_MIN_BALANCE in base units: below it Home warns the licensor. */
    min_balance: z.string(),
    low_balance: z.boolean(),
  })
  .meta({ id: 'Issuer', description: 'The issuer wallet of automatic issuing, and its balance' });

/** A derivative registered from licence tokens the API recorded (§10.4). */
export const remixSchema = z
  .object({
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
  })
  .meta({ id: 'Remix', description: 'A derivative registered from licence tokens the API recorded' });

/** POST products/remix-connect/: the derivatives the transaction registered, as recorded. */
export const remixesRecordedSchema = z.strictObject({ remixes: z.array(remixSchema) });

/**
 * GET story/products/{id}/ip-metadata/ (public, §10.2): Story's IP asset metadata standard, byte for byte the JSON
 * whose hash the IP asset holds.
 */
export const ipMetadataSchema = z.strictObject({
  title: z.string(),
  description: z.string(),
  /** Unix seconds, as a string. */
  createdAt: z.string(),
  image: z.string(),
  creators: z.array(
    z.strictObject({ name: z.string(), address: z.string(), contributionPercent: z.number() }),
  ),
  ipType: z.string(),
});

/** GET story/products/{id}/nft-metadata/ (public, §10.2): the ERC-721 metadata of the product's collection token. */
export const nftMetadataSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  image: z.string(),
  attributes: z.array(z.strictObject({ trait_type: z.string(), value: z.string() })),
});

/** GET story/products/{id}/terms/ (public, §10.2): the licence terms a PIL terms' `uri` names, for people to read. */
export const licenseTermsDocumentSchema = z.strictObject({
  title: z.string(),
  licensor: z.string(),
  product_id: z.string(),
  flavor: z.string(),
  commercial_use: z.boolean(),
  derivatives_allowed: z.boolean(),
  attribution_required: z.boolean(),
  /** Percent; 0 without a revenue share. */
  commercial_rev_share_pct: z.number(),
  territory: z.string(),
  ai_learning_allowed: z.boolean(),
  payment: z.string(),
});

export type CollectionRecorded = z.infer<typeof collectionRecordedSchema>;
export type StoryRegistration = z.infer<typeof storyRegistrationSchema>;
export type AwaitingOrder = z.infer<typeof awaitingOrderSchema>;
export type Issuer = z.infer<typeof issuerSchema>;
export type Remix = z.infer<typeof remixSchema>;
