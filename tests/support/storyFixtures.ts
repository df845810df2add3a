import {
  type AwaitingOrder,
  type Issuer,
  type Remix,
  type StoryRegistration,
} from '@/features/story/storyTypes';

// Story's data as the API sends it (docs/product.md §10, §11.1), for the Story panels' tests and the default
// handlers (tests/msw/handlers/story.ts).

export const ipId = `0x${'a1'.repeat(20)}`;
export const collection = `0x${'c0'.repeat(20)}`;

/** GET story/issuer/ of a server without LICENSE_ISSUER_KEY (docs/product.md §11.1). */
export const issuerOff = {
  address: null,
  enabled: false,
  balance: null,
  min_balance: '50000000000000000',
  low_balance: false,
};

/** GET story/issuer/ of a server that issues licences automatically (docs/product.md §11.1): 1 IP, enough. */
export function issuerOn(overrides: Partial<Issuer> = {}): Issuer {
  return {
    address: `0x${'1e'.repeat(20)}`,
    enabled: true,
    balance: '1000000000000000000',
    min_balance: '50000000000000000',
    low_balance: false,
    ...overrides,
  };
}

/** A product's registration inputs: not registered yet; `collection_address` null unless given. */
export function storyRegistration(
  productId: string,
  overrides: Partial<StoryRegistration> = {},
): StoryRegistration {
  const base = `http://localhost/api/story/products/${productId}`;
  return {
    registered: false,
    ip_id: null,
    license_terms_id: null,
    collection_address: null,
    ip_metadata: { uri: `${base}/ip-metadata/`, hash: `0x${'11'.repeat(32)}` },
    nft_metadata: { uri: `${base}/nft-metadata/`, hash: `0x${'22'.repeat(32)}` },
    terms_uri: `${base}/terms/`,
    license_terms: { transferable: true, uri: `${base}/terms/` },
    ...overrides,
  };
}

/** Paid order `n` waiting for its licence tokens: n licences of terms 4 of `ipId` for buyer 0xnnnn…. */
export function awaitingOrder(n: number, overrides: Partial<AwaitingOrder> = {}): AwaitingOrder {
  return {
    order_id: `order-${n}`,
    order_number: `ORD-2026-00000${n}`,
    product_id: 'product-1',
    product_title: 'Loops',
    ip_id: ipId,
    license_terms_id: '4',
    buyer_address: `0x${String(n).repeat(40)}`,
    quantity: n,
    paid_at: '2026-11-27T10:00:00Z',
    issuing: false,
    issue_problem: null,
    ...overrides,
  };
}

/** A remix registered from licence token 7 of `ipId`. */
export function remixOf(overrides: Partial<Remix> = {}): Remix {
  return {
    id: 'r1',
    product_id: 'p1',
    parent_ip_id: ipId,
    child_ip_id: `0x${'b2'.repeat(20)}`,
    license_token_ids: ['7'],
    holder_address: `0x${'3'.repeat(40)}`,
    tx_hash: `0x${'4'.repeat(64)}`,
    block_number: 12,
    created_at: '2026-11-27T10:00:00Z',
    ...overrides,
  };
}
