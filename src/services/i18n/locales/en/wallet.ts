// The wallet button (docs/product.md §5). The dialogs' texts are in walletDialogs.ts, loaded with the first dialog.
export const wallet = {
  'wallet.connect': 'CONNECT',
  'wallet.wrongNetwork': 'Wrong network',
  'wallet.pendingTransactions': 'Transaction pending',
} as const;
