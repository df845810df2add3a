/**
 * Calldata for each Story call OVERDIVE's wallets send (docs/product.md §10), built with ethers `Interface`. A test
 * proves each equals what `@story-protocol/core-sdk` 1.4.4 sends for the same inputs. Defaults are the SDK's, so a
 * screen may build a call here or send it through the SDK and the chain sees the same bytes.
 */
import { STORY_ADDRESSES } from './addresses.js';
import {
  accessControllerInterface,
  ipAccountInterface,
  ipAssetRegistryInterface,
  licenseTokenInterface,
  licensingModuleInterface,
  piLicenseTemplateInterface,
  registrationWorkflowsInterface,
} from './abi.js';
import { PIL_MAX_REVENUE_SHARE, type PilTerms } from './terms.js';

/** A transaction to send from the wallet: `to` is Story's contract, `data` the calldata; no value. */
export interface StoryCall {
  to: string;
  data: string;
}

/** A read (`eth_call`) and how to decode its answer. */
export interface StoryRead<T> extends StoryCall {
  decode(result: string): T;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** The SDK sends the zero address as the (unused) royalty context of every licensing call. */
const SDK_ROYALTY_CONTEXT = ZERO_ADDRESS;
/** The SDK's default cap on a collection's supply (`maxUint32`). */
export const MAX_COLLECTION_SUPPLY = 4_294_967_295;

export interface CollectionInput {
  /** The company name (docs/product.md §10.1). */
  name: string;
  symbol: string;
  /** The licensor's wallet: owner and only minter of the collection. */
  owner: string;
  /** ERC-7572 contract metadata (our API's collection JSON), or ''. */
  contractURI?: string;
  baseURI?: string;
}

/**
 * `RegistrationWorkflows.createCollection` for a licensor's collection (docs/product.md §10.1): public minting off
 * (only the owner mints), minting open, no mint fee (the fee recipient is the owner, as the SDK requires an address).
 */
export function encodeCreateCollection(input: CollectionInput): StoryCall {
  const params = {
    name: input.name,
    symbol: input.symbol,
    baseURI: input.baseURI ?? '',
    contractURI: input.contractURI ?? '',
    maxSupply: MAX_COLLECTION_SUPPLY,
    mintFee: 0n,
    mintFeeToken: ZERO_ADDRESS,
    mintFeeRecipient: input.owner,
    owner: input.owner,
    mintOpen: true,
    isPublicMinting: false,
  };
  return {
    to: STORY_ADDRESSES.registrationWorkflows,
    data: registrationWorkflowsInterface().encodeFunctionData('createCollection', [params]),
  };
}

/** A collection symbol from the company name: its first 8 letters or digits in capitals, else `OVD`. */
export function collectionSymbol(companyName: string): string {
  const letters = companyName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .slice(0, 8);
  return letters === '' ? 'OVD' : letters;
}

/** Story's IPA metadata standard: the IP asset's and the NFT's JSON URIs with the sha-256 of each (0x-hex, 32 bytes). */
export interface IpMetadata {
  ipMetadataURI: string;
  ipMetadataHash: string;
  nftMetadataURI: string;
  nftMetadataHash: string;
}

export interface MintAndRegisterIpInput {
  spgNftContract: string;
  /** Who receives the NFT and so owns the IP asset: the licensor's wallet. */
  recipient: string;
  ipMetadata: IpMetadata;
  /** The SDK always sends true (`allowDuplicates || true`); false refuses an NFT metadata hash already minted. */
  allowDuplicates?: boolean;
}

/** `RegistrationWorkflows.mintAndRegisterIp`: the product's IP asset in the company's collection (§10.2). */
export function encodeMintAndRegisterIp(input: MintAndRegisterIpInput): StoryCall {
  return {
    to: STORY_ADDRESSES.registrationWorkflows,
    data: registrationWorkflowsInterface().encodeFunctionData('mintAndRegisterIp', [
      input.spgNftContract,
      input.recipient,
      input.ipMetadata,
      input.allowDuplicates ?? true,
    ]),
  };
}

/** `PILicenseTemplate.registerLicenseTerms` (§10.2); terms from `licenseToPilTerms`. */
export function encodeRegisterLicenseTerms(terms: PilTerms): StoryCall {
  return {
    to: STORY_ADDRESSES.piLicenseTemplate,
    data: piLicenseTemplateInterface().encodeFunctionData('registerLicenseTerms', [terms]),
  };
}

/**
 * `PILicenseTemplate.getLicenseTermsId`: the id of terms already registered (0 if none). Registering terms that exist
 * answers their id without a `LicenseTermsRegistered` event, so a verifier reads it here.
 */
export function readLicenseTermsId(terms: PilTerms): StoryRead<bigint> {
  const iface = piLicenseTemplateInterface();
  return {
    to: STORY_ADDRESSES.piLicenseTemplate,
    data: iface.encodeFunctionData('getLicenseTermsId', [terms]),
    decode: (result) => BigInt(iface.decodeFunctionResult('getLicenseTermsId', result)[0] as bigint),
  };
}

export interface MintLicenseTokensInput {
  licensorIpId: string;
  licenseTermsId: bigint | number | string;
  /** The order's quantity. */
  amount: bigint | number;
  /** The buyer's wallet. */
  receiver: string;
  /** Our terms have no minting fee: 0 (the SDK's default) refuses any. */
  maxMintingFee?: bigint;
  /** In PIL units; the SDK's default is 100 % (no cap). */
  maxRevenueShare?: number;
}

/**
 * `LicensingModule.mintLicenseTokens` (§10.3), sent from the IP owner's wallet: our terms are not attached, so Story
 * lets only the owner mint them.
 */
export function encodeMintLicenseTokens(input: MintLicenseTokensInput): StoryCall {
  return {
    to: STORY_ADDRESSES.licensingModule,
    data: licensingModuleInterface().encodeFunctionData('mintLicenseTokens', [
      input.licensorIpId,
      STORY_ADDRESSES.piLicenseTemplate,
      BigInt(input.licenseTermsId),
      BigInt(input.amount),
      input.receiver,
      SDK_ROYALTY_CONTEXT,
      input.maxMintingFee ?? 0n,
      input.maxRevenueShare ?? PIL_MAX_REVENUE_SHARE,
    ]),
  };
}

/** The selector of `LicensingModule.mintLicenseTokens`: the one function the issuer wallet is permitted (§11.1). */
export function mintLicenseTokensSelector(): string {
  const fragment = licensingModuleInterface().getFunction('mintLicenseTokens');
  if (fragment === null) throw new Error('no mintLicenseTokens in the LicensingModule ABI');
  return fragment.selector;
}

/** Story's permission levels (AccessPermission): abstain, allow, deny. */
export const STORY_PERMISSION = { abstain: 0, allow: 1, deny: 2 } as const;

export interface IssuerPermissionInput {
  ipId: string;
  /** The issuer wallet (`GET /api/story/issuer/`). */
  issuer: string;
  /** 1 turns automatic issuing on, 0 turns it off. */
  permission: 0 | 1;
}

/**
 * `AccessController.setPermission(ipId, issuer, LicensingModule, mintLicenseTokens, permission)`, sent by the IP owner
 * (docs/product.md §11.1): with 1 Story lets the issuer mint the IP's private licences like the owner.
 */
export function encodeSetIssuerPermission(input: IssuerPermissionInput): StoryCall {
  return {
    to: STORY_ADDRESSES.accessController,
    data: accessControllerInterface().encodeFunctionData('setPermission', [
      input.ipId,
      input.issuer,
      STORY_ADDRESSES.licensingModule,
      mintLicenseTokensSelector(),
      input.permission,
    ]),
  };
}

/** `AccessController.getPermission` for the issuer and `mintLicenseTokens` of an IP: 0, 1 or 2. */
export function readIssuerPermission(ipId: string, issuer: string): StoryRead<number> {
  const iface = accessControllerInterface();
  return {
    to: STORY_ADDRESSES.accessController,
    data: iface.encodeFunctionData('getPermission', [
      ipId,
      issuer,
      STORY_ADDRESSES.licensingModule,
      mintLicenseTokensSelector(),
    ]),
    decode: (result) => Number(iface.decodeFunctionResult('getPermission', result)[0] as bigint),
  };
}

export interface RegisterDerivativeInput {
  /** The buyer's own IP asset, which becomes the remix. */
  childIpId: string;
  /** Licence tokens the buyer holds. */
  licenseTokenIds: readonly (bigint | number | string)[];
  /** Royalty tokens the child may give up, in PIL units; the SDK's default is 100 %. */
  maxRts?: number;
}

/**
 * `LicensingModule.registerDerivativeWithLicenseTokens` (§10.4): sent by the owner of the child IP asset, burning
 * licence tokens it holds. The path for a buyer with no collection of their own (docs/story.md).
 */
export function encodeRegisterDerivativeWithLicenseTokens(input: RegisterDerivativeInput): StoryCall {
  return {
    to: STORY_ADDRESSES.licensingModule,
    data: licensingModuleInterface().encodeFunctionData('registerDerivativeWithLicenseTokens', [
      input.childIpId,
      input.licenseTokenIds.map((id) => BigInt(id)),
      SDK_ROYALTY_CONTEXT,
      input.maxRts ?? PIL_MAX_REVENUE_SHARE,
    ]),
  };
}

export interface RegisterIpInput {
  chainId: number;
  /** Any ERC-721 the caller's work is minted as. */
  tokenContract: string;
  tokenId: bigint | number | string;
}

/** `IPAssetRegistry.register`: an NFT the buyer already holds becomes their IP asset (for a remix, §10.4). */
export function encodeRegisterIp(input: RegisterIpInput): StoryCall {
  return {
    to: STORY_ADDRESSES.ipAssetRegistry,
    data: ipAssetRegistryInterface().encodeFunctionData('register', [
      BigInt(input.chainId),
      input.tokenContract,
      BigInt(input.tokenId),
    ]),
  };
}

/** `IPAssetRegistry.ipId`: the IP asset address an NFT has (or would have) on Story. */
export function readIpId(input: RegisterIpInput): StoryRead<string> {
  const iface = ipAssetRegistryInterface();
  return {
    to: STORY_ADDRESSES.ipAssetRegistry,
    data: iface.encodeFunctionData('ipId', [
      BigInt(input.chainId),
      input.tokenContract,
      BigInt(input.tokenId),
    ]),
    decode: (result) => String(iface.decodeFunctionResult('ipId', result)[0]),
  };
}

/** The owner of an IP asset (its account's `owner()`): who may mint its private licences (§10.3). */
export function readIpOwner(ipId: string): StoryRead<string> {
  const iface = ipAccountInterface();
  return {
    to: ipId,
    data: iface.encodeFunctionData('owner', []),
    decode: (result) => String(iface.decodeFunctionResult('owner', result)[0]),
  };
}

/** How many licence tokens a wallet holds (§7: the wallet's licence tokens). */
export function readLicenseTokenBalance(holder: string): StoryRead<bigint> {
  const iface = licenseTokenInterface();
  return {
    to: STORY_ADDRESSES.licenseToken,
    data: iface.encodeFunctionData('balanceOf', [holder]),
    decode: (result) => BigInt(iface.decodeFunctionResult('balanceOf', result)[0] as bigint),
  };
}

/** Who holds a licence token now (docs/product.md §11.2: tokens can move); a burnt or unknown token reverts. */
export function readLicenseTokenOwner(tokenId: bigint | number | string): StoryRead<string> {
  const iface = licenseTokenInterface();
  return {
    to: STORY_ADDRESSES.licenseToken,
    data: iface.encodeFunctionData('ownerOf', [BigInt(tokenId)]),
    decode: (result) => String(iface.decodeFunctionResult('ownerOf', result)[0]).toLowerCase(),
  };
}

/** The `index`-th licence token a wallet holds (the licence token is ERC-721 enumerable). */
export function readLicenseTokenOfOwnerByIndex(holder: string, index: bigint | number): StoryRead<bigint> {
  const iface = licenseTokenInterface();
  return {
    to: STORY_ADDRESSES.licenseToken,
    data: iface.encodeFunctionData('tokenOfOwnerByIndex', [holder, BigInt(index)]),
    decode: (result) => BigInt(iface.decodeFunctionResult('tokenOfOwnerByIndex', result)[0] as bigint),
  };
}

export interface LicenseTokenMetadata {
  licensorIpId: string;
  licenseTemplate: string;
  licenseTermsId: bigint;
  transferable: boolean;
  /** PIL units (× 10^6). */
  commercialRevShare: number;
}

/** What a licence token licenses: its licensor IP asset and terms. Addresses lowercase. */
export function readLicenseTokenMetadata(tokenId: bigint | number | string): StoryRead<LicenseTokenMetadata> {
  const iface = licenseTokenInterface();
  return {
    to: STORY_ADDRESSES.licenseToken,
    data: iface.encodeFunctionData('getLicenseTokenMetadata', [BigInt(tokenId)]),
    decode: (result) => {
      const [metadata] = iface.decodeFunctionResult('getLicenseTokenMetadata', result) as unknown as [
        {
          licensorIpId: string;
          licenseTemplate: string;
          licenseTermsId: bigint;
          transferable: boolean;
          commercialRevShare: bigint;
        },
      ];
      return {
        licensorIpId: String(metadata.licensorIpId).toLowerCase(),
        licenseTemplate: String(metadata.licenseTemplate).toLowerCase(),
        licenseTermsId: BigInt(metadata.licenseTermsId),
        transferable: Boolean(metadata.transferable),
        commercialRevShare: Number(metadata.commercialRevShare),
      };
    },
  };
}
