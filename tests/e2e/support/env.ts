/**
 * What globalSetup started, as the specs see it. globalSetup puts it in an environment variable before the
 * workers start, so every worker (and every spec file) reads the same values without touching the network.
 */
export interface E2EAccount {
  address: string;
  privateKey: string;
}

export interface E2EEnv {
  /** The one origin of the app: the real API serving the production SPA build (`STATIC_DIR`), like `npm run serve`. */
  baseURL: string;
  /** The local chain (Hardhat Network, chain id 1514). */
  rpcUrl: string;
  chainId: number;
  /** The devnet's test USDC, the only accepted token of the API under test. */
  usdc: { address: string; symbol: string; decimals: number };
  /**
   * The devnet's 20 deterministic accounts; the first 10 hold test USDC and all hold native coin. Accounts 0 (the
   * token deployer) and the last ones (funders, see api.ts) are used by the harness itself.
   */
  accounts: E2EAccount[];
  /** Files of this run: the API's log, its PGlite folder. */
  runDir: string;
  serverLog: string;
  /** The mail catcher's inbox (`GET {mailInboxUrl}api/mails` lists what the API sent). */
  mailInboxUrl: string;
  /** The issuer wallet of automatic issuing (docs/product.md §11.1), lowercase. */
  issuer: string;
  /**
   * The certificate and key a spec's webhook receiver serves https with, which the API trusts; set by the browser
   * suite's globalSetup, not by the bench's own clients.
   */
  webhookReceiver?: { certPath: string; keyPath: string };
}

export const E2E_ENV_VARIABLE = 'OVERDIVE_E2E_ENV';

let cached: E2EEnv | null = null;

export function e2eEnv(): E2EEnv {
  if (cached !== null) return cached;
  const raw = process.env[E2E_ENV_VARIABLE];
  if (raw === undefined || raw === '') {
    throw new Error(
      `${E2E_ENV_VARIABLE} is not set: run the browser suite with \`npm run e2e\` (its globalSetup starts the chain and the API).`,
    );
  }
  cached = JSON.parse(raw) as E2EEnv;
  return cached;
}

export function publishE2EEnv(env: E2EEnv): void {
  cached = env;
  process.env[E2E_ENV_VARIABLE] = JSON.stringify(env);
}
