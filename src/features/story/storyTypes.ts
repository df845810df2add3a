// The Story records as the SPA reads them (docs/api.md "Licences on Story", PRODUCT.md §10). The API answers these
// shapes from server/src/story/; they are written here because contract/api has no schema for them.
import type { Page } from '../../../contract/api/fields';
import type { Product } from '../../../contract/api/products';

export type { Page };
export type StoryProduct = Product;

/** POST products/deploy-contract/ (§10.1). */
export interface CollectionRecorded {
  collection_address: string;
  tx_hash: string;
}

/** GET products/products/{id}/story-registration/: what the licensor's wallet puts on chain (§10.2). */
export interface StoryRegistration {
  registered: boolean;
  ip_id: string | null;
  license_terms_id: string | null;
  collection_address: string | null;
  ip_metadata: { uri: string; hash: string };
  nft_metadata: { uri: string; hash: string };
  terms_uri: string;
}

/** GET products/orders/awaiting-license-tokens/: a paid order of a registered product waiting for its tokens (§10.3). */
export interface AwaitingOrder {
  order_id: string;
  order_number: string;
  product_id: string;
  product_title: string;
  ip_id: string;
  license_terms_id: string;
  buyer_address: string;
  quantity: number;
  paid_at: string | null;
}

/** A derivative registered from licence tokens the API recorded (§10.4). */
export interface Remix {
  id: string;
  product_id: string;
  parent_ip_id: string;
  child_ip_id: string;
  license_token_ids: string[];
  holder_address: string;
  tx_hash: string;
  block_number: number | string;
  created_at: string;
}
