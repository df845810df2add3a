// Company as PRODUCT.md §8 defines it (snake_case, as the API sends it).
export interface Company {
  id: string;
  wallet_address: string;
  name: string;
  slug: string;
  description: string;
  website: string | null;
  contact_email: string | null;
  country: string | null;
  logo_url: string | null;
  payout_address: string;
  created_at: string;
  updated_at: string;
}

/** The editable fields of a company as the API takes them (POST companies/, PATCH companies/{id}/). */
export interface CompanyInput {
  name: string;
  slug: string;
  description: string;
  /** "" or null clears an optional field. */
  website: string | null;
  contact_email: string | null;
  country: string | null;
  logo_url: string | null;
  payout_address: string;
}
