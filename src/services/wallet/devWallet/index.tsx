// Announces the development wallet through EIP-6963 (docs/product.md §2). Loaded only by development builds
// (discovery.ts imports it behind `process.env.NODE_ENV === 'development'`, which production builds drop), so the
// production bundle holds neither the wallet nor its test keys.
import { createRoot } from 'react-dom/client';
import { config } from '../../config';
import { announceWallet } from '../walletCore';
import { ConfirmationQueue } from './confirmations';
import { DevWallet, devWalletName } from './DevWalletSheet';
import { DevWalletProvider } from './provider';

export const devWalletRdns = 'dev.overdive.devwallet';

const icon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#8a5a00"/><text x="16" y="21" font-family="sans-serif" font-size="11" font-weight="700" fill="#fff" text-anchor="middle">DEV</text></svg>',
)}`;

let announced = false;

export function announceDevWallet(): void {
  if (announced || typeof window === 'undefined') return;
  announced = true;
  const queue = new ConfirmationQueue();
  const wallet = new DevWalletProvider({
    rpcUrl: config.chain.rpcUrl,
    chainId: config.chain.id,
    nativeSymbol: config.chain.nativeCurrency.symbol,
    confirm: queue.confirm,
    storage: window.sessionStorage,
    defaultAccount: Number(process.env.DEV_WALLET_ACCOUNT || 0),
  });
  announceWallet({
    info: { uuid: crypto.randomUUID(), name: devWalletName, icon, rdns: devWalletRdns },
    provider: wallet,
  });

  const host = document.createElement('div');
  host.id = 'overdive-dev-wallet';
  document.body.append(host);
  createRoot(host).render(<DevWallet wallet={wallet} queue={queue} />);
}
