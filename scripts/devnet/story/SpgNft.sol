// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Erc721} from "./Erc721.sol";
import {REGISTRATION_WORKFLOWS, DERIVATIVE_WORKFLOWS} from "./StoryAddresses.sol";

interface IErc20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// The parameters of `RegistrationWorkflows.createCollection`, field for field as Story's `ISPGNFT.InitParams`.
struct InitParams {
    string name;
    string symbol;
    string baseURI;
    string contractURI;
    uint32 maxSupply;
    uint256 mintFee;
    address mintFeeToken;
    address mintFeeRecipient;
    address owner;
    bool mintOpen;
    bool isPublicMinting;
}

/// Stand-in for an SPG NFT collection (one per licensor company, docs/product.md §10.1). The owner holds the admin and
/// minter roles; with public minting off only minters may mint, directly or through the registration workflows,
/// which is the rule that keeps a licensor's collection theirs.
contract SpgNft is Erc721 {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");

    string private _name;
    string private _symbol;
    string public baseURI;
    string public contractURI;
    uint32 private _maxSupply;
    uint256 public mintFee;
    address public mintFeeToken;
    address public mintFeeRecipient;
    bool public mintOpen;
    bool public publicMinting;
    uint256 private _nextId;
    mapping(bytes32 => mapping(address => bool)) private _roles;
    mapping(uint256 => string) private _tokenUris;
    mapping(bytes32 => uint256) private _idByMetadataHash;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
    error SPGNFT__CallerNotPeripheryContract();
    error SPGNFT__DuplicatedNFTMetadataHash(address spgNftContract, uint256 tokenId, bytes32 nftMetadataHash);
    error SPGNFT__MaxSupplyReached();
    error SPGNFT__MintingClosed();
    error SPGNFT__MintingDenied();
    error SPGNFT__ZeroMaxSupply();

    constructor(InitParams memory params) {
        if (params.maxSupply == 0) revert SPGNFT__ZeroMaxSupply();
        _name = params.name;
        _symbol = params.symbol;
        baseURI = params.baseURI;
        contractURI = params.contractURI;
        _maxSupply = params.maxSupply;
        mintFee = params.mintFee;
        mintFeeToken = params.mintFeeToken;
        mintFeeRecipient = params.mintFeeRecipient;
        mintOpen = params.mintOpen;
        publicMinting = params.isPublicMinting;
        _grant(DEFAULT_ADMIN_ROLE, params.owner);
        _grant(MINTER_ROLE, params.owner);
    }

    function name() public view override returns (string memory) {
        return _name;
    }

    function symbol() public view override returns (string memory) {
        return _symbol;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        ownerOf(tokenId);
        return string.concat(baseURI, _tokenUris[tokenId]);
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    function grantRole(bytes32 role, address account) external {
        if (!_roles[DEFAULT_ADMIN_ROLE][msg.sender]) {
            revert AccessControlUnauthorizedAccount(msg.sender, DEFAULT_ADMIN_ROLE);
        }
        _grant(role, account);
    }

    function getTokenIdByMetadataHash(bytes32 nftMetadataHash) external view returns (uint256) {
        return _idByMetadataHash[nftMetadataHash];
    }

    /// Whether `account` may mint here: a minter, or anyone when public minting is on.
    function canMint(address account) public view returns (bool) {
        return publicMinting || _roles[MINTER_ROLE][account];
    }

    function mint(address to, string calldata nftMetadataURI, bytes32 nftMetadataHash, bool allowDuplicates)
        external
        returns (uint256 tokenId)
    {
        if (!canMint(msg.sender)) revert SPGNFT__MintingDenied();
        return _mintToken(to, msg.sender, nftMetadataURI, nftMetadataHash, allowDuplicates);
    }

    /// Minting on behalf of a caller the workflow has already checked (Story's periphery contracts only).
    function mintByPeriphery(
        address to,
        address payer,
        string calldata nftMetadataURI,
        bytes32 nftMetadataHash,
        bool allowDuplicates
    ) external returns (uint256 tokenId) {
        if (msg.sender != REGISTRATION_WORKFLOWS && msg.sender != DERIVATIVE_WORKFLOWS) {
            revert SPGNFT__CallerNotPeripheryContract();
        }
        return _mintToken(to, payer, nftMetadataURI, nftMetadataHash, allowDuplicates);
    }

    function _mintToken(
        address to,
        address payer,
        string calldata nftMetadataURI,
        bytes32 nftMetadataHash,
        bool allowDuplicates
    ) private returns (uint256 tokenId) {
        if (!mintOpen) revert SPGNFT__MintingClosed();
        if (_nextId >= _maxSupply) revert SPGNFT__MaxSupplyReached();
        if (!allowDuplicates && nftMetadataHash != bytes32(0)) {
            uint256 existing = _idByMetadataHash[nftMetadataHash];
            if (existing != 0) revert SPGNFT__DuplicatedNFTMetadataHash(address(this), existing, nftMetadataHash);
        }
        if (mintFee > 0) IErc20(mintFeeToken).transferFrom(payer, address(this), mintFee);
        // Token ids start at 1, as on Story.
        tokenId = ++_nextId;
        _tokenUris[tokenId] = nftMetadataURI;
        if (nftMetadataHash != bytes32(0) && _idByMetadataHash[nftMetadataHash] == 0) {
            _idByMetadataHash[nftMetadataHash] = tokenId;
        }
        _mint(to, tokenId);
    }

    function _grant(bytes32 role, address account) private {
        if (_roles[role][account]) return;
        _roles[role][account] = true;
        emit RoleGranted(role, account, msg.sender);
    }
}
