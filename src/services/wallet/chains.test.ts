import { type ChainConfig } from '../config';
import { addChainParameters, switchProviderChain } from './chains';
import { type Eip1193Provider, type RequestArguments } from './eip1193';

const story: ChainConfig = {
  id: 1514,
  hexId: '0x5ea',
  name: 'Story',
  nativeCurrency: { name: 'IP Token', symbol: 'IP', decimals: 18 },
  rpcUrl: 'https://mainnet.storyrpc.io',
  explorerUrl: 'https://www.storyscan.io',
  iconUrl: null,
};

function providerError(code: number, message = 'failed') {
  return Object.assign(new Error(message), { code });
}

/** A scripted wallet: each method answers from a queue, the calls are recorded. */
function mockWallet(script: Record<string, (() => unknown)[]>) {
  const calls: RequestArguments[] = [];
  const provider: Eip1193Provider = {
    request: (args) => {
      calls.push(args);
      const next = script[args.method]?.shift();
      if (!next) return Promise.reject(new Error(`unexpected ${args.method}`));
      try {
        return Promise.resolve(next());
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
  };
  return { provider, calls };
}

describe('switchProviderChain (docs/product.md §3)', () => {
  it('switches with wallet_switchEthereumChain and the hex id', async () => {
    const { provider, calls } = mockWallet({ wallet_switchEthereumChain: [() => null] });
    await expect(switchProviderChain(provider, story)).resolves.toBe('switched');
    expect(calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5ea' }] }]);
  });

  it('adds the chain from its config when the wallet does not know it (4902)', async () => {
    const { provider, calls } = mockWallet({
      wallet_switchEthereumChain: [
        () => {
          throw providerError(4902, 'Unrecognized chain ID "0x5ea"');
        },
      ],
      wallet_addEthereumChain: [() => null],
      eth_chainId: [() => '0x5ea'],
    });
    await expect(switchProviderChain(provider, story)).resolves.toBe('added');
    expect(calls[1]).toEqual({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x5ea',
          chainName: 'Story',
          nativeCurrency: { name: 'IP Token', symbol: 'IP', decimals: 18 },
          rpcUrls: ['https://mainnet.storyrpc.io'],
          blockExplorerUrls: ['https://www.storyscan.io'],
        },
      ],
    });
  });

  it('finds 4902 nested inside a wrapped error', async () => {
    const { provider } = mockWallet({
      wallet_switchEthereumChain: [
        () => {
          throw Object.assign(new Error('Internal'), { code: -32603, data: {}, error: { code: 4902 } });
        },
        () => null,
      ],
      wallet_addEthereumChain: [() => null],
      eth_chainId: [() => '0x1'],
    });
    await expect(switchProviderChain(provider, story)).resolves.toBe('added');
  });

  it('is a quiet cancel when the user rejects the switch or the add (4001)', async () => {
    const rejectSwitch = mockWallet({
      wallet_switchEthereumChain: [
        () => {
          throw providerError(4001, 'User rejected the request.');
        },
      ],
    });
    await expect(switchProviderChain(rejectSwitch.provider, story)).resolves.toBe('rejected');
    const rejectAdd = mockWallet({
      wallet_switchEthereumChain: [
        () => {
          throw providerError(4902);
        },
      ],
      wallet_addEthereumChain: [
        () => {
          throw providerError(4001);
        },
      ],
    });
    await expect(switchProviderChain(rejectAdd.provider, story)).resolves.toBe('rejected');
  });

  it('passes other errors on', async () => {
    const { provider } = mockWallet({
      wallet_switchEthereumChain: [
        () => {
          throw providerError(-32002, 'Request already pending');
        },
      ],
    });
    await expect(switchProviderChain(provider, story)).rejects.toThrow('Request already pending');
  });

  it('includes the icon only when one is configured', () => {
    expect(addChainParameters({ ...story, iconUrl: 'https://x/icon.svg' })).toMatchObject({
      iconUrls: ['https://x/icon.svg'],
    });
  });
});
