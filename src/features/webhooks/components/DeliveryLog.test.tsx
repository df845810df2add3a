import { configure, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { deliveryFixture, serveWebhooks, webhookFixture } from '@tests/msw/serve/webhooks';
import { noticeKeys, renderWebhooks, webhookItem } from '@tests/support/webhooksSection';

// A webhook's test event and delivery log on /manage (docs/product.md §12.1): what each delivery went through, a
// Resend of the same event, and a fresh delivery followed until it is attempted. The list is WebhooksSection.test.tsx.

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const hookUrl = 'https://hooks.acme.example/overdive';
const live = webhookFixture();

describe('A webhook’s delivery log', () => {
  it('sends a test event and shows it in the delivery log', async () => {
    const calls = serveWebhooks([live], { deliveries: { [live.id]: [] } });
    const user = userEvent.setup();
    const { store } = renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Send test event to ${hookUrl}` }));
    const log = await within(item).findByRole('region', { name: `Delivery log of ${hookUrl}` });
    expect(await within(log).findByText('ping')).toBeInTheDocument();
    expect(within(log).getByText('Waiting')).toBeInTheDocument();
    expect(calls.tested).toEqual([live.id]);
    expect(noticeKeys(store)).toEqual(['webhooks.testSent']);
    expect(within(item).getByRole('button', { name: `Delivery log of ${hookUrl}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('follows a delivery not yet attempted until it is, without a Refresh', async () => {
    const queued = deliveryFixture({
      type: 'ping',
      attempts: 0,
      last_status: null,
      next_attempt_at: '2026-12-01T12:40:00.000Z',
      delivered_at: null,
    });
    serveWebhooks([live], { deliveries: { [live.id]: [queued] } });
    const user = userEvent.setup();
    renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Delivery log of ${hookUrl}` }));
    const log = within(item).getByRole('region', { name: `Delivery log of ${hookUrl}` });
    expect(await within(log).findByText('Waiting')).toBeInTheDocument();
    server.use(
      http.get(apiUrl('companies/webhooks/:id/deliveries/'), () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            {
              ...queued,
              attempts: 1,
              last_status: 204,
              next_attempt_at: null,
              delivered_at: queued.created_at,
            },
          ],
        }),
      ),
    );
    expect(await within(log).findByText('Delivered', {}, { timeout: 9_000 })).toBeInTheDocument();
    expect(log).toHaveTextContent('HTTP 204');
  });

  it('follows a delivery read in the middle of its attempt until it ends', async () => {
    // Read while the API is posting it: one attempt counted, not delivered yet, its due time just passed.
    const sending = deliveryFixture({
      type: 'ping',
      attempts: 1,
      last_status: null,
      next_attempt_at: new Date(Date.now() - 1_000).toISOString(),
      delivered_at: null,
    });
    serveWebhooks([live], { deliveries: { [live.id]: [sending] } });
    const user = userEvent.setup();
    renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Delivery log of ${hookUrl}` }));
    const log = within(item).getByRole('region', { name: `Delivery log of ${hookUrl}` });
    expect(await within(log).findByText('Retrying')).toBeInTheDocument();
    server.use(
      http.get(apiUrl('companies/webhooks/:id/deliveries/'), () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [
            { ...sending, last_status: 200, next_attempt_at: null, delivered_at: sending.created_at },
          ],
        }),
      ),
    );
    expect(await within(log).findByText('Delivered', {}, { timeout: 9_000 })).toBeInTheDocument();
  });

  it('shows the delivery log and resends a delivery', async () => {
    const failed = deliveryFixture({
      id: 'd0000000-0000-4000-8000-000000000002',
      event_id: 'evt_created000000000000',
      type: 'order.created',
      attempts: 14,
      last_status: 503,
      last_error: 'Service Unavailable',
      next_attempt_at: null,
      delivered_at: null,
    });
    const calls = serveWebhooks([live], { deliveries: { [live.id]: [failed, deliveryFixture()] } });
    const user = userEvent.setup();
    const { store } = renderWebhooks();
    const item = await webhookItem(hookUrl);
    const toggle = within(item).getByRole('button', { name: `Delivery log of ${hookUrl}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const log = within(item).getByRole('region', { name: `Delivery log of ${hookUrl}` });
    const [first, second] = (await within(log).findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('order.created');
    expect(within(first).getByText('Failed')).toBeInTheDocument();
    expect(first).toHaveTextContent('evt_created000000000000');
    expect(first).toHaveTextContent('Attempts14');
    expect(first).toHaveTextContent('HTTP 503 — Service Unavailable');
    expect(first).toHaveTextContent('Created');
    expect(first).toHaveTextContent('Nov 24, 2026');
    expect(within(second).getByText('Delivered')).toBeInTheDocument();
    expect(second).toHaveTextContent('HTTP 200');

    await user.click(
      within(first).getByRole('button', { name: 'Resend order.created evt_created000000000000' }),
    );
    expect(await within(first).findByText('Retrying')).toBeInTheDocument();
    expect(first).toHaveTextContent('Dec 1, 2026');
    expect(calls.resent).toEqual([{ id: live.id, deliveryId: failed.id }]);
    expect(noticeKeys(store)).toEqual(['webhooks.log.resent']);

    await user.click(toggle);
    expect(within(item).queryByRole('region', { name: /Delivery log/ })).not.toBeInTheDocument();
  });
});
