import { STORY_ADDRESSES, STORY_IP_EXPLORERS } from '../../contract/story/addresses.js';
import { config, explorerAddressUrl } from './config';

// Explorer links of Story records (docs/product.md §10.4, §11.2), for every screen that shows them: the Story screens
// and a licence's public verification page. Apart from config.ts, so the first load of /auth and the brand page does
// not carry Story's addresses.

/**
 * `{ip explorer}/ipa/{ipId}` (docs/product.md §10.4), on Story's explorer of the configured chain; Story mainnet's
 * for a chain Story has no explorer for (the devnet runs as 1514), else the chain explorer's address page.
 */
export function ipAssetUrl(ipId: string): string {
  const explorers: Record<number, string> = STORY_IP_EXPLORERS;
  const explorer = explorers[config.chain.id];
  return explorer ? `${explorer}/ipa/${ipId}` : explorerAddressUrl(ipId);
}

/**
 * One licence token on the chain explorer (docs/product.md §10.4 "the token on the chain explorer"): the token of
 * Story's LicenseToken contract (an ERC-721) as the explorer shows an NFT, `/token/{contract}/instance/{id}`.
 */
export function licenseTokenUrl(tokenId: string): string {
  return `${config.chain.explorerUrl}/token/${STORY_ADDRESSES.licenseToken}/instance/${tokenId}`;
}
