import {
  SPG_MINTER_ROLE,
  STORY_ADDRESSES,
  decodeCollectionCreated,
  decodeCollectionTransfers,
  decodeDerivativeRegistered,
  decodeIpRegistered,
  decodeLicenseTermsAttached,
  decodeLicenseTokenTransfers,
  decodeLicenseTokensMinted,
  decodeMetadataUriSet,
  decodeNftTokenUriSet,
  decodePermissionSet,
  decodeRoleGranted,
  mintLicenseTokensSelector,
  spgNftInterface,
  type StoryLog,
} from '../../../contract/story/index.js';
import type { ChainClient, ReceiptLookup } from '../chain/client.js';
import { isOurMetadataUri, metadataHash } from './metadata.js';
import { storyRejected } from './repository.js';

/**
 * The on-chain rules of the Story records (docs/product.md §10), one function per endpoint, each reading a receipt the
 * API fetched through RPC_URL. Events count only when emitted by Story's own contracts at Story's addresses
 * (contract/story decodes nothing else; the devnet places its stand-ins there, §10.6), so a look-alike event from
 * any other contract is not evidence. Each refusal is a 409 whose `fields.tx_hash` is the reason (storyRejected).
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
  termsAttached: 'licence terms attached to the IP',
  noLicenseTokens: 'no licence tokens minted by Story',
  otherIp: 'another IP asset',
  otherTerms: 'other licence terms',
  quantity: 'wrong quantity',
  noDerivative: 'no derivative registered by Story',
  notOurToken: 'licence token not issued through OVERDIVE',
  noDerivatives: 'licence does not allow derivatives',
  tokensClaimed: 'licence tokens already claimed',
  noPermission: 'no permission set by Story',
  otherSigner: 'permission for another signer',
  otherFunction: 'permission for another module or function',
  permissionValue: 'permission is neither 1 (allow) nor 0 (off)',
  olderPermission: 'an earlier permission transaction',
} as const;

const lower = (address: string) => address.toLowerCase();
const ZERO = `0x${'0'.repeat(40)}`;

/** The receipt of a mined, successful transaction, or a 409. */
export function minedReceipt(lookup: ReceiptLookup): { from: string; blockNumber: number; logs: StoryLog[] } {
  if (lookup.state === 'not_found')
    storyRejected(STORY_REJECTIONS.notFound, 'not on this chain; was it sent to another network?');
  if (lookup.state === 'pending') storyRejected(STORY_REJECTIONS.pending, 'retry once it is confirmed');
  if (!lookup.success) storyRejected(STORY_REJECTIONS.failed, 'the transaction reverted');
  return { from: lookup.from, blockNumber: lookup.blockNumber, logs: lookup.logs };
}

function requireSender(from: string, wallet: string): void {
  if (from !== wallet) storyRejected(STORY_REJECTIONS.wrongSender, `expected ${wallet}, sent by ${from}`);
}

/**
 * §10.1: the company wallet created an SPG collection through Story's RegistrationWorkflows and holds its minter
 * role, so only it can mint the company's IP assets.
 */
export function checkCollection(lookup: ReceiptLookup, wallet: string): { collection: string } {
  const { from, logs } = minedReceipt(lookup);
  const created = decodeCollectionCreated(logs)[0];
  if (created === undefined)
    storyRejected(
      STORY_REJECTIONS.noCollection,
      `no CollectionCreated event of ${lower(STORY_ADDRESSES.registrationWorkflows)}`,
    );
  requireSender(from, wallet);
  const collection = created.spgNftContract;
  const minter = decodeRoleGranted(logs, collection).some(
    (grant) => grant.role === SPG_MINTER_ROLE && grant.account === wallet,
  );
  if (!minter) storyRejected(STORY_REJECTIONS.collectionOwner, `its minter is not ${wallet}`);
  return { collection };
}

/** With public minting on, anyone could mint into the licensor's collection: such a collection is refused. */
export async function refusePublicMinting(chain: ChainClient, collection: string): Promise<void> {
  const spgNft = spgNftInterface();
  const answer = await chain.call(collection, spgNft.encodeFunctionData('publicMinting'));
  const open = answer === null ? null : (spgNft.decodeFunctionResult('publicMinting', answer)[0] as boolean);
  if (open !== false)
    storyRejected(
      STORY_REJECTIONS.publicMinting,
      open === null ? 'the collection does not answer' : 'create one with public minting off',
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
  const { from, logs } = minedReceipt(lookup);
  const registrations = decodeIpRegistered(logs);
  if (registrations.length === 0)
    storyRejected(
      STORY_REJECTIONS.noIp,
      `no IPRegistered event of ${lower(STORY_ADDRESSES.ipAssetRegistry)}`,
    );
  requireSender(from, expected.wallet);
  const ofChain = registrations.filter((ip) => ip.chainId === BigInt(expected.chainId));
  if (ofChain.length === 0)
    storyRejected(STORY_REJECTIONS.otherChain, `registered for chain ${registrations[0]?.chainId}`);
  const registered = ofChain.find((ip) => ip.tokenContract === expected.collection);
  if (registered === undefined)
    storyRejected(STORY_REJECTIONS.otherCollection, `expected a token of ${expected.collection}`);
  const moves = decodeCollectionTransfers(logs, expected.collection).filter(
    (t) => t.tokenId === registered.tokenId,
  );
  const holder = moves.at(-1)?.to;
  if (holder !== expected.wallet)
    storyRejected(STORY_REJECTIONS.otherReceiver, `the IP asset's token went to ${holder ?? 'nobody'}`);
  const ipUri = decodeMetadataUriSet(logs).find((m) => m.ipId === registered.ipId);
  const nftUri = decodeNftTokenUriSet(logs).find((m) => m.ipId === registered.ipId);
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
  refuseAttachedTerms(logs, registered.ipId);
  return { ipId: registered.ipId, tokenId: registered.tokenId };
}

/**
 * docs/product.md §10: OVERDIVE's licences are private, terms registered but not attached, which only the IP owner can
 * mint. Terms attached to the IP (Story's LicensingModule emitting LicenseTermsAttached for it, as
 * mintAndRegisterIpAndAttachPILTerms does) would let anyone mint the product's licences from Story without paying,
 * so such a registration is refused. Only Story's own LicensingModule attaches terms: a look-alike event from another
 * contract attaches nothing and is not counted.
 */
function refuseAttachedTerms(logs: readonly StoryLog[], ipId: string): void {
  const attachment = decodeLicenseTermsAttached(logs).find((event) => event.ipId === ipId);
  if (attachment === undefined) return;
  storyRejected(
    STORY_REJECTIONS.termsAttached,
    `terms ${attachment.licenseTermsId} are attached to ${ipId}: anyone could mint its licences; register the IP asset without attaching terms`,
  );
}

export interface ExpectedLicenseTokens {
  ipId: string;
  licenseTermsId: bigint;
  buyer: string;
  quantity: number;
}

/**
 * §10.3: Story's LicensingModule minted `quantity` licence tokens of the product's IP asset and terms to the order's
 * buyer; their ids are those of the LicenseToken transfers from the zero address to the buyer. One transaction may
 * hold several such mints (an EIP-5792 batch of the licensor's waiting orders, docs/product.md §10.3, where two orders
 * can even share buyer, product and quantity): every matching mint is returned, in log order, and the caller takes
 * the first one no other order has claimed.
 */
export function checkLicenseTokens(lookup: ReceiptLookup, expected: ExpectedLicenseTokens): bigint[][] {
  const { logs } = minedReceipt(lookup);
  const mints = decodeLicenseTokensMinted(logs);
  if (mints.length === 0)
    storyRejected(
      STORY_REJECTIONS.noLicenseTokens,
      `no LicenseTokensMinted event of ${lower(STORY_ADDRESSES.licensingModule)}`,
    );
  const ofIp = mints.filter((m) => m.licensorIpId === expected.ipId);
  if (ofIp.length === 0) storyRejected(STORY_REJECTIONS.otherIp, `expected tokens of ${expected.ipId}`);
  const template = lower(STORY_ADDRESSES.piLicenseTemplate);
  const ofTerms = ofIp.filter(
    (m) => m.licenseTemplate === template && m.licenseTermsId === expected.licenseTermsId,
  );
  if (ofTerms.length === 0)
    storyRejected(STORY_REJECTIONS.otherTerms, `expected PIL terms ${expected.licenseTermsId}`);
  const toBuyer = ofTerms.filter((m) => m.receiver === expected.buyer);
  if (toBuyer.length === 0) storyRejected(STORY_REJECTIONS.otherReceiver, `expected ${expected.buyer}`);
  const minted = toBuyer.filter((m) => m.amount === BigInt(expected.quantity));
  if (minted.length === 0)
    storyRejected(
      STORY_REJECTIONS.quantity,
      `minted ${toBuyer.map((m) => m.amount).join(' + ')}, the order is for ${expected.quantity}`,
    );
  const transferred = new Set(
    decodeLicenseTokenTransfers(logs)
      .filter((t) => t.from === ZERO && t.to === expected.buyer)
      .map((t) => t.tokenId),
  );
  const groups = minted
    .map((m) => Array.from({ length: expected.quantity }, (_, i) => m.startLicenseTokenId + BigInt(i)))
    .filter((ids) => ids.every((id) => transferred.has(id)));
  if (groups.length === 0)
    storyRejected(STORY_REJECTIONS.otherReceiver, 'the licence tokens were not transferred to the buyer');
  return groups;
}

/** §10.4: the derivatives registered in the receipt with licence tokens, for remix-connect to match. */
export function derivativesOf(lookup: ReceiptLookup) {
  const { from, blockNumber, logs } = minedReceipt(lookup);
  const withTokens = decodeDerivativeRegistered(logs).filter((d) => d.licenseTokenIds.length > 0);
  if (withTokens.length === 0)
    storyRejected(
      STORY_REJECTIONS.noDerivative,
      `no DerivativeRegistered event with licence tokens of ${lower(STORY_ADDRESSES.licensingModule)}`,
    );
  return { from, blockNumber, derivatives: withTokens };
}

export interface ExpectedPermission {
  ipId: string;
  /** The issuer wallet (docs/product.md §11.1). */
  issuer: string;
  /** The company wallet, which owns the product's IP asset. */
  owner: string;
}

/**
 * §11.1: the IP's owner set the issuer's permission to call LicensingModule.mintLicenseTokens for this IP: 1 turns
 * automatic issuing on, 0 off. The last PermissionSet for this IP and signer in the receipt is the one in force.
 */
export function checkPermissionChange(
  lookup: ReceiptLookup,
  expected: ExpectedPermission,
): { permission: 0 | 1; blockNumber: number } {
  const { from, blockNumber, logs } = minedReceipt(lookup);
  const changes = decodePermissionSet(logs);
  if (changes.length === 0)
    storyRejected(
      STORY_REJECTIONS.noPermission,
      `no PermissionSet event of ${lower(STORY_ADDRESSES.accessController)}`,
    );
  const ofIp = changes.filter((change) => change.ipAccount === expected.ipId);
  if (ofIp.length === 0) storyRejected(STORY_REJECTIONS.otherIp, `expected a permission of ${expected.ipId}`);
  const forIssuer = ofIp.filter((change) => change.signer === expected.issuer);
  if (forIssuer.length === 0)
    storyRejected(STORY_REJECTIONS.otherSigner, `expected the issuer wallet ${expected.issuer}`);
  const selector = mintLicenseTokensSelector();
  const module = lower(STORY_ADDRESSES.licensingModule);
  const forMinting = forIssuer.filter((change) => change.to === module && change.func === selector);
  const last = forMinting.at(-1);
  if (last === undefined)
    storyRejected(STORY_REJECTIONS.otherFunction, `expected ${module} and ${selector} (mintLicenseTokens)`);
  requireSender(from, expected.owner);
  if (last.ipAccountOwner !== expected.owner)
    storyRejected(STORY_REJECTIONS.wrongSender, `the IP's owner was ${last.ipAccountOwner}`);
  if (last.permission !== 0 && last.permission !== 1)
    storyRejected(STORY_REJECTIONS.permissionValue, `it is ${last.permission}`);
  return { permission: last.permission, blockNumber };
}
