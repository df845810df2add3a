import { config } from '../../services/config';
import { formatTokenAmount, formatTokenMoney } from '../../services/tokenAmount';
import { type TokenFormat } from '../../services/useTokenFormat';
import { fallbackTransferGas, readFunds, roundUp, shortfallFailure, shortfallOf } from './fundsCheck';

// docs/product.md §9: the checkout checks the USDC and gas balance before sending, and says exactly what is missing.

const usdc = { address: '0x3333333333333333333333333333333333333333', symbol: 'USDC', decimals: 6 };
const english: TokenFormat = {
  money: (amount, token, options) => formatTokenMoney(amount, token, 'en-US', options),
  amount: (amount, decimals, options) => formatTokenAmount(amount, decimals, 'en-US', options) ?? '—',
};
const buyer = '0x1111111111111111111111111111111111111111';
const token = '0x2222222222222222222222222222222222222222';

describe('shortfallOf', () => {
  const enough = { tokenBalance: 5_000_000n, nativeBalance: 10n ** 18n, gasCost: 10n ** 15n };

  it('is null when the wallet holds the total and the gas', () => {
    expect(shortfallOf(enough, 5_000_000n)).toBeNull();
  });

  it('names the missing token amount and the missing gas apart', () => {
    expect(shortfallOf({ ...enough, tokenBalance: 4_000_000n }, 5_000_000n)).toEqual({
      token: 1_000_000n,
      gas: 0n,
    });
    expect(shortfallOf({ ...enough, nativeBalance: 4n * 10n ** 14n }, 5_000_000n)).toEqual({
      token: 0n,
      gas: 6n * 10n ** 14n,
    });
  });
});

describe('roundUp', () => {
  it('never says less than is missing', () => {
    expect(roundUp(41_999_999_999_987n, 18, 6)).toBe(42_000_000_000_000n);
    expect(roundUp(42_000_000_000_000n, 18, 6)).toBe(42_000_000_000_000n);
    expect(roundUp(1_234_567n, 6, 6)).toBe(1_234_567n);
  });
});

describe('shortfallFailure', () => {
  const funds = { tokenBalance: 4_000_000n, nativeBalance: 0n, gasCost: 0n };

  it('says how much of the token is missing and what the wallet holds', () => {
    expect(shortfallFailure({ token: 1_000_000n, gas: 0n }, funds, usdc, english)).toEqual({
      key: 'storefront.checkout.short.token',
      params: { amount: '1.00 USDC', balance: '4.00 USDC' },
    });
  });

  it('says the native coin is missing for gas, rounded up', () => {
    const failure = shortfallFailure({ token: 0n, gas: 41_999_999_999_987n }, funds, usdc, english);
    expect(failure.key).toBe('storefront.checkout.short.gas');
    expect(failure.params).toEqual({
      symbol: config.chain.nativeCurrency.symbol,
      gas: `0.000042 ${config.chain.nativeCurrency.symbol}`,
    });
  });

  it('names both when both are missing', () => {
    expect(shortfallFailure({ token: 1n, gas: 1n }, funds, usdc, english).key).toBe(
      'storefront.checkout.short.both',
    );
  });
});

describe('readFunds', () => {
  function node(answers: Record<string, unknown>) {
    return jest.fn(async (method: string) => {
      const answer = answers[method];
      if (answer instanceof Error) throw answer;
      return answer;
    });
  }

  it('reads both balances and prices the transfer at twice the base fee plus the tip', async () => {
    const request = node({
      eth_call: '0x' + (3_000_000).toString(16).padStart(64, '0'),
      eth_getBalance: '0x' + (10n ** 18n).toString(16),
      eth_estimateGas: '0xc350', // 50 000
      eth_getBlockByNumber: { baseFeePerGas: '0x3b9aca00' }, // 1 gwei
      eth_maxPriorityFeePerGas: '0x77359400', // 2 gwei
    });
    const funds = await readFunds(request, { buyer, token, payTo: buyer, total: 5_000_000n });
    expect(funds).toEqual({
      tokenBalance: 3_000_000n,
      nativeBalance: 10n ** 18n,
      gasCost: 50_000n * 4_000_000_000n,
    });
    expect(request).toHaveBeenCalledWith('eth_call', [
      { to: token, data: `0x70a08231${buyer.slice(2).padStart(64, '0')}` },
      'latest',
    ]);
  });

  it('prices a typical transfer when the estimate reverts (the balance is short)', async () => {
    const request = node({
      eth_call: '0x0',
      eth_getBalance: '0x0',
      eth_estimateGas: new Error('execution reverted'),
      eth_getBlockByNumber: { baseFeePerGas: '0x1' },
      eth_maxPriorityFeePerGas: '0x0',
    });
    const funds = await readFunds(request, { buyer, token, payTo: buyer, total: 1n });
    expect(funds.gasCost).toBe(fallbackTransferGas * 2n);
  });

  it('fails with a message when the node gives no balance', async () => {
    const request = node({
      eth_call: null,
      eth_getBalance: '0x0',
      eth_estimateGas: '0x1',
      eth_getBlockByNumber: null,
      eth_gasPrice: '0x1',
    });
    await expect(readFunds(request, { buyer, token, payTo: buyer, total: 1n })).rejects.toThrow(
      "The wallet's node gave no token balance",
    );
  });
});
