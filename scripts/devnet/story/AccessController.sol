// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {CORE_METADATA_MODULE, IP_ASSET_REGISTRY, LICENSING_MODULE} from "./StoryAddresses.sol";
import {IpAccount, IPAssetRegistry} from "./IPAssetRegistry.sol";

/// Stand-in for Story's AccessController at its Story address (docs/product.md §11.1), with Story's signatures, the
/// `PermissionSet` event and error names of the SDK's ABI: an IP asset's owner (or its IP account) lets a signer call
/// one function of one module for that IP, and a module asks `checkPermission` before treating the signer like the
/// owner (Story's `AccessControlled._hasPermission`). Permission levels are Story's: 0 abstain, 1 allow, 2 deny.
/// Not emulated: transient permissions, signed permissions, batches, pausing; the module registry is the two modules
/// the devnet places (LicensingModule, CoreMetadataModule).
contract AccessController {
    uint8 private constant ABSTAIN = 0;
    uint8 private constant ALLOW = 1;
    uint8 private constant DENY = 2;

    /// ipAccount => signer => to => func => permission
    mapping(address => mapping(address => mapping(address => mapping(bytes4 => uint8)))) private _permissions;

    event PermissionSet(
        address ipAccountOwner,
        address indexed ipAccount,
        address indexed signer,
        address indexed to,
        bytes4 func,
        uint8 permission
    );

    error AccessController__BothCallerAndRecipientAreNotRegisteredModule(address signer, address to);
    error AccessController__CallerIsNotIPAccountOrOwner();
    error AccessController__IPAccountIsNotValid(address ipAccount);
    error AccessController__IPAccountIsZeroAddress();
    error AccessController__PermissionDenied(address ipAccount, address signer, address to, bytes4 func);
    error AccessController__PermissionIsNotValid();
    error AccessController__SignerIsZeroAddress();
    error AccessController__ToAndFuncAreZeroAddressShouldCallSetAllPermissions();

    /// Sent by the IP asset's owner (or its IP account): as Story, anyone else is refused.
    function setPermission(address ipAccount, address signer, address to, bytes4 func, uint8 permission) external {
        if (ipAccount == address(0)) revert AccessController__IPAccountIsZeroAddress();
        if (signer == address(0)) revert AccessController__SignerIsZeroAddress();
        if (!IPAssetRegistry(IP_ASSET_REGISTRY).isRegistered(ipAccount)) {
            revert AccessController__IPAccountIsNotValid(ipAccount);
        }
        if (to == address(0) && func == bytes4(0)) {
            revert AccessController__ToAndFuncAreZeroAddressShouldCallSetAllPermissions();
        }
        if (permission > DENY) revert AccessController__PermissionIsNotValid();
        address owner = IpAccount(ipAccount).owner();
        if (msg.sender != ipAccount && msg.sender != owner) revert AccessController__CallerIsNotIPAccountOrOwner();
        _permissions[ipAccount][signer][to][func] = permission;
        emit PermissionSet(owner, ipAccount, signer, to, func, permission);
    }

    function getPermission(address ipAccount, address signer, address to, bytes4 func) public view returns (uint8) {
        return _permissions[ipAccount][signer][to][func];
    }

    /// Returns when `signer` may call `func` of `to` for `ipAccount`, else reverts (Story's order of checks: the IP
    /// account itself, the owner, the function's permission, then the module's and the signer's wildcards).
    function checkPermission(address ipAccount, address signer, address to, bytes4 func) external view {
        if (!IPAssetRegistry(IP_ASSET_REGISTRY).isRegistered(ipAccount)) {
            revert AccessController__IPAccountIsNotValid(ipAccount);
        }
        if (ipAccount == signer && _isModule(to)) return;
        if (!_isModule(signer) && !_isModule(to)) {
            revert AccessController__BothCallerAndRecipientAreNotRegisteredModule(signer, to);
        }
        if (IpAccount(ipAccount).owner() == signer && _isModule(to)) return;
        uint8 permission = _permissions[ipAccount][signer][to][func];
        if (permission == ALLOW) return;
        if (permission == ABSTAIN) {
            permission = _permissions[ipAccount][signer][to][bytes4(0)];
            if (permission == ALLOW) return;
            if (permission == ABSTAIN && _permissions[ipAccount][signer][address(0)][bytes4(0)] == ALLOW) return;
        }
        revert AccessController__PermissionDenied(ipAccount, signer, to, func);
    }

    function _isModule(address account) private pure returns (bool) {
        return account == LICENSING_MODULE || account == CORE_METADATA_MODULE;
    }
}
