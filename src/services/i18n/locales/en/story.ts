// Licences on Story, the licensor's screens (docs/product.md §10, §11.1): /manage, /product/{id}, Home. The buyer's
// remix texts are `storefront.remix.*` (storefront.ts), translated with the public page.
export const story = {
  'story.newTab': 'opens in a new tab',
  'story.connectCompanyWallet':
    "Connect your company's wallet to send this on Story: only the company wallet owns the collection and the IP assets.",
  'story.wrongNetwork': 'Switch your wallet to the network OVERDIVE uses, then try again.',
  'story.stage.terms': 'Checking the licence terms on Story…',
  'story.stage.wallet': 'Confirm in your wallet…',
  'story.stage.mining': 'Waiting for the transaction to be confirmed…',
  'story.stage.recording': 'Recording it on OVERDIVE…',

  'story.failure.rejected': 'You declined the request in your wallet. Nothing was sent.',
  'story.failure.wallet': 'Your wallet could not send the transaction.',
  'story.failure.batchFailed': 'The wallet’s batch did not go through (status {status}).',
  'story.failure.batchNoHashes': 'The wallet answered the batch without the transactions it sent.',
  'story.failure.reverted': 'The transaction failed on chain. Nothing was recorded; you can send it again.',
  'story.failure.refused': 'OVERDIVE did not accept this transaction.',
  'story.failure.refusedUnknown': 'The transaction does not show what OVERDIVE expected.',
  'story.failure.api': 'The transaction is confirmed, but OVERDIVE could not record it yet.',
  'story.failure.retry': 'Retry',
  'story.failure.viewTx': 'View the transaction',
  'story.failure.newTab': 'opens in a new tab',

  'story.reason.alreadyUsed': 'This transaction has already been recorded for something else.',
  'story.reason.notFound':
    'This network does not know the transaction. Check that your wallet is on the right network.',
  'story.reason.notMined': 'The transaction is not confirmed yet. Retry in a moment.',
  'story.reason.failed': 'The transaction failed on chain.',
  'story.reason.otherWallet': 'The transaction was sent from another wallet than the company wallet.',
  'story.reason.noCollection': 'The transaction did not create a collection on Story.',
  'story.reason.collectionOfOther': 'The new collection belongs to another wallet.',
  'story.reason.publicMinting': 'The collection is open to public minting; licence collections must not be.',
  'story.reason.noIpAsset': 'The transaction did not register an IP asset on Story.',
  'story.reason.otherChain': 'The IP asset was registered for another network.',
  'story.reason.outsideCollection': "The IP asset is not in your company's licence collection.",
  'story.reason.otherReceiver': 'The transaction sent the token to another address.',
  'story.reason.metadata':
    "The IP asset's metadata is not this product's as OVERDIVE serves it now. Register again.",
  'story.reason.termsNotRegistered': "Story does not hold this product's licence terms yet. Register again.",
  'story.reason.noTokens': 'The transaction did not mint licence tokens on Story.',
  'story.reason.otherIp': "The licence tokens are of another IP asset than this product's.",
  'story.reason.otherTerms': "The licence tokens are under other terms than this product's.",
  'story.reason.quantity': "The number of licence tokens is not the order's quantity.",
  'story.reason.noDerivative': 'The transaction did not register a remix on Story.',
  'story.reason.notOurToken': 'A licence token of the remix was not issued through OVERDIVE.',
  'story.reason.noDerivatives': 'The licence does not allow remixes.',
  'story.reason.noPermission':
    'The transaction did not change the issuer wallet’s permission for this product.',
  'story.reason.otherSigner': 'The permission was given to another wallet than this server’s issuer wallet.',
  'story.reason.otherFunction': 'The permission is for something else than issuing this product’s licences.',
  'story.reason.earlierPermission': 'A later change of this permission is already recorded.',

  'story.collection.title': 'Licence collection on Story',
  'story.collection.description':
    "Your products' IP assets are minted into your company's own collection on Story. Create it once; only your company wallet can mint into it.",
  'story.collection.create': 'Create licence collection on Story',
  'story.collection.address': 'Collection',
  'story.collection.created': 'Your licence collection on Story is recorded.',
  'story.collection.txDescription': 'Create licence collection on Story',

  'story.issuer.title': 'Issuer wallet',
  'story.issuer.description':
    'OVERDIVE’s wallet that issues licences to buyers the moment they pay, for the products where you turned on Issue licences automatically. It pays the gas; the operator of this OVERDIVE server tops it up.',
  'story.issuer.loading': 'Loading the issuer wallet…',
  'story.issuer.off': 'Automatic issuing is off on this server: licences are issued from your wallet.',
  'story.issuer.copy': 'Copy address',
  'story.issuer.copyLabel': 'Copy the issuer wallet’s address',
  'story.issuer.explorer': 'View on the explorer',
  'story.issuer.balance': 'Balance: {balance}',
  'story.issuer.unavailable': 'unavailable right now',
  'story.issuer.low':
    'The balance is below {min}. Licences of products issued automatically wait until the operator of this OVERDIVE server tops it up.',

  'story.issuerNotice.title': 'The issuer wallet is running low',
  'story.issuerNotice.body':
    'Its balance is {balance}, below the minimum of {min}. Licences of products issued automatically will wait until it is topped up: ask the operator of this OVERDIVE server to top up the issuer wallet. Meanwhile you can issue them by hand below.',
  'story.issuerNotice.address': 'Issuer wallet:',

  'story.register.title': 'Story',
  'story.register.loading': 'Loading the Story registration…',
  'story.register.description':
    'Registers this product as an IP asset on Story with its licence terms. Once registered, its licence can no longer change. Up to two confirmations in your wallet.',
  'story.register.action': 'Register on Story',
  'story.register.needsCollection': 'Create your licence collection on Story first (Manage).',
  'story.register.toManage': 'Go to Manage',
  'story.register.ipAsset': 'IP asset',
  'story.register.termsId': 'Licence terms id',
  'story.register.done': '{title} is registered on Story.',
  'story.register.txDescription': 'Register {title} on Story',
  'story.register.termsTxDescription': 'Register the licence terms of {title} on Story',

  'story.autoIssue.label': 'Issue licences automatically',
  'story.autoIssue.hint':
    'Licences are issued to buyers the moment they pay, by OVERDIVE’s issuer wallet, which can mint this product’s licences only. One confirmation in your wallet.',
  'story.autoIssue.loading': 'Loading the issuer wallet…',
  'story.autoIssue.serverOff':
    'Automatic issuing is off on this server. Issue this product’s licences from Licences to issue on Home.',
  'story.autoIssue.onTx': 'Issue licences of {title} automatically',
  'story.autoIssue.offTx': 'Stop issuing licences of {title} automatically',
  'story.autoIssue.turnedOn': 'Licences of {title} are now issued automatically when buyers pay.',
  'story.autoIssue.turnedOff': 'Licences of {title} are no longer issued automatically.',

  'story.queue.title': 'Licences to issue on Story',
  'story.queue.loading': 'Loading paid orders waiting for licence tokens…',
  'story.queue.empty': 'No paid order is waiting for licence tokens.',
  'story.queue.toBuyer': 'Licences: {count}, to {buyer}',
  'story.queue.issue': 'Issue licences ({count})',
  'story.queue.progress': 'Order {done} of {total}:',
  'story.queue.issued': 'Licence tokens issued. Orders completed: {count}.',
  'story.queue.txDescription': 'Issue licence tokens for {number}',
  'story.queue.issuing': 'Issuing automatically…',
  'story.queue.problem.permissionRevoked':
    'Not issued automatically: the issuer wallet’s permission for this product was taken back. Issue it here.',
  'story.queue.problem.outOfGas':
    'Not issued automatically yet: the issuer wallet cannot pay the gas. Issue it here, or wait until the operator of this OVERDIVE server tops it up.',
  'story.queue.problem.chainUnavailable':
    'Not issued automatically yet: the chain did not answer. OVERDIVE keeps trying; you can issue it here.',
  'story.queue.problem.mintFailed':
    'Not issued automatically: the issuer’s transaction failed on chain. Issue it here.',
  'story.queue.problem.issuerOff':
    'Not issued automatically: automatic issuing is off on this server. Issue it here.',
  'story.queue.problem.other': 'Not issued automatically yet. You can issue it here.',

  'story.remixes.title': 'Remixes on Story',
  'story.remixes.loading': 'Loading remixes…',
  'story.remixes.empty': 'No remix has been registered from this product’s licences yet.',
  'story.remixes.by': 'by {holder}',
  'story.remixes.tx': 'Transaction',
  'story.remixes.ipLabel': 'Remix IP asset {ip}',
};
