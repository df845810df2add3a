import { Interface, type LogDescription } from 'ethers';
import type { ReceiptLog } from '../chain/client.js';

/**
 * Story's events as the API reads them from a receipt (PRODUCT.md §10), each kept only when emitted by the contract
 * at Story's own address (the same on 1514 and 1315; the devnet places its stand-ins there, §10.6).
 */
export const STORY_ADDRESSES = {
  registrationWorkflows: '0xbe39e1c756e921bd25df86e7aaa31106d1eb0424',
  ipAssetRegistry: '0x77319b4031e6ef1250907aa00018b8b1c67a244b',
  coreMetadataModule: '0x6e81a25c99c6e8430aec7353325eb138afe5dc16',
  piLicenseTemplate: '0x2e896b0b2fdb7457499b56aaaa4ae55bcb4cd316',
  licensingModule: '0x04fbd8a2e56dd85cfd5500a4a4dfa955b9f1de6f',
  licenseToken: '0xfe3838bfb30b34170f00030b52ea4893d8aac6bc',
} as const;

const EVENTS = new Interface([
  'event CollectionCreated(address indexed spgNftContract)',
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
  'event IPRegistered(address ipId, uint256 indexed chainId, address indexed tokenContract, uint256 indexed tokenId, string name, string uri, uint256 registrationDate)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event MetadataURISet(address indexed ipId, string metadataURI, bytes32 metadataHash)',
  'event NFTTokenURISet(address indexed ipId, string nftTokenURI, bytes32 nftMetadataHash)',
  'event LicenseTokensMinted(address indexed caller, address indexed licensorIpId, address licenseTemplate, uint256 indexed licenseTermsId, uint256 amount, address receiver, uint256 startLicenseTokenId)',
  'event DerivativeRegistered(address indexed caller, address indexed childIpId, uint256[] licenseTokenIds, address[] parentIpIds, uint256[] licenseTermsIds, address licenseTemplate)',
]);

export interface StoryEvents {
  collectionCreated: { collection: string }[];
  /** Role grants of any contract (the new collection's, for its owner). */
  roleGranted: { contract: string; role: string; account: string }[];
  ipRegistered: { ipId: string; chainId: bigint; tokenContract: string; tokenId: bigint }[];
  /** ERC-721 transfers of any contract other than the LicenseToken (the collection's tokens). */
  nftTransfers: { contract: string; from: string; to: string; tokenId: bigint }[];
  metadataUriSet: { ipId: string; uri: string; hash: string }[];
  nftTokenUriSet: { ipId: string; uri: string; hash: string }[];
  licenseTokensMinted: {
    caller: string;
    licensorIpId: string;
    licenseTemplate: string;
    licenseTermsId: bigint;
    amount: bigint;
    receiver: string;
    startLicenseTokenId: bigint;
  }[];
  licenseTokenTransfers: { from: string; to: string; tokenId: bigint }[];
  derivativeRegistered: {
    caller: string;
    childIpId: string;
    licenseTokenIds: bigint[];
    parentIpIds: string[];
    licenseTermsIds: bigint[];
    licenseTemplate: string;
  }[];
}

const lower = (value: unknown) => String(value).toLowerCase();
const big = (value: unknown) => BigInt(value as bigint);

function parse(log: ReceiptLog): LogDescription | null {
  try {
    return EVENTS.parseLog({ topics: [...log.topics], data: log.data });
  } catch {
    // Malformed data under a known topic: not an event of the contract it claims to be.
    return null;
  }
}

export function decodeStoryLogs(logs: readonly ReceiptLog[]): StoryEvents {
  const events: StoryEvents = {
    collectionCreated: [],
    roleGranted: [],
    ipRegistered: [],
    nftTransfers: [],
    metadataUriSet: [],
    nftTokenUriSet: [],
    licenseTokensMinted: [],
    licenseTokenTransfers: [],
    derivativeRegistered: [],
  };
  for (const log of logs) {
    const event = parse(log);
    if (event === null) continue;
    const from = log.address.toLowerCase();
    const a = event.args;
    switch (event.name) {
      case 'CollectionCreated':
        if (from === STORY_ADDRESSES.registrationWorkflows)
          events.collectionCreated.push({ collection: lower(a[0]) });
        break;
      case 'RoleGranted':
        events.roleGranted.push({ contract: from, role: lower(a[0]), account: lower(a[1]) });
        break;
      case 'IPRegistered':
        if (from === STORY_ADDRESSES.ipAssetRegistry)
          events.ipRegistered.push({
            ipId: lower(a[0]),
            chainId: big(a[1]),
            tokenContract: lower(a[2]),
            tokenId: big(a[3]),
          });
        break;
      case 'Transfer':
        if (from === STORY_ADDRESSES.licenseToken)
          events.licenseTokenTransfers.push({ from: lower(a[0]), to: lower(a[1]), tokenId: big(a[2]) });
        else
          events.nftTransfers.push({
            contract: from,
            from: lower(a[0]),
            to: lower(a[1]),
            tokenId: big(a[2]),
          });
        break;
      case 'MetadataURISet':
        if (from === STORY_ADDRESSES.coreMetadataModule)
          events.metadataUriSet.push({ ipId: lower(a[0]), uri: String(a[1]), hash: lower(a[2]) });
        break;
      case 'NFTTokenURISet':
        if (from === STORY_ADDRESSES.coreMetadataModule)
          events.nftTokenUriSet.push({ ipId: lower(a[0]), uri: String(a[1]), hash: lower(a[2]) });
        break;
      case 'LicenseTokensMinted':
        if (from === STORY_ADDRESSES.licensingModule)
          events.licenseTokensMinted.push({
            caller: lower(a[0]),
            licensorIpId: lower(a[1]),
            licenseTemplate: lower(a[2]),
            licenseTermsId: big(a[3]),
            amount: big(a[4]),
            receiver: lower(a[5]),
            startLicenseTokenId: big(a[6]),
          });
        break;
      case 'DerivativeRegistered':
        if (from === STORY_ADDRESSES.licensingModule)
          events.derivativeRegistered.push({
            caller: lower(a[0]),
            childIpId: lower(a[1]),
            licenseTokenIds: (a[2] as bigint[]).map(big),
            parentIpIds: (a[3] as string[]).map(lower),
            licenseTermsIds: (a[4] as bigint[]).map(big),
            licenseTemplate: lower(a[5]),
          });
        break;
    }
  }
  return events;
}
