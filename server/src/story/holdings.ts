import { STORY_ADDRESSES, licenseTokenInterface } from '../../../contract/story/index.js';
import type { ChainClient } from '../chain/client.js';
import type { Queryable } from '../db/index.js';
import { licenseTokensOfOrders } from './repository.js';

/** At most this many licence tokens are listed beside the wallet's balances; `balance` says how many there are. */
export const LISTED_LICENSE_TOKENS = 50;

async function read(chain: ChainClient, fn: string, args: unknown[]): Promise<unknown> {
  const licenseToken = licenseTokenInterface();
  const answer = await chain.call(STORY_ADDRESSES.licenseToken, licenseToken.encodeFunctionData(fn, args));
  return answer === null ? null : licenseToken.decodeFunctionResult(fn, answer)[0];
}

/**
 * The Story licence tokens a wallet holds (docs/product.md §7 wallet-tokens, §10.4), read from Story's LicenseToken
 * through RPC_URL: what it may remix from. `balance` is null when the chain has no LicenseToken to ask.
 */
export async function licenseTokensHeld(chain: ChainClient, holder: string) {
  const balance = await read(chain, 'balanceOf', [holder]);
  if (typeof balance !== 'bigint') return { holder, balance: null, tokens: [] };
  const count = Number(balance < BigInt(LISTED_LICENSE_TOKENS) ? balance : BigInt(LISTED_LICENSE_TOKENS));
  const tokens = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const tokenId = await read(chain, 'tokenOfOwnerByIndex', [holder, index]);
      const id = typeof tokenId === 'bigint' ? tokenId : 0n;
      const [ipId, termsId] = await Promise.all([
        read(chain, 'getLicensorIpId', [id]),
        read(chain, 'getLicenseTermsId', [id]),
      ]);
      return {
        token_id: id.toString(),
        licensor_ip_id: typeof ipId === 'string' ? ipId.toLowerCase() : null,
        license_terms_id: typeof termsId === 'bigint' ? termsId.toString() : null,
      };
    }),
  );
  return { holder, balance: balance.toString(), tokens };
}

/** The buyer's view of an order's licence tokens (products/orders/mine/), null until they are minted. */
export async function buyerLicenseTokens(db: Queryable, orderIds: readonly string[]) {
  const rows = await licenseTokensOfOrders(db, orderIds);
  return (orderId: string) => {
    const row = rows.get(orderId);
    return row === undefined
      ? null
      : {
          ip_id: row.ip_id,
          license_terms_id: row.license_terms_id,
          token_ids: row.license_token_ids ?? [],
          mint_tx_hash: row.mint_tx_hash,
        };
  };
}
