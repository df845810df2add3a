/**
 * Decoders for the events the API verifies (PRODUCT.md §7, Story): each reads a mined receipt's logs and keeps only
 * those emitted by Story's own contract (or, for an NFT transfer, by the collection named), so a look-alike event
 * from any other contract is never counted.
 */
import type { Interface, Result } from 'ethers';
import { STORY_ADDRESSES } from './addresses.js';
import {
  ipAssetRegistryInterface,
  licenseTokenInterface,
  licensingModuleInterface,
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
