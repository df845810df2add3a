/**
 * The fragments of Story's ABIs that OVERDIVE calls and reads, in ethers' human-readable form. Written from the ABIs
 * inside `@story-protocol/core-sdk` 1.4.4 (which does not export them); a test checks every selector and event topic
 * here against that bundle. Interfaces are built on first use, so a screen that imports one builder pays for one.
 */
import { Interface } from 'ethers';

const IP_METADATA =
  'tuple(string ipMetadataURI, bytes32 ipMetadataHash, string nftMetadataURI, bytes32 nftMetadataHash)';

/** Story's `PILTerms` struct: the order of the fields is the ABI. */
export const PIL_TERMS_TUPLE =
  'tuple(bool transferable, address royaltyPolicy, uint256 defaultMintingFee, uint256 expiration, bool commercialUse, ' +
  'bool commercialAttribution, address commercializerChecker, bytes commercializerCheckerData, ' +
  'uint32 commercialRevShare, uint256 commercialRevCeiling, bool derivativesAllowed, bool derivativesAttribution, ' +
  'bool derivativesApproval, bool derivativesReciprocal, uint256 derivativeRevCeiling, address currency, string uri)';

const SPG_NFT_INIT_PARAMS =
  'tuple(string name, string symbol, string baseURI, string contractURI, uint32 maxSupply, uint256 mintFee, ' +
  'address mintFeeToken, address mintFeeRecipient, address owner, bool mintOpen, bool isPublicMinting)';

export const REGISTRATION_WORKFLOWS_ABI = [
  `function createCollection(${SPG_NFT_INIT_PARAMS} spgNftInitParams) returns (address spgNftContract)`,
  `function mintAndRegisterIp(address spgNftContract, address recipient, ${IP_METADATA} ipMetadata, bool allowDuplicates) returns (address ipId, uint256 tokenId)`,
  'event CollectionCreated(address indexed spgNftContract)',
] as const;

export const IP_ASSET_REGISTRY_ABI = [
  'function register(uint256 chainid, address tokenContract, uint256 tokenId) returns (address id)',
  'function ipId(uint256 chainId, address tokenContract, uint256 tokenId) view returns (address)',
  'function isRegistered(address id) view returns (bool)',
  'event IPRegistered(address ipId, uint256 indexed chainId, address indexed tokenContract, uint256 indexed tokenId, string name, string uri, uint256 registrationDate)',
] as const;

export const PIL_LICENSE_TEMPLATE_ABI = [
  `function registerLicenseTerms(${PIL_TERMS_TUPLE} terms) returns (uint256 id)`,
  `function getLicenseTermsId(${PIL_TERMS_TUPLE} terms) view returns (uint256 selectedLicenseTermsId)`,
  `function getLicenseTerms(uint256 selectedLicenseTermsId) view returns (${PIL_TERMS_TUPLE} terms)`,
  'function exists(uint256 licenseTermsId) view returns (bool)',
  'event LicenseTermsRegistered(uint256 indexed licenseTermsId, address indexed licenseTemplate, bytes licenseTerms)',
] as const;

export const LICENSING_MODULE_ABI = [
  'function mintLicenseTokens(address licensorIpId, address licenseTemplate, uint256 licenseTermsId, uint256 amount, address receiver, bytes royaltyContext, uint256 maxMintingFee, uint32 maxRevenueShare) returns (uint256 startLicenseTokenId)',
  'function registerDerivativeWithLicenseTokens(address childIpId, uint256[] licenseTokenIds, bytes royaltyContext, uint32 maxRts)',
  'event LicenseTokensMinted(address indexed caller, address indexed licensorIpId, address licenseTemplate, uint256 indexed licenseTermsId, uint256 amount, address receiver, uint256 startLicenseTokenId)',
  'event DerivativeRegistered(address indexed caller, address indexed childIpId, uint256[] licenseTokenIds, address[] parentIpIds, uint256[] licenseTermsIds, address licenseTemplate)',
] as const;

/**
 * LicensingModule events OVERDIVE refuses rather than records. Apart from LICENSING_MODULE_ABI, which lists what the
 * devnet's stand-in implements too (server/test/storyContract.test.ts): the stand-in never attaches terms.
 * `LicenseTermsAttached`: terms attached to an IP, which lets anyone mint its licences (docs/product.md §10).
 */
export const LICENSING_MODULE_REFUSED_EVENTS_ABI = [
  'event LicenseTermsAttached(address indexed caller, address indexed ipId, address licenseTemplate, uint256 licenseTermsId)',
] as const;

export const LICENSE_TOKEN_ABI = [
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function getLicensorIpId(uint256 tokenId) view returns (address)',
  'function getLicenseTermsId(uint256 tokenId) view returns (uint256)',
  'function getLicenseTokenMetadata(uint256 tokenId) view returns (tuple(address licensorIpId, address licenseTemplate, uint256 licenseTermsId, bool transferable, uint32 commercialRevShare))',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
] as const;

export const CORE_METADATA_MODULE_ABI = [
  'event MetadataURISet(address indexed ipId, string metadataURI, bytes32 metadataHash)',
  'event NFTTokenURISet(address indexed ipId, string nftTokenURI, bytes32 nftMetadataHash)',
] as const;

/**
 * Story's AccessController: the IP owner permits the issuer wallet to call `LicensingModule.mintLicenseTokens` for
 * its IP (docs/product.md §11.1). Permission levels: 0 abstain, 1 allow, 2 deny.
 */
export const ACCESS_CONTROLLER_ABI = [
  'function setPermission(address ipAccount, address signer, address to, bytes4 func, uint8 permission)',
  'function getPermission(address ipAccount, address signer, address to, bytes4 func) view returns (uint8)',
  'function checkPermission(address ipAccount, address signer, address to, bytes4 func) view',
  'event PermissionSet(address ipAccountOwner, address indexed ipAccount, address indexed signer, address indexed to, bytes4 func, uint8 permission)',
] as const;

/** An IP asset's account (its address is the `ipId`): `owner()` is the holder of the asset's NFT. */
export const IP_ACCOUNT_ABI = [
  'function owner() view returns (address)',
  'function token() view returns (uint256, address, uint256)',
] as const;

/** An SPG NFT collection (a licensor's, created by `createCollection`): its ERC-721 transfers. */
export const SPG_NFT_ABI = [
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function publicMinting() view returns (bool)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
] as const;

function lazy(abi: readonly string[]): () => Interface {
  let built: Interface | null = null;
  return () => (built ??= new Interface(abi));
}

export const registrationWorkflowsInterface = /*#__PURE__*/ lazy(REGISTRATION_WORKFLOWS_ABI);
export const ipAssetRegistryInterface = /*#__PURE__*/ lazy(IP_ASSET_REGISTRY_ABI);
export const piLicenseTemplateInterface = /*#__PURE__*/ lazy(PIL_LICENSE_TEMPLATE_ABI);
export const licensingModuleInterface = /*#__PURE__*/ lazy(LICENSING_MODULE_ABI);
export const licensingModuleRefusedEventsInterface = /*#__PURE__*/ lazy(LICENSING_MODULE_REFUSED_EVENTS_ABI);
export const coreMetadataModuleInterface = /*#__PURE__*/ lazy(CORE_METADATA_MODULE_ABI);
export const licenseTokenInterface = /*#__PURE__*/ lazy(LICENSE_TOKEN_ABI);
export const ipAccountInterface = /*#__PURE__*/ lazy(IP_ACCOUNT_ABI);
export const spgNftInterface = /*#__PURE__*/ lazy(SPG_NFT_ABI);
export const accessControllerInterface = /*#__PURE__*/ lazy(ACCESS_CONTROLLER_ABI);
