// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {
    ACCESS_CONTROLLER, IP_ASSET_REGISTRY, LICENSE_REGISTRY, LICENSE_TOKEN, PIL_LICENSE_TEMPLATE
} from "./StoryAddresses.sol";
import {AccessController} from "./AccessController.sol";
import {IpAccount, IPAssetRegistry} from "./IPAssetRegistry.sol";
import {LicenseRegistry} from "./LicenseRegistry.sol";
import {LicenseToken} from "./LicenseToken.sol";
import {PILicenseTemplate} from "./PILicenseTemplate.sol";

/// Stand-in for Story's LicensingModule at its Story address, with Story's signatures, events and error names for the
/// two calls OVERDIVE makes:
/// - `mintLicenseTokens`: OVERDIVE's terms are registered but never attached (private licences, docs/product.md §10),
/// and   Story lets only the licensor IP's owner (or the IP account itself) mint terms that are not attached, or a
/// signer   the owner permitted for this function in the AccessController (`_hasPermission` in Story's
/// AccessControlled,   docs/product.md §11.1); anyone else is refused with
/// `LicenseRegistry__LicensorIpHasNoLicenseTerms`.
/// - `registerDerivativeWithLicenseTokens`: the owner of a registered IP asset burns licence tokens it holds (or its
///   IP account holds) whose terms allow derivatives, and the asset becomes their licensor's derivative (§10.4).
/// Not emulated: minting fees and royalty payments (OVERDIVE's terms have a fee of 0; terms with a fee are refused
/// here rather than minted free), licensing configs and hooks, disputes, group IPs, expiry.
contract LicensingModule {
    mapping(address => bool) private _hasMinted;

    event LicenseTokensMinted(
        address indexed caller,
        address indexed licensorIpId,
        address licenseTemplate,
        uint256 indexed licenseTermsId,
        uint256 amount,
        address receiver,
        uint256 startLicenseTokenId
    );
    event DerivativeRegistered(
        address indexed caller,
        address indexed childIpId,
        uint256[] licenseTokenIds,
        address[] parentIpIds,
        uint256[] licenseTermsIds,
        address licenseTemplate
    );

    error AccessControlled__NotIpAccount(address ipAccount);
    error AccessController__PermissionDenied(address ipAccount, address signer, address to, bytes4 func);
    error LicenseRegistry__DerivativeAlreadyRegistered(address childIpId);
    error LicenseRegistry__DerivativeIsParent(address ipId);
    error LicenseRegistry__DuplicateParentIp(address ipId, address parentIpId);
    error LicenseRegistry__LicenseTermsNotExists(address licenseTemplate, uint256 licenseTermsId);
    error LicenseRegistry__LicensorIpHasNoLicenseTerms(address ipId, address licenseTemplate, uint256 licenseTermsId);
    error LicenseRegistry__UnregisteredLicenseTemplate(address licenseTemplate);
    error LicenseToken__CallerAndChildIPNotTokenOwner(
        uint256 tokenId, address caller, address childIpId, address actualTokenOwner
    );
    error LicensingModule__DerivativeAlreadyHasBeenMintedLicenseTokens(address childIpId);
    error LicensingModule__ExceedMaxRevenueShare(
        address ipId, address licenseTemplate, uint256 licenseTermsId, uint32 revenueShare, uint32 maxRevenueShare
    );
    error LicensingModule__LicenseTokenNotCompatibleForDerivative(address childIpId, uint256[] licenseTokenIds);
    error LicensingModule__LicensorIpNotRegistered();
    error LicensingModule__MintAmountZero();
    error LicensingModule__NoLicenseToken();
    /// The devnet collects no minting fees (see above): such terms are refused instead of minted for free.
    error StandIn__MintingFeeNotEmulated(uint256 licenseTermsId);

    function mintLicenseTokens(
        address licensorIpId,
        address licenseTemplate,
        uint256 licenseTermsId,
        uint256 amount,
        address receiver,
        bytes calldata, /* royaltyContext */
        uint256, /* maxMintingFee: every fee is 0 here */
        uint32 maxRevenueShare
    ) external returns (uint256 startLicenseTokenId) {
        if (amount == 0) revert LicensingModule__MintAmountZero();
        if (!IPAssetRegistry(IP_ASSET_REGISTRY).isRegistered(licensorIpId)) {
            revert LicensingModule__LicensorIpNotRegistered();
        }
        if (licenseTemplate != PIL_LICENSE_TEMPLATE) revert LicenseRegistry__UnregisteredLicenseTemplate(licenseTemplate);
        PILicenseTemplate template = PILicenseTemplate(licenseTemplate);
        if (!template.exists(licenseTermsId)) {
            revert LicenseRegistry__LicenseTermsNotExists(licenseTemplate, licenseTermsId);
        }
        // Terms not attached (all of OVERDIVE's): only the licensor IP's owner, the IP account itself, or a signer the
        // owner permitted for this function may mint.
        if (!_hasPermission(licensorIpId)) {
            revert LicenseRegistry__LicensorIpHasNoLicenseTerms(licensorIpId, licenseTemplate, licenseTermsId);
        }
        if (template.getLicenseTerms(licenseTermsId).defaultMintingFee > 0) {
            revert StandIn__MintingFeeNotEmulated(licenseTermsId);
        }
        uint32 revenueShare = template.commercialRevShareOf(licenseTermsId);
        if (maxRevenueShare != 0 && revenueShare > maxRevenueShare) {
            revert LicensingModule__ExceedMaxRevenueShare(
                licensorIpId, licenseTemplate, licenseTermsId, revenueShare, maxRevenueShare
            );
        }
        _hasMinted[licensorIpId] = true;
        startLicenseTokenId = LicenseToken(LICENSE_TOKEN).mintLicenseTokens(
            licensorIpId, licenseTemplate, licenseTermsId, amount, msg.sender, receiver, maxRevenueShare
        );
        emit LicenseTokensMinted(
            msg.sender, licensorIpId, licenseTemplate, licenseTermsId, amount, receiver, startLicenseTokenId
        );
    }

    /// Story's `AccessControlled._hasPermission`: the AccessController's `checkPermission` for the caller, this module
    /// and the function being called, true when it does not revert (it passes the IP account and its owner).
    function _hasPermission(address ipAccount) private view returns (bool) {
        try AccessController(ACCESS_CONTROLLER).checkPermission(ipAccount, msg.sender, address(this), msg.sig) {
            return true;
        } catch {
            return false;
        }
    }

    /// The fee a mint would cost: always 0 here (see above), in the terms' currency. Story's SDK asks before minting.
    function predictMintingLicenseFee(
        address, /* licensorIpId */
        address licenseTemplate,
        uint256 licenseTermsId,
        uint256, /* amount */
        address, /* receiver */
        bytes calldata /* royaltyContext */
    ) external view returns (address currencyToken, uint256 tokenAmount) {
        if (licenseTemplate != PIL_LICENSE_TEMPLATE) revert LicenseRegistry__UnregisteredLicenseTemplate(licenseTemplate);
        return (PILicenseTemplate(licenseTemplate).getLicenseTerms(licenseTermsId).currency, 0);
    }

    function registerDerivativeWithLicenseTokens(
        address childIpId,
        uint256[] calldata licenseTokenIds,
        bytes calldata, /* royaltyContext */
        uint32 /* maxRts: no royalty tokens here */
    ) external {
        if (!IPAssetRegistry(IP_ASSET_REGISTRY).isRegistered(childIpId)) {
            revert AccessControlled__NotIpAccount(childIpId);
        }
        if (msg.sender != childIpId && msg.sender != IpAccount(childIpId).owner()) {
            revert AccessController__PermissionDenied(childIpId, msg.sender, address(this), msg.sig);
        }
        if (licenseTokenIds.length == 0) revert LicensingModule__NoLicenseToken();
        LicenseRegistry registry = LicenseRegistry(LICENSE_REGISTRY);
        if (registry.isDerivativeIp(childIpId)) revert LicenseRegistry__DerivativeAlreadyRegistered(childIpId);
        if (_hasMinted[childIpId]) revert LicensingModule__DerivativeAlreadyHasBeenMintedLicenseTokens(childIpId);

        address[] memory parentIpIds = new address[](licenseTokenIds.length);
        uint256[] memory licenseTermsIds = new uint256[](licenseTokenIds.length);
        for (uint256 i = 0; i < licenseTokenIds.length; i++) {
            (parentIpIds[i], licenseTermsIds[i]) = _parentOf(childIpId, licenseTokenIds, i);
            for (uint256 j = 0; j < i; j++) {
                if (parentIpIds[j] == parentIpIds[i]) {
                    revert LicenseRegistry__DuplicateParentIp(childIpId, parentIpIds[i]);
                }
            }
        }
        registry.registerDerivativeIp(childIpId, parentIpIds, licenseTermsIds);
        LicenseToken(LICENSE_TOKEN).burnLicenseTokens(msg.sender, licenseTokenIds);
        emit DerivativeRegistered(
            msg.sender, childIpId, licenseTokenIds, parentIpIds, licenseTermsIds, PIL_LICENSE_TEMPLATE
        );
    }

    /// The licensor IP and terms of one licence token, once it is shown to be usable for this remix: held by the
    /// caller or the child IP, from another IP, with terms that allow derivatives.
    function _parentOf(address childIpId, uint256[] calldata licenseTokenIds, uint256 index)
        private
        view
        returns (address parentIpId, uint256 termsId)
    {
        LicenseToken licenseToken = LicenseToken(LICENSE_TOKEN);
        uint256 tokenId = licenseTokenIds[index];
        address holder = licenseToken.ownerOf(tokenId);
        if (holder != msg.sender && holder != childIpId) {
            revert LicenseToken__CallerAndChildIPNotTokenOwner(tokenId, msg.sender, childIpId, holder);
        }
        parentIpId = licenseToken.getLicensorIpId(tokenId);
        termsId = licenseToken.getLicenseTermsId(tokenId);
        if (parentIpId == childIpId) revert LicenseRegistry__DerivativeIsParent(childIpId);
        if (!PILicenseTemplate(PIL_LICENSE_TEMPLATE).allowsDerivatives(termsId)) {
            revert LicensingModule__LicenseTokenNotCompatibleForDerivative(childIpId, licenseTokenIds);
        }
    }
}
