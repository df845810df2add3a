import { Interface } from 'ethers';
import type { ChainClient, ReceiptLookup } from '../chain/client.js';
import { isOurMetadataUri, metadataHash } from './metadata.js';
import { storyRejected } from './repository.js';
import { STORY_ADDRESSES, decodeStoryLogs, type StoryEvents } from './events.js';

/**
 * The on-chain rules of the Story records (PRODUCT.md §10), one function per endpoint, each reading a receipt the
 * API fetched through RPC_URL. Events count only when emitted by Story's own contracts at Story's addresses (the
 * devnet places its stand-ins there, §10.6), so a look-alike event from any other contract is not evidence. Each
 * refusal is a 409 whose `fields.tx_hash` is the reason (storyRejected).
 */

export const STORY_REJECTIONS = {
  notFound: 'transaction not found',
  pending: 'transaction not yet mined',
  failed: 'transaction failed',
  wrongSender: 'sent by another wallet',
  noCollection: 'no collection created by Story',
  collectionOwner: 'collection of another wallet',
  publicMinting: 'collection open to public minting',
  noIp: 'no IP asset registered by Story',
  otherChain: 'IP asset of another chain',
  otherCollection: "IP asset outside the company's collection",
  otherReceiver: 'minted to another receiver',
  metadata: 'metadata does not match',
  termsNotRegistered: 'licence terms not registered',
  noLicenseTokens: 'no licence tokens minted by Story',
  otherIp: 'another IP asset',
  otherTerms: 'other licence terms',
  quantity: 'wrong quantity',
  noDerivative: 'no derivative registered by Story',
  notOurToken: 'licence token not issued through OVERDIVE',
  noDerivatives: 'licence does not allow derivatives',
} as const;

/** The receipt of a mined, successful transaction with its Story events decoded, or a 409. */
export function minedStoryEvents(lookup: ReceiptLookup): {
  from: string;
  blockNumber: number;
  events: StoryEvents;
} {
  if (lookup.state === 'not_found')
    storyRejected(STORY_REJECTIONS.notFound, 'not on this chain; was it sent to another network?');
  if (lookup.state === 'pending') storyRejected(STORY_REJECTIONS.pending, 'retry once it is confirmed');
  if (!lookup.success) storyRejected(STORY_REJECTIONS.failed, 'the transaction reverted');
  return { from: lookup.from, blockNumber: lookup.blockNumber, events: decodeStoryLogs(lookup.logs) };
}

function requireSender(from: string, wallet: string): void {
  if (from !== wallet) storyRejected(STORY_REJECTIONS.wrongSender, `expected ${wallet}, sent by ${from}`);
}

/** keccak256("MINTER_ROLE"): Story's SPG NFT minter role, held by the collection owner. */
const MINTER_ROLE = '0x9f2df0fed2c77648de5860a4cc508cd0818c85b8b8a1ab4ceeef8d981c8956a6';

/**
 * §10.1: the company wallet created an SPG collection through Story's RegistrationWorkflows and holds its minter
 * role. Public minting must be off (read from the collection), or anyone could mint into the licensor's collection.
 */
export function checkCollection(lookup: ReceiptLookup, wallet: string): { collection: string } {
  const { from, events } = minedStoryEvents(lookup);
  const created = events.collectionCreated[0];
  if (created === undefined)
    storyRejected(
      STORY_REJECTIONS.noCollection,
      `no CollectionCreated event of ${STORY_ADDRESSES.registrationWorkflows}`,
    );
  requireSender(from, wallet);
  const minter = events.roleGranted.some(
    (grant) =>
      grant.contract === created.collection && grant.role === MINTER_ROLE && grant.account === wallet,
  );
  if (!minter) storyRejected(STORY_REJECTIONS.collectionOwner, `its minter is not ${wallet}`);
  return { collection: created.collection };
}

const SPG_NFT = new Interface(['function publicMinting() view returns (bool)']);

/** With public minting on, anyone could mint into the licensor's collection: such a collection is refused. */
export async function refusePublicMinting(chain: ChainClient, collection: string): Promise<void> {
  const answer = await chain.call(collection, SPG_NFT.encodeFunctionData('publicMinting'));
  const open = answer === null ? null : (SPG_NFT.decodeFunctionResult('publicMinting', answer)[0] as boolean);
  if (open !== false)
    storyRejected(
      STORY_REJECTIONS.publicMinting,
      open === null ? 'the collection does not answer' : 'turn it off',
    );
}

export interface ExpectedRegistration {
  chainId: number;
  wallet: string;
  collection: string;
  productId: string;
  allowedOrigins: readonly string[];
  ipMetadata: string;
  nftMetadata: string;
}

/**
 * §10.2: the company wallet minted the product's token into the company's collection, registered it as an IP asset
 * of this chain, kept the token, and set our metadata URIs with the hashes of the exact JSON we serve.
 */
export function checkRegistration(
  lookup: ReceiptLookup,
  expected: ExpectedRegistration,
): { ipId: string; tokenId: bigint } {
  const { from, events } = minedStoryEvents(lookup);
  if (events.ipRegistered.length === 0)
    storyRejected(STORY_REJECTIONS.noIp, `no IPRegistered event of ${STORY_ADDRESSES.ipAssetRegistry}`);
  requireSender(from, expected.wallet);
  const ofChain = events.ipRegistered.filter((ip) => ip.chainId === BigInt(expected.chainId));
  if (ofChain.length === 0)
    storyRejected(STORY_REJECTIONS.otherChain, `registered for chain ${events.ipRegistered[0]?.chainId}`);
  const registered = ofChain.find((ip) => ip.tokenContract === expected.collection);
  if (registered === undefined)
    storyRejected(STORY_REJECTIONS.otherCollection, `expected a token of ${expected.collection}`);
  const moves = events.nftTransfers.filter(
    (t) => t.contract === expected.collection && t.tokenId === registered.tokenId,
  );
  const holder = moves.at(-1)?.to;
  if (holder !== expected.wallet)
    storyRejected(STORY_REJECTIONS.otherReceiver, `the IP asset's token went to ${holder ?? 'nobody'}`);
  const ipUri = events.metadataUriSet.find((m) => m.ipId === registered.ipId);
  const nftUri = events.nftTokenUriSet.find((m) => m.ipId === registered.ipId);
  const ipOk =
    ipUri !== undefined &&
    ipUri.hash === metadataHash(expected.ipMetadata) &&
    isOurMetadataUri(ipUri.uri, expected.allowedOrigins, 'ip', expected.productId);
  const nftOk =
    nftUri !== undefined &&
    nftUri.hash === metadataHash(expected.nftMetadata) &&
    isOurMetadataUri(nftUri.uri, expected.allowedOrigins, 'nft', expected.productId);
  if (!ipOk || !nftOk)
    storyRejected(
      STORY_REJECTIONS.metadata,
      `the ${ipOk ? 'NFT' : 'IPA'} metadata URI or hash is not the product's (GET …/story-registration/)`,
    );
  return { ipId: registered.ipId, tokenId: registered.tokenId };
}

export interface ExpectedLicenseTokens {
  ipId: string;
  licenseTermsId: bigint;
  buyer: string;
  quantity: number;
}

/**
 * §10.3: Story's LicensingModule minted `quantity` licence tokens of the product's IP asset and terms to the order's
 * buyer; their ids are those of the LicenseToken transfers from the zero address to the buyer.
 */
export function checkLicenseTokens(lookup: ReceiptLookup, expected: ExpectedLicenseTokens): bigint[] {
  const { events } = minedStoryEvents(lookup);
  const mints = events.licenseTokensMinted;
  if (mints.length === 0)
    storyRejected(
      STORY_REJECTIONS.noLicenseTokens,
      `no LicenseTokensMinted event of ${STORY_ADDRESSES.licensingModule}`,
    );
  const ofIp = mints.filter((m) => m.licensorIpId === expected.ipId);
  if (ofIp.length === 0) storyRejected(STORY_REJECTIONS.otherIp, `expected tokens of ${expected.ipId}`);
  const ofTerms = ofIp.filter(
    (m) =>
      m.licenseTemplate === STORY_ADDRESSES.piLicenseTemplate && m.licenseTermsId === expected.licenseTermsId,
  );
  if (ofTerms.length === 0)
    storyRejected(STORY_REJECTIONS.otherTerms, `expected PIL terms ${expected.licenseTermsId}`);
  const toBuyer = ofTerms.filter((m) => m.receiver === expected.buyer);
  if (toBuyer.length === 0) storyRejected(STORY_REJECTIONS.otherReceiver, `expected ${expected.buyer}`);
  const minted = toBuyer.find((m) => m.amount === BigInt(expected.quantity));
  if (minted === undefined)
    storyRejected(
      STORY_REJECTIONS.quantity,
      `minted ${toBuyer.map((m) => m.amount).join(' + ')}, the order is for ${expected.quantity}`,
    );
  const ids = Array.from({ length: expected.quantity }, (_, i) => minted.startLicenseTokenId + BigInt(i));
  const transferred = new Set(
    events.licenseTokenTransfers
      .filter((t) => t.from === ZERO && t.to === expected.buyer)
      .map((t) => t.tokenId),
  );
  if (!ids.every((id) => transferred.has(id)))
    storyRejected(STORY_REJECTIONS.otherReceiver, 'the licence tokens were not transferred to the buyer');
  return ids;
}

const ZERO = `0x${'0'.repeat(40)}`;

/** §10.4: the derivatives registered in the receipt with licence tokens, for remix-connect to match. */
export function derivativesOf(lookup: ReceiptLookup) {
  const { from, blockNumber, events } = minedStoryEvents(lookup);
  const withTokens = events.derivativeRegistered.filter((d) => d.licenseTokenIds.length > 0);
  if (withTokens.length === 0)
    storyRejected(
      STORY_REJECTIONS.noDerivative,
      `no DerivativeRegistered event with licence tokens of ${STORY_ADDRESSES.licensingModule}`,
    );
  return { from, blockNumber, derivatives: withTokens };
}
