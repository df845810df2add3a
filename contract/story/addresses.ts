/**
 * Story's contract addresses, the one place the API, the SPA and the devnet read them from (docs/product.md §10). Taken
 * from `@story-protocol/core-sdk` 1.4.4 and checked against it by a test for both chains: Story mainnet (1514) and
 * the Aeneid testnet (1315) share every address OVERDIVE calls. The devnet (chain 1514) places its stand-ins at these
 * same addresses (§10.6), so one configuration serves the devnet and Story.
 */

export const STORY_MAINNET_CHAIN_ID = 1514;
export const STORY_AENEID_CHAIN_ID = 1315;
export type StoryChainId = typeof STORY_MAINNET_CHAIN_ID | typeof STORY_AENEID_CHAIN_ID;

/** The protocol contracts OVERDIVE calls or reads, the same on 1514 and 1315. */
export const STORY_ADDRESSES = {
  registrationWorkflows: '0xbe39E1C756e921BD25DF86e7AAa31106d1eb0424',
  derivativeWorkflows: '0x9e2d496f72C547C2C535B167e06ED8729B374a4f',
  ipAssetRegistry: '0x77319B4031e6eF1250907aa00018B8B1c67a244b',
  coreMetadataModule: '0x6E81a25C99C6e8430aeC7353325EB138aFE5DC16',
  piLicenseTemplate: '0x2E896b0b2Fdb7457499B56AAaA4AE55BCB4Cd316',
  licensingModule: '0x04fbd8a2e56dd85CFD5500A4A4DfA955B9f1dE6f',
  licenseToken: '0xFe3838BFb30B34170F00030B52eA4893d8aAC6bC',
  licenseRegistry: '0x529a750E02d8E2f15649c13D69a465286a780e24',
  /** Who may call which module for an IP asset: the licensor permits the issuer wallet here (docs/product.md §11.1). */
  accessController: '0xcCF37d0a503Ee1D4C11208672e622ed3DFB2275a',
  royaltyModule: '0xD2f60c40fEbccf6311f8B47c4f2Ec6b040400086',
  /** Liquid Absolute Percentage: the royalty policy our commercial terms name (§10.2). */
  royaltyPolicyLap: '0xBe54FB168b3c982b7AaE60dB6CF75Bd8447b390E',
  royaltyPolicyLrp: '0x9156e603C949481883B1d3355c6f1132D191fC41',
  /** Wrapped IP: the only currency Story mainnet whitelists for commercial terms (the SDK checks the same). */
  wrappedIp: '0x1514000000000000000000000000000000000000',
} as const;

export type StoryContract = keyof typeof STORY_ADDRESSES;

/**
 * The implementations that differ between the chains. OVERDIVE never calls them (collections are created through
 * the registration workflows); listed so the address test covers the whole published list we rely on.
 */
export const STORY_CHAIN_SPECIFIC_ADDRESSES = {
  1514: {
    spgNftImpl: '0x6Cfa03Bc64B1a76206d0Ea10baDed31D520449F5',
    ipRoyaltyVaultImpl: '0x63cC7611316880213f3A4Ba9bD72b0EaA2010298',
    totalLicenseTokenLimitHook: '0xB72C9812114a0Fc74D49e01385bd266A75960Cda',
  },
  1315: {
    spgNftImpl: '0x5266215a00c31AaA2f2BB7b951Ea0028Ea8b4e37',
    ipRoyaltyVaultImpl: '0x73e2D097F71e5103824abB6562362106A8955AEc',
    totalLicenseTokenLimitHook: '0xaBAD364Bfa41230272b08f171E0Ca939bD600478',
  },
} as const satisfies Record<StoryChainId, Record<string, string>>;

/** Story's own explorer of IP assets (docs/product.md §10.4: `{ip explorer}/ipa/{ipId}`). */
export const STORY_IP_EXPLORERS = {
  1514: 'https://explorer.story.foundation',
  1315: 'https://aeneid.explorer.story.foundation',
} as const satisfies Record<StoryChainId, string>;
