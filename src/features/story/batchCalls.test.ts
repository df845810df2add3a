import {
  BatchFailedError,
  hashOfCall,
  isMethodMissing,
  sendCalls,
  sendCallsRequest,
  supportsBatching,
  waitForCalls,
  type WalletRequest,
} from './batchCalls';

const OWNER = '0x1111111111111111111111111111111111111111';
const CALL_A = { to: '0x04fbd8a2e56dd85CFD5500A4A4DfA955B9f1dE6f', data: '0xaaaa' };
const CALL_B = { to: '0x04fbd8a2e56dd85CFD5500A4A4DfA955B9f1dE6f', data: '0xbbbb' };
const HASH_1 = `0x${'1'.repeat(64)}`;
const HASH_2 = `0x${'2'.repeat(64)}`;

function rpcError(code: number, message: string) {
  return Object.assign(new Error(message), { code });
}

/** A wallet answering each method from a list of answers, recording what it was asked. */
function wallet(answers: Record<string, unknown[]>) {
  const asked: { method: string; params?: readonly unknown[] }[] = [];
  const request: WalletRequest = (method, params) => {
    asked.push({ method, ...(params ? { params } : {}) });
    const next = answers[method]?.shift();
    if (next instanceof Error) return Promise.reject(next);
    if (next === undefined) return Promise.reject(rpcError(-32601, `the method ${method} does not exist`));
    return Promise.resolve(next);
  };
  return { request, asked };
}

describe('supportsBatching (EIP-5792 wallet_getCapabilities)', () => {
  it('asks for Story mainnet (0x5ea) from the owner and batches atomically or one call after another', async () => {
    for (const status of ['supported', 'ready', 'unsupported']) {
      const w = wallet({ wallet_getCapabilities: [{ '0x5ea': { atomic: { status } } }] });
      await expect(supportsBatching(w.request, OWNER, 1514)).resolves.toBe(true);
      expect(w.asked).toEqual([{ method: 'wallet_getCapabilities', params: [OWNER, ['0x5ea']] }]);
    }
    const all = wallet({ wallet_getCapabilities: [{ '0x0': { atomic: { status: 'supported' } } }] });
    await expect(supportsBatching(all.request, OWNER, 1514)).resolves.toBe(true);
  });

  it('falls back to the queue when the wallet reports nothing for the chain', async () => {
    const otherChain = wallet({ wallet_getCapabilities: [{ '0x1': { atomic: { status: 'supported' } } }] });
    await expect(supportsBatching(otherChain.request, OWNER, 1514)).resolves.toBe(false);
    const empty = wallet({ wallet_getCapabilities: [{}] });
    await expect(supportsBatching(empty.request, OWNER, 1514)).resolves.toBe(false);
    const nothing = wallet({ wallet_getCapabilities: [null] });
    await expect(supportsBatching(nothing.request, OWNER, 1514)).resolves.toBe(false);
  });

  it('falls back to the queue when the method is missing (4200, -32601, "method not found")', async () => {
    for (const error of [
      rpcError(4200, 'Unsupported method'),
      rpcError(-32601, 'Method not found'),
      new Error('the method wallet_getCapabilities does not exist / is not available'),
    ]) {
      expect(isMethodMissing(error)).toBe(true);
      const w = wallet({ wallet_getCapabilities: [error] });
      await expect(supportsBatching(w.request, OWNER, 1514)).resolves.toBe(false);
    }
    expect(isMethodMissing(rpcError(4001, 'User rejected the request.'))).toBe(false);
  });
});

describe('wallet_sendCalls', () => {
  it('sends every call from the owner in one EIP-5792 v2 request, not atomic-required, no value', async () => {
    expect(sendCallsRequest(OWNER, 1514, [CALL_A, CALL_B])).toEqual({
      version: '2.0.0',
      chainId: '0x5ea',
      from: OWNER,
      atomicRequired: false,
      calls: [
        { to: CALL_A.to, data: '0xaaaa', value: '0x0' },
        { to: CALL_B.to, data: '0xbbbb', value: '0x0' },
      ],
    });
    const w = wallet({ wallet_sendCalls: [{ id: 'batch-1' }] });
    await expect(sendCalls(w.request, OWNER, 1514, [CALL_A, CALL_B])).resolves.toBe('batch-1');
    expect(w.asked[0]).toEqual({
      method: 'wallet_sendCalls',
      params: [sendCallsRequest(OWNER, 1514, [CALL_A, CALL_B])],
    });
  });

  it("passes the user's rejection (4001) on, and refuses an answer without a batch id", async () => {
    const rejected = wallet({ wallet_sendCalls: [rpcError(4001, 'User rejected the request.')] });
    await expect(sendCalls(rejected.request, OWNER, 1514, [CALL_A])).rejects.toMatchObject({ code: 4001 });
    const noId = wallet({ wallet_sendCalls: [{}] });
    await expect(sendCalls(noId.request, OWNER, 1514, [CALL_A])).rejects.toThrow(/batch id/);
  });
});

describe('waitForCalls (wallet_getCallsStatus)', () => {
  const sleep = jest.fn(() => Promise.resolve());

  it('polls while pending (100) and answers the receipts’ hashes once confirmed (200)', async () => {
    const w = wallet({
      wallet_getCallsStatus: [
        { status: 100 },
        { status: 100 },
        {
          status: 200,
          receipts: [
            { transactionHash: HASH_1, status: '0x1' },
            { transactionHash: HASH_2, status: '0x1' },
          ],
        },
      ],
    });
    await expect(waitForCalls(w.request, 'batch-1', { sleep })).resolves.toEqual([HASH_1, HASH_2]);
    expect(w.asked.map((a) => a.params)).toEqual([['batch-1'], ['batch-1'], ['batch-1']]);
    const atomic = wallet({
      wallet_getCallsStatus: [
        { status: 200, atomic: true, receipts: [{ transactionHash: HASH_1, status: '0x1' }] },
      ],
    });
    await expect(waitForCalls(atomic.request, 'batch-2', { sleep })).resolves.toEqual([HASH_1]);
  });

  it('fails on 400, 500 and 600, and on a confirmed receipt that reverted', async () => {
    for (const status of [400, 500, 600]) {
      const w = wallet({ wallet_getCallsStatus: [{ status, receipts: [{ transactionHash: HASH_1 }] }] });
      const failure = await waitForCalls(w.request, 'b', { sleep }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(BatchFailedError);
      expect(failure).toMatchObject({ status, hashes: [HASH_1] });
    }
    const reverted = wallet({
      wallet_getCallsStatus: [{ status: 200, receipts: [{ transactionHash: HASH_1, status: '0x0' }] }],
    });
    await expect(waitForCalls(reverted.request, 'b', { sleep })).rejects.toBeInstanceOf(BatchFailedError);
  });

  it('gives up after its time limit while still pending', async () => {
    const w = wallet({ wallet_getCallsStatus: Array.from({ length: 10 }, () => ({ status: 100 })) });
    await expect(
      waitForCalls(w.request, 'b', { sleep, intervalMs: 10, timeoutMs: 30 }),
    ).rejects.toMatchObject({ status: 100 });
    expect(w.asked).toHaveLength(4);
  });
});

describe('hashOfCall', () => {
  it('gives every call the atomic batch’s one hash, or each call its own hash in order', () => {
    expect([0, 1].map((i) => hashOfCall([HASH_1], i, 2))).toEqual([HASH_1, HASH_1]);
    expect([0, 1].map((i) => hashOfCall([HASH_1, HASH_2], i, 2))).toEqual([HASH_1, HASH_2]);
    expect(hashOfCall([HASH_1, HASH_2], 0, 3)).toBeNull();
  });
});
