// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {LICENSING_MODULE, PIL_LICENSE_TEMPLATE} from "./StoryAddresses.sol";

/// Stand-in for Story's LicenseRegistry at its Story address: the parent/child links made by remixes (docs/product.md
/// §10.4), readable with Story's view functions. Terms are never attached to IP assets in OVERDIVE (private licences,
/// §10), so `hasIpAttachedLicenseTerms` is always false here.
contract LicenseRegistry {
    mapping(address => address[]) private _parents;
    mapping(address => mapping(address => uint256)) private _parentTermsId;
    mapping(address => uint256) private _childCount;

    error LicenseRegistry__CallerNotLicensingModule();

    function registerDerivativeIp(address childIpId, address[] calldata parentIpIds, uint256[] calldata termsIds)
        external
    {
        if (msg.sender != LICENSING_MODULE) revert LicenseRegistry__CallerNotLicensingModule();
        for (uint256 i = 0; i < parentIpIds.length; i++) {
            _parents[childIpId].push(parentIpIds[i]);
            _parentTermsId[childIpId][parentIpIds[i]] = termsIds[i];
            _childCount[parentIpIds[i]] += 1;
        }
    }

    function hasIpAttachedLicenseTerms(address, address, uint256) external pure returns (bool) {
        return false;
    }

    function isDerivativeIp(address childIpId) external view returns (bool) {
        return _parents[childIpId].length > 0;
    }

    function hasDerivativeIps(address parentIpId) external view returns (bool) {
        return _childCount[parentIpId] > 0;
    }

    function isParentIp(address parentIpId, address childIpId) external view returns (bool) {
        address[] storage parents = _parents[childIpId];
        for (uint256 i = 0; i < parents.length; i++) if (parents[i] == parentIpId) return true;
        return false;
    }

    function getParentIpCount(address childIpId) external view returns (uint256) {
        return _parents[childIpId].length;
    }

    function getParentIp(address childIpId, uint256 index) external view returns (address parentIpId) {
        return _parents[childIpId][index];
    }

    function getParentLicenseTerms(address childIpId, address parentIpId)
        external
        view
        returns (address licenseTemplate, uint256 licenseTermsId)
    {
        licenseTermsId = _parentTermsId[childIpId][parentIpId];
        licenseTemplate = licenseTermsId == 0 ? address(0) : PIL_LICENSE_TEMPLATE;
    }
}
