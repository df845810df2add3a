import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { renderRoute } from '@tests/renderWithProviders';
import { axeViolations } from '@tests/support/axeJsdom';
import { buyerAddress, makeOrderDetail, orderId, usdc } from '@tests/support/orderFixtures';
import { signedInWallet, type SignedInWallet } from '@tests/support/signedIn';
import { encodeTransferCall } from '@/services/wallet/erc20';
import { type OrderDetail } from '../orderTypes';
import OrderDetailPage from '../pages/OrderDetailPage';

// /order/{id} Refund (docs/product.md §12.4) with the real store, the fake EIP-1193 wallet and MSW: what the dialog says
// before the wallet opens, the one ERC-20 transfer it sends from the payout address, the refund/ record of its hash,
// and what a wallet on another address, a decline, a revert, a failed record or a refusal does.

jest.setTimeout(20_000);

const id = orderId(77);
const declined = 'You declined the request in your wallet. Nothing was sent.';
const notRecorded = 'The refund was sent, but OVERDIVE could not record it yet.';

/** The API's one order, refunded by the first refund/ answer the test lets through; every body it was sent. */
function serveRefund(initial: OrderDetail, answer: (count: number) => Response | null = () => null) {
  let order = initial;
  const bodies: { tx_hash: string }[] = [];
  server.use(
    http.get(apiUrl(`products/orders/${id}/`), () => HttpResponse.json(order)),
    http.post(apiUrl(`products/orders/${id}/refund/`), async ({ request }) => {
      const body = (await request.json()) as { tx_hash: string };
      bodies.push(body);
      const scripted = answer(bodies.length);
      if (scripted) return scripted;
      order = {
        ...order,
        status: 'refunded',
        refund_tx_hash: body.tx_hash,
        history: [
          ...order.history,
          { status: 'refunded', actor: 'licensor', at: '2026-11-22T09:00:00.000Z' },
        ],
      };
      return HttpResponse.json(order);
    }),
  );
  return bodies;
}

const refused = (reason: string) =>
  HttpResponse.json({ error: `Refund rejected: ${reason}`, fields: { tx_hash: reason } }, { status: 409 });

let wallet: SignedInWallet;

/**
 * The licensor signed in with the fake wallet, on the detail of a paid order (12.50 + 0.50 overpaid) to its payout
 * address; its Refund dialog opened. `answer` scripts refund/ as serveRefund does.
 */
async function openRefund(
  order: Partial<OrderDetail> = {},
  { answer, locale = 'en' }: { answer?: (count: number) => Response | null; locale?: 'en' | 'ko' } = {},
) {
  wallet = await signedInWallet();
  const bodies = serveRefund(
    makeOrderDetail({
      id,
      number: 'ORD-2026-000077',
      pay_to: wallet.address,
      total: '12500000',
      overpaid: '500000',
      status: 'paid',
      ...order,
    }),
    answer,
  );
  const user = userEvent.setup();
  const view = renderRoute(`/order/${id}`, {
    locale,
    preloadedState: wallet.preloadedState,
    routes: [{ path: '/order/:orderId', element: <OrderDetailPage /> }],
  });
  const actions = await screen.findByRole('region', { name: locale === 'ko' ? '작업' : 'Actions' });
  await user.click(within(actions).getByRole('button', { name: locale === 'ko' ? '환불' : 'Refund' }));
  const dialog = screen.getByRole('dialog');
  return { ...view, user, dialog, bodies };
}

const sentTransfers = () =>
  wallet.fake.sentTransactions.map(({ from, to, data }) => ({ from: from.toLowerCase(), to, data }));
const refundCall = (amount: bigint) => ({
  from: wallet.address,
  to: usdc.address,
  data: encodeTransferCall(buyerAddress, amount),
});

describe('Refund (docs/product.md §12.4)', () => {
  it('says how much goes back to whom before the wallet opens, then sends it and records the hash', async () => {
    const { user, dialog, container, bodies } = await openRefund();
    expect(dialog).toHaveAccessibleName('Refund order ORD-2026-000077');
    expect(within(dialog).getByText(`13.00 USDC.e to ${buyerAddress}`)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This includes the 0.50 USDC.e sent beyond the total.');
    expect(dialog).toHaveTextContent(`from the payout address ${wallet.address}`);
    expect(wallet.fake.requests.map((r) => r.method)).not.toContain('eth_sendTransaction');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Send refund' }));
    expect(await screen.findByText('The order is refunded and the buyer is told by email.')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The amount paid (total and overpayment), in the order's token, to the buyer, from the payout address.
    expect(sentTransfers()).toEqual([refundCall(13_000_000n)]);
    const hash = wallet.fake.sentTransactions[0]?.hash ?? '';
    expect(bodies).toEqual([{ tx_hash: hash }]);
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('link', { name: new RegExp(hash) })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tx/${hash}`),
    );
    expect(screen.getAllByText('Refunded').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });

  it('works from the keyboard alone: Escape closes it, Enter opens it again and sends the refund', async () => {
    const { user, dialog, bodies } = await openRefund();
    const refundButton = screen.getByRole('button', { name: 'Refund' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refundButton).toHaveFocus();
    expect(dialog).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    const reopened = screen.getByRole('dialog');
    const send = within(reopened).getByRole('button', { name: 'Send refund' });
    for (let tab = 0; tab < 10 && document.activeElement !== send; tab += 1) await user.tab();
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The order is refunded and the buyer is told by email.')).toHaveFocus();
    expect(sentTransfers()).toEqual([refundCall(13_000_000n)]);
    expect(bodies).toHaveLength(1);
  });

  it('tells a wallet that is not the payout address to switch to it, and records a refund sent from there', async () => {
    const payTo = `0x${'1'.repeat(40)}`;
    const { user, dialog, container, bodies } = await openRefund({ pay_to: payTo });
    expect(dialog).toHaveTextContent(
      `The refund must come from ${payTo}, the address this order was paid to, but you are signed in with ${wallet.address}.`,
    );
    expect(dialog).toHaveTextContent(`switch to ${payTo} and send 13.00 USDC.e to ${buyerAddress} from it`);
    expect(within(dialog).queryByRole('button', { name: 'Send refund' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    const field = within(dialog).getByRole('textbox', { name: 'Refund transaction hash' });
    await user.type(field, '0x1234');
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 0x-prefixed transaction hash of 64 hexadecimal characters.'),
    );
    expect(bodies).toEqual([]);
    const sentElsewhere = `0x${'ab'.repeat(32)}`;
    await user.clear(field);
    await user.type(field, sentElsewhere);
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(
      await screen.findByText('The order is refunded and the buyer is told by email.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ tx_hash: sentElsewhere }]);
    expect(wallet.fake.sentTransactions).toHaveLength(0);
  });

  it('says a declined wallet sent nothing; Retry asks the wallet again', async () => {
    const { user, dialog, bodies } = await openRefund();
    wallet.fake.rejectNext('eth_sendTransaction');
    await user.click(within(dialog).getByRole('button', { name: 'Send refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(declined);
    expect(wallet.fake.sentTransactions).toHaveLength(0);
    expect(bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The order is refunded and the buyer is told by email.'),
    ).toBeInTheDocument();
    expect(sentTransfers()).toEqual([refundCall(13_000_000n)]);
    expect(bodies).toHaveLength(1);
  });

  it('records a reverted refund as the API sees it, and only then sends a new one', async () => {
    const { user, dialog, bodies } = await openRefund(
      {},
      { answer: (count) => (count === 1 ? refused('transaction failed') : null) },
    );
    wallet.fake.setReceiptOutcome('reverted');
    await user.click(within(dialog).getByRole('button', { name: 'Send refund' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('The transaction failed on chain.'));
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    // The API read it reverted: no money moved, so Retry sends a new transfer.
    wallet.fake.setReceiptOutcome('success');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The order is refunded and the buyer is told by email.'),
    ).toBeInTheDocument();
    expect(wallet.fake.sentTransactions).toHaveLength(2);
    expect(bodies.map((body) => body.tx_hash)).toEqual(wallet.fake.sentTransactions.map((tx) => tx.hash));
  });

  it('keeps the hash from the moment the wallet sends: no receipt within the wait, Retry records it again', async () => {
    // The wallet's node has no receipt for the whole wait (a congested chain): the money may be on its way all the
    // same, so the hash is recorded and the API, which reads the chain itself, says it is not mined yet.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { user, dialog, bodies } = await openRefund(
        {},
        { answer: (count) => (count === 1 ? refused('transaction not yet mined') : null) },
      );
      wallet.fake.setReceiptOutcome('pending');
      await user.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      await waitFor(() => expect(wallet.fake.sentTransactions).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(301_000));
      const alert = await within(dialog).findByRole('alert');
      await waitFor(() => expect(alert).toHaveTextContent('The transaction is not confirmed yet.'));
      wallet.fake.setReceiptOutcome('success');
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      expect(
        await screen.findByText('The order is refunded and the buyer is told by email.'),
      ).toBeInTheDocument();
      const hash = wallet.fake.sentTransactions[0]?.hash;
      expect(wallet.fake.sentTransactions).toHaveLength(1);
      expect(bodies).toEqual([{ tx_hash: hash }, { tx_hash: hash }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('records the SAME hash again after a failed record (5xx, not yet mined), never a second transfer', async () => {
    const { user, dialog, bodies } = await openRefund(
      {},
      {
        answer: (count) => {
          if (count === 1) return HttpResponse.json({ error: 'Server error' }, { status: 503 });
          if (count === 2) return refused('transaction not yet mined');
          return null;
        },
      },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(notRecorded);
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'The transaction is not confirmed yet. Retry in a moment.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The order is refunded and the buyer is told by email.'),
    ).toBeInTheDocument();
    const hash = wallet.fake.sentTransactions[0]?.hash;
    expect(wallet.fake.sentTransactions).toHaveLength(1);
    expect(bodies).toEqual([{ tx_hash: hash }, { tx_hash: hash }, { tx_hash: hash }]);
  });

  it('says why the API refused the refund it sent, and never sends that money again', async () => {
    for (const reason of ['less than paid', 'transaction not found', 'order is not refundable']) {
      const { user, dialog, bodies, unmount } = await openRefund(
        {},
        { answer: (count) => (count === 1 ? refused(reason) : null) },
      );
      await user.click(within(dialog).getByRole('button', { name: 'Send refund' }));
      const alert = await within(dialog).findByRole('alert');
      await waitFor(() =>
        expect(alert).toHaveTextContent('OVERDIVE did not accept this transaction as the refund.'),
      );
      // Retry records the same transaction again: the money this dialog sent is never sent a second time.
      await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect([reason, wallet.fake.sentTransactions.length]).toEqual([reason, 1]);
      expect(bodies[1]).toEqual(bodies[0]);
      unmount();
    }
  });

  it('lets a hash typed by hand that the API refused be replaced', async () => {
    const { user, dialog, bodies } = await openRefund(
      {},
      { answer: (count) => (count === 1 ? refused('not to the buyer') : null) },
    );
    const field = within(dialog).getByRole('textbox', { name: /hash/i });
    await user.type(field, `0x${'ab'.repeat(32)}`);
    await user.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('The order is refunded and the buyer is told by email.'),
    ).toBeInTheDocument();
    // The refused hash is dropped: Retry sent the refund from the wallet, then recorded that.
    expect(wallet.fake.sentTransactions).toHaveLength(1);
    expect(bodies.map((body) => body.tx_hash)).toEqual([
      `0x${'ab'.repeat(32)}`,
      wallet.fake.sentTransactions[0]?.hash,
    ]);
  });

  it('speaks Korean in the Korean dashboard', async () => {
    const { dialog } = await openRefund({}, { locale: 'ko' });
    expect(dialog).toHaveAccessibleName('주문 ORD-2026-000077 환불');
    expect(within(dialog).getByText(`${buyerAddress}에게 13.00 USDC.e`)).toBeInTheDocument();
  });

  it('offers no refund on an order that was not paid', async () => {
    serveRefund(makeOrderDetail({ id, status: 'pending_payment', payment_tx_hash: null, paid_at: null }));
    wallet = await signedInWallet();
    renderRoute(`/order/${id}`, {
      preloadedState: wallet.preloadedState,
      routes: [{ path: '/order/:orderId', element: <OrderDetailPage /> }],
    });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
