// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IErc721Receiver {
    function onERC721Received(address operator, address from, uint256 tokenId, bytes calldata data)
        external
        returns (bytes4);
}

/// A small enumerable ERC-721 written for the devnet stand-ins (the SPG collections and the licence token). Errors use
/// the ERC-6093 names that Story's ABIs declare, so a revert decodes the same way on the devnet and on Story.
abstract contract Erc721 {
    mapping(uint256 => address) internal _owners;
    mapping(address => uint256[]) internal _owned;
    mapping(uint256 => uint256) internal _ownedIndex;
    mapping(uint256 => address) internal _approved;
    mapping(address => mapping(address => bool)) internal _operators;
    uint256 internal _supply;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error ERC721NonexistentToken(uint256 tokenId);
    error ERC721InvalidReceiver(address receiver);
    error ERC721InvalidOwner(address owner);
    error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner);
    error ERC721InsufficientApproval(address operator, uint256 tokenId);
    error ERC721OutOfBoundsIndex(address owner, uint256 index);

    function name() public view virtual returns (string memory);
    function symbol() public view virtual returns (string memory);
    function tokenURI(uint256 tokenId) public view virtual returns (string memory);

    function supportsInterface(bytes4 interfaceId) public pure virtual returns (bool) {
        // ERC-165, ERC-721, ERC-721 metadata, ERC-721 enumerable.
        return interfaceId == 0x01ffc9a7 || interfaceId == 0x80ac58cd || interfaceId == 0x5b5e139f
            || interfaceId == 0x780e9d63;
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address holder = _owners[tokenId];
        if (holder == address(0)) revert ERC721NonexistentToken(tokenId);
        return holder;
    }

    function balanceOf(address holder) external view returns (uint256) {
        if (holder == address(0)) revert ERC721InvalidOwner(address(0));
        return _owned[holder].length;
    }

    function totalSupply() public view returns (uint256) {
        return _supply;
    }

    function tokenOfOwnerByIndex(address holder, uint256 index) external view returns (uint256) {
        if (index >= _owned[holder].length) revert ERC721OutOfBoundsIndex(holder, index);
        return _owned[holder][index];
    }

    function getApproved(uint256 tokenId) external view returns (address) {
        ownerOf(tokenId);
        return _approved[tokenId];
    }

    function isApprovedForAll(address holder, address operator) public view returns (bool) {
        return _operators[holder][operator];
    }

    function approve(address to, uint256 tokenId) external {
        address holder = ownerOf(tokenId);
        if (msg.sender != holder && !_operators[holder][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        _approved[tokenId] = to;
        emit Approval(holder, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) external {
        _operators[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public virtual {
        address holder = ownerOf(tokenId);
        if (holder != from) revert ERC721IncorrectOwner(from, tokenId, holder);
        if (msg.sender != holder && !_operators[holder][msg.sender] && _approved[tokenId] != msg.sender) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        _move(from, to, tokenId);
    }

    function safeTransferFrom(address from, address to, uint256 tokenId) external {
        safeTransferFrom(from, to, tokenId, "");
    }

    function safeTransferFrom(address from, address to, uint256 tokenId, bytes memory data) public {
        transferFrom(from, to, tokenId);
        if (to.code.length > 0) {
            bytes4 answer = IErc721Receiver(to).onERC721Received(msg.sender, from, tokenId, data);
            if (answer != IErc721Receiver.onERC721Received.selector) revert ERC721InvalidReceiver(to);
        }
    }

    function _mint(address to, uint256 tokenId) internal {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        _supply += 1;
        _move(address(0), to, tokenId);
    }

    function _burn(uint256 tokenId) internal {
        address holder = ownerOf(tokenId);
        _supply -= 1;
        _move(holder, address(0), tokenId);
    }

    function _move(address from, address to, uint256 tokenId) private {
        if (from != address(0)) {
            uint256[] storage list = _owned[from];
            uint256 index = _ownedIndex[tokenId];
            uint256 last = list[list.length - 1];
            list[index] = last;
            _ownedIndex[last] = index;
            list.pop();
            delete _approved[tokenId];
        }
        if (to != address(0)) {
            _ownedIndex[tokenId] = _owned[to].length;
            _owned[to].push(tokenId);
        }
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }
}
