// The devnet moved to scripts/devnet (`npm start` runs it, and product scripts do not import from tests/). This
// re-export keeps imports written against the old place working while other branches merge.
export * from '../../../../scripts/devnet/index.js';
