import { AbiCoder, Interface } from 'ethers';
import type { ChainClient } from '../chain/client.js';
import type { License } from '../products/products.js';
import { METADATA_PATHS } from './metadata.js';
import { STORY_ADDRESSES } from './events.js';

/**
 * The product's licence as Story PIL terms (PRODUCT.md §10.2): commercial use and attribution, derivatives allowed /
 * attribution / reciprocal, revenue share × 10^6, minting fee 0, the royalty policy and currency Story requires for
 * commercial terms, and a `uri` to our terms JSON.
 */
const ROYALTY_POLICY_LAP = '0xBe54FB168b3c982b7AaE60dB6CF75Bd8447b390E';
const WRAPPED_IP = '0x1514000000000000000000000000000000000000';
const ZERO = `0x${'0'.repeat(40)}`;

export function pilTermsOf(license: License, uri: string) {
  const commercial = license.commercial_use;
  const derivatives = license.derivatives_allowed;
  return {
    transferable: true,
    royaltyPolicy: commercial ? ROYALTY_POLICY_LAP : ZERO,
    defaultMintingFee: '0',
    expiration: '0',
    commercialUse: commercial,
    commercialAttribution: commercial && license.attribution_required,
    commercializerChecker: ZERO,
    commercializerCheckerData: '0x',
    commercialRevShare: commercial ? Math.round((license.commercial_rev_share_pct ?? 0) * 1_000_000) : 0,
    commercialRevCeiling: '0',
    derivativesAllowed: derivatives,
    derivativesAttribution: derivatives && license.attribution_required,
    derivativesApproval: false,
    derivativesReciprocal: derivatives,
    derivativeRevCeiling: '0',
    currency: commercial ? WRAPPED_IP : ZERO,
    uri,
  };
}

const PIL_TERMS =
  'tuple(bool transferable, address royaltyPolicy, uint256 defaultMintingFee, uint256 expiration, bool commercialUse, bool commercialAttribution, address commercializerChecker, bytes commercializerCheckerData, uint32 commercialRevShare, uint256 commercialRevCeiling, bool derivativesAllowed, bool derivativesAttribution, bool derivativesApproval, bool derivativesReciprocal, uint256 derivativeRevCeiling, address currency, string uri)';
const TEMPLATE = new Interface([`function getLicenseTermsId(${PIL_TERMS} terms) view returns (uint256)`]);

/**
 * The id under which Story's PILicenseTemplate holds exactly the product's PIL terms, or null when they are not
 * registered. The terms' uri names our terms JSON under one of the site's origins, whichever the licensor's
 * browser registered from.
 */
export async function registeredTermsId(
  chain: ChainClient,
  license: License,
  productId: string,
  origins: readonly string[],
): Promise<bigint | null> {
  for (const origin of origins) {
    const terms = pilTermsOf(license, `${origin}${METADATA_PATHS.terms(productId)}`);
    const answer = await chain.call(
      STORY_ADDRESSES.piLicenseTemplate,
      TEMPLATE.encodeFunctionData('getLicenseTermsId', [terms]),
    );
    if (answer === null) continue;
    const [id] = AbiCoder.defaultAbiCoder().decode(['uint256'], answer) as unknown as [bigint];
    if (id > 0n) return id;
  }
  return null;
}
