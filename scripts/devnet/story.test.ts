/**
 * The Story stand-ins on the devnet (docs/product.md §10.6): the whole licence path through contract/story's calls,
 * with the owner rules Story enforces and the events as the API reads them (§7, Story), and the stand-ins still in
 * place after a kept chain restarts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Contract, Interface, JsonRpcProvider, Network, Wallet, type TransactionReceipt } from 'ethers';
import {
  STORY_ADDRESSES,
  decodeCollectionCreated,
  decodeCollectionTransfers,
  decodeDerivativeRegistered,
  decodeMetadataUriSet,
  decodeIpRegistered,
  decodeLicenseTermsRegistered,
  decodeLicenseTokenTransfers,
  decodeLicenseTokensMinted,
  encodeCreateCollection,
  encodeMintAndRegisterIp,
  encodeMintLicenseTokens,
  encodeRegisterDerivativeWithLicenseTokens,
  encodeRegisterIp,
  encodeRegisterLicenseTerms,
  encodeSetIssuerPermission,
  decodePermissionSet,
  licenseToPilTerms,
  mintLicenseTokensSelector,
  readIssuerPermission,
  readIpOwner,
  readLicenseTermsId,
  readLicenseTokenBalance,
  readLicenseTokenMetadata,
  readLicenseTokenOfOwnerByIndex,
  type ProductLicense,
  type StoryCall,
} from '../../contract/story/index.js';
import { compileDevnetContracts } from './compile.js';
import { startDevnet, type Devnet, type DevnetAccount } from './index.js';

jest.setTimeout(240_000);

const ZERO = '0x0000000000000000000000000000000000000000';
const HASH = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

// Every custom error the stand-ins declare, to name a revert the way Story's ABIs name it.
const errors = new Interface(
  Object.values(compileDevnetContracts()).flatMap((contract) =>
    contract.abi.filter((item) => item.type === 'error'),
  ),
);

const commercialRemix: ProductLicense = {
  flavor: 'commercial_remix',
  commercial_use: true,
  derivatives_allowed: true,
  attribution_required: true,
  commercial_rev_share_pct: 12.5,
  territory: 'Worldwide',
  ai_learning_allowed: false,
};
const commercialOnly: ProductLicense = {
  ...commercialRemix,
  flavor: 'commercial_use',
  derivatives_allowed: false,
  commercial_rev_share_pct: null,
};

let devnet: Devnet;
let rpc: JsonRpcProvider;
const signers = new Map<string, Wallet>();

function signer(account: DevnetAccount): Wallet {
  let wallet = signers.get(account.address);
  if (wallet === undefined) {
    wallet = new Wallet(account.privateKey, rpc);
    signers.set(account.address, wallet);
  }
  return wallet;
}

async function send(from: DevnetAccount, call: StoryCall): Promise<TransactionReceipt> {
  const tx = await signer(from).sendTransaction(call);
  const receipt = await tx.wait();
  if (receipt === null || receipt.status !== 1) throw new Error('transaction failed');
  return receipt;
}

/** The Story error name a call reverts with (read with eth_call as the sender, as a wallet's estimate would). */
async function revertOf(from: DevnetAccount, call: StoryCall): Promise<string> {
  try {
    await rpc.call({ ...call, from: from.address });
  } catch (error) {
    const data = (error as { data?: string }).data;
    if (typeof data !== 'string') throw error;
    return errors.parseError(data)?.name ?? data;
  }
  throw new Error('the call did not revert');
}

async function ipOwner(ipId: string): Promise<string> {
  const read = readIpOwner(ipId);
  return read.decode(await rpc.call(read));
}

let licensor: DevnetAccount;
let buyer: DevnetAccount;
let stranger: DevnetAccount;
let issuer: DevnetAccount;

beforeAll(async () => {
  devnet = await startDevnet();
  const network = Network.from(devnet.chainId);
  rpc = new JsonRpcProvider(devnet.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
  [, , licensor, buyer, stranger] = devnet.accounts as [
    DevnetAccount,
    DevnetAccount,
    DevnetAccount,
    DevnetAccount,
    DevnetAccount,
  ];
  issuer = devnet.accounts[6]!;
});

afterAll(async () => {
  rpc?.destroy();
  await devnet?.stop();
});

test('the stand-ins run at Story’s own addresses', async () => {
  expect(devnet.story.LicensingModule).toBe(STORY_ADDRESSES.licensingModule);
  for (const address of Object.values(devnet.story)) expect(await rpc.getCode(address)).not.toBe('0x');
});

describe('the licence path (docs/product.md §10)', () => {
  let collection: string;
  let ipId: string;
  let remixTermsId: bigint;
  let plainTermsId: bigint;
  let remixTokens: bigint[];
  let plainToken: bigint;

  test('a licensor creates a collection only they can mint into', async () => {
    const receipt = await send(
      licensor,
      encodeCreateCollection({ name: 'Acme Pictures', symbol: 'ACME', owner: licensor.address }),
    );
    const created = decodeCollectionCreated(receipt.logs);
    expect(created).toHaveLength(1);
    collection = created[0]!.spgNftContract;
    expect(await rpc.getCode(collection)).not.toBe('0x');

    const mintAsStranger = encodeMintAndRegisterIp({
      spgNftContract: collection,
      recipient: stranger.address,
      ipMetadata: {
        ipMetadataURI: 'x',
        ipMetadataHash: HASH(1),
        nftMetadataURI: 'y',
        nftMetadataHash: HASH(2),
      },
    });
    expect(await revertOf(stranger, mintAsStranger)).toBe('Workflow__CallerNotAuthorizedToMint');
  });

  test('the licensor mints and registers the product’s IP asset, and owns it', async () => {
    const ipMetadata = {
      ipMetadataURI: 'https://api.example/ip/1.json',
      ipMetadataHash: HASH(11),
      nftMetadataURI: 'https://api.example/nft/1.json',
      nftMetadataHash: HASH(12),
    };
    const receipt = await send(
      licensor,
      encodeMintAndRegisterIp({ spgNftContract: collection, recipient: licensor.address, ipMetadata }),
    );
    const [registered, ...others] = decodeIpRegistered(receipt.logs);
    expect(others).toHaveLength(0);
    expect(registered).toMatchObject({
      chainId: 1514n,
      tokenContract: collection,
      tokenId: 1n,
      name: '1514: Acme Pictures #1',
      uri: ipMetadata.nftMetadataURI,
    });
    ipId = registered!.ipId;
    expect(decodeMetadataUriSet(receipt.logs)).toEqual([
      { ipId, uri: ipMetadata.ipMetadataURI, hash: ipMetadata.ipMetadataHash.toLowerCase() },
    ]);
    // The NFT ends with the licensor, and with it the asset.
    expect(decodeCollectionTransfers(receipt.logs, collection).at(-1)).toEqual({
      from: STORY_ADDRESSES.registrationWorkflows.toLowerCase(),
      to: licensor.address.toLowerCase(),
      tokenId: 1n,
    });
    expect(await ipOwner(ipId)).toBe(licensor.address);
  });

  test('terms are registered once, not attached, and the event carries them', async () => {
    const remixTerms = licenseToPilTerms(commercialRemix, 'https://api.example/terms/1.json');
    const receipt = await send(licensor, encodeRegisterLicenseTerms(remixTerms));
    const [event] = decodeLicenseTermsRegistered(receipt.logs);
    expect(event!.licenseTemplate).toBe(STORY_ADDRESSES.piLicenseTemplate.toLowerCase());
    expect(event!.terms).toEqual(remixTerms);
    remixTermsId = event!.licenseTermsId;

    // The same terms again: Story answers the existing id and emits nothing; the id is read instead.
    const again = await send(licensor, encodeRegisterLicenseTerms(remixTerms));
    expect(decodeLicenseTermsRegistered(again.logs)).toEqual([]);
    const read = readLicenseTermsId(remixTerms);
    expect(read.decode(await rpc.call(read))).toBe(remixTermsId);

    const plain = await send(
      licensor,
      encodeRegisterLicenseTerms(licenseToPilTerms(commercialOnly, 'https://api.example/terms/2.json')),
    );
    plainTermsId = decodeLicenseTermsRegistered(plain.logs)[0]!.licenseTermsId;
    expect(plainTermsId).toBe(remixTermsId + 1n);
  });

  test('commercial terms paid in USDC are refused: the protocol whitelists only WIP', async () => {
    const usdcTerms = {
      ...licenseToPilTerms(commercialRemix, 'https://api.example/terms/3.json'),
      currency: devnet.usdc.address,
    };
    expect(await revertOf(licensor, encodeRegisterLicenseTerms(usdcTerms))).toBe(
      'PILicenseTemplate__CurrencyTokenNotWhitelisted',
    );
  });

  test('only the IP owner mints licence tokens of terms not attached', async () => {
    const mint = (amount: number, termsId: bigint) =>
      encodeMintLicenseTokens({
        licensorIpId: ipId,
        licenseTermsId: termsId,
        amount,
        receiver: buyer.address,
      });
    expect(await revertOf(stranger, mint(1, remixTermsId))).toBe(
      'LicenseRegistry__LicensorIpHasNoLicenseTerms',
    );
    expect(await revertOf(buyer, mint(1, remixTermsId))).toBe('LicenseRegistry__LicensorIpHasNoLicenseTerms');
    expect(await revertOf(licensor, mint(1, 999n))).toBe('LicenseRegistry__LicenseTermsNotExists');

    const receipt = await send(licensor, mint(2, remixTermsId));
    const [minted] = decodeLicenseTokensMinted(receipt.logs);
    expect(minted).toEqual({
      caller: licensor.address.toLowerCase(),
      licensorIpId: ipId,
      licenseTemplate: STORY_ADDRESSES.piLicenseTemplate.toLowerCase(),
      licenseTermsId: remixTermsId,
      amount: 2n,
      receiver: buyer.address.toLowerCase(),
      startLicenseTokenId: 0n,
    });
    const transfers = decodeLicenseTokenTransfers(receipt.logs);
    expect(transfers).toEqual([
      { from: ZERO, to: buyer.address.toLowerCase(), tokenId: 0n },
      { from: ZERO, to: buyer.address.toLowerCase(), tokenId: 1n },
    ]);
    remixTokens = transfers.map((t) => t.tokenId);
    // What the API lists as the buyer's licence tokens.
    const balance = readLicenseTokenBalance(buyer.address);
    expect(balance.decode(await rpc.call(balance))).toBe(2n);
    const second = readLicenseTokenOfOwnerByIndex(buyer.address, 1);
    expect(second.decode(await rpc.call(second))).toBe(1n);
    const metadata = readLicenseTokenMetadata(1n);
    expect(metadata.decode(await rpc.call(metadata))).toEqual({
      licensorIpId: ipId,
      licenseTemplate: STORY_ADDRESSES.piLicenseTemplate.toLowerCase(),
      licenseTermsId: remixTermsId,
      transferable: true,
      commercialRevShare: 12_500_000,
    });

    const plain = await send(licensor, mint(1, plainTermsId));
    plainToken = decodeLicenseTokenTransfers(plain.logs)[0]!.tokenId;
    expect(plainToken).toBe(2n);
  });

  test('a signer the IP owner permits mints terms not attached; 0 takes it back (docs/product.md §11.1)', async () => {
    const mint = encodeMintLicenseTokens({
      licensorIpId: ipId,
      licenseTermsId: plainTermsId,
      amount: 1,
      receiver: buyer.address,
    });
    const permission = async () => {
      const read = readIssuerPermission(ipId, issuer.address);
      return read.decode(await rpc.call(read));
    };
    expect(await revertOf(issuer, mint)).toBe('LicenseRegistry__LicensorIpHasNoLicenseTerms');
    expect(await permission()).toBe(0);

    // Only the IP's owner sets a permission for it.
    const grant = encodeSetIssuerPermission({ ipId, issuer: issuer.address, permission: 1 });
    expect(await revertOf(stranger, grant)).toBe('AccessController__CallerIsNotIPAccountOrOwner');
    expect(await revertOf(issuer, grant)).toBe('AccessController__CallerIsNotIPAccountOrOwner');

    const granted = await send(licensor, grant);
    expect(decodePermissionSet(granted.logs)).toEqual([
      {
        ipAccountOwner: licensor.address.toLowerCase(),
        ipAccount: ipId,
        signer: issuer.address.toLowerCase(),
        to: STORY_ADDRESSES.licensingModule.toLowerCase(),
        func: mintLicenseTokensSelector(),
        permission: 1,
      },
    ]);
    expect(await permission()).toBe(1);
    const check = {
      to: STORY_ADDRESSES.accessController,
      data: new Interface(['function checkPermission(address,address,address,bytes4)']).encodeFunctionData(
        'checkPermission',
        [ipId, issuer.address, STORY_ADDRESSES.licensingModule, mintLicenseTokensSelector()],
      ),
    };
    expect(await rpc.call(check)).toBe('0x');

    // The permitted issuer mints to the buyer; the event names the issuer as the caller.
    const receipt = await send(issuer, mint);
    const [minted] = decodeLicenseTokensMinted(receipt.logs);
    expect(minted).toMatchObject({ caller: issuer.address.toLowerCase(), licensorIpId: ipId, amount: 1n });
    expect(decodeLicenseTokenTransfers(receipt.logs)).toEqual([
      { from: ZERO, to: buyer.address.toLowerCase(), tokenId: minted!.startLicenseTokenId },
    ]);
    // Permitted for this one function and this IP only: another signer is still refused.
    expect(await revertOf(stranger, mint)).toBe('LicenseRegistry__LicensorIpHasNoLicenseTerms');

    // Permission 0 (turning automatic issuing off): refused again.
    const revoked = await send(
      licensor,
      encodeSetIssuerPermission({ ipId, issuer: issuer.address, permission: 0 }),
    );
    expect(decodePermissionSet(revoked.logs)[0]!.permission).toBe(0);
    expect(await permission()).toBe(0);
    expect(await revertOf(issuer, mint)).toBe('LicenseRegistry__LicensorIpHasNoLicenseTerms');
    expect(await revertOf(issuer, check)).toBe('AccessController__PermissionDenied');
  });

  test('a licence holder registers a remix of their own IP asset, and only with a token that allows it', async () => {
    // The buyer's work: an NFT they hold (here from a collection of their own, made for the test), registered as IP.
    const own = decodeCollectionCreated(
      (await send(buyer, encodeCreateCollection({ name: 'Buyer works', symbol: 'BW', owner: buyer.address })))
        .logs,
    )[0]!.spgNftContract;
    const nft = new Contract(own, compileDevnetContracts().SpgNft!.abi, signer(buyer));
    await (await nft.getFunction('mint')(buyer.address, 'ipfs://work', HASH(99), true)).wait();
    const registered = await send(buyer, encodeRegisterIp({ chainId: 1514, tokenContract: own, tokenId: 1 }));
    const childIpId = decodeIpRegistered(registered.logs)[0]!.ipId;
    expect(await ipOwner(childIpId)).toBe(buyer.address);

    const remix = (ids: bigint[]) =>
      encodeRegisterDerivativeWithLicenseTokens({ childIpId, licenseTokenIds: ids });
    expect(await revertOf(buyer, remix([]))).toBe('LicensingModule__NoLicenseToken');
    // Someone else's asset, or a token the caller does not hold, or terms without derivatives: refused.
    expect(await revertOf(stranger, remix([remixTokens[0]!]))).toBe('AccessController__PermissionDenied');
    expect(await revertOf(buyer, remix([plainToken]))).toBe(
      'LicensingModule__LicenseTokenNotCompatibleForDerivative',
    );
    expect(await revertOf(buyer, remix([99n]))).toBe('ERC721NonexistentToken');
    // An asset that has issued licences cannot become a remix (Story's rule), so the licensor's cannot.
    const licensorToken = decodeLicenseTokenTransfers(
      (
        await send(
          licensor,
          encodeMintLicenseTokens({
            licensorIpId: ipId,
            licenseTermsId: remixTermsId,
            amount: 1,
            receiver: licensor.address,
          }),
        )
      ).logs,
    )[0]!.tokenId;
    expect(
      await revertOf(
        licensor,
        encodeRegisterDerivativeWithLicenseTokens({ childIpId: ipId, licenseTokenIds: [licensorToken] }),
      ),
    ).toBe('LicensingModule__DerivativeAlreadyHasBeenMintedLicenseTokens');

    const receipt = await send(buyer, remix([remixTokens[0]!]));
    expect(decodeDerivativeRegistered(receipt.logs)).toEqual([
      {
        caller: buyer.address.toLowerCase(),
        childIpId,
        licenseTokenIds: [remixTokens[0]],
        parentIpIds: [ipId],
        licenseTermsIds: [remixTermsId],
        licenseTemplate: STORY_ADDRESSES.piLicenseTemplate.toLowerCase(),
      },
    ]);
    // The token is burnt; the other stays with the buyer; the asset is now a derivative, once.
    expect(decodeLicenseTokenTransfers(receipt.logs)).toEqual([
      { from: buyer.address.toLowerCase(), to: ZERO, tokenId: remixTokens[0] },
    ]);
    expect(await revertOf(buyer, remix([remixTokens[1]!]))).toBe(
      'LicenseRegistry__DerivativeAlreadyRegistered',
    );
    const registry = new Contract(
      STORY_ADDRESSES.licenseRegistry,
      ['function getParentIp(address, uint256) view returns (address)'],
      rpc,
    );
    expect(String(await registry.getFunction('getParentIp')(childIpId, 0)).toLowerCase()).toBe(ipId);
  });
});

test('a kept chain restarts with the stand-ins in place and its collections, assets and licences replayed', async () => {
  const stateDir = mkdtempSync(join(tmpdir(), 'overdive-story-chain-'));
  let kept: Devnet | null = null;
  const network = Network.from(1514);
  try {
    kept = await startDevnet({ stateDir });
    const [, , owner] = kept.accounts as [DevnetAccount, DevnetAccount, DevnetAccount];
    const wallet = new Wallet(
      owner.privateKey,
      new JsonRpcProvider(kept.rpcUrl, network, { staticNetwork: network }),
    );
    const created = await (
      await wallet.sendTransaction(
        encodeCreateCollection({ name: 'Kept', symbol: 'KEPT', owner: owner.address }),
      )
    ).wait();
    const collection = decodeCollectionCreated(created!.logs)[0]!.spgNftContract;
    wallet.provider?.destroy();
    await kept.stop();

    kept = await startDevnet({ stateDir });
    expect(kept.kept?.replayedCalls).toBeGreaterThan(0);
    const again = new JsonRpcProvider(kept.rpcUrl, network, { staticNetwork: network });
    try {
      expect(await again.getCode(STORY_ADDRESSES.registrationWorkflows)).not.toBe('0x');
      expect(await again.getCode(collection)).not.toBe('0x');
      const nft = new Contract(collection, ['function name() view returns (string)'], again);
      expect(await nft.getFunction('name')()).toBe('Kept');
    } finally {
      again.destroy();
    }
  } finally {
    await kept?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  }
});
