/**
 * The one mapping of a product's licence (docs/product.md §8 `license`) to Story's PIL terms (§10.2). The licence's
 * territory and AI-learning choice have no PIL field: they live in the terms JSON our API serves at `uri`.
 */
import { STORY_ADDRESSES } from './addresses.js';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * A product's `license` (docs/product.md §8). The revenue share arrives as a number (API) or a decimal string (SQL).
 */
export interface ProductLicense {
  flavor: 'non_commercial_remix' | 'commercial_use' | 'commercial_remix' | 'custom';
  commercial_use: boolean;
  derivatives_allowed: boolean;
  attribution_required: boolean;
  commercial_rev_share_pct: number | string | null;
  territory: string;
  ai_learning_allowed: boolean;
}

/** Story's `PILTerms`, as the template's `registerLicenseTerms` takes it. */
export interface PilTerms {
  transferable: boolean;
  royaltyPolicy: string;
  defaultMintingFee: bigint;
  expiration: bigint;
  commercialUse: boolean;
  commercialAttribution: boolean;
  commercializerChecker: string;
  commercializerCheckerData: string;
  /** Percent × 10^6: 100 % is 100 000 000. */
  commercialRevShare: number;
  commercialRevCeiling: bigint;
  derivativesAllowed: boolean;
  derivativesAttribution: boolean;
  derivativesApproval: boolean;
  derivativesReciprocal: boolean;
  derivativeRevCeiling: bigint;
  currency: string;
  uri: string;
}

/** 100 % in PIL units (Story's `MAX_COMMERCIAL_REVENUE_SHARE`). */
export const PIL_MAX_REVENUE_SHARE = 100_000_000;

/**
 * A revenue share in percent (0–100, at most 2 decimals) in PIL units (× 10^6), exactly: through hundredths of a
 * percent, never a float product, so 4.35 % is 4 350 000 (the SDK's `Math.trunc(4.35 * 10 ** 6)` gives 4 349 999).
 */
export function revenueSharePctToPil(pct: number | string | null): number {
  if (pct === null) return 0;
  const text = typeof pct === 'number' ? String(pct) : pct.trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2})0*)?$/.exec(text);
  if (match === null)
    throw new RangeError(`Revenue share must be 0–100 with at most 2 decimals, not ${text}`);
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (hundredths > 100 * 100) throw new RangeError(`Revenue share must be at most 100, not ${text}`);
  return hundredths * 10_000;
}

/**
 * The PIL terms of a product's licence (docs/product.md §10.2). Commercial terms name the royalty policy (LAP) and the
 * currency (WIP) the protocol requires of commercial terms; the minting fee is 0 because the buyer pays in USDC
 * outside the protocol (§10). Derivative terms, when allowed, require attribution as the licence does and are
 * reciprocal (a remix is licensed on the same terms), as in Story's remix flavors. Licence tokens are transferable,
 * as in every PIL flavor. `uri` is our terms JSON (territory, AI use).
 */
export function licenseToPilTerms(license: ProductLicense, termsUri: string): PilTerms {
  const commercial = license.commercial_use;
  const derivatives = license.derivatives_allowed;
  return {
    transferable: true,
    royaltyPolicy: commercial ? STORY_ADDRESSES.royaltyPolicyLap : ZERO_ADDRESS,
    defaultMintingFee: 0n,
    expiration: 0n,
    commercialUse: commercial,
    commercialAttribution: commercial && license.attribution_required,
    commercializerChecker: ZERO_ADDRESS,
    // The SDK's PIL flavors send the zero address here; the same bytes keep our terms comparable with theirs.
    commercializerCheckerData: ZERO_ADDRESS,
    commercialRevShare: commercial ? revenueSharePctToPil(license.commercial_rev_share_pct) : 0,
    commercialRevCeiling: 0n,
    derivativesAllowed: derivatives,
    derivativesAttribution: derivatives && license.attribution_required,
    derivativesApproval: false,
    derivativesReciprocal: derivatives,
    derivativeRevCeiling: 0n,
    currency: commercial ? STORY_ADDRESSES.wrappedIp : ZERO_ADDRESS,
    uri: termsUri,
  };
}
