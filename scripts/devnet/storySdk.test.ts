/**
 * Story's own SDK (`@story-protocol/core-sdk` 1.4.4, docs/product.md §10.5) runs the whole licence path against the
 * devnet's stand-ins, over a plain viem transport: a screen may send these calls through the SDK or through
 * contract/story, on the devnet as on Story, and the API reads the same events either way.
 */
import { StoryClient } from '@story-protocol/core-sdk';
import { http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  decodeCollectionCreated,
  decodeDerivativeRegistered,
  decodeIpRegistered,
  decodeLicenseTokensMinted,
  encodeCreateCollection,
  licenseToPilTerms,
} from '../../contract/story/index.js';
import { Contract, JsonRpcProvider, Network, Wallet } from 'ethers';
import { compileDevnetContracts } from './compile.js';
import { startDevnet, type Devnet, type DevnetAccount } from './index.js';

jest.setTimeout(240_000);

let devnet: Devnet;

beforeAll(async () => {
  devnet = await startDevnet();
});

afterAll(async () => {
  await devnet?.stop();
});

function sdkFor(account: DevnetAccount): StoryClient {
  return StoryClient.newClient({
    transport: http(devnet.rpcUrl),
    account: privateKeyToAccount(account.privateKey as Hex),
    chainId: 'mainnet',
  });
}

test('collection, IP asset, terms, licence tokens and a remix, all through the SDK', async () => {
  const [, , licensor, buyer] = devnet.accounts as [
    DevnetAccount,
    DevnetAccount,
    DevnetAccount,
    DevnetAccount,
  ];
  const sdk = sdkFor(licensor);
  const collection = await sdk.nftClient.createNFTCollection({
    name: 'Acme Pictures',
    symbol: 'ACME',
    isPublicMinting: false,
    mintOpen: true,
    mintFeeRecipient: licensor.address as Address,
    contractURI: '',
  });
  const spgNftContract = collection.spgNftContract!;

  const asset = await sdk.ipAsset.mintAndRegisterIp({
    spgNftContract,
    recipient: licensor.address as Address,
    ipMetadata: {
      ipMetadataURI: 'https://api.example/ip/1.json',
      ipMetadataHash: `0x${'11'.repeat(32)}`,
      nftMetadataURI: 'https://api.example/nft/1.json',
      nftMetadataHash: `0x${'12'.repeat(32)}`,
    },
  });
  expect(asset.ipId).toMatch(/^0x[0-9a-fA-F]{40}$/);
  const ipId = asset.ipId!;
  const registeredLogs = asset.receipt?.logs ?? [];
  expect(decodeIpRegistered(registeredLogs)[0]?.ipId).toBe(ipId.toLowerCase());

  const terms = licenseToPilTerms(
    {
      flavor: 'commercial_remix',
      commercial_use: true,
      derivatives_allowed: true,
      attribution_required: true,
      commercial_rev_share_pct: 10,
      territory: 'Worldwide',
      ai_learning_allowed: false,
    },
    'https://api.example/terms/1.json',
  );
  const registered = await sdk.license.registerPILTerms({
    ...terms,
    royaltyPolicy: terms.royaltyPolicy as Address,
    commercializerChecker: terms.commercializerChecker as Address,
    commercializerCheckerData: terms.commercializerCheckerData as Hex,
    currency: terms.currency as Address,
    commercialRevShare: 10,
  });
  const licenseTermsId = registered.licenseTermsId!;
  expect(licenseTermsId).toBeGreaterThan(0n);

  const minted = await sdk.license.mintLicenseTokens({
    licensorIpId: ipId,
    licenseTermsId,
    amount: 2,
    receiver: buyer.address as Address,
    maxMintingFee: 0n,
    maxRevenueShare: 100,
  });
  expect(minted.licenseTokenIds).toEqual([0n, 1n]);
  expect(decodeLicenseTokensMinted(minted.receipt?.logs ?? [])[0]).toMatchObject({
    licensorIpId: ipId.toLowerCase(),
    receiver: buyer.address.toLowerCase(),
    amount: 2n,
  });

  // The SDK refuses a mint by anyone but the owner before sending, as on Story.
  await expect(
    sdkFor(buyer).license.mintLicenseTokens({
      licensorIpId: ipId,
      licenseTermsId,
      amount: 1,
      receiver: buyer.address as Address,
    }),
  ).rejects.toThrow('is not attached to the IP');

  // The buyer's own work: an NFT they hold, registered through the SDK, then linked as a remix with a token.
  const network = Network.from(devnet.chainId);
  const rpc = new JsonRpcProvider(devnet.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
  try {
    const wallet = new Wallet(buyer.privateKey, rpc);
    const own = decodeCollectionCreated(
      (await (
        await wallet.sendTransaction(
          encodeCreateCollection({ name: 'Works', symbol: 'W', owner: buyer.address }),
        )
      ).wait())!.logs,
    )[0]!.spgNftContract;
    const nft = new Contract(own, compileDevnetContracts().SpgNft!.abi, wallet);
    await (await nft.getFunction('mint')(buyer.address, 'ipfs://work', `0x${'99'.repeat(32)}`, true)).wait();
    const buyerSdk = sdkFor(buyer);
    const child = await buyerSdk.ipAsset.register({ nftContract: own as Address, tokenId: 1n });
    const remix = await buyerSdk.ipAsset.registerDerivativeWithLicenseTokens({
      childIpId: child.ipId!,
      licenseTokenIds: [minted.licenseTokenIds![0]!],
    });
    const receipt = await rpc.getTransactionReceipt(remix.txHash!);
    expect(decodeDerivativeRegistered(receipt!.logs)).toEqual([
      expect.objectContaining({ childIpId: child.ipId!.toLowerCase(), parentIpIds: [ipId.toLowerCase()] }),
    ]);
  } finally {
    rpc.destroy();
  }
});
