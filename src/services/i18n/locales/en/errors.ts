// The error catalogue of docs/product.md §20 with the exact texts of docs/product.md §5.
export const errors = {
  'errors.noWalletExtension': 'Please install a wallet extension.',
  'errors.tokenIssueFailed': 'Token issuance failed.',
  'errors.noToken': 'No JWT token. Please connect your wallet.',
  'errors.noWalletAddress': 'No wallet address.',
  'errors.tokenExpired': 'Token expired. Please log in again.',
  'errors.apiCallFailed': 'API call failed: {status}',
  'errors.profileLookupFailed': 'Profile lookup failed',
  'errors.productCreationFailed': 'Product creation failed',
  'errors.network': 'The server could not be reached. Check your connection and try again.',
  'errors.timeout': 'The server took too long to answer. Try again.',
  'errors.malformedResponse': 'The server sent an answer that could not be read. Try again.',
  'errors.walletRejected': 'The request was cancelled in the wallet.',
  'errors.walletFailed': 'The wallet could not complete the request.',
  'errors.signInFailed': 'Sign-in failed. Try again.',
  'errors.signatureRefused': 'The server refused the signature. Nothing was changed; sign again.',
} as const;
