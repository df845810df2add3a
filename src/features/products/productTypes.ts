// Product as PRODUCT.md §8 defines it and the API sends it (snake_case).

export const productCategories = [
  'image',
  'audio',
  'video',
  'character',
  'text',
  'software',
  'dataset',
  'brand',
  'other',
] as const;
export type ProductCategory = (typeof productCategories)[number];

export const licenseFlavors = [
  'non_commercial_remix',
  'commercial_use',
  'commercial_remix',
  'custom',
] as const;
export type LicenseFlavor = (typeof licenseFlavors)[number];

export const productStatuses = ['draft', 'published', 'paused', 'archived'] as const;
export type ProductStatus = (typeof productStatuses)[number];

export interface License {
  flavor: LicenseFlavor;
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  /** 0–100 with at most 2 decimals; null when there is no revenue share. */
  commercial_rev_share_pct: number | null;
  territory: string;
  ai_learning_allowed: boolean;
}

export interface TokenRef {
  symbol: string;
  /** Lowercase 0x address. */
  address: string;
  decimals: number;
}

export interface Product {
  id: string;
  company_id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: ProductCategory;
  cover_image_url: string | null;
  ip_id: string | null;
  license: License;
  /** `amount` in base units, as a decimal string. */
  price: { amount: string; token: TokenRef };
  /** null: unlimited. */
  max_licenses: number | null;
  licenses_sold: number;
  /** Held by unpaid orders that can still be paid (docs/security.md). */
  licenses_reserved?: number;
  /** What buyers can still order; null when unlimited. */
  licenses_remaining?: number | null;
  sold_out: boolean;
  status: ProductStatus;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

/** GET config/ (public): the chain and the stablecoins a price may be set in. */
export interface PaymentConfig {
  chain_id: number;
  accepted_tokens: TokenRef[];
}

/** Lists (PRODUCT.md §7): `?page=&page_size=` → `{count, next, previous, results}`. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface ProductInput {
  slug?: string;
  title: string;
  summary: string;
  description: string;
  category: ProductCategory;
  cover_image_url: string | null;
  ip_id: string | null;
  license: License;
  price: { amount: string; token: { address: string; symbol?: string; decimals?: number } };
  max_licenses: number | null;
  status?: 'draft' | 'published';
}

/** PATCH products/products/{id}/: any subset; status moves along the allowed transitions. */
export type ProductChanges = Partial<Omit<ProductInput, 'status' | 'license' | 'price'>> & {
  license?: Partial<License>;
  price?: Partial<ProductInput['price']>;
  status?: ProductStatus;
};

/** PRODUCT.md §8: draft → published ⇄ paused → archived (published may be archived directly too). */
export const productTransitions: Record<ProductStatus, readonly ProductStatus[]> = {
  draft: ['published'],
  published: ['paused', 'archived'],
  paused: ['published', 'archived'],
  archived: [],
};

export function canChangeStatus(from: ProductStatus, to: ProductStatus): boolean {
  return productTransitions[from].includes(to);
}
