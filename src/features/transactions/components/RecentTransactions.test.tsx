import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWallet } from '../../../../tests/support/wallet/renderWallet';
import { uninstallMockWallets } from '../../../../tests/support/wallet/mockWallet';
import { transactionAdded } from '../transactionsSlice';
import RecentTransactions from './RecentTransactions';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

async function openAccountWithTransactions(locale: 'en' | 'ko' = 'en') {
  const rendered = await renderWallet({ connect: true, recentTransactions: RecentTransactions, locale });
  return rendered;
}

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /0x5a…eAed/ }));
  return screen.findByRole('dialog', { name: '0x5a…eAed' });
}

describe('recent transactions in the account dialog', () => {
  afterEach(() => {
    cleanup();
    uninstallMockWallets();
  });

  it('says where transactions will appear when there are none', async () => {
    await openAccountWithTransactions();
    const dialog = await openDialog();
    expect(await within(dialog).findByText('OVERDIVE transactions will appear here...')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Clear All' })).toBeNull();
  });

  it('shows the 3 newest with their status and explorer links, and Clear All empties the list', async () => {
    const { store, wallet } = await openAccountWithTransactions();
    wallet?.receipts.set(hash(1), { status: '0x1' });
    wallet?.receipts.set(hash(2), { status: '0x0' });
    await act(async () => {
      for (const n of [1, 2, 3, 4])
        await store.dispatch(transactionAdded({ hash: hash(n), description: `Order ${n}` }));
    });
    await waitFor(() =>
      expect(store.getState().transactions.store[wallet?.accounts[0] ?? '']?.['1514']?.[3]?.status).toBe(
        'confirmed',
      ),
    );
    await waitFor(() =>
      expect(store.getState().transactions.store[wallet?.accounts[0] ?? '']?.['1514']?.[2]?.status).toBe(
        'failed',
      ),
    );
    const dialog = await openDialog();
    const section = await within(dialog).findByRole('region', { name: 'Recent Transactions' });
    const rows = within(section).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Order 4Pending'),
      expect.stringContaining('Order 3Pending'),
      expect.stringContaining('Order 2Failed'),
    ]);
    expect(rows[0]).toHaveAttribute('href', `https://www.storyscan.io/tx/${hash(4)}`);
    await userEvent.click(within(section).getByRole('button', { name: 'Clear All' }));
    expect(await within(dialog).findByText('OVERDIVE transactions will appear here...')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('rk-transactions') ?? '{}')).toEqual({
      [wallet?.accounts[0] ?? '']: {},
    });
  });

  it('translates the status words', async () => {
    const { store } = await openAccountWithTransactions('ko');
    await act(async () => {
      await store.dispatch(transactionAdded({ hash: hash(9), description: '주문' }));
    });
    const dialog = await openDialog();
    const section = await within(dialog).findByRole('region', { name: '최근 거래' });
    expect(within(section).getByRole('link')).toHaveTextContent('주문대기 중');
    expect(within(section).getByRole('button', { name: '모두 지우기' })).toBeInTheDocument();
  });
});
