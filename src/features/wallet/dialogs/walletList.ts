import { type WalletInfo } from '../../../services/wallet';
import { type StepWallet } from './connectSteps';
import {
  type CatalogueWallet,
  desktopUrl,
  type Environment,
  extensionUrl,
  groupOrder,
  maxGetWallets,
  mobileUrl,
  walletCatalogue,
  type WalletGroupName,
} from './walletCatalogue';

// The connect dialog's wallet list (wallet-kit reference §4.2–4.3): installed wallets (EIP-6963 and the injected
// fallback) in `Installed`, then the catalogue's wallets not already installed, recent ones first within their
// group, groups in a fixed order.

export interface WalletEntry {
  id: string;
  name: string;
  shortName: string;
  iconUrl: string;
  iconBackground: string;
  group: WalletGroupName;
  installed: boolean;
  recent: boolean;
  step: StepWallet;
  extensionUrl?: string;
  desktopUrl?: string;
  mobileUrl?: string;
  /** What the download QR encodes. */
  qrDownloadUrl?: string;
  openInApp?: (pageUrl: string) => string;
}

export interface WalletGroup {
  name: WalletGroupName;
  entries: WalletEntry[];
}

/** A neutral wallet glyph for wallets that announce no icon. */
export const genericWalletIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#4845FF"/><path d="M7 10.5A2.5 2.5 0 0 1 9.5 8H20v2.5M7 10.5v7A2.5 2.5 0 0 0 9.5 20H21v-9.5H9.5A2.5 2.5 0 0 1 7 10.5Z" fill="none" stroke="#fff" stroke-width="1.6"/></svg>',
)}`;

function catalogueEntry(wallet: CatalogueWallet, environment: Environment): WalletEntry {
  const extension = extensionUrl(wallet, environment.browser);
  const desktop = desktopUrl(wallet, environment.platform);
  const mobile = mobileUrl(wallet, environment);
  const qr = wallet.downloads.qrCode ?? wallet.downloads.mobile;
  return {
    id: wallet.id,
    name: wallet.name,
    shortName: wallet.shortName ?? wallet.name,
    iconUrl: wallet.iconUrl,
    iconBackground: wallet.iconBackground,
    group: wallet.group,
    installed: false,
    recent: false,
    ...(extension ? { extensionUrl: extension } : {}),
    ...(desktop ? { desktopUrl: desktop } : {}),
    ...(mobile ? { mobileUrl: mobile } : {}),
    ...(qr ? { qrDownloadUrl: qr } : {}),
    ...(wallet.openInApp ? { openInApp: wallet.openInApp } : {}),
    step: {
      id: wallet.id,
      // A wallet we can open this page in (its mobile browser) is usable now, as the kit's QR wallets are.
      ready: Boolean(wallet.openInApp),
      hasExtension: Boolean(extension) && !environment.mobile,
      hasDesktop: Boolean(desktop) && !environment.mobile,
      hasMobile: Boolean(qr ?? mobile),
      hasExtensionSteps: true,
      hasDesktopSteps: Boolean(desktop),
      hasMobileSteps: true,
    },
  };
}

function installedEntry(info: WalletInfo): WalletEntry {
  return {
    id: info.id,
    name: info.name,
    shortName: info.name,
    iconUrl: info.icon || genericWalletIcon,
    iconBackground: 'transparent',
    group: 'Installed',
    installed: true,
    recent: false,
    step: {
      id: info.id,
      ready: true,
      hasExtension: false,
      hasDesktop: false,
      hasMobile: false,
      hasExtensionSteps: false,
      hasDesktopSteps: false,
      hasMobileSteps: false,
    },
  };
}

export const maxRecentShown = 3;

export function buildWalletList({
  installed,
  recentIds,
  environment,
  catalogue = walletCatalogue,
}: {
  installed: readonly WalletInfo[];
  recentIds: readonly string[];
  environment: Environment;
  catalogue?: readonly CatalogueWallet[];
}): WalletGroup[] {
  const installedIds = new Set(installed.map((wallet) => wallet.id));
  const installedNames = new Set(installed.map((wallet) => wallet.name.toLowerCase()));
  const entries: WalletEntry[] = [
    ...installed.map(installedEntry),
    ...catalogue
      // An installed copy replaces the catalogue's entry (de-duplication by rdns, and by name for the injected one).
      .filter((wallet) => !installedIds.has(wallet.id) && !installedNames.has(wallet.name.toLowerCase()))
      .map((wallet) => catalogueEntry(wallet, environment))
      // Shown only when it can be used now or installed here (kit §4.2).
      .filter((entry) => entry.step.ready || entry.step.hasExtension || entry.step.hasMobile),
  ];
  const seen = new Set<string>();
  const unique = entries.filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)));
  const recent = recentIds.filter((id) => unique.some((entry) => entry.id === id)).slice(0, maxRecentShown);
  const ordered = [
    ...recent.map((id) => ({ ...(unique.find((entry) => entry.id === id) as WalletEntry), recent: true })),
    ...unique.filter((entry) => !recent.includes(entry.id)),
  ];
  return groupOrder
    .map((name) => ({ name, entries: ordered.filter((entry) => entry.group === name) }))
    .filter((group) => group.entries.length > 0);
}

/** The get-a-wallet list: the first 5 catalogue wallets with any download (docs/product.md §21). */
export function getWalletEntries(
  environment: Environment,
  catalogue: readonly CatalogueWallet[] = walletCatalogue,
): WalletEntry[] {
  return catalogue
    .map((wallet) => catalogueEntry(wallet, environment))
    .filter((entry) => entry.step.hasExtension || entry.step.hasDesktop || entry.step.hasMobile)
    .slice(0, maxGetWallets);
}

/** The kit's label of what a wallet offers. */
export function offerLabelKey(entry: WalletEntry): string {
  const { hasMobile, hasExtension, hasDesktop } = entry.step;
  if (hasMobile && hasExtension) return 'walletDialogs.get.mobileAndExtension';
  if (hasMobile && hasDesktop) return 'walletDialogs.get.mobileAndDesktop';
  if (hasMobile) return 'walletDialogs.get.mobile';
  return 'walletDialogs.get.extension';
}

/** The nominal size of the connect QR code (kit §4.6): 318 compact, 382 wide, narrower windows shrink it. */
export function connectQrSize(compact: boolean, windowWidth: number): number {
  if (compact) return 318;
  if (windowWidth < 768) return Math.max(280, Math.min(windowWidth - 308, 382));
  return 382;
}

export const downloadQrSize = 268;
