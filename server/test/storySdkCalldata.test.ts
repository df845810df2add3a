/**
 * Our calldata for each Story call equals what Story's own SDK sends for the same inputs (docs/product.md §10.5). The
 * SDK's real clients run over a viem `custom` transport that answers the reads they make (an IP is registered, terms
 * exist, the wallet owns the IP, no fee…) and records the `eth_sendTransaction` they end with; that transaction is
 * then refused, so nothing waits for a receipt. On both chains, since the addresses are the same on 1514 and 1315.
 */
import { Interface, ZeroAddress, ZeroHash, getAddress } from 'ethers';
import { StoryClient } from '@story-protocol/core-sdk';
import { custom, type Address, type Hex } from 'viem';
import {
  STORY_ADDRESSES,
  encodeCreateCollection,
  encodeMintAndRegisterIp,
  encodeMintLicenseTokens,
  encodeRegisterDerivativeWithLicenseTokens,
  encodeRegisterIp,
  encodeRegisterLicenseTerms,
  encodeSetIssuerPermission,
  licenseToPilTerms,
  mintLicenseTokensSelector,
  type ProductLicense,
  type StoryCall,
} from '../../contract/story/index.js';
import { sdkAbi } from './storySdk.js';

const WALLET: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BUYER: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
/** The issuer wallet of automatic issuing (docs/product.md §11.1). */
const ISSUER: Address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const IP_ID = getAddress('0x1a2b3c4d5e6f708192a3b4c5d6e7f80912a3b4c5') as Address;
const CHILD_IP_ID = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3') as Address;
const COLLECTION = getAddress('0xa16e02e87b7454126e5e10d957a927a7f5b5d2be') as Address;

const SENT = 'recorded and refused by the test transport';

/** Every SDK ABI, to decode the reads the SDK makes and answer them. */
const READABLE = new Interface(
  [
    'registrationWorkflows',
    'ipAssetRegistry',
    'piLicenseTemplate',
    'licenseRegistry',
    'licensingModule',
    'licenseToken',
    'ipAccountImpl',
    'spgnftImpl',
    'royaltyModule',
    'accessController',
  ]
    .flatMap((name) => sdkAbi(name) as { type: string }[])
    // Functions only: every ABI has its own constructor, which one Interface cannot hold twice.
    .filter((item) => item.type === 'function') as never,
);

/**
 * What the chain answers: the wallet owns the IP, everything named exists, no fee, terms not yet registered. The SDK
 * also simulates each write with eth_call before sending it: those get a plausible result.
 */
const ANSWERS: Record<string, (args: readonly unknown[]) => unknown[]> = {
  isRegistered: () => [true],
  ipId: () => [CHILD_IP_ID],
  createCollection: () => [COLLECTION],
  mintAndRegisterIp: () => [IP_ID, 1n],
  registerLicenseTerms: () => [1n],
  mintLicenseTokens: () => [0n],
  registerDerivativeWithLicenseTokens: () => [],
  register: () => [CHILD_IP_ID],
  exists: () => [true],
  owner: () => [WALLET],
  ownerOf: () => [WALLET],
  getLicenseTermsId: () => [0n],
  hasIpAttachedLicenseTerms: () => [false],
  predictMintingLicenseFee: () => [STORY_ADDRESSES.wrappedIp, 0n],
  mintFee: () => [0n],
  mintFeeToken: () => [ZeroAddress],
  publicMinting: () => [false],
  isWhitelistedRoyaltyPolicy: () => [true],
  isWhitelistedRoyaltyToken: () => [true],
  isApprovedForAll: () => [true],
  getApproved: () => [ZeroAddress],
  setPermission: () => [],
};

/** A StoryClient on `chainId` whose transport answers reads and records the transaction it sends. */
function recordingClient(chainId: 'mainnet' | 'aeneid', registered: { ipId: boolean }, ipOwner = WALLET) {
  const sent: StoryCall[] = [];
  const reads: string[] = [];
  const transport = custom({
    async request({ method, params }: { method: string; params?: unknown }) {
      const list = (params ?? []) as unknown[];
      switch (method) {
        case 'eth_chainId':
          return chainId === 'mainnet' ? '0x5ea' : '0x523';
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [WALLET];
        case 'eth_blockNumber':
          return '0x10';
        case 'eth_call': {
          const { data } = list[0] as { data: Hex };
          const fn = READABLE.getFunction(data.slice(0, 10));
          if (fn === null) throw new Error(`unexpected read ${data.slice(0, 10)}`);
          reads.push(fn.name);
          const args = READABLE.decodeFunctionData(fn, data);
          const answer =
            fn.name === 'isRegistered' && !registered.ipId
              ? [false]
              : fn.name === 'owner'
                ? [ipOwner]
                : ANSWERS[fn.name]?.(args);
          if (answer === undefined) throw new Error(`no answer for the read ${fn.name}`);
          return READABLE.encodeFunctionResult(fn, answer);
        }
        case 'eth_sendTransaction': {
          const tx = list[0] as { to: Address; data: Hex };
          sent.push({ to: tx.to, data: tx.data });
          throw new Error(SENT);
        }
        default:
          throw new Error(`unexpected RPC ${method}`);
      }
    },
  });
  const client = StoryClient.newClient({ transport, account: WALLET as Address, chainId });
  return { client, sent, reads };
}

/** Runs one SDK call and returns the one transaction it sent. */
async function sdkSends(
  chainId: 'mainnet' | 'aeneid',
  call: (client: StoryClient) => Promise<unknown>,
  registered = { ipId: true },
): Promise<StoryCall> {
  const { client, sent } = recordingClient(chainId, registered);
  await expect(call(client)).rejects.toThrow(SENT);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

const same = (ours: StoryCall, sdk: StoryCall) =>
  expect({ to: ours.to.toLowerCase(), data: ours.data }).toEqual({
    to: sdk.to.toLowerCase(),
    data: sdk.data,
  });

const commercialRemix: ProductLicense = {
  flavor: 'commercial_remix',
  commercial_use: true,
  derivatives_allowed: true,
  attribution_required: true,
  commercial_rev_share_pct: 12.5,
  territory: 'Worldwide',
  ai_learning_allowed: false,
};

describe.each(['mainnet', 'aeneid'] as const)('on %s', (chainId) => {
  test('createCollection (company name, public minting off, no mint fee)', async () => {
    const input = {
      name: 'Acme Pictures',
      symbol: 'ACME',
      owner: WALLET,
      contractURI: 'https://api.example/c.json',
    };
    const sdk = await sdkSends(chainId, (client) =>
      client.nftClient.createNFTCollection({
        name: input.name,
        symbol: input.symbol,
        isPublicMinting: false,
        mintOpen: true,
        mintFeeRecipient: WALLET as Address,
        contractURI: input.contractURI,
      }),
    );
    same(encodeCreateCollection(input), sdk);
  });

  test('mintAndRegisterIp', async () => {
    const ipMetadata = {
      ipMetadataURI: 'https://api.example/ip/7.json',
      ipMetadataHash: `0x${'ab'.repeat(32)}` as Hex,
      nftMetadataURI: 'https://api.example/nft/7.json',
      nftMetadataHash: `0x${'cd'.repeat(32)}` as Hex,
    };
    const sdk = await sdkSends(chainId, (client) =>
      client.ipAsset.mintAndRegisterIp({
        spgNftContract: COLLECTION,
        recipient: WALLET as Address,
        ipMetadata,
        allowDuplicates: true,
      }),
    );
    same(encodeMintAndRegisterIp({ spgNftContract: COLLECTION, recipient: WALLET, ipMetadata }), sdk);
  });

  test.each([
    ['commercial remix, 12.5 %', commercialRemix],
    [
      'commercial use, no remix',
      { ...commercialRemix, derivatives_allowed: false, commercial_rev_share_pct: null },
    ],
    ['non-commercial remix', { ...commercialRemix, commercial_use: false, commercial_rev_share_pct: null }],
    ['no attribution', { ...commercialRemix, attribution_required: false, commercial_rev_share_pct: '7.25' }],
  ] as [string, ProductLicense][])('registerLicenseTerms: %s', async (_, license) => {
    const terms = licenseToPilTerms(license, 'https://api.example/terms/7.json');
    // The SDK takes the revenue share in percent and multiplies it by 10^6 itself.
    const pct = Number(license.commercial_use ? (license.commercial_rev_share_pct ?? 0) : 0);
    const sdk = await sdkSends(chainId, (client) =>
      client.license.registerPILTerms({
        ...terms,
        royaltyPolicy: terms.royaltyPolicy as Address,
        commercializerChecker: terms.commercializerChecker as Address,
        commercializerCheckerData: terms.commercializerCheckerData as Hex,
        currency: terms.currency as Address,
        commercialRevShare: pct,
      }),
    );
    same(encodeRegisterLicenseTerms(terms), sdk);
  });

  test('mintLicenseTokens, sent by the IP owner', async () => {
    const { client, sent, reads } = recordingClient(chainId, { ipId: true });
    await expect(
      client.license.mintLicenseTokens({
        licensorIpId: IP_ID,
        licenseTermsId: 42n,
        amount: 3,
        receiver: BUYER,
        maxMintingFee: 0n,
        maxRevenueShare: 100,
      }),
    ).rejects.toThrow(SENT);
    // The owner's path: the SDK never asks whether the terms are attached.
    expect(reads).toContain('owner');
    expect(reads).not.toContain('hasIpAttachedLicenseTerms');
    same(
      encodeMintLicenseTokens({ licensorIpId: IP_ID, licenseTermsId: 42n, amount: 3, receiver: BUYER }),
      sent[0]!,
    );
  });

  test.each([1, 0] as const)(
    'AccessController.setPermission(ip, issuer, LicensingModule, mintLicenseTokens, %i)',
    async (permission) => {
      const sdk = await sdkSends(chainId, (client) =>
        client.permission.setPermission({
          ipId: IP_ID,
          signer: ISSUER,
          to: STORY_ADDRESSES.licensingModule as Address,
          func: 'function mintLicenseTokens(address,address,uint256,uint256,address,bytes,uint256,uint32)',
          permission,
        }),
      );
      same(encodeSetIssuerPermission({ ipId: IP_ID, issuer: ISSUER, permission }), sdk);
      const args = new Interface([
        'function setPermission(address,address,address,bytes4,uint8)',
      ]).decodeFunctionData('setPermission', sdk.data);
      expect(args[3]).toBe(mintLicenseTokensSelector());
    },
  );

  test('mintLicenseTokens sent by the issuer: the same calldata as the owner’s, for the same inputs', async () => {
    // The calldata does not name its sender. The SDK builds it only for the IP owner or for attached terms (below),
    // so its bytes come from the owner's client and the issuer sends ours (docs/story.md; the refusal is the last
    // test of this file).
    const { client, sent } = recordingClient(chainId, { ipId: true });
    await expect(
      client.license.mintLicenseTokens({
        licensorIpId: IP_ID,
        licenseTermsId: 7n,
        amount: 1,
        receiver: BUYER,
      }),
    ).rejects.toThrow(SENT);
    same(
      encodeMintLicenseTokens({ licensorIpId: IP_ID, licenseTermsId: 7n, amount: 1, receiver: BUYER }),
      sent[0]!,
    );
  });

  test('registerDerivativeWithLicenseTokens, by the owner of the child IP holding the tokens', async () => {
    const sdk = await sdkSends(chainId, (client) =>
      client.ipAsset.registerDerivativeWithLicenseTokens({
        childIpId: CHILD_IP_ID,
        licenseTokenIds: [5n, 6n],
      }),
    );
    same(
      encodeRegisterDerivativeWithLicenseTokens({ childIpId: CHILD_IP_ID, licenseTokenIds: [5n, 6n] }),
      sdk,
    );
  });

  test('IPAssetRegistry.register of an NFT the buyer holds', async () => {
    const sdk = await sdkSends(
      chainId,
      (client) => client.ipAsset.register({ nftContract: COLLECTION, tokenId: 9n }),
      { ipId: false },
    );
    const chain = chainId === 'mainnet' ? 1514 : 1315;
    same(encodeRegisterIp({ chainId: chain, tokenContract: COLLECTION, tokenId: 9n }), sdk);
  });
});

test('the SDK refuses what the protocol refuses: commercial terms in a currency other than WIP on mainnet', async () => {
  const terms = licenseToPilTerms(commercialRemix, 'https://api.example/terms/7.json');
  const { client, sent } = recordingClient('mainnet', { ipId: true });
  await expect(
    client.license.registerPILTerms({
      ...terms,
      royaltyPolicy: terms.royaltyPolicy as Address,
      commercializerChecker: ZeroAddress as Address,
      commercializerCheckerData: ZeroHash as Hex,
      currency: '0xF1815bd50389c46847f0Bda824eC8da914045D14',
      commercialRevShare: 12.5,
    }),
  ).rejects.toThrow('The provided token is not allowed');
  expect(sent).toEqual([]);
});

test('the SDK refuses to mint terms not attached for anyone but the IP owner (docs/product.md §10)', async () => {
  const { client, sent } = recordingClient('mainnet', { ipId: true }, BUYER);
  await expect(
    client.license.mintLicenseTokens({
      licensorIpId: IP_ID,
      licenseTermsId: 42n,
      amount: 1,
      receiver: BUYER,
    }),
  ).rejects.toThrow(`License terms id 42 is not attached to the IP with id ${IP_ID}`);
  expect(sent).toEqual([]);
});
