// The exact localStorage keys of docs/product.md §4. Nothing else goes into localStorage.
export const storageKeys = {
  jwtToken: 'jwt_token',
  walletAddress: 'wallet_address',
  transactions: 'rk-transactions',
  recentWallets: 'rk-recent',
  latestWalletId: 'rk-latest-id',
  ensNamePrefix: 'rk-ens-name-',
  kitVersion: 'rk-version',
  locale: 'locale',
} as const;

/** The wallet-kit version whose `rk-*` formats we keep (docs/product.md §21). */
export const kitVersion = '2.2.8';
