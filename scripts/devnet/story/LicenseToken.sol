// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Erc721} from "./Erc721.sol";
import {LICENSING_MODULE} from "./StoryAddresses.sol";
import {PILicenseTemplate} from "./PILicenseTemplate.sol";

/// Story's `ILicenseToken.LicenseTokenMetadata`, field for field.
struct LicenseTokenMetadata {
    address licensorIpId;
    address licenseTemplate;
    uint256 licenseTermsId;
    bool transferable;
    uint32 commercialRevShare;
}

/// Stand-in for Story's LicenseToken (ERC-721) at its Story address: the licence a buyer holds (docs/product.md §10.3).
/// Only the licensing module mints and burns; ids count from 0 across all licensors, as on Story; a token whose terms
/// are not transferable cannot be moved by its holder.
contract LicenseToken is Erc721 {
    mapping(uint256 => LicenseTokenMetadata) private _metadata;
    uint256 private _minted;

    event LicenseTokenMinted(address indexed minter, address indexed receiver, uint256 indexed tokenId);

    error LicenseToken__CallerNotLicensingModule();
    error LicenseToken__NotTransferable();

    modifier onlyLicensingModule() {
        if (msg.sender != LICENSING_MODULE) revert LicenseToken__CallerNotLicensingModule();
        _;
    }

    function name() public pure override returns (string memory) {
        return "Programmable IP License Token";
    }

    function symbol() public pure override returns (string memory) {
        return "PILicenseToken";
    }

    function tokenURI(uint256 id) public view override returns (string memory) {
        ownerOf(id);
        return "";
    }

    function mintLicenseTokens(
        address licensorIpId,
        address licenseTemplate,
        uint256 licenseTermsId,
        uint256 amount,
        address minter,
        address receiver,
        uint32 /* maxRevenueShare: checked by the licensing module */
    ) external onlyLicensingModule returns (uint256 startLicenseTokenId) {
        PILicenseTemplate template = PILicenseTemplate(licenseTemplate);
        bool transferable = template.isLicenseTransferable(licenseTermsId);
        uint32 commercialRevShare = template.commercialRevShareOf(licenseTermsId);
        startLicenseTokenId = _minted;
        _minted += amount;
        for (uint256 i = 0; i < amount; i++) {
            uint256 tokenId = startLicenseTokenId + i;
            _metadata[tokenId] =
                LicenseTokenMetadata(licensorIpId, licenseTemplate, licenseTermsId, transferable, commercialRevShare);
            _mint(receiver, tokenId);
            emit LicenseTokenMinted(minter, receiver, tokenId);
        }
    }

    function burnLicenseTokens(address, uint256[] calldata tokenIds) external onlyLicensingModule {
        for (uint256 i = 0; i < tokenIds.length; i++) _burn(tokenIds[i]);
    }

    function transferFrom(address from, address to, uint256 tokenId) public override {
        if (!_metadata[tokenId].transferable && _owners[tokenId] != address(0)) revert LicenseToken__NotTransferable();
        super.transferFrom(from, to, tokenId);
    }

    function totalMintedTokens() external view returns (uint256) {
        return _minted;
    }

    function getLicenseTokenMetadata(uint256 tokenId) external view returns (LicenseTokenMetadata memory) {
        return _metadata[tokenId];
    }

    function getLicensorIpId(uint256 tokenId) external view returns (address) {
        return _metadata[tokenId].licensorIpId;
    }

    function getLicenseTemplate(uint256 tokenId) external view returns (address) {
        return _metadata[tokenId].licenseTemplate;
    }

    function getLicenseTermsId(uint256 tokenId) external view returns (uint256) {
        return _metadata[tokenId].licenseTermsId;
    }
}
