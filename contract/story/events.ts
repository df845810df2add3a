/**
 * Decoders for the events the API verifies (docs/product.md §7, Story): each reads a mined receipt's logs and keeps
 * only those emitted by Story's own contract (or, for an NFT transfer, by the collection named), so a look-alike
 * event from any other contract is never counted.
 */
import type { Interface, Result } from 'ethers';
import { STORY_ADDRESSES } from './addresses.js';
import {
  accessControllerInterface,
  coreMetadataModuleInterface,
  ipAssetRegistryInterface,
  licenseTokenInterface,
  licensingModuleInterface,
  licensingModuleRefusedEventsInterface,
  piLicenseTemplateInterface,
  registrationWorkflowsInterface,
  PIL_TERMS_TUPLE,
  spgNftInterface,
} from './abi.js';
import type { PilTerms } from './terms.js';

/** A receipt log as ethers and viem both give it. */
export interface StoryLog {
  address: string;
  topics: readonly string[];
  data: string;
}

function decodeFrom(logs: readonly StoryLog[], emitter: string, iface: Interface, event: string): Result[] {
  const fragment = iface.getEvent(event);
  if (fragment === null) throw new Error(`unknown event ${event}`);
  const wanted = emitter.toLowerCase();
  const results: Result[] = [];
  for (const log of logs) {
    if (log.address.toLowerCase() !== wanted || log.topics[0]?.toLowerCase() !== fragment.topicHash) continue;
    results.push(iface.decodeEventLog(fragment, log.data, log.topics));
  }
  return results;
}

const lower = (value: unknown) => String(value).toLowerCase();

export interface CollectionCreated {
  /** The new SPG NFT collection (lowercase). */
  spgNftContract: string;
}

/** `RegistrationWorkflows.CollectionCreated` (§10.1, `deploy-contract`). */
export function decodeCollectionCreated(logs: readonly StoryLog[]): CollectionCreated[] {
  return decodeFrom(
    logs,
    STORY_ADDRESSES.registrationWorkflows,
    registrationWorkflowsInterface(),
    'CollectionCreated',
  ).map((event) => ({ spgNftContract: lower(event.spgNftContract) }));
}

export interface IpRegistered {
  ipId: string;
  chainId: bigint;
  tokenContract: string;
  tokenId: bigint;
  name: string;
  uri: string;
  registrationDate: bigint;
}

/** `IPAssetRegistry.IPRegistered` (§10.2, `register-ip`); addresses lowercase. */
export function decodeIpRegistered(logs: readonly StoryLog[]): IpRegistered[] {
  return decodeFrom(logs, STORY_ADDRESSES.ipAssetRegistry, ipAssetRegistryInterface(), 'IPRegistered').map(
    (event) => ({
      ipId: lower(event.ipId),
      chainId: BigInt(event.chainId as bigint),
      tokenContract: lower(event.tokenContract),
      tokenId: BigInt(event.tokenId as bigint),
      name: String(event.name),
      uri: String(event.uri),
      registrationDate: BigInt(event.registrationDate as bigint),
    }),
  );
}

export interface LicenseTermsRegistered {
  licenseTermsId: bigint;
  licenseTemplate: string;
  /** The registered terms, decoded from the event's bytes, to compare with the product's (`licenseToPilTerms`). */
  terms: PilTerms;
}

/**
 * `PILicenseTemplate.LicenseTermsRegistered` (§10.2). Terms registered before emit nothing; read their id with
 * `readLicenseTermsId`.
 */
export function decodeLicenseTermsRegistered(logs: readonly StoryLog[]): LicenseTermsRegistered[] {
  const iface = piLicenseTemplateInterface();
  return decodeFrom(logs, STORY_ADDRESSES.piLicenseTemplate, iface, 'LicenseTermsRegistered').map(
    (event) => ({
      licenseTermsId: BigInt(event.licenseTermsId as bigint),
      licenseTemplate: lower(event.licenseTemplate),
      terms: decodePilTerms(String(event.licenseTerms)),
    }),
  );
}

/** PIL terms from their ABI encoding (the `licenseTerms` bytes of `LicenseTermsRegistered`). */
export function decodePilTerms(encoded: string): PilTerms {
  const [tuple] = piLicenseTemplateInterface()
    .getAbiCoder()
    .decode([PIL_TERMS_TUPLE], encoded) as unknown as [Result];
  return {
    transferable: Boolean(tuple.transferable),
    royaltyPolicy: String(tuple.royaltyPolicy),
    defaultMintingFee: BigInt(tuple.defaultMintingFee as bigint),
    expiration: BigInt(tuple.expiration as bigint),
    commercialUse: Boolean(tuple.commercialUse),
    commercialAttribution: Boolean(tuple.commercialAttribution),
    commercializerChecker: String(tuple.commercializerChecker),
    commercializerCheckerData: String(tuple.commercializerCheckerData),
    commercialRevShare: Number(tuple.commercialRevShare),
    commercialRevCeiling: BigInt(tuple.commercialRevCeiling as bigint),
    derivativesAllowed: Boolean(tuple.derivativesAllowed),
    derivativesAttribution: Boolean(tuple.derivativesAttribution),
    derivativesApproval: Boolean(tuple.derivativesApproval),
    derivativesReciprocal: Boolean(tuple.derivativesReciprocal),
    derivativeRevCeiling: BigInt(tuple.derivativeRevCeiling as bigint),
    currency: String(tuple.currency),
    uri: String(tuple.uri),
  };
}

export interface LicenseTokensMinted {
  caller: string;
  licensorIpId: string;
  licenseTemplate: string;
  licenseTermsId: bigint;
  amount: bigint;
  receiver: string;
  startLicenseTokenId: bigint;
}

/** `LicensingModule.LicenseTokensMinted` (§10.3, `license-token`); addresses lowercase. */
export function decodeLicenseTokensMinted(logs: readonly StoryLog[]): LicenseTokensMinted[] {
  return decodeFrom(
    logs,
    STORY_ADDRESSES.licensingModule,
    licensingModuleInterface(),
    'LicenseTokensMinted',
  ).map((event) => ({
    caller: lower(event.caller),
    licensorIpId: lower(event.licensorIpId),
    licenseTemplate: lower(event.licenseTemplate),
    licenseTermsId: BigInt(event.licenseTermsId as bigint),
    amount: BigInt(event.amount as bigint),
    receiver: lower(event.receiver),
    startLicenseTokenId: BigInt(event.startLicenseTokenId as bigint),
  }));
}

export interface LicenseTermsAttached {
  caller: string;
  ipId: string;
  licenseTemplate: string;
  licenseTermsId: bigint;
}

/**
 * `LicensingModule.LicenseTermsAttached`: terms attached to an IP asset, which `register-ip` refuses (§10: OVERDIVE's
 * licences are private, terms registered but not attached); addresses lowercase.
 */
export function decodeLicenseTermsAttached(logs: readonly StoryLog[]): LicenseTermsAttached[] {
  return decodeFrom(
    logs,
    STORY_ADDRESSES.licensingModule,
    licensingModuleRefusedEventsInterface(),
    'LicenseTermsAttached',
  ).map((event) => ({
    caller: lower(event.caller),
    ipId: lower(event.ipId),
    licenseTemplate: lower(event.licenseTemplate),
    licenseTermsId: BigInt(event.licenseTermsId as bigint),
  }));
}

export interface NftTransfer {
  from: string;
  to: string;
  tokenId: bigint;
}

function transfers(logs: readonly StoryLog[], emitter: string, iface: Interface): NftTransfer[] {
  return decodeFrom(logs, emitter, iface, 'Transfer').map((event) => ({
    from: lower(event.from),
    to: lower(event.to),
    tokenId: BigInt(event.tokenId as bigint),
  }));
}

/** Story's LicenseToken `Transfer`s (a mint is `from` the zero address; a remix burns `to` it). */
export function decodeLicenseTokenTransfers(logs: readonly StoryLog[]): NftTransfer[] {
  return transfers(logs, STORY_ADDRESSES.licenseToken, licenseTokenInterface());
}

/** The `Transfer`s of one SPG NFT collection (the product's NFT moving to the licensor in `mintAndRegisterIp`). */
export function decodeCollectionTransfers(logs: readonly StoryLog[], spgNftContract: string): NftTransfer[] {
  return transfers(logs, spgNftContract, spgNftInterface());
}

export interface DerivativeRegistered {
  caller: string;
  childIpId: string;
  licenseTokenIds: bigint[];
  parentIpIds: string[];
  licenseTermsIds: bigint[];
  licenseTemplate: string;
}

/** `LicensingModule.DerivativeRegistered` (§10.4, `remix-connect`); addresses lowercase. */
export function decodeDerivativeRegistered(logs: readonly StoryLog[]): DerivativeRegistered[] {
  return decodeFrom(
    logs,
    STORY_ADDRESSES.licensingModule,
    licensingModuleInterface(),
    'DerivativeRegistered',
  ).map((event) => ({
    caller: lower(event.caller),
    childIpId: lower(event.childIpId),
    licenseTokenIds: (event.licenseTokenIds as bigint[]).map((id) => BigInt(id)),
    parentIpIds: (event.parentIpIds as string[]).map(lower),
    licenseTermsIds: (event.licenseTermsIds as bigint[]).map((id) => BigInt(id)),
    licenseTemplate: lower(event.licenseTemplate),
  }));
}

/** keccak256("MINTER_ROLE"): the role of an SPG collection's minters (the licensor's wallet, §10.1). */
export const SPG_MINTER_ROLE = '0x9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a6';

export interface RoleGranted {
  role: string;
  account: string;
}

/** The role grants of one SPG NFT collection (its owner's admin and minter roles, at creation); lowercase. */
export function decodeRoleGranted(logs: readonly StoryLog[], spgNftContract: string): RoleGranted[] {
  return decodeFrom(logs, spgNftContract, spgNftInterface(), 'RoleGranted').map((event) => ({
    role: lower(event.role),
    account: lower(event.account),
  }));
}

export interface MetadataSet {
  ipId: string;
  /** The metadata URI (`MetadataURISet`) or the NFT's token URI (`NFTTokenURISet`). */
  uri: string;
  /** bytes32, lowercase hex. */
  hash: string;
}

/** `CoreMetadataModule.MetadataURISet`: the IPA metadata URI and hash of an IP asset (§10.2). */
export function decodeMetadataUriSet(logs: readonly StoryLog[]): MetadataSet[] {
  return decodeFrom(
    logs,
    STORY_ADDRESSES.coreMetadataModule,
    coreMetadataModuleInterface(),
    'MetadataURISet',
  ).map((event) => ({
    ipId: lower(event.ipId),
    uri: String(event.metadataURI),
    hash: lower(event.metadataHash),
  }));
}

/** `CoreMetadataModule.NFTTokenURISet`: the NFT metadata URI and hash of an IP asset's token (§10.2). */
export function decodeNftTokenUriSet(logs: readonly StoryLog[]): MetadataSet[] {
  return decodeFrom(
    logs,
    STORY_ADDRESSES.coreMetadataModule,
    coreMetadataModuleInterface(),
    'NFTTokenURISet',
  ).map((event) => ({
    ipId: lower(event.ipId),
    uri: String(event.nftTokenURI),
    hash: lower(event.nftMetadataHash),
  }));
}

export interface PermissionSet {
  /** The IP's owner when the permission was set (Story emits it). */
  ipAccountOwner: string;
  ipAccount: string;
  signer: string;
  to: string;
  /** The function selector, lowercase 0x-hex (4 bytes). */
  func: string;
  permission: number;
}

/** `AccessController.PermissionSet` (docs/product.md §11.1, `auto-issue`); addresses lowercase. */
export function decodePermissionSet(logs: readonly StoryLog[]): PermissionSet[] {
  return decodeFrom(logs, STORY_ADDRESSES.accessController, accessControllerInterface(), 'PermissionSet').map(
    (event) => ({
      ipAccountOwner: lower(event.ipAccountOwner),
      ipAccount: lower(event.ipAccount),
      signer: lower(event.signer),
      to: lower(event.to),
      func: lower(event.func),
      permission: Number(event.permission as bigint),
    }),
  );
}
