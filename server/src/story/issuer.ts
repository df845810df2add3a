/**
 * The issuer wallet (docs/product.md §11.1): the API's own wallet, which mints the licence tokens of products whose
 * licensor permitted it on Story (AccessController.setPermission). Its key is LICENSE_ISSUER_KEY; only its address
 * is ever shown. docs/story.md says what a stolen key could and could not do, and how an operator rotates it.
 */
import { Wallet } from 'ethers';
import type { Issuer } from '../../../contract/api/story.js';
import { readIssuerPermission } from '../../../contract/story/index.js';
import { TtlCache } from '../cache/ttlCache.js';
import { ChainUnavailableError, type ChainClient } from '../chain/client.js';
import type { Config } from '../config.js';

export interface IssuerWallet {
  /** Lowercase, as every address the API handles. */
  address: string;
  /** Signs the issuer's transactions; it has no provider: the API sends what it signed itself (autoIssue.ts). */
  signer: Wallet;
}

/** The issuer wallet of LICENSE_ISSUER_KEY, or null: automatic issuing is off. */
export function issuerWalletOf(config: Pick<Config, 'licenseIssuerKey'>): IssuerWallet | null {
  if (config.licenseIssuerKey === null) return null;
  const signer = new Wallet(config.licenseIssuerKey);
  return { address: signer.address.toLowerCase(), signer };
}

/** How long GET /api/story/issuer/ keeps a balance: the page is public, the chain read is not free. */
const BALANCE_TTL_MS = 10_000;

/** `GET /api/story/issuer/` (public): the issuer's address and balance, and whether it runs low. */
export function issuerStatus(
  issuer: IssuerWallet | null,
  chain: ChainClient,
  minBalance: bigint,
): () => Promise<Issuer> {
  const balances = new TtlCache<bigint>(BALANCE_TTL_MS, 1);
  return async () => {
    if (issuer === null)
      return {
        address: null,
        enabled: false,
        balance: null,
        min_balance: minBalance.toString(),
        low_balance: false,
      };
    let balance: bigint | null = null;
    try {
      balance = await balances.get(issuer.address, () => chain.nativeBalance(issuer.address));
    } catch (error) {
      // The page still says who the issuer is; the balance is unknown for now.
      if (!(error instanceof ChainUnavailableError)) throw error;
    }
    return {
      address: issuer.address,
      enabled: true,
      balance: balance?.toString() ?? null,
      min_balance: minBalance.toString(),
      low_balance: balance !== null && balance < minBalance,
    };
  };
}

/** Whether the IP's owner permits the issuer to mint its licences now (AccessController.getPermission is 1). */
export async function issuerPermitted(chain: ChainClient, ipId: string, issuer: string): Promise<boolean> {
  const read = readIssuerPermission(ipId, issuer);
  const answer = await chain.call(read.to, read.data);
  return answer !== null && read.decode(answer) === 1;
}
