// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

// Story's own addresses (the same on Story mainnet 1514 and Aeneid 1315, as published in @story-protocol/core-sdk
// 1.4.4): the devnet places each stand-in at its Story address (scripts/devnet/story.ts), so one configuration and one
// code path serve the devnet and Story (docs/product.md §10.6). contract/story/addresses.ts holds the same list for the
// API and the SPA; a test checks the two agree. The stand-ins keep no constructor state, so placing their runtime code
// with hardhat_setCode is the whole set-up.

address constant REGISTRATION_WORKFLOWS = 0xbe39E1C756e921BD25DF86e7AAa31106d1eb0424;
address constant DERIVATIVE_WORKFLOWS = 0x9e2d496f72C547C2C535B167e06ED8729B374a4f;
address constant IP_ASSET_REGISTRY = 0x77319B4031e6eF1250907aa00018B8B1c67a244b;
address constant CORE_METADATA_MODULE = 0x6E81a25C99C6e8430aeC7353325EB138aFE5DC16;
address constant PIL_LICENSE_TEMPLATE = 0x2E896b0b2Fdb7457499B56AAaA4AE55BCB4Cd316;
address constant LICENSING_MODULE = 0x04fbd8a2e56dd85CFD5500A4A4DfA955B9f1dE6f;
address constant LICENSE_TOKEN = 0xFe3838BFb30B34170F00030B52eA4893d8aAC6bC;
address constant ROYALTY_POLICY_LAP = 0xBe54FB168b3c982b7AaE60dB6CF75Bd8447b390E;
address constant ROYALTY_POLICY_LRP = 0x9156e603C949481883B1d3355c6f1132D191fC41;
// Wrapped IP: on mainnet the only currency the royalty module whitelists for commercial terms.
address constant WRAPPED_IP = 0x1514000000000000000000000000000000000000;
address constant LICENSE_REGISTRY = 0x529a750E02d8E2f15649c13D69a465286a780e24;
address constant ACCESS_CONTROLLER = 0xcCF37d0a503Ee1D4C11208672e622ed3DFB2275a;
