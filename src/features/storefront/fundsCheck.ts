// docs/product.md §9's buy flow: "check the USDC and gas balance before sending". Before the wallet is asked to send
// the transfer, the buyer's balance of the price token and of the chain's native coin are read through the wallet's
// own node, the transfer's gas is estimated and priced, and a buyer who lacks either is told exactly what is
// missing, with nothing sent. Read by hand (eth_call, eth_estimateGas) so the checkout keeps ethers out of its load.

import { config } from '../../services/config';
import { type TokenRef } from '../../services/tokenAmount';
import { type TokenFormat } from '../../services/useTokenFormat';
import { encodeTransferCall } from '../../services/wallet/erc20';
import { type CheckoutFailure } from './checkout';

type Request = (method: string, params: unknown[]) => Promise<unknown>;

/** `balanceOf(address)`: keccak256("balanceOf(address)")[0..4] = 70a08231, then the address as a 32-byte word. */
const balanceOfSelector = '0x70a08231';
/**
 * The gas of one ERC-20 transfer when the node cannot estimate it (an estimate reverts when the balance is short):
 * a transfer to a new holder costs about 52,000 gas on OpenZeppelin's token and USDC's; this leaves room.
 */
export const fallbackTransferGas = 100_000n;
/** ethers' default tip when the node does not answer eth_maxPriorityFeePerGas (1 gwei). */
const defaultPriorityFee = 1_000_000_000n;

export interface FundsNeeded {
  buyer: string;
  /** The price token's contract. */
  token: string;
  /** Where the transfer goes; the buyer's own address stands in before the order names the payee. */
  payTo: string;
  /** The order total, in the token's base units. */
  total: bigint;
}

export interface Funds {
  tokenBalance: bigint;
  nativeBalance: bigint;
  /** The transfer's gas × the most the wallet will be asked to pay per gas. */
  gasCost: bigint;
}

/** What the buyer lacks, in base units; null when nothing is missing. */
export interface Shortfall {
  token: bigint;
  gas: bigint;
}

function quantity(value: unknown, what: string): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value);
  // eth_call answers `0x` for an address without code (no token there): nothing can be paid with it.
  if (value === '0x') return 0n;
  throw new Error(`The wallet's node gave no ${what}`);
}

function word(address: string): string {
  return address.slice(2).toLowerCase().padStart(64, '0');
}

/**
 * The most per gas a wallet asks the buyer to hold, as ethers' getFeeData computes it: twice the latest base fee
 * plus the tip on an EIP-1559 chain (Story is one), else the legacy gas price.
 */
async function feePerGas(request: Request): Promise<bigint> {
  const block = (await request('eth_getBlockByNumber', ['latest', false]).catch(() => null)) as {
    baseFeePerGas?: unknown;
  } | null;
  if (block && typeof block.baseFeePerGas === 'string') {
    const tip = await request('eth_maxPriorityFeePerGas', []).then(
      (value) => quantity(value, 'priority fee'),
      () => defaultPriorityFee,
    );
    return 2n * quantity(block.baseFeePerGas, 'base fee') + tip;
  }
  return quantity(await request('eth_gasPrice', []), 'gas price');
}

/** Reads both balances and prices the transfer; throws when the wallet's node cannot answer. */
export async function readFunds(request: Request, needed: FundsNeeded): Promise<Funds> {
  const data = encodeTransferCall(needed.payTo, needed.total);
  const [tokenBalance, nativeBalance, gas, perGas] = await Promise.all([
    request('eth_call', [
      { to: needed.token, data: `${balanceOfSelector}${word(needed.buyer)}` },
      'latest',
    ]).then((value) => quantity(value, 'token balance')),
    request('eth_getBalance', [needed.buyer, 'latest']).then((value) => quantity(value, 'balance')),
    // An estimate fails when the transfer would revert (too little of the token): price a typical transfer then.
    request('eth_estimateGas', [{ from: needed.buyer, to: needed.token, data }]).then(
      (value) => quantity(value, 'gas estimate'),
      () => fallbackTransferGas,
    ),
    feePerGas(request),
  ]);
  return { tokenBalance, nativeBalance, gasCost: gas * perGas };
}

export function shortfallOf(funds: Funds, total: bigint): Shortfall | null {
  const token = total > funds.tokenBalance ? total - funds.tokenBalance : 0n;
  const gas = funds.gasCost > funds.nativeBalance ? funds.gasCost - funds.nativeBalance : 0n;
  return token === 0n && gas === 0n ? null : { token, gas };
}

/**
 * `amount` rounded up to `fractionDigits` of a `decimals` token: what is missing is said in a few digits, and never
 * as less than it is (an 18-decimal gas shortfall would otherwise read `0.000041999999999987 IP`).
 */
export function roundUp(amount: bigint, decimals: number, fractionDigits: number): bigint {
  if (decimals <= fractionDigits) return amount;
  const unit = 10n ** BigInt(decimals - fractionDigits);
  return ((amount + unit - 1n) / unit) * unit;
}

/** "You need 1.00 USDC more" / "You need some IP for gas": exactly what is missing, in the buyer's locale. */
export function shortfallFailure(
  short: Shortfall,
  funds: Funds,
  token: TokenRef,
  tokens: TokenFormat,
): CheckoutFailure {
  const native = config.chain.nativeCurrency;
  const amount = tokens.money(short.token, token);
  const balance = tokens.money(funds.tokenBalance, token);
  const gas = tokens.money(roundUp(short.gas, native.decimals, 6), native, { minFractionDigits: 2 });
  if (short.token > 0n && short.gas > 0n) {
    return { key: 'storefront.checkout.short.both', params: { amount, balance, symbol: native.symbol, gas } };
  }
  if (short.token > 0n) return { key: 'storefront.checkout.short.token', params: { amount, balance } };
  return { key: 'storefront.checkout.short.gas', params: { symbol: native.symbol, gas } };
}
