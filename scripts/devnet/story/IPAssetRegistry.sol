// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Erc721} from "./Erc721.sol";

/// The account of one IP asset, as `IPAccountImpl` answers it: `token()` names the NFT behind the asset and `owner()`
/// is that NFT's holder, so selling the NFT hands over the asset. Deployed by the registry with CREATE2, so an asset's
/// address (its `ipId`) follows from its NFT alone. Story's accounts also execute calls and hold metadata; the devnet
/// path never needs that.
contract IpAccount {
    uint256 private immutable _chainId;
    address private immutable _tokenContract;
    uint256 private immutable _tokenId;

    constructor(uint256 chainId_, address tokenContract_, uint256 tokenId_) {
        _chainId = chainId_;
        _tokenContract = tokenContract_;
        _tokenId = tokenId_;
    }

    function token() external view returns (uint256, address, uint256) {
        return (_chainId, _tokenContract, _tokenId);
    }

    function owner() public view returns (address) {
        if (_chainId != block.chainid) return address(0);
        return Erc721(_tokenContract).ownerOf(_tokenId);
    }
}

/// Stand-in for Story's IPAssetRegistry at its Story address: `register` turns an ERC-721 token into an IP asset and
/// emits `IPRegistered` with Story's signature. Any holder's NFT can be registered, as on Story, which is also how a
/// licence buyer without a collection of their own gets the IP asset a remix is registered on.
contract IPAssetRegistry {
    mapping(address => bool) private _registered;
    uint256 private _total;

    event IPRegistered(
        address ipId,
        uint256 indexed chainId,
        address indexed tokenContract,
        uint256 indexed tokenId,
        string name,
        string uri,
        uint256 registrationDate
    );

    error IPAssetRegistry__InvalidToken(address tokenContract, uint256 tokenId);
    error IPAssetRegistry__AlreadyRegistered();

    function register(uint256 chainid, address tokenContract, uint256 tokenId) external returns (address id) {
        // Only tokens of this chain: the devnet has no other chain to read an owner from.
        if (chainid != block.chainid || tokenContract.code.length == 0) {
            revert IPAssetRegistry__InvalidToken(tokenContract, tokenId);
        }
        try Erc721(tokenContract).ownerOf(tokenId) returns (address holder) {
            if (holder == address(0)) revert IPAssetRegistry__InvalidToken(tokenContract, tokenId);
        } catch {
            revert IPAssetRegistry__InvalidToken(tokenContract, tokenId);
        }
        id = ipId(chainid, tokenContract, tokenId);
        if (_registered[id]) revert IPAssetRegistry__AlreadyRegistered();
        new IpAccount{salt: _salt(chainid, tokenContract, tokenId)}(chainid, tokenContract, tokenId);
        _registered[id] = true;
        _total += 1;
        string memory collectionName = _nameOf(tokenContract);
        string memory assetName = string.concat(
            _decimal(chainid), ": ", collectionName, " #", _decimal(tokenId)
        );
        emit IPRegistered(id, chainid, tokenContract, tokenId, assetName, _uriOf(tokenContract, tokenId), block.timestamp);
    }

    function ipId(uint256 chainId, address tokenContract, uint256 tokenId) public view returns (address) {
        bytes32 codeHash = keccak256(
            abi.encodePacked(type(IpAccount).creationCode, abi.encode(chainId, tokenContract, tokenId))
        );
        bytes32 digest = keccak256(
            abi.encodePacked(bytes1(0xff), address(this), _salt(chainId, tokenContract, tokenId), codeHash)
        );
        return address(uint160(uint256(digest)));
    }

    function ipAccount(uint256 chainId, address tokenContract, uint256 tokenId) external view returns (address) {
        return ipId(chainId, tokenContract, tokenId);
    }

    function isRegistered(address id) external view returns (bool) {
        return _registered[id];
    }

    function totalSupply() external view returns (uint256) {
        return _total;
    }

    function _salt(uint256 chainId, address tokenContract, uint256 tokenId) private pure returns (bytes32) {
        return keccak256(abi.encode(chainId, tokenContract, tokenId));
    }

    function _nameOf(address tokenContract) private view returns (string memory) {
        try Erc721(tokenContract).name() returns (string memory value) {
            return value;
        } catch {
            return "";
        }
    }

    function _uriOf(address tokenContract, uint256 tokenId) private view returns (string memory) {
        try Erc721(tokenContract).tokenURI(tokenId) returns (string memory value) {
            return value;
        } catch {
            return "";
        }
    }

    function _decimal(uint256 value) private pure returns (string memory) {
        if (value == 0) return "0";
        uint256 digits;
        for (uint256 rest = value; rest != 0; rest /= 10) digits++;
        bytes memory text = new bytes(digits);
        for (; value != 0; value /= 10) text[--digits] = bytes1(uint8(48 + (value % 10)));
        return string(text);
    }
}
