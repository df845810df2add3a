// Everything this locale has (the public brand page and the wallet dialogs, docs/product.md §4) is one chunk: only that
// page speaks it, and one download compresses better than one per part. The form and transaction texts read the same in Hong
// Kong as in Taiwan, so they are Taiwan's own.
export { default as core } from './core';
export { forms } from '../zh-TW/forms';
export { storefront } from './storefront';
export { storefrontRemix } from './storefrontRemix';
export { transactions } from '../zh-TW/transactions';
export { walletDialogs } from './walletDialogs';
