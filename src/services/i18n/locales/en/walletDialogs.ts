// The wallet dialogs (connect, account, network, sign-in) in the wallet kit's English wording (docs/product.md §5).
// Not part of the locale chunk: the dialogs load these with their own code, so /auth's first load stays small.
export const walletDialogs = {
  'walletDialogs.close': 'Close',
  'walletDialogs.back': 'Back',
  'walletDialogs.newTab': '(opens in a new tab)',

  'walletDialogs.connect.title': 'Connect a Wallet',
  'walletDialogs.connect.listLabel': 'Wallets',
  'walletDialogs.connect.recent': 'Recent',
  'walletDialogs.connect.selected': 'Selected',
  'walletDialogs.group.installed': 'Installed',
  'walletDialogs.group.recommended': 'Recommended',
  'walletDialogs.group.popular': 'Popular',
  'walletDialogs.group.other': 'Other',
  'walletDialogs.group.others': 'Others',
  'walletDialogs.group.more': 'More',
  'walletDialogs.connect.newToWallets': 'New to Ethereum wallets?',
  'walletDialogs.connect.learnMore': 'Learn More',

  'walletDialogs.intro.title': 'What is a Wallet?',
  'walletDialogs.intro.assets.title': 'A Home for your Digital Assets',
  'walletDialogs.intro.assets.description':
    'Wallets are used to send, receive, store, and display digital assets like Ethereum and NFTs.',
  'walletDialogs.intro.login.title': 'A New Way to Log In',
  'walletDialogs.intro.login.description':
    'Instead of creating new accounts and passwords on every website, just connect your wallet.',
  'walletDialogs.intro.get': 'Get a Wallet',
  'walletDialogs.intro.learnMore': 'Learn More',

  'walletDialogs.get.title': 'Get a Wallet',
  'walletDialogs.get.action': 'GET',
  'walletDialogs.get.actionLabel': 'Get {wallet}',
  'walletDialogs.get.mobile': 'Mobile Wallet',
  'walletDialogs.get.extension': 'Browser Extension',
  'walletDialogs.get.mobileAndExtension': 'Mobile Wallet and Extension',
  'walletDialogs.get.mobileAndDesktop': 'Mobile and Desktop Wallet',
  'walletDialogs.get.lookingFor.title': 'Not what you’re looking for?',
  'walletDialogs.get.lookingFor.description':
    'Select a wallet on the main screen to get started with a different wallet provider.',

  'walletDialogs.connecting.opening': 'Opening {wallet}...',
  'walletDialogs.connecting.confirm': 'Confirm connection in the extension',
  'walletDialogs.connecting.failed': 'The connection did not go through.',
  'walletDialogs.connecting.retry': 'RETRY',
  'walletDialogs.connecting.notInstalled': '{wallet} is not installed',
  'walletDialogs.connecting.install': 'INSTALL',
  'walletDialogs.connecting.notAvailable': '{wallet} is not available',
  'walletDialogs.connecting.scan': 'Scan with {wallet}',
  'walletDialogs.connecting.scanHint':
    'Scan with your phone’s camera to open OVERDIVE in the {wallet} app, then connect there.',
  'walletDialogs.connecting.qrLabel': 'QR code to open OVERDIVE in {wallet}',
  'walletDialogs.connecting.openApp': 'Open in {wallet}',
  'walletDialogs.connecting.openAppHint':
    'Nothing happened? Install {wallet} first, then open OVERDIVE in its browser.',
  'walletDialogs.connecting.dontHave': 'Don’t have {wallet}?',
  'walletDialogs.connecting.get': 'GET',

  'walletDialogs.options.title': 'Get {wallet}',
  'walletDialogs.options.extension.title': '{wallet} for {browser}',
  'walletDialogs.options.extension.description': 'Access your wallet right from your favorite web browser.',
  'walletDialogs.options.extension.action': 'Add to {browser}',
  'walletDialogs.options.desktop.title': '{wallet} for {platform}',
  'walletDialogs.options.desktop.description': 'Access your wallet natively from your powerful desktop.',
  'walletDialogs.options.desktop.action': 'Add to {platform}',
  'walletDialogs.options.mobile.title': 'Download {wallet}',
  'walletDialogs.options.mobile.description': 'Use the mobile wallet to explore the world of Ethereum.',
  'walletDialogs.options.mobile.action': 'Get the app',

  'walletDialogs.download.title': 'Install {wallet}',
  'walletDialogs.download.description': 'Scan with your phone to download on iOS or Android',
  'walletDialogs.download.qrLabel': 'QR code to download {wallet}',
  'walletDialogs.download.continue': 'Continue',

  'walletDialogs.instructions.title': 'Get started with {wallet}',
  'walletDialogs.instructions.extension.install.title': 'Install the {wallet} extension',
  'walletDialogs.instructions.extension.install.description':
    'We recommend pinning {wallet} to your taskbar for quicker access to your wallet.',
  'walletDialogs.instructions.create.title': 'Create or Import a Wallet',
  'walletDialogs.instructions.create.description':
    'Be sure to back up your wallet using a secure method. Never share your secret phrase with anyone.',
  'walletDialogs.instructions.extension.refresh.title': 'Refresh your browser',
  'walletDialogs.instructions.extension.refresh.description':
    'Once you set up your wallet, click below to refresh the browser and load up the extension.',
  'walletDialogs.instructions.mobile.open.title': 'Open the {wallet} app',
  'walletDialogs.instructions.mobile.open.description':
    'Put {wallet} on your home screen for faster access to your wallet.',
  'walletDialogs.instructions.mobile.scan.title': 'Open OVERDIVE in the app',
  'walletDialogs.instructions.mobile.scan.description':
    'After you set up your wallet, scan the code or open this page in the app’s browser and connect.',
  'walletDialogs.instructions.desktop.open.title': 'Open the {wallet} app',
  'walletDialogs.instructions.desktop.open.description':
    'Add {wallet} to your taskbar or dock for faster access to your wallet.',
  'walletDialogs.instructions.desktop.refresh.title': 'Come back and connect',
  'walletDialogs.instructions.desktop.refresh.description':
    'Once you set up your wallet, click Connect below to connect it to OVERDIVE.',
  'walletDialogs.instructions.steps': 'Steps',
  'walletDialogs.instructions.refresh': 'Refresh',
  'walletDialogs.instructions.connect': 'Connect',
  'walletDialogs.instructions.learnMore': 'Learn More',

  'walletDialogs.account.title': 'Account',
  'walletDialogs.account.balance': 'Balance',
  'walletDialogs.account.stablecoinBalance': '{symbol} balance',
  'walletDialogs.account.copy': 'Copy Address',
  'walletDialogs.account.copied': 'Copied!',
  'walletDialogs.account.disconnect': 'Disconnect',

  'walletDialogs.network.title': 'Switch Networks',
  'walletDialogs.network.connected': 'Connected',
  'walletDialogs.network.confirm': 'Confirm in Wallet',
  'walletDialogs.network.wrong': 'Wrong network detected, switch or disconnect to continue.',
  'walletDialogs.network.failed':
    'Your wallet did not switch networks. Switch in the wallet, or disconnect to continue.',
  'walletDialogs.network.disconnect': 'Disconnect',

  'walletDialogs.signIn.title': 'Verify your account',
  'walletDialogs.signIn.description':
    'To finish connecting, you must sign a message in your wallet to verify that you are the owner of this account.',
  'walletDialogs.signIn.send': 'Sign message',
  'walletDialogs.signIn.preparing': 'Preparing message...',
  'walletDialogs.signIn.signing': 'Waiting for signature...',
  'walletDialogs.signIn.verifying': 'Verifying signature...',
  'walletDialogs.signIn.cancel': 'Cancel',
  'walletDialogs.signIn.preparingError': 'Error preparing message, please retry!',
  'walletDialogs.signIn.signingError': 'Error signing message, please retry!',
  'walletDialogs.signIn.verifyingError': 'Error verifying signature, please retry!',
  'walletDialogs.signIn.oopsError': 'Oops, something went wrong!',
} as const;
