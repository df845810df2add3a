/**
 * contract/story against Story's own SDK (docs/product.md §10.5): the addresses OVERDIVE calls are the SDK's on both
 * chains, every function and event we call or decode has the SDK's selector, topic and indexed fields, and the devnet
 * stand-ins (§10.6) expose those same selectors and topics at the same addresses.
 */
import { readFileSync } from 'node:fs';
import { EventFragment, FunctionFragment, Interface } from 'ethers';
import {
  ACCESS_CONTROLLER_ABI,
  CORE_METADATA_MODULE_ABI,
  IP_ACCOUNT_ABI,
  IP_ASSET_REGISTRY_ABI,
  LICENSE_TOKEN_ABI,
  LICENSING_MODULE_ABI,
  PIL_LICENSE_TEMPLATE_ABI,
  REGISTRATION_WORKFLOWS_ABI,
  SPG_NFT_ABI,
  STORY_ADDRESSES,
  STORY_AENEID_CHAIN_ID,
  STORY_CHAIN_SPECIFIC_ADDRESSES,
  STORY_MAINNET_CHAIN_ID,
  type StoryContract,
} from '../../contract/story/index.js';
import { compileDevnetContracts } from '../../scripts/devnet/compile.js';
import { STORY_STAND_IN_ADDRESSES } from '../../scripts/devnet/story.js';
import { sdkAbi, sdkAddresses } from './storySdk.js';

/** Our name of each contract → the SDK bundle's. */
const SDK_NAMES: Record<StoryContract, string> = {
  registrationWorkflows: 'registrationWorkflows',
  derivativeWorkflows: 'derivativeWorkflows',
  ipAssetRegistry: 'ipAssetRegistry',
  coreMetadataModule: 'coreMetadataModule',
  piLicenseTemplate: 'piLicenseTemplate',
  licensingModule: 'licensingModule',
  licenseToken: 'licenseToken',
  licenseRegistry: 'licenseRegistry',
  accessController: 'accessController',
  royaltyModule: 'royaltyModule',
  royaltyPolicyLap: 'royaltyPolicyLap',
  royaltyPolicyLrp: 'royaltyPolicyLrp',
  wrappedIp: 'wrappedIp',
};

describe('addresses', () => {
  test.each(Object.entries(SDK_NAMES))('%s is the SDK’s on 1514 and on 1315', (ours, sdkName) => {
    const sdk = sdkAddresses(sdkName);
    expect(STORY_ADDRESSES[ours as StoryContract]).toBe(sdk[STORY_MAINNET_CHAIN_ID]);
    expect(STORY_ADDRESSES[ours as StoryContract]).toBe(sdk[STORY_AENEID_CHAIN_ID]);
  });

  test('the implementations that differ per chain are the SDK’s', () => {
    for (const chainId of [STORY_MAINNET_CHAIN_ID, STORY_AENEID_CHAIN_ID] as const) {
      const ours = STORY_CHAIN_SPECIFIC_ADDRESSES[chainId];
      expect(ours.spgNftImpl).toBe(sdkAddresses('spgnftImpl')[chainId]);
      expect(ours.ipRoyaltyVaultImpl).toBe(sdkAddresses('ipRoyaltyVaultImpl')[chainId]);
      expect(ours.totalLicenseTokenLimitHook).toBe(sdkAddresses('totalLicenseTokenLimitHook')[chainId]);
    }
    expect(STORY_CHAIN_SPECIFIC_ADDRESSES[1514].spgNftImpl).not.toBe(
      STORY_CHAIN_SPECIFIC_ADDRESSES[1315].spgNftImpl,
    );
  });

  test('the stand-ins’ Solidity names the same addresses', () => {
    const solidity = readFileSync(
      new URL('../../scripts/devnet/story/StoryAddresses.sol', import.meta.url),
      'utf8',
    );
    const declared = [...solidity.matchAll(/address constant (\w+) = (0x[0-9a-fA-F]{40});/g)];
    expect(declared.length).toBeGreaterThanOrEqual(10);
    const ours = new Set<string>(Object.values(STORY_ADDRESSES));
    for (const [, name, address] of declared) expect([name, ours.has(address!)]).toEqual([name, true]);
  });
});

/** A fragment's shape without parameter names: types, and for events which fields are indexed. */
function shape(fragment: FunctionFragment | EventFragment): string {
  if (fragment instanceof EventFragment) {
    return `${fragment.topicHash} ${fragment.inputs.map((p) => `${p.format('sighash')}${p.indexed ? ' indexed' : ''}`).join(',')}`;
  }
  return `${fragment.selector} ${fragment.stateMutability} -> ${fragment.outputs.map((p) => p.format('sighash')).join(',')}`;
}

function fragments(iface: Interface): (FunctionFragment | EventFragment)[] {
  return iface.fragments.filter(
    (f): f is FunctionFragment | EventFragment => f instanceof FunctionFragment || f instanceof EventFragment,
  );
}

function find(iface: Interface, fragment: FunctionFragment | EventFragment) {
  return fragment instanceof EventFragment
    ? iface.getEvent(fragment.format('sighash'))
    : iface.getFunction(fragment.format('sighash'));
}

/** Ours, the SDK's ABI name, and the stand-in answering at that address on the devnet. */
const CONTRACTS = [
  ['registrationWorkflows', REGISTRATION_WORKFLOWS_ABI, 'RegistrationWorkflows'],
  ['ipAssetRegistry', IP_ASSET_REGISTRY_ABI, 'IPAssetRegistry'],
  ['piLicenseTemplate', PIL_LICENSE_TEMPLATE_ABI, 'PILicenseTemplate'],
  ['licensingModule', LICENSING_MODULE_ABI, 'LicensingModule'],
  ['licenseToken', LICENSE_TOKEN_ABI, 'LicenseToken'],
  ['spgnftImpl', SPG_NFT_ABI, 'SpgNft'],
  ['coreMetadataModule', CORE_METADATA_MODULE_ABI, 'CoreMetadataModule'],
  ['ipAccountImpl', IP_ACCOUNT_ABI, 'IpAccount'],
  ['accessController', ACCESS_CONTROLLER_ABI, 'AccessController'],
] as const;

describe('functions and events', () => {
  const compiled = compileDevnetContracts();

  test.each(CONTRACTS)('%s: ours are the SDK’s, and the stand-in has them', (sdkName, abi, standIn) => {
    const ours = new Interface(abi);
    const sdk = new Interface(sdkAbi(sdkName));
    const devnet = new Interface(compiled[standIn]!.abi);
    const used = fragments(ours);
    expect(used.length).toBeGreaterThan(0);
    for (const fragment of used) {
      const inSdk = find(sdk, fragment);
      const inStandIn = find(devnet, fragment);
      expect([fragment.format('sighash'), inSdk && shape(inSdk)]).toEqual([
        fragment.format('sighash'),
        shape(fragment),
      ]);
      expect([fragment.format('sighash'), inStandIn && shape(inStandIn)]).toEqual([
        fragment.format('sighash'),
        shape(fragment),
      ]);
    }
  });

  test('each stand-in is placed at the address of the Story contract it stands for', () => {
    for (const [sdkName, , standIn] of CONTRACTS) {
      // One per collection or per IP asset, created by the workflows and the registry.
      if (standIn === 'SpgNft' || standIn === 'IpAccount') continue;
      expect(STORY_ADDRESSES[STORY_STAND_IN_ADDRESSES[standIn]]).toBe(
        sdkAddresses(sdkName)[STORY_MAINNET_CHAIN_ID],
      );
    }
  });

  test('the stand-ins’ errors are Story’s, so a revert decodes the same on the devnet and on Story', () => {
    const story = new Set(
      [
        'licensingModule',
        'licenseToken',
        'licenseRegistry',
        'piLicenseTemplate',
        'registrationWorkflows',
        'ipAssetRegistry',
        'spgnftImpl',
        'accessController',
        'coreMetadataModule',
      ]
        .flatMap((name) => new Interface(sdkAbi(name)).fragments)
        .filter((f) => f.type === 'error')
        .map((f) => f.format('sighash')),
    );
    const ours = new Set(
      Object.values(compiled)
        .flatMap((contract) => new Interface(contract.abi).fragments)
        .filter((f) => f.type === 'error')
        .map((f) => f.format('sighash')),
    );
    // Named exceptions: what the stand-ins refuse that Story would do (no minting fees) or names no error for.
    const onlyOurs = [...ours].filter((error) => !story.has(error)).sort();
    expect(onlyOurs).toEqual([
      'IPAssetRegistry__AlreadyRegistered()',
      'StandIn__MintingFeeNotEmulated(uint256)',
    ]);
  });
});
