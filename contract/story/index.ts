/**
 * Story licences on chain (docs/product.md §10): Story's addresses, the calls OVERDIVE sends, the events it verifies
 * and the mapping of a product licence to PIL terms. Shared by the API and the SPA (loaded only on Story screens).
 */
export * from './addresses.js';
export * from './abi.js';
export * from './calls.js';
export * from './events.js';
export * from './terms.js';
