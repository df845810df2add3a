import { config, explorerAddressUrl } from '../../services/config';
import { STORY_IP_EXPLORERS } from '../../../contract/story/addresses.js';

/**
 * `{ip explorer}/ipa/{ipId}` (docs/product.md §10.4), on Story's explorer of the configured chain; Story mainnet's
 * for a chain Story has no explorer for (the devnet runs as 1514), else the chain explorer's address page.
 */
export function ipAssetUrl(ipId: string): string {
  const explorers: Record<number, string> = STORY_IP_EXPLORERS;
  const explorer = explorers[config.chain.id];
  return explorer ? `${explorer}/ipa/${ipId}` : explorerAddressUrl(ipId);
}

export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.toLowerCase() === b.toLowerCase();
}
