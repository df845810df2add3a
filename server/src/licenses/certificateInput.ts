/**
 * Where a licence's certificate and mails point (docs/product.md §11.2): its public page on this site, and the
 * explorers of the IP asset (Story's own), the token and the mint transaction (the chain's, CHAIN_EXPLORER_URL).
 */
import type { LicenseVerification } from '../../../contract/api/licenses.js';
import { STORY_ADDRESSES, STORY_IP_EXPLORERS } from '../../../contract/story/index.js';
import type { Config } from '../config.js';
import type { CertificateInput } from './certificate.js';

type LinkSettings = Pick<Config, 'siteUrl' | 'explorerUrl' | 'chainId'>;

/** `/licenses/{tokenId}` on the site. */
export function licensePageUrl(config: Pick<Config, 'siteUrl'>, tokenId: string): string {
  return `${config.siteUrl}/licenses/${tokenId}`;
}

export function certificateInputOf(
  config: LinkSettings,
  license: LicenseVerification,
  now: Date,
): CertificateInput {
  const ipExplorer =
    STORY_IP_EXPLORERS[config.chainId as keyof typeof STORY_IP_EXPLORERS] ?? STORY_IP_EXPLORERS[1514];
  return {
    ...license,
    pageUrl: licensePageUrl(config, license.token_id),
    explorer: {
      ipAsset: `${ipExplorer}/ipa/${license.ip_id}`,
      // Blockscout (Story's explorer) shows one token of a collection at /token/{contract}/instance/{id}.
      token: `${config.explorerUrl}/token/${STORY_ADDRESSES.licenseToken}/instance/${license.token_id}`,
      mintTransaction: `${config.explorerUrl}/tx/${license.mint_tx_hash}`,
    },
    chainName: 'Story',
    generatedAt: now,
  };
}
