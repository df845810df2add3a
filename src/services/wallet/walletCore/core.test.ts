import { type Transaction, Wallet, verifyMessage, verifyTypedData } from 'ethers';
import { FakeChain, testPrivateKeys } from '@tests/support/fakeEip1193';
import { errorCode } from '../eip1193';
import { WalletCore } from './core';
import { PrivateKeys, type WalletConfirmation, type WalletCoreOptions } from './parts';
import { WalletScript } from './script';

// The one wallet core behind the development wallet and the tests' wallets: what a site sees of it (EIP-1193
// requests, errors and events), and what its script, its chain policies and its batches do. The development
// wallet's own tests (../devWallet/provider.test.ts) cover its prompts over the same core.

const [ACCOUNT_0, ACCOUNT_1] = testPrivateKeys.map((key) => new Wallet(key).address) as [string, string];
const PAYEE = '0x000000000000000000000000000000000000dEaD';

function makeCore(options: Partial<WalletCoreOptions> = {}) {
  const chain = new FakeChain();
  const script = new WalletScript();
  const asked: WalletConfirmation[] = [];
  const core = new WalletCore({
    keys: new PrivateKeys(testPrivateKeys),
    node: chain,
    nodeChainId: 1514,
    script,
    confirm: (request) => {
      asked.push(request);
      return Promise.resolve(true);
    },
    ...options,
  });
  const events: [string, unknown][] = [];
  for (const name of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'])
    core.on(name, ((value: unknown) => events.push([name, value])) as never);
  return { core, chain, script, asked, events };
}

async function codeOf(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(Error);
    return errorCode(error);
  }
  throw new Error('expected the request to be refused');
}

describe('the wallet core', () => {
  it('shares the selected account only once the site is connected, and tells a connected site what changes', async () => {
    const { core, events } = makeCore();
    expect(await core.request({ method: 'eth_accounts' })).toEqual([]);
    await core.selectAccount(1);
    expect(events).toEqual([]);
    expect(await core.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_1]);
    await core.selectAccount(0);
    await core.disconnect();
    expect(await core.request({ method: 'eth_accounts' })).toEqual([]);
    expect(events).toEqual([
      ['accountsChanged', [ACCOUNT_0]],
      ['accountsChanged', []],
    ]);
    expect(await codeOf(core.request({ method: 'personal_sign', params: ['0x6869', ACCOUNT_0] }))).toBe(4100);
    expect(await codeOf(core.request({ params: [] } as never))).toBe(-32600);
  });

  it('signs personal_sign messages, hex as bytes, and EIP-712 typed data, each after the prompt', async () => {
    const { core, asked } = makeCore({ authorised: true });
    const text = 'Welcome to OVERDIVE!\nNonce: 1';
    const hex = `0x${Buffer.from(text, 'utf8').toString('hex')}`;
    const fromHex = await core.request({ method: 'personal_sign', params: [hex, ACCOUNT_0.toLowerCase()] });
    // Some apps send [address, message]: the wallet reads them the right way round.
    const swapped = await core.request({ method: 'personal_sign', params: [ACCOUNT_0, text] });
    expect(verifyMessage(text, fromHex as string)).toBe(ACCOUNT_0);
    expect(swapped).toBe(fromHex);
    expect(await codeOf(core.request({ method: 'personal_sign', params: [hex, ACCOUNT_1] }))).toBe(4100);

    const typed = {
      domain: { name: 'OVERDIVE', chainId: 1514 },
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Note: [{ name: 'text', type: 'string' }] },
      primaryType: 'Note',
      message: { text: 'hi' },
    };
    const signature = await core.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_0, JSON.stringify(typed)],
    });
    expect(
      verifyTypedData(typed.domain, { Note: typed.types.Note }, typed.message, signature as string),
    ).toBe(ACCOUNT_0);
    expect(asked.map((request) => request.kind)).toEqual(['sign', 'sign', 'typedData']);
    expect(asked[0]).toEqual({ kind: 'sign', account: ACCOUNT_0, message: text });
    expect(
      await codeOf(
        makeCore({ typedData: false }).core.request({ method: 'eth_signTypedData_v4', params: [] }),
      ),
    ).toBe(4200);
  });

  it('follows its script: reject, fail, hold, delay, for one method or any', async () => {
    const { core, script } = makeCore();
    script.rejectNext('eth_requestAccounts');
    script.failNext('*', -32002, 'Request already pending', { pending: true });
    expect(await codeOf(core.request({ method: 'eth_requestAccounts' }))).toBe(4001);
    await expect(core.request({ method: 'eth_chainId' })).rejects.toMatchObject({
      code: -32002,
      data: { pending: true },
    });
    expect(core.isConnected).toBe(false);

    const held = script.holdNext('eth_requestAccounts');
    const pending = core.request({ method: 'eth_requestAccounts' });
    await held.reached;
    held.reject(4100, 'Gone');
    expect(await codeOf(pending)).toBe(4100);
    const released = script.holdNext('eth_requestAccounts');
    const accepted = core.request({ method: 'eth_requestAccounts' });
    await released.reached;
    released.release();
    expect(await accepted).toEqual([ACCOUNT_0]);

    jest.useFakeTimers();
    try {
      script.delayNext('eth_chainId', 1_000);
      let answer: unknown;
      const late = core.request({ method: 'eth_chainId' }).then((value) => (answer = value));
      await jest.advanceTimersByTimeAsync(999);
      expect(answer).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await late;
      expect(answer).toBe('0x5ea');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows one prompt at a time, and a Reject is 4001', async () => {
    const answers: ((approved: boolean) => void)[] = [];
    const { core } = makeCore({
      authorised: true,
      confirm: () => new Promise((resolve) => answers.push(resolve)),
    });
    const first = core.request({ method: 'personal_sign', params: ['0x01', ACCOUNT_0] });
    const second = core.request({ method: 'personal_sign', params: ['0x02', ACCOUNT_0] });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answers).toHaveLength(1);
    answers[0]?.(false);
    expect(await codeOf(first)).toBe(4001);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answers).toHaveLength(2);
    answers[1]?.(true);
    expect(await second).toMatch(/^0x[0-9a-f]{130}$/);
  });

  it('switches only to chains it knows, and adds one by the policy it was given', async () => {
    const story = {
      chainId: '0x5ea',
      chainName: 'Story',
      nativeCurrency: { name: 'IP', symbol: 'IP', decimals: 18 },
      rpcUrls: ['https://mainnet.storyrpc.io'],
    };
    const switching = makeCore({ chainId: 1, knownChains: [1] });
    const switchTo = (core: WalletCore) =>
      core.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5ea' }] });
    expect(await codeOf(switchTo(switching.core))).toBe(4902);
    expect(
      await codeOf(
        switching.core.request({ method: 'wallet_addEthereumChain', params: [{ ...story, rpcUrls: [] }] }),
      ),
    ).toBe(-32602);
    await switching.core.request({ method: 'wallet_addEthereumChain', params: [story] });
    expect(switching.core.chainId).toBe(1514);
    expect(switching.core.addedChains).toEqual([story]);
    expect(switching.events).toEqual([['chainChanged', '0x5ea']]);

    const remembering = makeCore({ chainId: 1, knownChains: [1], addChain: 'remember' });
    await remembering.core.request({ method: 'wallet_addEthereumChain', params: [story] });
    expect(remembering.core.chainId).toBe(1);
    expect(await switchTo(remembering.core)).toBeNull();
    expect(remembering.core.chainId).toBe(1514);

    const refusing = makeCore({ addChain: 'refuse' });
    expect(await refusing.core.request({ method: 'wallet_addEthereumChain', params: [story] })).toBeNull();
    const other = { ...story, chainId: '0x1' };
    expect(await codeOf(refusing.core.request({ method: 'wallet_addEthereumChain', params: [other] }))).toBe(
      4902,
    );
  });

  it('fills in, signs and sends a transaction through its node, and sends none off its node’s chain', async () => {
    const { core, chain, asked } = makeCore({ authorised: true });
    chain.tokenBalance = 1n;
    // A transfer the node expects to revert: the user confirms it anyway, and it goes out with a fixed gas limit.
    const data = `0xa9059cbb${PAYEE.slice(2).padStart(64, '0')}${5n.toString(16).padStart(64, '0')}`;
    const hash = await core.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: PAYEE, data }],
    });
    const [sent] = chain.sent;
    expect(hash).toBe(sent?.hash);
    const fields = (tx?: Transaction) =>
      tx && [tx.from, tx.to, tx.data, tx.chainId, tx.nonce, tx.gasLimit, tx.value];
    expect(fields(sent)).toEqual([ACCOUNT_0, PAYEE, data.toLowerCase(), 1514n, 0, 1_000_000n, 0n]);
    // Twice the base fee and the tip (both 1 gwei on the fake node).
    expect(sent?.maxFeePerGas).toBe(3_000_000_000n);
    expect(asked).toEqual([{ kind: 'transaction', account: ACCOUNT_0, to: PAYEE, value: 0n, data }]);
    await core.request({
      method: 'eth_sendTransaction',
      params: [{ to: PAYEE, value: '0x1', gas: '0x5208' }],
    });
    expect(fields(chain.sent[1])).toEqual([ACCOUNT_0, PAYEE, '0x', 1514n, 1, 21_000n, 1n]);

    expect(await codeOf(core.request({ method: 'eth_sendTransaction', params: [{ to: 'nobody' }] }))).toBe(
      -32602,
    );
    await core.setChain(1);
    expect(await codeOf(core.request({ method: 'eth_sendTransaction', params: [{ to: PAYEE }] }))).toBe(4901);
    expect(chain.sent).toHaveLength(2);
  });

  it('passes reads to its node, but never a signing method and only what it forwards', async () => {
    const { core } = makeCore();
    expect(await core.request({ method: 'eth_blockNumber' })).toBe('0x10');
    expect(await codeOf(core.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] }))).toBe(4200);
    const reads = makeCore({ forward: (method) => method === 'eth_getBalance' }).core;
    expect(await reads.request({ method: 'eth_getBalance', params: [ACCOUNT_0, 'latest'] })).toBe(
      '0xde0b6b3a7640000',
    );
    expect(await codeOf(reads.request({ method: 'eth_blockNumber' }))).toBe(4200);
  });

  it('sends an EIP-5792 batch one call after another after one prompt, and reports its status', async () => {
    const { core, chain, asked } = makeCore({ authorised: true, batches: 'sequential' });
    expect(await core.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0, ['0x5ea']] })).toEqual({
      '0x5ea': { atomic: { status: 'unsupported' } },
    });
    const batch = (calls: { to: string; data: string }[]) => ({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x5ea', from: ACCOUNT_0, atomicRequired: false, calls }],
    });
    const { id } = (await core.request(
      batch([
        { to: PAYEE, data: '0xaa' },
        { to: PAYEE, data: '0xbb' },
      ]),
    )) as {
      id: string;
    };
    expect(asked.map((request) => request.kind)).toEqual(['batch']);
    expect(chain.sent.map((tx) => [tx.data, tx.nonce])).toEqual([
      ['0xaa', 0],
      ['0xbb', 1],
    ]);
    expect(await core.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({
      id,
      status: 200,
      atomic: false,
      receipts: [{ status: '0x1' }, { status: '0x1' }],
    });
    chain.outcome = 'reverted';
    const reverted = (await core.request(batch([{ to: PAYEE, data: '0xcc' }]))) as { id: string };
    expect(await core.request({ method: 'wallet_getCallsStatus', params: [reverted.id] })).toMatchObject({
      status: 500,
    });
    expect(await codeOf(makeCore().core.request({ method: 'wallet_getCapabilities', params: [] }))).toBe(
      4200,
    );
  });

  it('disappears with a disconnect event (4900) and answers nothing until it is back', async () => {
    const { core, events } = makeCore();
    await core.disappear();
    expect(events).toEqual([['disconnect', expect.objectContaining({ code: 4900 })]]);
    expect(await codeOf(core.request({ method: 'eth_chainId' }))).toBe(4900);
    await core.reappear();
    expect(events.at(-1)).toEqual(['connect', { chainId: '0x5ea' }]);
    expect(await core.request({ method: 'eth_chainId' })).toBe('0x5ea');
  });
});
