import { type TokenRef } from '../../services/tokenAmount';

// The public brand page's data (GET companies/licensor-info/?slug=, PRODUCT.md §7–§9) and the buyer's view of an
// order (POST products/orders/ and …/pay/), as the API sends them.

export interface StorefrontCompany {
  name: string;
  slug: string;
  description: string;
  /** https only (the API refuses anything else; the page checks again before linking). */
  website: string | null;
  country: string | null;
  logo_url: string | null;
}

export type LicenseFlavor = 'non_commercial_remix' | 'commercial_use' | 'commercial_remix' | 'custom';

export interface StorefrontLicense {
  flavor: LicenseFlavor | string;
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  commercial_rev_share_pct: number | null;
  territory: string;
  ai_learning_allowed: boolean;
}

export interface StorefrontProduct {
  id: string;
  slug: string;
  title: string;
  summary: string;
  description: string;
  category: string;
  cover_image_url: string | null;
  ip_id: string | null;
  license: StorefrontLicense;
  price: { amount: string; token: TokenRef };
  max_licenses: number | null;
  licenses_sold: number;
  /** Held by unpaid orders that can still be paid (docs/security.md). */
  licenses_reserved?: number;
  /** What a buyer can still order; null when unlimited. */
  licenses_remaining?: number | null;
  sold_out: boolean;
  /** The page lists published and paused products; paused ones cannot be bought right now. */
  status: 'published' | 'paused' | string;
  published_at: string | null;
}

/** A page of the brand's products: 50 a page, `next` the URL of the following one (PRODUCT.md §7). */
export interface StorefrontProductsPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: StorefrontProduct[];
}

export interface LicensorInfo {
  company: StorefrontCompany;
  products_page: StorefrontProductsPage;
}

export type BuyerOrderStatus =
  'pending_payment' | 'paid' | 'completed' | 'refunded' | 'expired' | 'cancelled' | 'failed';

export interface BuyerOrder {
  id: string;
  number: string;
  product_id: string;
  product_title: string;
  buyer_address: string;
  quantity: number;
  unit_price: string;
  total: string;
  token: TokenRef;
  /** Where the transfer goes: the licensor's payout address, fixed when the order was made. */
  pay_to: string;
  status: BuyerOrderStatus;
  payment_tx_hash: string | null;
  paid_at: string | null;
  expires_at: string;
  created_at: string;
}

/** `GET products/orders/mine/`: the buyer's own orders. */
export interface BuyerOrdersPage {
  count: number;
  next: string | null;
  previous: string | null;
  results: BuyerOrder[];
}

export interface CreateOrderRequest {
  product_id: string;
  quantity: number;
  /** The signed-in wallet; the server answers 403 if the session is another wallet's (PRODUCT.md §7). */
  buyer_address: string;
  buyer_email?: string;
}
