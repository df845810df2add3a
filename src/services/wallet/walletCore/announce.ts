import { type Eip6963ProviderDetail } from '../eip1193';

/**
 * Announces a wallet the way installed wallets do (EIP-6963): once now, and again each time the app asks with
 * `eip6963:requestProvider`. The detail is frozen once, so the app sees the same wallet each time it asks (discovery.ts
 * de-duplicates by rdns). Returns what stops answering the app's requests.
 */
export function announceWallet(detail: Eip6963ProviderDetail): () => void {
  const frozen = Object.freeze({ info: Object.freeze({ ...detail.info }), provider: detail.provider });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: frozen }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}
