/**
 * The one mapping of a product licence to PIL terms (docs/product.md §8 `license` → §10.2), and the event decoders'
 * refusal of look-alike events from contracts other than Story's.
 */
import { PILFlavor } from '@story-protocol/core-sdk';
import type { Address, Hex } from 'viem';
import {
  PIL_MAX_REVENUE_SHARE,
  STORY_ADDRESSES,
  decodeCollectionCreated,
  decodeLicenseTokensMinted,
  licenseToPilTerms,
  licensingModuleInterface,
  registrationWorkflowsInterface,
  revenueSharePctToPil,
  type ProductLicense,
} from '../../contract/story/index.js';

const ZERO = '0x0000000000000000000000000000000000000000';
const URI = 'https://api.example/api/story/terms/7.json';

const base: ProductLicense = {
  flavor: 'commercial_remix',
  commercial_use: true,
  derivatives_allowed: true,
  attribution_required: true,
  commercial_rev_share_pct: 12.5,
  territory: 'EU',
  ai_learning_allowed: true,
};

describe('licenseToPilTerms', () => {
  test('commercial remix: commercial use with attribution, derivatives with attribution and reciprocal, share × 10^6', () => {
    expect(licenseToPilTerms(base, URI)).toEqual({
      transferable: true,
      royaltyPolicy: STORY_ADDRESSES.royaltyPolicyLap,
      defaultMintingFee: 0n,
      expiration: 0n,
      commercialUse: true,
      commercialAttribution: true,
      commercializerChecker: ZERO,
      commercializerCheckerData: ZERO,
      commercialRevShare: 12_500_000,
      commercialRevCeiling: 0n,
      derivativesAllowed: true,
      derivativesAttribution: true,
      derivativesApproval: false,
      derivativesReciprocal: true,
      derivativeRevCeiling: 0n,
      currency: STORY_ADDRESSES.wrappedIp,
      uri: URI,
    });
  });

  test('commercial use without derivatives: no derivative terms', () => {
    const terms = licenseToPilTerms(
      { ...base, flavor: 'commercial_use', derivatives_allowed: false, commercial_rev_share_pct: null },
      URI,
    );
    expect(terms).toMatchObject({
      commercialUse: true,
      commercialRevShare: 0,
      derivativesAllowed: false,
      derivativesAttribution: false,
      derivativesReciprocal: false,
    });
  });

  test('non-commercial remix: no royalty policy, currency or revenue share, whatever the share field says', () => {
    const terms = licenseToPilTerms(
      { ...base, flavor: 'non_commercial_remix', commercial_use: false, commercial_rev_share_pct: 30 },
      URI,
    );
    expect(terms).toMatchObject({
      commercialUse: false,
      commercialAttribution: false,
      royaltyPolicy: ZERO,
      currency: ZERO,
      commercialRevShare: 0,
      derivativesAllowed: true,
      derivativesAttribution: true,
      derivativesReciprocal: true,
    });
  });

  test('no attribution required: neither commercial nor derivative attribution', () => {
    expect(licenseToPilTerms({ ...base, flavor: 'custom', attribution_required: false }, URI)).toMatchObject({
      commercialAttribution: false,
      derivativesAttribution: false,
    });
  });

  test.each([
    ['non_commercial_remix', false, true],
    ['commercial_use', true, false],
    ['commercial_remix', true, true],
    ['custom', false, false],
  ] as const)(
    '%s passes the SDK’s own validation of PIL terms on mainnet',
    (flavor, commercial, derivatives) => {
      const license = {
        ...base,
        flavor,
        commercial_use: commercial,
        derivatives_allowed: derivatives,
        commercial_rev_share_pct: commercial && derivatives ? 12.5 : null,
      };
      const terms = licenseToPilTerms(license, URI);
      expect(() =>
        PILFlavor.validateLicenseTerms(
          {
            ...terms,
            royaltyPolicy: terms.royaltyPolicy as Address,
            commercializerChecker: terms.commercializerChecker as Address,
            commercializerCheckerData: terms.commercializerCheckerData as Hex,
            currency: terms.currency as Address,
            commercialRevShare: terms.commercialRevShare / 1_000_000,
          },
          1514,
        ),
      ).not.toThrow();
    },
  );
});

describe('revenueSharePctToPil', () => {
  test.each([
    [null, 0],
    [0, 0],
    [12.5, 12_500_000],
    // Exact where a float product is not: Math.trunc(4.35 * 10 ** 6) is 4 349 999.
    [4.35, 4_350_000],
    ['7.25', 7_250_000],
    ['0.01', 10_000],
    ['12.50', 12_500_000],
    [100, PIL_MAX_REVENUE_SHARE],
  ] as const)('%s %% is %s', (pct, pil) => {
    expect(revenueSharePctToPil(pct)).toBe(pil);
  });

  test.each([100.01, -1, 1.234, 'abc', '', '1e2'])('%s is refused', (pct) => {
    expect(() => revenueSharePctToPil(pct)).toThrow(RangeError);
  });
});

describe('decoders count only Story’s own contracts', () => {
  const spoofer = '0x000000000000000000000000000000000000bEEF';

  test('a CollectionCreated from another address is ignored', () => {
    const iface = registrationWorkflowsInterface();
    const event = iface.getEvent('CollectionCreated')!;
    const log = iface.encodeEventLog(event, ['0x00000000000000000000000000000000000000AA']);
    expect(decodeCollectionCreated([{ address: spoofer, ...log }])).toEqual([]);
    expect(decodeCollectionCreated([{ address: STORY_ADDRESSES.registrationWorkflows, ...log }])).toEqual([
      { spgNftContract: '0x00000000000000000000000000000000000000aa' },
    ]);
  });

  test('a LicenseTokensMinted from another address is ignored', () => {
    const iface = licensingModuleInterface();
    const event = iface.getEvent('LicenseTokensMinted')!;
    const log = iface.encodeEventLog(event, [
      spoofer,
      spoofer,
      STORY_ADDRESSES.piLicenseTemplate,
      1n,
      1n,
      spoofer,
      0n,
    ]);
    expect(decodeLicenseTokensMinted([{ address: spoofer, ...log }])).toEqual([]);
    expect(
      decodeLicenseTokensMinted([{ address: STORY_ADDRESSES.licensingModule.toLowerCase(), ...log }]),
    ).toHaveLength(1);
  });
});
