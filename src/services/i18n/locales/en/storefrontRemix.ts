// The buyer's remix on Story (docs/product.md §10.4), in the storefront namespace but its own file: these texts load
// with the remix form (the `remix` bundle), not with the public page's first screen.
export const storefrontRemix = {
  'storefront.remix.title': 'Register your remix on Story',
  'storefront.remix.childIp': 'Your IP asset ID',
  'storefront.remix.childIpHint':
    'The Story IP asset of your work (0x…), owned by this wallet. Your license tokens are used up.',
  'storefront.remix.childIpInvalid': 'Enter an IP asset ID: 0x followed by 40 hexadecimal characters.',
  'storefront.remix.submit': 'Register remix',
  'storefront.remix.done': 'Your remix is registered on Story:',
  'storefront.remix.txDescription': 'Register a remix of {title} on Story',
  'storefront.remix.stage.wallet': 'Confirm in your wallet…',
  'storefront.remix.stage.mining': 'Waiting for the transaction to be confirmed…',
  'storefront.remix.stage.recording': 'Recording your remix…',
  'storefront.remix.failure.rejected': 'You declined the request in your wallet. Nothing was sent.',
  'storefront.remix.failure.wallet': 'Your wallet could not send the transaction.',
  'storefront.remix.failure.reverted':
    'The transaction failed on chain. Check that this wallet owns the IP asset and that it is not already a remix.',
  'storefront.remix.failure.refused': 'OVERDIVE did not accept this remix.',
  'storefront.remix.failure.api': 'The remix is on Story, but OVERDIVE could not record it yet.',
  'storefront.remix.failure.retry': 'Retry',
  'storefront.remix.failure.viewTx': 'View the transaction',
  'storefront.remix.failure.newTab': 'opens in a new tab',
} as const;
