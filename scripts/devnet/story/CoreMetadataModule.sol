// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IP_ASSET_REGISTRY, REGISTRATION_WORKFLOWS, DERIVATIVE_WORKFLOWS} from "./StoryAddresses.sol";
import {IpAccount, IPAssetRegistry} from "./IPAssetRegistry.sol";

/// Stand-in for Story's CoreMetadataModule: keeps an IP asset's metadata URI and hashes and emits Story's
/// `MetadataURISet` / `NFTTokenURISet`, so the IPA metadata our API serves (docs/product.md §10.2) is named on the
/// devnet chain as it is on Story. The IP's owner or the registration workflows may set it.
contract CoreMetadataModule {
    mapping(address => string) public metadataURI;
    mapping(address => bytes32) public metadataHash;
    mapping(address => bytes32) public nftMetadataHash;

    event MetadataURISet(address indexed ipId, string metadataURI, bytes32 metadataHash);
    event NFTTokenURISet(address indexed ipId, string nftTokenURI, bytes32 nftMetadataHash);

    error AccessControlled__NotIpAccount(address ipAccount);
    error AccessController__PermissionDenied(address ipAccount, address signer, address to, bytes4 func);

    function setAll(address ipId, string calldata metadataURI_, bytes32 metadataHash_, bytes32 nftMetadataHash_)
        external
    {
        if (!IPAssetRegistry(IP_ASSET_REGISTRY).isRegistered(ipId)) revert AccessControlled__NotIpAccount(ipId);
        if (
            msg.sender != REGISTRATION_WORKFLOWS && msg.sender != DERIVATIVE_WORKFLOWS && msg.sender != ipId
                && msg.sender != IpAccount(ipId).owner()
        ) revert AccessController__PermissionDenied(ipId, msg.sender, address(this), msg.sig);
        metadataURI[ipId] = metadataURI_;
        metadataHash[ipId] = metadataHash_;
        nftMetadataHash[ipId] = nftMetadataHash_;
        emit MetadataURISet(ipId, metadataURI_, metadataHash_);
        (, address tokenContract, uint256 tokenId) = IpAccount(ipId).token();
        emit NFTTokenURISet(ipId, _tokenUri(tokenContract, tokenId), nftMetadataHash_);
    }

    function _tokenUri(address tokenContract, uint256 tokenId) private view returns (string memory) {
        (bool ok, bytes memory answer) =
            tokenContract.staticcall(abi.encodeWithSignature("tokenURI(uint256)", tokenId));
        return ok ? abi.decode(answer, (string)) : "";
    }
}
