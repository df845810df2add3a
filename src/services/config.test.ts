import type * as ConfigModule from './config';

/** services/config as a build with `CHAIN_RPC_URL` set to `value` would see it. */
function configWith(value: string | undefined): typeof ConfigModule {
  const before = process.env.CHAIN_RPC_URL;
  if (value === undefined) delete process.env.CHAIN_RPC_URL;
  else process.env.CHAIN_RPC_URL = value;
  let loaded: typeof ConfigModule | undefined;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance is the point
      loaded = require('./config') as typeof ConfigModule;
    });
  } finally {
    if (before === undefined) delete process.env.CHAIN_RPC_URL;
    else process.env.CHAIN_RPC_URL = before;
  }
  if (!loaded) throw new Error('config not loaded');
  return loaded;
}

describe('the chain RPC of the build (docs/product.md §13.6)', () => {
  it('is the first node when the API’s comma-separated RPC_URL list is passed on', () => {
    expect(configWith(' https://a.example/rpc , https://b.example/rpc').config.chain.rpcUrl).toBe(
      'https://a.example/rpc',
    );
    expect(configWith(',https://b.example/rpc').config.chain.rpcUrl).toBe('https://b.example/rpc');
  });

  it('is the one URL given, or Story’s when none is', () => {
    expect(configWith('http://127.0.0.1:8545').config.chain.rpcUrl).toBe('http://127.0.0.1:8545');
    expect(configWith(undefined).config.chain.rpcUrl).toBe('https://mainnet.storyrpc.io');
  });
});
