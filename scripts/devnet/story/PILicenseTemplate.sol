// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ROYALTY_POLICY_LAP, ROYALTY_POLICY_LRP, WRAPPED_IP} from "./StoryAddresses.sol";

/// Story's `PILTerms`, field for field (the order is the ABI).
struct PILTerms {
    bool transferable;
    address royaltyPolicy;
    uint256 defaultMintingFee;
    uint256 expiration;
    bool commercialUse;
    bool commercialAttribution;
    address commercializerChecker;
    bytes commercializerCheckerData;
    uint32 commercialRevShare;
    uint256 commercialRevCeiling;
    bool derivativesAllowed;
    bool derivativesAttribution;
    bool derivativesApproval;
    bool derivativesReciprocal;
    uint256 derivativeRevCeiling;
    address currency;
    string uri;
}

/// Stand-in for Story's PILicenseTemplate at its Story address. `registerLicenseTerms` keeps one id per distinct set
/// of terms (registering the same terms again answers the existing id without an event, as on Story) and refuses the
/// combinations Story refuses, with Story's error names: commercial terms need a whitelisted royalty policy and
/// currency (on mainnet only WIP; which is why OVERDIVE's fee-free private licences are paid in USDC outside the
/// protocol, docs/product.md §10), non-commercial terms carry no revenue share, terms without derivatives carry no
/// derivative conditions.
contract PILicenseTemplate {
    mapping(uint256 => PILTerms) private _terms;
    mapping(bytes32 => uint256) private _idByHash;
    uint256 private _count;

    event LicenseTermsRegistered(uint256 indexed licenseTermsId, address indexed licenseTemplate, bytes licenseTerms);

    error PILicenseTemplate__CommercialDisabled_CantAddAttribution();
    error PILicenseTemplate__CommercialDisabled_CantAddCommercializers();
    error PILicenseTemplate__CommercialDisabled_CantAddDerivativeRevCeiling();
    error PILicenseTemplate__CommercialDisabled_CantAddRevCeiling();
    error PILicenseTemplate__CommercialDisabled_CantAddRevShare();
    error PILicenseTemplate__CommercialDisabled_CantAddRoyaltyPolicy();
    error PILicenseTemplate__CommercialEnabled_RoyaltyPolicyRequired();
    error PILicenseTemplate__CurrencyTokenNotWhitelisted();
    error PILicenseTemplate__DerivativesDisabled_CantAddApproval();
    error PILicenseTemplate__DerivativesDisabled_CantAddAttribution();
    error PILicenseTemplate__DerivativesDisabled_CantAddDerivativeRevCeiling();
    error PILicenseTemplate__DerivativesDisabled_CantAddReciprocal();
    error PILicenseTemplate__MintingFeeRequiresRoyaltyPolicy();
    error PILicenseTemplate__RoyaltyPolicyNotWhitelisted();
    error PILicenseTemplate__RoyaltyPolicyRequiresCurrencyToken();

    function name() external pure returns (string memory) {
        return "PILicenseTemplate";
    }

    function registerLicenseTerms(PILTerms calldata terms) external returns (uint256 id) {
        _verify(terms);
        bytes memory encoded = abi.encode(terms);
        bytes32 hash = keccak256(encoded);
        id = _idByHash[hash];
        if (id != 0) return id;
        // Ids start at 1 (Story's id 1 is its default terms; the devnet has none registered before ours).
        id = ++_count;
        _idByHash[hash] = id;
        _terms[id] = terms;
        emit LicenseTermsRegistered(id, address(this), encoded);
    }

    function exists(uint256 licenseTermsId) public view returns (bool) {
        return licenseTermsId != 0 && licenseTermsId <= _count;
    }

    function getLicenseTermsId(PILTerms calldata terms) external view returns (uint256 selectedLicenseTermsId) {
        return _idByHash[keccak256(abi.encode(terms))];
    }

    function getLicenseTerms(uint256 selectedLicenseTermsId) external view returns (PILTerms memory terms) {
        return _terms[selectedLicenseTermsId];
    }

    function getLicenseTermsURI(uint256 licenseTermsId) external view returns (string memory) {
        return _terms[licenseTermsId].uri;
    }

    function totalRegisteredLicenseTerms() external view returns (uint256) {
        return _count;
    }

    function isLicenseTransferable(uint256 licenseTermsId) external view returns (bool) {
        return _terms[licenseTermsId].transferable;
    }

    /// Whether these terms let a licence holder register a derivative (called by the licensing module).
    function allowsDerivatives(uint256 licenseTermsId) external view returns (bool) {
        return _terms[licenseTermsId].derivativesAllowed;
    }

    function commercialRevShareOf(uint256 licenseTermsId) external view returns (uint32) {
        return _terms[licenseTermsId].commercialRevShare;
    }

    function _verify(PILTerms calldata terms) private pure {
        if (terms.royaltyPolicy != address(0) && terms.royaltyPolicy != ROYALTY_POLICY_LAP
                && terms.royaltyPolicy != ROYALTY_POLICY_LRP) revert PILicenseTemplate__RoyaltyPolicyNotWhitelisted();
        if (terms.currency != address(0) && terms.currency != WRAPPED_IP) {
            revert PILicenseTemplate__CurrencyTokenNotWhitelisted();
        }
        if (terms.royaltyPolicy != address(0) && terms.currency == address(0)) {
            revert PILicenseTemplate__RoyaltyPolicyRequiresCurrencyToken();
        }
        if (terms.defaultMintingFee > 0 && terms.royaltyPolicy == address(0)) {
            revert PILicenseTemplate__MintingFeeRequiresRoyaltyPolicy();
        }
        if (terms.commercialUse) {
            if (terms.royaltyPolicy == address(0)) revert PILicenseTemplate__CommercialEnabled_RoyaltyPolicyRequired();
        } else {
            if (terms.commercialAttribution) revert PILicenseTemplate__CommercialDisabled_CantAddAttribution();
            if (terms.commercializerChecker != address(0)) {
                revert PILicenseTemplate__CommercialDisabled_CantAddCommercializers();
            }
            if (terms.commercialRevShare > 0) revert PILicenseTemplate__CommercialDisabled_CantAddRevShare();
            if (terms.commercialRevCeiling > 0) revert PILicenseTemplate__CommercialDisabled_CantAddRevCeiling();
            if (terms.derivativeRevCeiling > 0) {
                revert PILicenseTemplate__CommercialDisabled_CantAddDerivativeRevCeiling();
            }
            if (terms.royaltyPolicy != address(0)) revert PILicenseTemplate__CommercialDisabled_CantAddRoyaltyPolicy();
        }
        if (!terms.derivativesAllowed) {
            if (terms.derivativesAttribution) revert PILicenseTemplate__DerivativesDisabled_CantAddAttribution();
            if (terms.derivativesApproval) revert PILicenseTemplate__DerivativesDisabled_CantAddApproval();
            if (terms.derivativesReciprocal) revert PILicenseTemplate__DerivativesDisabled_CantAddReciprocal();
            if (terms.derivativeRevCeiling > 0) {
                revert PILicenseTemplate__DerivativesDisabled_CantAddDerivativeRevCeiling();
            }
        }
    }
}
