// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {InitParams, SpgNft} from "./SpgNft.sol";
import {IPAssetRegistry} from "./IPAssetRegistry.sol";
import {CoreMetadataModule} from "./CoreMetadataModule.sol";
import {IP_ASSET_REGISTRY, CORE_METADATA_MODULE} from "./StoryAddresses.sol";

/// Story's `WorkflowStructs.IPMetadata`, field for field.
struct IPMetadata {
    string ipMetadataURI;
    bytes32 ipMetadataHash;
    string nftMetadataURI;
    bytes32 nftMetadataHash;
}

/// Stand-in for Story's RegistrationWorkflows at its Story address: a licensor's collection (docs/product.md §10.1)
/// and a product's IP asset minted into it (§10.2), with Story's signatures and events.
contract RegistrationWorkflows {
    event CollectionCreated(address indexed spgNftContract);

    error Workflow__CallerNotAuthorizedToMint();

    function createCollection(InitParams calldata spgNftInitParams) external returns (address spgNftContract) {
        spgNftContract = address(new SpgNft(spgNftInitParams));
        emit CollectionCreated(spgNftContract);
    }

    /// Mints into the collection (to this contract first, as Story does), registers the token as an IP asset, sets
    /// its metadata, then hands the NFT, and with it the asset, to `recipient`. Only the collection's minters may
    /// call it while public minting is off.
    function mintAndRegisterIp(
        address spgNftContract,
        address recipient,
        IPMetadata calldata ipMetadata,
        bool allowDuplicates
    ) external returns (address ipId, uint256 tokenId) {
        SpgNft collection = SpgNft(spgNftContract);
        if (!collection.canMint(msg.sender)) revert Workflow__CallerNotAuthorizedToMint();
        tokenId = collection.mintByPeriphery(
            address(this), msg.sender, ipMetadata.nftMetadataURI, ipMetadata.nftMetadataHash, allowDuplicates
        );
        ipId = IPAssetRegistry(IP_ASSET_REGISTRY).register(block.chainid, spgNftContract, tokenId);
        // Like Story, metadata is set only when there is some.
        if (
            bytes(ipMetadata.ipMetadataURI).length > 0 || ipMetadata.ipMetadataHash != bytes32(0)
                || ipMetadata.nftMetadataHash != bytes32(0)
        ) {
            CoreMetadataModule(CORE_METADATA_MODULE).setAll(
                ipId, ipMetadata.ipMetadataURI, ipMetadata.ipMetadataHash, ipMetadata.nftMetadataHash
            );
        }
        collection.safeTransferFrom(address(this), recipient, tokenId, "");
    }

    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }
}
