import { type Eip1193Provider, type Eip6963ProviderDetail, type WalletInfo } from './eip1193';

// Wallet discovery: EIP-6963 announcements, de-duplicated by rdns, and a bare `window.ethereum` as the fallback
// for wallets that predate EIP-6963. Live provider objects stay here, outside the store.

export const injectedWalletId = 'injected';

// docs/product.md §2: development builds announce the development wallet. Production builds replace NODE_ENV with
// 'production', so webpack drops this branch and the wallet with it (scripts/bundle-budget.mjs checks). Loaded
// with the main chunk ("eager") so it has announced itself before the app restores the last wallet.
if (process.env.NODE_ENV === 'development' && typeof window !== 'undefined') {
  void import(/* webpackMode: "eager" */ './devWallet').then(({ announceDevWallet }) => announceDevWallet());
}

interface DiscoveredWallet {
  info: WalletInfo;
  provider: Eip1193Provider;
}

const wallets = new Map<string, DiscoveredWallet>();
const listeners = new Set<(wallets: WalletInfo[]) => void>();
let started = false;

function notify() {
  const infos = discoveredWallets();
  for (const listener of listeners) listener(infos);
}

function isAnnouncement(detail: unknown): detail is Eip6963ProviderDetail {
  if (typeof detail !== 'object' || detail === null) return false;
  const { info, provider } = detail as Partial<Eip6963ProviderDetail>;
  return (
    typeof info?.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof info.name === 'string' &&
    typeof provider?.request === 'function'
  );
}

function onAnnounce(event: Event) {
  const detail = (event as CustomEvent<unknown>).detail;
  if (!isAnnouncement(detail)) return;
  const icon =
    typeof detail.info.icon === 'string' && detail.info.icon.startsWith('data:image') ? detail.info.icon : '';
  const existing = wallets.get(detail.info.rdns);
  // One row per rdns: the same wallet announcing twice (reloads of its content script) replaces itself.
  if (existing && existing.provider === detail.provider && existing.info.name === detail.info.name) return;
  wallets.set(detail.info.rdns, {
    info: { id: detail.info.rdns, name: detail.info.name.slice(0, 64), icon },
    provider: detail.provider,
  });
  notify();
}

function injectedFallback(): DiscoveredWallet | null {
  const ethereum = (window as { ethereum?: Eip1193Provider }).ethereum;
  if (!ethereum || typeof ethereum.request !== 'function') return null;
  // The same provider already announced itself through EIP-6963: do not list it twice.
  for (const wallet of wallets.values()) if (wallet.provider === ethereum) return null;
  return {
    info: { id: injectedWalletId, name: ethereum.isMetaMask ? 'MetaMask' : 'Browser Wallet', icon: '' },
    provider: ethereum,
  };
}

/** Starts listening for wallets (idempotent) and asks the installed ones to announce themselves. */
export function startDiscovery(): void {
  if (typeof window === 'undefined') return;
  if (!started) {
    started = true;
    window.addEventListener('eip6963:announceProvider', onAnnounce);
  }
  window.dispatchEvent(new Event('eip6963:requestProvider'));
}

export function subscribeToWallets(listener: (wallets: WalletInfo[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announced wallets, then the injected fallback when it is a different provider. */
export function discoveredWallets(): WalletInfo[] {
  const infos = [...wallets.values()].map((wallet) => wallet.info);
  const fallback = typeof window === 'undefined' ? null : injectedFallback();
  return fallback ? [...infos, fallback.info] : infos;
}

export function providerFor(walletId: string): Eip1193Provider | null {
  if (walletId === injectedWalletId) return injectedFallback()?.provider ?? null;
  return wallets.get(walletId)?.provider ?? null;
}

/** Test hook: forget every wallet seen so far. */
export function resetDiscoveryForTests(): void {
  wallets.clear();
  listeners.clear();
  if (started && typeof window !== 'undefined')
    window.removeEventListener('eip6963:announceProvider', onAnnounce);
  started = false;
}
