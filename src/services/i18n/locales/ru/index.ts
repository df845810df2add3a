// Everything this locale has (the public brand page and the wallet dialogs, docs/product.md §4) is one chunk: only that
// page speaks it, and one download compresses better than one per part.
export { default as core } from './core';
export { forms } from './forms';
export { storefront } from './storefront';
export { storefrontRemix } from './storefrontRemix';
export { transactions } from './transactions';
export { walletDialogs } from './walletDialogs';
