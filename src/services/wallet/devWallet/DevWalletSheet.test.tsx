import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmationQueue } from './confirmations';
import { DevWallet } from './DevWalletSheet';
import { DevWalletProvider, type Confirmation } from './provider';

const payment: Confirmation = {
  kind: 'transaction',
  origin: 'http://localhost:3000',
  account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: '0.0 IP',
  tokenTransfer: {
    recipient: '0x000000000000000000000000000000000000dEaD',
    amount: '2.5',
    symbol: 'USDC',
    token: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  },
  data: '0xa9059cbb',
};

function setUp() {
  const queue = new ConfirmationQueue();
  const wallet = new DevWalletProvider({
    rpcUrl: 'http://devnet.test/',
    chainId: 1514,
    nativeSymbol: 'IP',
    confirm: queue.confirm,
    storage: null,
  });
  render(
    <>
      <button type="button">Pay on the page</button>
      <DevWallet wallet={wallet} queue={queue} />
    </>,
  );
  return { queue, wallet };
}

describe('the development wallet sheet', () => {
  it('shows a payment as a named dialog with the amount, the recipient and the account, and Approve answers yes', async () => {
    const user = userEvent.setup();
    const { queue } = setUp();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = queue.confirm(payment);
    });
    const sheet = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(within(sheet).getByText('2.5 USDC')).toBeVisible();
    expect(within(sheet).getByText('0x000000000000000000000000000000000000dEaD')).toBeVisible();
    expect(within(sheet).getByText(payment.account)).toBeVisible();
    await user.click(within(sheet).getByRole('button', { name: 'Approve' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects on Escape and gives the focus back to where it was', async () => {
    const user = userEvent.setup();
    const { queue } = setUp();
    const opener = screen.getByRole('button', { name: 'Pay on the page' });
    opener.focus();
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = queue.confirm({
        kind: 'sign',
        origin: 'http://localhost:3000',
        account: payment.account,
        message: 'Hello',
      });
    });
    const sheet = await screen.findByRole('dialog', { name: 'Signature request' });
    expect(within(sheet).getByRole('textbox', { name: 'Message to sign' })).toHaveValue('Hello');
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('lets the user pick the account from a labelled list', async () => {
    const user = userEvent.setup();
    const { wallet } = setUp();
    const launcher = screen.getByRole('button', { name: /OVERDIVE Dev Wallet · #0/ });
    await user.click(launcher);
    const picker = await screen.findByRole('dialog', { name: 'OVERDIVE Dev Wallet' });
    await user.selectOptions(within(picker).getByRole('combobox', { name: 'Account' }), '1');
    expect(wallet.selectedAccount.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(launcher).toHaveTextContent('#1 0x70…79C8');
  });
});
