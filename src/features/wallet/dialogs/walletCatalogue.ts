// Well-known wallets the connect dialog offers besides the ones installed in this browser: where to get them and
// how to open OVERDIVE inside their mobile browser. Static data, icons inline (no network fetch). Loaded only with
// the connect dialog.

export type WalletGroupName = 'Installed' | 'Recommended' | 'Popular' | 'Other' | 'Others' | 'More';

/** Group order of the list (wallet-kit.md): Installed first, then the kit's groups. */
export const groupOrder: readonly WalletGroupName[] = [
  'Installed',
  'Recommended',
  'Popular',
  'Other',
  'Others',
  'More',
];

export interface WalletDownloads {
  chrome?: string;
  edge?: string;
  firefox?: string;
  opera?: string;
  safari?: string;
  browserExtension?: string;
  ios?: string;
  android?: string;
  mobile?: string;
  qrCode?: string;
  windows?: string;
  macos?: string;
  linux?: string;
  desktop?: string;
}

export interface CatalogueWallet {
  /** The wallet's EIP-6963 rdns, so an installed copy replaces this entry. */
  id: string;
  name: string;
  shortName?: string;
  group: WalletGroupName;
  iconUrl: string;
  iconBackground: string;
  downloads: WalletDownloads;
  /** A link that opens a page inside the wallet's mobile browser, where the wallet is injected. */
  openInApp?: (pageUrl: string) => string;
}

function svgIcon(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28">${body}</svg>`,
  )}`;
}

export const walletCatalogue: readonly CatalogueWallet[] = [
  {
    id: 'io.metamask',
    name: 'MetaMask',
    group: 'Recommended',
    iconBackground: '#fff',
    iconUrl: svgIcon(
      '<rect width="28" height="28" rx="6" fill="#fff"/><path d="M5 6l8 5.5-1.5-3.3zM23 6l-8 5.5 1.5-3.3zM7.5 19l2.3 3.4 4.2-1.2 4.2 1.2 2.3-3.4-2.8-7.5H10.3z" fill="#F6851B"/><path d="M10.3 11.5l1.3 4.6h4.8l1.3-4.6z" fill="#E2761B"/><circle cx="11.3" cy="15" r="1" fill="#233447"/><circle cx="16.7" cy="15" r="1" fill="#233447"/>',
    ),
    downloads: {
      chrome: 'https://chromewebstore.google.com/detail/metamask/nkbihfbeogaeaoehlefnkodbefgpgknn',
      edge: 'https://microsoftedge.microsoft.com/addons/detail/metamask/ejbalbakoplchlghecdalmeeeajnimhm',
      firefox: 'https://addons.mozilla.org/firefox/addon/ether-metamask/',
      opera: 'https://addons.opera.com/extensions/details/metamask-10/',
      browserExtension: 'https://metamask.io/download',
      ios: 'https://apps.apple.com/us/app/metamask/id1438144202',
      android: 'https://play.google.com/store/apps/details?id=io.metamask',
      mobile: 'https://metamask.io/download',
      qrCode: 'https://metamask.io/download',
    },
    openInApp: (pageUrl) => `https://metamask.app.link/dapp/${pageUrl.replace(/^https?:\/\//, '')}`,
  },
  {
    id: 'io.rabby',
    name: 'Rabby Wallet',
    shortName: 'Rabby',
    group: 'Recommended',
    iconBackground: '#8697FF',
    iconUrl: svgIcon(
      '<rect width="28" height="28" rx="6" fill="#8697FF"/><path d="M6 15.5c0-4.7 4-8 9-8 4.3 0 7 2.4 7 5.3 0 3.6-4.8 4.2-9.3 4.2 3 .8 5.9 1.5 5.9 3.3 0 .8-.8 1.2-2 1.2C10 21.5 6 19 6 15.5z" fill="#fff"/>',
    ),
    downloads: {
      chrome: 'https://chromewebstore.google.com/detail/rabby-wallet/acmacodkjbdgmoleebolmdjonilkdbch',
      browserExtension: 'https://rabby.io',
      ios: 'https://apps.apple.com/app/rabby-wallet-crypto-evm/id6474381673',
      android: 'https://play.google.com/store/apps/details?id=com.debank.rabbymobile',
      mobile: 'https://rabby.io',
      qrCode: 'https://rabby.io',
    },
  },
  {
    id: 'me.rainbow',
    name: 'Rainbow',
    group: 'Popular',
    iconBackground: '#0c2f78',
    iconUrl: svgIcon(
      '<rect width="28" height="28" rx="6" fill="#174299"/><path d="M5 21a16 16 0 0 1 16-16v3.2A12.8 12.8 0 0 0 8.2 21z" fill="#FF4000"/><path d="M8.2 21A12.8 12.8 0 0 1 21 8.2v3.2A9.6 9.6 0 0 0 11.4 21z" fill="#FFD700"/><path d="M11.4 21a9.6 9.6 0 0 1 9.6-9.6v3.2a6.4 6.4 0 0 0-6.4 6.4z" fill="#00AAFF"/><path d="M14.6 21a6.4 6.4 0 0 1 6.4-6.4V21z" fill="#8754C9"/>',
    ),
    downloads: {
      chrome: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      edge: 'https://chromewebstore.google.com/detail/rainbow/opfgelmcmbiajamepnmloijbpoleiama',
      firefox: 'https://addons.mozilla.org/firefox/addon/rainbow-extension/',
      browserExtension: 'https://rainbow.me/extension',
      ios: 'https://apps.apple.com/app/apple-store/id1457119021',
      android: 'https://play.google.com/store/apps/details?id=me.rainbow',
      mobile: 'https://rainbow.download',
      qrCode: 'https://rainbow.download',
    },
  },
  {
    id: 'com.coinbase.wallet',
    name: 'Coinbase Wallet',
    shortName: 'Coinbase',
    group: 'Popular',
    iconBackground: '#2c5ff6',
    iconUrl: svgIcon(
      '<rect width="28" height="28" rx="6" fill="#2C5FF6"/><circle cx="14" cy="14" r="8.5" fill="#fff"/><rect x="11" y="11" width="6" height="6" rx="1" fill="#2C5FF6"/>',
    ),
    downloads: {
      chrome:
        'https://chromewebstore.google.com/detail/coinbase-wallet-extension/hnfanknocfeofbddgcijnmhnfnkdnaad',
      browserExtension: 'https://www.coinbase.com/wallet/downloads',
      ios: 'https://apps.apple.com/app/coinbase-wallet-store-crypto/id1278383455',
      android: 'https://play.google.com/store/apps/details?id=org.toshi',
      mobile: 'https://www.coinbase.com/wallet/downloads',
      qrCode: 'https://www.coinbase.com/wallet/downloads',
    },
    openInApp: (pageUrl) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(pageUrl)}`,
  },
  {
    id: 'com.trustwallet.app',
    name: 'Trust Wallet',
    shortName: 'Trust',
    group: 'Popular',
    iconBackground: '#fff',
    iconUrl: svgIcon(
      '<rect width="28" height="28" rx="6" fill="#fff"/><path d="M14 5l8 3v6.2C22 19 18.6 22 14 23.5 9.4 22 6 19 6 14.2V8z" fill="#0500FF"/><path d="M14 7.6l5.6 2.1v4.6c0 3.4-2.3 5.6-5.6 6.8z" fill="#48FF91"/>',
    ),
    downloads: {
      chrome: 'https://chromewebstore.google.com/detail/trust-wallet/egjidjbpglichdcondbcbdnbeeppgdph',
      browserExtension: 'https://trustwallet.com/browser-extension',
      ios: 'https://apps.apple.com/app/apple-store/id1288339409',
      android: 'https://play.google.com/store/apps/details?id=com.wallet.crypto.trustapp',
      mobile: 'https://trustwallet.com/download',
      qrCode: 'https://trustwallet.com/download',
    },
    openInApp: (pageUrl) =>
      `https://link.trustwallet.com/open_url?coin_id=60&url=${encodeURIComponent(pageUrl)}`,
  },
];

export type BrowserName = 'Chrome' | 'Edge' | 'Firefox' | 'Opera' | 'Safari' | 'Brave' | 'Browser';
export type PlatformName = 'Windows' | 'macOS' | 'Linux' | 'Desktop';

export interface Environment {
  browser: BrowserName;
  platform: PlatformName;
  /** Phone or tablet by user agent (the kit's check): store links and in-app browser links, no extensions. */
  mobile: boolean;
  ios: boolean;
}

export function detectEnvironment(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
  touchPoints: number = typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
  brave = typeof navigator !== 'undefined' && 'brave' in navigator,
): Environment {
  const ipad = /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);
  const ios = /iPhone|iPod/.test(userAgent) || ipad;
  const mobile = ios || /Android/.test(userAgent);
  const browser: BrowserName = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : brave
          ? 'Brave'
          : /Chrome\/|Chromium\//.test(userAgent)
            ? 'Chrome'
            : /Safari\//.test(userAgent)
              ? 'Safari'
              : 'Browser';
  const platform: PlatformName = /Windows/.test(userAgent)
    ? 'Windows'
    : /Macintosh|Mac OS X/.test(userAgent)
      ? 'macOS'
      : /Linux/.test(userAgent)
        ? 'Linux'
        : 'Desktop';
  return { browser, platform, mobile, ios };
}

/** The extension store page for this browser (Brave uses Chrome's), else the generic extension page. */
export function extensionUrl(wallet: CatalogueWallet, browser: BrowserName): string | undefined {
  const { downloads } = wallet;
  const forBrowser =
    browser === 'Chrome' || browser === 'Brave'
      ? downloads.chrome
      : browser === 'Edge'
        ? (downloads.edge ?? downloads.chrome)
        : browser === 'Firefox'
          ? downloads.firefox
          : browser === 'Opera'
            ? (downloads.opera ?? downloads.chrome)
            : browser === 'Safari'
              ? downloads.safari
              : undefined;
  return forBrowser ?? (browser === 'Browser' ? downloads.browserExtension : undefined);
}

export function desktopUrl(wallet: CatalogueWallet, platform: PlatformName): string | undefined {
  const { downloads } = wallet;
  const forPlatform =
    platform === 'Windows' ? downloads.windows : platform === 'macOS' ? downloads.macos : downloads.linux;
  return forPlatform ?? downloads.desktop;
}

/** The app store page for this phone, falling back to the generic mobile page. */
export function mobileUrl(wallet: CatalogueWallet, environment: Environment): string | undefined {
  const { downloads } = wallet;
  if (environment.ios) return downloads.ios ?? downloads.mobile;
  if (environment.mobile) return downloads.android ?? downloads.mobile;
  return downloads.mobile ?? downloads.ios ?? downloads.android;
}

/** The get-a-wallet list: the first 5 wallets with an extension, desktop or mobile download (docs/product.md §21). */
export const maxGetWallets = 5;
