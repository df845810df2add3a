import { createHash } from 'node:crypto';

/**
 * The metadata a product's IP asset points at (docs/product.md §10.2): Story's IPA metadata, the ERC-721 metadata of
 * the collection token, and the licence terms JSON the PIL terms' `uri` names. The API serves them publicly, and the
 * hashes the licensor's wallet puts on chain are computed here and nowhere else, over the exact bytes served.
 */

/** What the metadata is made of: the product and its company, as stored. */
export interface MetadataSource {
  product: {
    id: string;
    title: string;
    summary: string;
    description: string;
    category: string;
    cover_image_url: string | null;
    created_at: Date;
  };
  company: { name: string; slug: string; wallet_address: string };
}

/** Where the public metadata of a product lives under an origin of the site (`{origin}/api/story/products/{id}/…`). */
export const METADATA_PATHS = {
  ip: (productId: string) => `/api/story/products/${productId}/ip-metadata/`,
  nft: (productId: string) => `/api/story/products/${productId}/nft-metadata/`,
  terms: (productId: string) => `/api/story/products/${productId}/terms/`,
} as const;

function descriptionOf(source: MetadataSource): string {
  return source.product.summary !== '' ? source.product.summary : source.product.description;
}

/**
 * Story's IP asset metadata standard (title, description, createdAt, image, creators, ipType), with the product's
 * cover as the image and the company as the one creator.
 */
export function ipMetadataJson(source: MetadataSource): string {
  return JSON.stringify({
    title: source.product.title,
    description: descriptionOf(source),
    createdAt: String(Math.floor(source.product.created_at.getTime() / 1000)),
    image: source.product.cover_image_url ?? '',
    creators: [
      {
        name: source.company.name,
        address: source.company.wallet_address,
        contributionPercent: 100,
      },
    ],
    ipType: source.product.category,
  });
}

/** The ERC-721 metadata of the product's token in the company's collection (name, description, image, attributes). */
export function nftMetadataJson(source: MetadataSource): string {
  return JSON.stringify({
    name: source.product.title,
    description: descriptionOf(source),
    image: source.product.cover_image_url ?? '',
    attributes: [
      { trait_type: 'Creator', value: source.company.name },
      { trait_type: 'Category', value: source.product.category },
    ],
  });
}

/** The hash Story stores beside a metadata URI: SHA-256 of the bytes served, as bytes32 hex. */
export function metadataHash(json: string): string {
  return `0x${createHash('sha256').update(json, 'utf8').digest('hex')}`;
}

/**
 * The human-readable side of the licence terms (docs/product.md §10.2: territory and AI use), named by the PIL `uri`.
 */
export interface TermsSource {
  product: { id: string; title: string };
  company: { name: string };
  license: {
    flavor: string;
    commercial_use: boolean;
    derivatives_allowed: boolean;
    attribution_required: boolean;
    commercial_rev_share_pct: number | null;
    territory: string;
    ai_learning_allowed: boolean;
  };
}

export function termsJson(source: TermsSource) {
  const { license } = source;
  return {
    title: `${source.product.title} — licence terms`,
    licensor: source.company.name,
    product_id: source.product.id,
    flavor: license.flavor,
    commercial_use: license.commercial_use,
    derivatives_allowed: license.derivatives_allowed,
    attribution_required: license.attribution_required,
    commercial_rev_share_pct: license.commercial_rev_share_pct ?? 0,
    territory: license.territory,
    ai_learning_allowed: license.ai_learning_allowed,
    payment:
      'Paid in stablecoins outside the protocol; licence tokens are minted by the licensor to the buyer.',
  };
}

/**
 * The origin the metadata URIs name: the request's Origin when it is one of the site's (ALLOWED_ORIGINS), else the
 * first of them (in production the one public origin).
 */
export function metadataOrigin(allowedOrigins: readonly string[], requestOrigin: string | undefined): string {
  if (requestOrigin !== undefined && allowedOrigins.includes(requestOrigin)) return requestOrigin;
  const first = allowedOrigins[0];
  if (first === undefined) throw new Error('ALLOWED_ORIGINS is empty');
  return first;
}

/** Whether an on-chain URI is this product's metadata of `kind` under one of the site's origins. */
export function isOurMetadataUri(
  uri: string,
  allowedOrigins: readonly string[],
  kind: keyof typeof METADATA_PATHS,
  productId: string,
): boolean {
  return allowedOrigins.some((origin) => uri === `${origin}${METADATA_PATHS[kind](productId)}`);
}
