import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { serveOrder, serveOrders } from '@tests/msw/serve/orders';
import { renderRoute } from '@tests/renderWithProviders';
import { buyerAddress, makeOrderDetail, orderId, pageOf, payoutAddress } from '@tests/support/orderFixtures';
import { signedInState } from '@tests/support/signedIn';
import { walletA } from '@tests/support/tokens';
import OrderDetailPage from './OrderDetailPage';
import OrdersPage from './OrdersPage';

// serveOrder keeps one order and applies PATCHes the way the API does (tests/msw/serve/orders.ts); any other order
// id is unknown to the default handlers (404).

const id = orderId(42);

function renderDetail(locale: 'en' | 'ko' = 'en') {
  return renderRoute(`/order/${id}`, {
    locale,
    preloadedState: signedInState(walletA),
    routes: [
      { path: '/order', element: <OrdersPage /> },
      { path: '/order/:orderId', element: <OrderDetailPage /> },
    ],
  });
}

describe('/order/{id}', () => {
  it('shows the order: summary, buyer with copy and explorer links, payment link and timeline', async () => {
    serveOrder(
      makeOrderDetail({
        id,
        number: 'ORD-2026-000042',
        quantity: 2,
        unit_price: '12500000',
        total: '25000000',
        buyer_email: 'buyer@example.com',
        payment_tx_hash: `0x${'cd'.repeat(32)}`,
      }),
    );
    renderDetail();
    expect(screen.getAllByText('Loading the order…').length).toBeGreaterThan(0);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order ORD-2026-000042' }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('12.50 USDC.e')).toBeInTheDocument();
    expect(within(summary).getByText('25.00 USDC.e')).toBeInTheDocument();

    const buyer = screen.getByRole('region', { name: 'Buyer' });
    expect(within(buyer).getByText(buyerAddress)).toBeInTheDocument();
    expect(within(buyer).getByRole('link', { name: 'buyer@example.com' })).toHaveAttribute(
      'href',
      'mailto:buyer@example.com',
    );
    expect(within(buyer).getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
    const explorer = within(buyer).getByRole('link', {
      name: "View the buyer's address on the explorer (opens in a new tab)",
    });
    expect(explorer).toHaveAttribute('href', `https://www.storyscan.io/address/${buyerAddress}`);
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');

    const payment = screen.getByRole('region', { name: 'Payment' });
    const tx = within(payment).getByRole('link', { name: new RegExp(`0x${'cd'.repeat(32)}`) });
    expect(tx).toHaveAttribute('href', `https://www.storyscan.io/tx/0x${'cd'.repeat(32)}`);
    expect(tx).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(payment).getByRole('link', { name: new RegExp(payoutAddress) })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/address/${payoutAddress}`,
    );

    const timeline = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(timeline.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pending payment'),
      expect.stringContaining('Paid'),
      expect.stringContaining('Next: Completed'),
    ]);
    expect(timeline[1]).toHaveAttribute('aria-current', 'step');
  });

  it('shows what the buyer paid beyond the total (docs/product.md §7 overpaid), and nothing for an exact payment', async () => {
    serveOrder(
      makeOrderDetail({
        id,
        total: '25000000',
        payment_tx_hash: `0x${'cd'.repeat(32)}`,
        overpaid: '1500000',
      }),
    );
    const { unmount } = renderDetail();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Overpaid')).toBeInTheDocument();
    expect(within(payment).getByText('1.50 USDC.e')).toBeInTheDocument();
    unmount();

    serveOrder(makeOrderDetail({ id, payment_tx_hash: `0x${'cd'.repeat(32)}`, overpaid: '0' }));
    renderDetail();
    const exact = await screen.findByRole('region', { name: 'Payment' });
    expect(within(exact).queryByText('Overpaid')).not.toBeInTheDocument();
  });

  it("says whether the order's mails went out: sent, waiting for the mail server, or refused (docs/product.md §11.3)", async () => {
    serveOrder(
      makeOrderDetail({
        id,
        buyer_email: 'buyer@example.com',
        mails: [
          {
            kind: 'payment_received',
            recipient: 'buyer@example.com',
            state: 'sent',
            attempts: 1,
            last_error: null,
            sent_at: '2026-11-20T10:06:00.000Z',
          },
          {
            kind: 'new_paid_order',
            recipient: 'sales@studio.example',
            state: 'pending',
            attempts: 3,
            last_error: 'connect ECONNREFUSED',
            sent_at: null,
          },
          {
            kind: 'license_issued',
            recipient: 'buyer@example.com',
            state: 'failed',
            attempts: 1,
            last_error: '550 No such mailbox',
            sent_at: null,
          },
        ],
      }),
    );
    renderDetail();
    const buyer = await screen.findByRole('region', { name: 'Buyer' });
    const mails = within(buyer).getAllByRole('listitem');
    expect(mails.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Payment receipt to buyer@example\.com: sent .*2026/),
      'New-order notice to sales@studio.example: waiting for the mail server',
      'License to buyer@example.com: refused by the mail server (550 No such mailbox)',
    ]);
  });

  it('shows the detail’s shape while it loads, busy with its label, then the order (docs/product.md §9)', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serveOrder(makeOrderDetail({ id, number: 'ORD-2026-000042' }), {
      read: async (order) => {
        await held;
        return HttpResponse.json(order);
      },
    });
    renderDetail();
    const skeleton = await screen.findByTestId('skeleton-detail');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(within(skeleton).getByRole('status')).toHaveTextContent('Loading the order…');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order ORD-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton-detail')).not.toBeInTheDocument();
  });

  it('copies the buyer address', async () => {
    serveOrder(makeOrderDetail({ id }));
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(writeText).toHaveBeenCalledWith(buyerAddress);
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('says when the order does not exist (or is another company’s)', async () => {
    // The default handlers know no order of this id: 404.
    renderDetail();
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/order');
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    serveOrder(makeOrderDetail({ id, number: 'ORD-2026-000099' }), {
      read: (order) => (fail ? HttpResponse.error() : HttpResponse.json(order)),
    });
    renderDetail();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order ORD-2026-000099' })).toBeInTheDocument();
  });

  it('offers only the allowed actions of a paid order, and completes it after confirmation', async () => {
    const { patches } = serveOrder(makeOrderDetail({ id, number: 'ORD-2026-000042', status: 'paid' }));
    renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Complete order', 'Refund']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Complete order' }));
    const dialog = screen.getByRole('dialog', { name: 'Complete order ORD-2026-000042?' });
    expect(dialog).toHaveTextContent('A license is issued to the buyer.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([{ status: 'completed' }]);
    expect(await screen.findByText('The order is now Completed.')).toHaveFocus();
    // A completed order is still refunded by sending the money back (docs/product.md §12.4), never by a status change.
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Refund']);
    // The licence by product name, never its raw id (docs/product.md §9); not minted on Story yet.
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText('lic-1')).not.toBeInTheDocument();
    expect(within(summary).getByText('No license tokens minted on Story yet')).toBeInTheDocument();
  });

  it('shows the licence by product name and its token ids, each linking to its verification page', async () => {
    const mintTx = `0x${'cd'.repeat(32)}`;
    serveOrder(
      makeOrderDetail({
        id,
        status: 'completed',
        product_title: 'Sunset Loop Pack',
        license_id: '9b2f0c1e-0000-4000-8000-000000000009',
        license_tokens: { ip_id: null, license_terms_id: '3', token_ids: ['17', '18'], mint_tx_hash: mintTx },
      }),
    );
    const { router } = renderDetail();
    const summary = await screen.findByRole('region', { name: 'Summary' });
    expect(within(summary).queryByText(/9b2f0c1e/)).not.toBeInTheDocument();
    const licence = within(summary).getByText('License').closest('div') as HTMLElement;
    expect(within(licence).getByText('Sunset Loop Pack')).toBeInTheDocument();
    // docs/product.md §9: token ids with explorer links and their verification pages (§11.2), never a bare id.
    for (const tokenId of ['17', '18']) {
      expect(within(licence).getByRole('link', { name: `License token #${tokenId}` })).toHaveAttribute(
        'href',
        `/licenses/${tokenId}`,
      );
    }
    expect(within(licence).getByRole('link', { name: /^Transaction that issued them/ })).toHaveAttribute(
      'href',
      `https://www.storyscan.io/tx/${mintTx}`,
    );
    await userEvent.click(within(licence).getByRole('link', { name: 'License token #17' }));
    expect(router.state.location.pathname).toBe('/licenses/17');
  });

  it('refreshes the orders list after a status change (tags), without a reload', async () => {
    serveOrder(makeOrderDetail({ id, number: 'ORD-2026-000042', status: 'paid' }));
    const seen = serveOrders({
      list: () =>
        HttpResponse.json(
          pageOf([
            makeOrderDetail({
              id,
              number: 'ORD-2026-000042',
              status: seen.lists.length > 1 ? 'completed' : 'paid',
            }),
          ]),
        ),
    });
    const { router } = renderRoute('/order', {
      preloadedState: signedInState(walletA),
      routes: [
        { path: '/order', element: <OrdersPage /> },
        { path: '/order/:orderId', element: <OrderDetailPage /> },
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'ORD-2026-000042' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Complete order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete order' }));
    expect(await screen.findByText('The order is now Completed.')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    const row = (await screen.findByRole('link', { name: 'ORD-2026-000042' })).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Completed')).toBeInTheDocument());
    expect(seen.lists).toHaveLength(2);
    expect(seen.stats).toHaveLength(2);
  });

  it('offers cancel and failed for a pending order; keeping it as is changes nothing', async () => {
    const { patches } = serveOrder(
      makeOrderDetail({ id, status: 'pending_payment', payment_tx_hash: null, paid_at: null }),
    );
    renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel order', 'Mark payment failed']);
    expect(screen.getByText('No payment received yet.')).toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep as is' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Cancel order' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('shows why the server refused a change, leaving the order as it was', async () => {
    const { patches } = serveOrder(makeOrderDetail({ id, status: 'paid' }), {
      patch: () =>
        HttpResponse.json({ error: 'Cannot change an order from refunded to completed' }, { status: 409 }),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Complete order' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete order' }));
    // The alert region can appear before its text arrives; wait for the words, not the element.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'API call failed: 409Cannot change an order from refunded to completed',
      ),
    );
    expect(patches).toEqual([{ status: 'completed' }]);
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
  });

  it('offers no action on a refunded order, and links its refund transaction', async () => {
    const refundTx = `0x${'ef'.repeat(32)}`;
    serveOrder(makeOrderDetail({ id, status: 'refunded', refund_tx_hash: refundTx }));
    renderDetail();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).queryAllByRole('button')).toHaveLength(0);
    expect(within(actions).getByText('This order can no longer be changed.')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText('Refund transaction')).toBeInTheDocument();
    expect(within(payment).getByRole('link', { name: new RegExp(refundTx) })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tx/${refundTx}`),
    );
  });

  it('offers no refund link for an order refunded by hand before refunds were verified', async () => {
    serveOrder(makeOrderDetail({ id, status: 'refunded', refund_tx_hash: null }));
    renderDetail();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).queryByText('Refund transaction')).not.toBeInTheDocument();
  });

  it('saves a note', async () => {
    const { patches } = serveOrder(makeOrderDetail({ id, note: '' }));
    renderDetail();
    const note = await screen.findByRole('textbox', { name: 'Note' });
    const save = screen.getByRole('button', { name: 'Save note' });
    expect(save).toBeDisabled();
    await userEvent.type(note, 'Sent the files by mail');
    await userEvent.click(save);
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(patches).toEqual([{ note: 'Sent the files by mail' }]);
    expect(note).toHaveValue('Sent the files by mail');
  });

  it('limits a note as the API does: 2,000 characters, an emoji counting as one', async () => {
    const { patches } = serveOrder(makeOrderDetail({ id, note: '' }));
    renderDetail();
    const note = await screen.findByRole('textbox', { name: 'Note' });
    const save = screen.getByRole('button', { name: 'Save note' });
    // Pasted: typing 2,000 characters one by one is not what is tested.
    note.focus();
    await userEvent.paste('🎵'.repeat(2001));
    expect(note).toHaveAccessibleDescription(
      expect.stringContaining('Keep the note to 2000 characters or fewer.'),
    );
    expect(save).toBeDisabled();
    // 1,500 emoji are 3,000 UTF-16 units but 1,500 characters: the API takes them.
    await userEvent.clear(note);
    note.focus();
    await userEvent.paste('🎵'.repeat(1500));
    expect(note).not.toHaveAccessibleDescription(expect.stringContaining('Keep the note'));
    expect(screen.getByText('1500 / 2000')).toBeInTheDocument();
    await userEvent.click(save);
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(patches).toEqual([{ note: '🎵'.repeat(1500) }]);
  });

  it('speaks Korean', async () => {
    serveOrder(makeOrderDetail({ id, number: 'ORD-2026-000042', status: 'paid' }));
    renderDetail('ko');
    expect(
      await screen.findByRole('heading', { level: 1, name: '주문 ORD-2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '주문 처리 완료' })).toBeInTheDocument();
  });
});
