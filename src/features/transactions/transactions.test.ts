import { addListener } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { appStarted, transactionSettled } from '../../services/events';
import { WalletError } from '../../services/wallet';
import { walletApi, walletConnectRequested } from '../wallet';
import { installMockWallet, uninstallMockWallets } from '@tests/support/wallet/mockWallet';
import { receiptTimeoutMs, waitForReceipt } from './receiptWatcher';
import {
  selectAccountTransactions,
  selectRecentTransactions,
  transactionAdded,
  transactionsCleared,
  transactionStoreChanged,
} from './transactionsSlice';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

afterEach(uninstallMockWallets);

async function connectedStore({ chainId, balance = 0n }: { chainId?: number; balance?: bigint } = {}) {
  const wallet = installMockWallet(chainId ? { chainId } : {});
  wallet.balances.set((wallet.accounts[0] ?? '').toLowerCase(), balance);
  const store = makeStore({ extra: { reloadPage: jest.fn() } });
  // The transactions engine announces its start by reading storage (transactionStoreChanged).
  const engineStarted = new Promise<void>((resolve) => {
    store.dispatch(addListener({ actionCreator: transactionStoreChanged, effect: () => resolve() }));
  });
  store.dispatch(appStarted());
  await store.dispatch(walletConnectRequested({ walletId: wallet.rdns }));
  // The account's balance, read as the wallet button reads it (features/wallet/walletApi.ts).
  const account = { address: wallet.accounts[0] ?? '', chainId: chainId ?? 1514 };
  store.dispatch(walletApi.endpoints.getNativeBalance.initiate(account));
  const balanceRead = () => walletApi.endpoints.getNativeBalance.select(account)(store.getState()).data;
  return { store, wallet, engineStarted, balance: balanceRead };
}

function stored() {
  return JSON.parse(localStorage.getItem('rk-transactions') ?? 'null') as unknown;
}

describe('transactionAdded', () => {
  it('needs a connected address on a supported chain', async () => {
    const store = makeStore({ extra: { reloadPage: jest.fn() } });
    expect(() => store.dispatch(transactionAdded({ hash: hash(1), description: 'x' }))).toThrow(
      'No address or chain ID found',
    );
    const { store: wrongChain } = await connectedStore({ chainId: 1 });
    expect(() => wrongChain.dispatch(transactionAdded({ hash: hash(1), description: 'x' }))).toThrow(
      'No address or chain ID found',
    );
    expect(() => wrongChain.dispatch(transactionsCleared())).toThrow('No address or chain ID found');
    expect(selectAccountTransactions(wrongChain.getState())).toEqual([]);
  });

  it('rejects an invalid record with the kit message and stores nothing', async () => {
    const { store } = await connectedStore();
    expect(() =>
      store.dispatch(transactionAdded({ hash: '0xabc', description: 'Pay', confirmations: 0 })),
    ).toThrow(
      'Unable to add transaction\nInvalid transaction hash\nTransaction confirmations must be a positiver integer',
    );
    expect(stored()).toBeNull();
  });

  it('stores it pending under the address as the wallet reports it, then confirms it from the receipt', async () => {
    const { store, wallet, balance } = await connectedStore({ balance: 10n ** 18n });
    const address = wallet.accounts[0] ?? '';
    await waitFor(() => expect(balance()).toBe('1000000000000000000'));
    await store.dispatch(transactionAdded({ hash: hash(1), description: 'Pay order ORD-2026-000001' }));
    expect(stored()).toEqual({
      [address]: { '1514': [{ hash: hash(1), description: 'Pay order ORD-2026-000001', status: 'pending' }] },
    });
    wallet.balances.set(address.toLowerCase(), 5n * 10n ** 17n);
    wallet.receipts.set(hash(1), { status: '0x1', blockNumber: '0x64' });
    await waitFor(() => expect(selectAccountTransactions(store.getState())[0]?.status).toBe('confirmed'));
    expect(stored()).toEqual({
      [address]: {
        '1514': [{ hash: hash(1), description: 'Pay order ORD-2026-000001', status: 'confirmed' }],
      },
    });
    // A settled transaction refetches the balance.
    await waitFor(() => expect(balance()).toBe('500000000000000000'));
  });

  it('marks a reverted transaction failed', async () => {
    const { store, wallet } = await connectedStore();
    wallet.receipts.set(hash(2), { status: '0x0', blockNumber: '0x64' });
    await store.dispatch(transactionAdded({ hash: hash(2), description: 'Reverts' }));
    await waitFor(() => expect(selectAccountTransactions(store.getState())[0]?.status).toBe('failed'));
  });

  it('watches each hash once at a time and keeps waiting until the receipt arrives', async () => {
    const { store, wallet } = await connectedStore();
    await store.dispatch(transactionAdded({ hash: hash(3), description: 'first' }));
    await store.dispatch(transactionAdded({ hash: hash(3), description: 'again' }));
    store.dispatch(transactionStoreChanged(store.getState().transactions.store));
    await waitFor(() =>
      expect(wallet.requests.filter((r) => r.method === 'eth_getTransactionReceipt')).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(wallet.requests.filter((r) => r.method === 'eth_getTransactionReceipt')).toHaveLength(1);
    wallet.receipts.set(hash(3), { status: '0x1', blockNumber: '0x64' });
    await waitFor(() => expect(selectAccountTransactions(store.getState())[0]?.status).toBe('confirmed'), {
      timeout: 2000,
    });
    expect(selectAccountTransactions(store.getState())).toHaveLength(1);
    expect(selectAccountTransactions(store.getState())[0]?.description).toBe('again');
  });

  it('Clear All empties the current address and chain only', async () => {
    const { store, wallet } = await connectedStore();
    const address = wallet.accounts[0] ?? '';
    const other = { hash: hash(9), description: 'other chain', status: 'confirmed' };
    localStorage.setItem('rk-transactions', JSON.stringify({ [address]: { '1': [other] } }));
    wallet.receipts.set(hash(4), { status: '0x1' });
    await store.dispatch(transactionAdded({ hash: hash(4), description: 'x' }));
    expect(selectRecentTransactions(store.getState())).toHaveLength(1);
    await store.dispatch(transactionsCleared());
    expect(stored()).toEqual({ [address]: { '1': [other] } });
    expect(selectAccountTransactions(store.getState())).toEqual([]);
  });

  it('shows the 3 newest', async () => {
    const { store, wallet } = await connectedStore();
    for (const n of [1, 2, 3, 4, 5]) {
      wallet.receipts.set(hash(n), { status: '0x1' });
      await store.dispatch(transactionAdded({ hash: hash(n), description: `tx ${n}` }));
    }
    expect(selectRecentTransactions(store.getState()).map((t) => t.hash)).toEqual([
      hash(5),
      hash(4),
      hash(3),
    ]);
  });

  it("adopts another tab's changes", async () => {
    const { store, wallet, engineStarted } = await connectedStore();
    // The engine starts once the page is idle after start-up, by reading storage; the change comes after that.
    await engineStarted;
    const address = wallet.accounts[0] ?? '';
    const value = JSON.stringify({
      [address]: { '1514': [{ hash: hash(7), description: 'from tab 2', status: 'confirmed' }] },
    });
    localStorage.setItem('rk-transactions', value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'rk-transactions', newValue: value, storageArea: localStorage }),
    );
    expect(selectAccountTransactions(store.getState())).toEqual([
      { hash: hash(7), description: 'from tab 2', status: 'confirmed' },
    ]);
  });

  it('re-reads storage before each change so another tab is never overwritten', async () => {
    const { store, wallet } = await connectedStore();
    const address = wallet.accounts[0] ?? '';
    const theirs = { hash: hash(8), description: 'tab 2', status: 'confirmed' };
    localStorage.setItem('rk-transactions', JSON.stringify({ [address]: { '1514': [theirs] } }));
    wallet.receipts.set(hash(9), { status: '0x1' });
    await store.dispatch(transactionAdded({ hash: hash(9), description: 'tab 1' }));
    expect(selectAccountTransactions(store.getState()).map((t) => t.hash)).toEqual([hash(9), hash(8)]);
  });

  it('emits transactionSettled with the outcome, and a failed one refetches the balance too (gas was spent)', async () => {
    const { store, wallet, balance } = await connectedStore({ balance: 3n });
    await waitFor(() => expect(balance()).toBe('3'));
    // A test listener on the store's own listener middleware records what is dispatched from here on.
    const settled: ReturnType<typeof transactionSettled>[] = [];
    store.dispatch(
      addListener({
        actionCreator: transactionSettled,
        effect: (action) => {
          settled.push(action);
        },
      }),
    );
    wallet.balances.set((wallet.accounts[0] ?? '').toLowerCase(), 2n);
    wallet.receipts.set(hash(10), { status: '0x0' });
    await store.dispatch(transactionAdded({ hash: hash(10), description: 'x' }));
    await waitFor(() => expect(selectAccountTransactions(store.getState())[0]?.status).toBe('failed'));
    expect(settled.map((action) => action.payload)).toEqual([
      {
        hash: hash(10),
        address: wallet.accounts[0],
        chainId: 1514,
        status: 'failed',
      },
    ]);
    await waitFor(() => expect(balance()).toBe('2'));
  });
});

describe('waitForReceipt', () => {
  const answers = (receipt: unknown, head = '0x64') =>
    jest.fn((method: string) => Promise.resolve(method === 'eth_blockNumber' ? head : receipt));

  it('confirms on status 1 and fails on status 0 or reverted', async () => {
    await expect(waitForReceipt(hash(1), { request: answers({ status: '0x1' }) })).resolves.toBe('confirmed');
    await expect(waitForReceipt(hash(1), { request: answers({ status: '0x0' }) })).resolves.toBe('failed');
    await expect(waitForReceipt(hash(1), { request: answers({ status: 'reverted' }) })).resolves.toBe(
      'failed',
    );
  });

  it('leaves a receipt without status pending (unknown)', async () => {
    await expect(waitForReceipt(hash(1), { request: answers({ blockNumber: '0x1' }) })).resolves.toBe(
      'unknown',
    );
  });

  it('fails after the 300 000 ms timeout', async () => {
    expect(receiptTimeoutMs).toBe(300_000);
    let clock = 0;
    jest.useFakeTimers();
    try {
      const outcome = waitForReceipt(hash(1), {
        request: jest.fn(() => Promise.resolve(null)),
        now: () => clock,
      });
      for (let step = 0; step < 200 && clock < receiptTimeoutMs; step += 1) {
        clock += 4000;
        await jest.advanceTimersByTimeAsync(4000);
      }
      await expect(outcome).resolves.toBe('failed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('waits for the requested confirmations', async () => {
    let head = 100n;
    const request = jest.fn((method: string) =>
      Promise.resolve(
        method === 'eth_blockNumber' ? `0x${head.toString(16)}` : { status: '0x1', blockNumber: '0x64' },
      ),
    );
    jest.useFakeTimers();
    try {
      const outcome = waitForReceipt(hash(1), { request, confirmations: 3 });
      await jest.advanceTimersByTimeAsync(600);
      head = 102n;
      await jest.advanceTimersByTimeAsync(1100);
      await expect(outcome).resolves.toBe('confirmed');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops when the wallet is gone or the account left', async () => {
    await expect(
      waitForReceipt(hash(1), {
        request: () => Promise.reject(new WalletError('notConnected', 'No wallet is connected.')),
      }),
    ).rejects.toThrow('No wallet is connected.');
    await expect(
      waitForReceipt(hash(1), { request: answers(null), stillRelevant: () => false }),
    ).rejects.toThrow('Receipt wait stopped');
  });

  it('polls once for a hash however many wait for it, and stops when the last waiter leaves', async () => {
    let mined = false;
    const request = jest.fn((method: string) =>
      Promise.resolve(method === 'eth_getTransactionReceipt' && mined ? { status: '0x1' } : null),
    );
    jest.useFakeTimers();
    try {
      const first = waitForReceipt(hash(7), { request });
      const second = waitForReceipt(hash(7), { request: jest.fn() });
      await jest.advanceTimersByTimeAsync(2000);
      const polls = request.mock.calls.length;
      expect(polls).toBeGreaterThan(0);
      mined = true;
      await jest.advanceTimersByTimeAsync(4000);
      await expect(first).resolves.toBe('confirmed');
      await expect(second).resolves.toBe('confirmed');

      // Two waiters that both leave: the poll stops.
      const leaving = [new AbortController(), new AbortController()];
      const quiet = jest.fn(() => Promise.resolve(null));
      const waits = leaving.map((controller) =>
        waitForReceipt(hash(8), { request: quiet, signal: controller.signal }).catch(
          (error: Error) => error.message,
        ),
      );
      await jest.advanceTimersByTimeAsync(1000);
      leaving[0]?.abort();
      await jest.advanceTimersByTimeAsync(1000);
      const whileOneWaits = quiet.mock.calls.length;
      await jest.advanceTimersByTimeAsync(4000);
      expect(quiet.mock.calls.length).toBeGreaterThan(whileOneWaits);
      leaving[1]?.abort();
      await expect(Promise.all(waits)).resolves.toEqual(['Receipt wait stopped', 'Receipt wait stopped']);
      const afterAll = quiet.mock.calls.length;
      await jest.advanceTimersByTimeAsync(20_000);
      expect(quiet.mock.calls.length).toBe(afterAll);
    } finally {
      jest.useRealTimers();
    }
  });
});
