// Build-time configuration (docs/product.md §2–§3). webpack's DefinePlugin replaces every `process.env.X` below with
// the value given at build time ('' when unset), so an operator can relabel the chain (Story → DATA Network)
// or point at other hosts without code changes.

export interface ChainConfig {
  id: number;
  /** The id as the hex string wallets use (`0x5ea`). */
  hexId: string;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrl: string;
  explorerUrl: string;
  iconUrl: string | null;
}

export interface AppConfig {
  appName: string;
  /** Prefix of every API call; '' means same origin (`/api/...`). */
  apiBaseUrl: string;
  chain: ChainConfig;
  devtools: boolean;
}

function setting(value: string | undefined, fallback: string): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? fallback : trimmed;
}

/**
 * The first node of a comma-separated list: `npm start` passes the API's RPC_URL on, which may name several nodes
 * (docs/product.md §13.6); the wallets talk to the first.
 */
function firstNode(urls: string): string {
  return (
    urls
      .split(',')
      .map((url) => url.trim())
      .find((url) => url !== '') ?? urls
  );
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

const chainId = Number(setting(process.env.CHAIN_ID, '1514'));

export const config: AppConfig = {
  appName: 'OVERDIVE',
  apiBaseUrl: withoutTrailingSlash(setting(process.env.API_BASE_URL, '')),
  chain: {
    id: chainId,
    hexId: `0x${chainId.toString(16)}`,
    name: setting(process.env.CHAIN_NAME, 'Story'),
    nativeCurrency: {
      name: setting(process.env.CHAIN_CURRENCY_NAME, 'IP Token'),
      symbol: setting(process.env.CHAIN_CURRENCY_SYMBOL, 'IP'),
      decimals: 18,
    },
    rpcUrl: firstNode(setting(process.env.CHAIN_RPC_URL, 'https://mainnet.storyrpc.io')),
    explorerUrl: withoutTrailingSlash(setting(process.env.CHAIN_EXPLORER_URL, 'https://www.storyscan.io')),
    iconUrl: setting(process.env.CHAIN_ICON_URL, '') || null,
  },
  devtools: process.env.NODE_ENV !== 'production' || process.env.ENABLE_DEVTOOLS === 'true',
};

/** Every chain the wallet dialogs offer. One today; the dialogs are written for a list. */
export const configuredChains: readonly ChainConfig[] = [config.chain];

export function explorerAddressUrl(address: string): string {
  return `${config.chain.explorerUrl}/address/${address}`;
}

export function explorerTxUrl(hash: string): string {
  return `${config.chain.explorerUrl}/tx/${hash}`;
}
