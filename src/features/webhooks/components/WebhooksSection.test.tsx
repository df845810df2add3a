import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { deliveryFixture, serveWebhooks, webhookFixture } from '@tests/msw/serve/webhooks';
import { axeViolations } from '@tests/support/axeJsdom';
import { signedInState } from '@tests/support/signedIn';
import { noticeKeys, renderWebhooks, webhookItem, webhooksWallet } from '@tests/support/webhooksSection';

// The licensor's webhooks on /manage (docs/product.md §12.1), against the API's answers (tests/msw/serve/webhooks.ts)
// and a real store: the list, each webhook's actions and its delivery log. Adding one is AddWebhookDialog.test.tsx.

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const hookUrl = 'https://hooks.acme.example/overdive';

const live = webhookFixture();
const failing = webhookFixture({
  id: '7b1c0a52-0000-4000-8000-000000000002',
  url: 'https://old.acme.example/hook',
  events: ['order.created'],
  enabled: false,
  disabled_reason: 'failing',
  disabled_at: '2026-11-28T06:00:00.000Z',
  failing_since: '2026-11-25T06:00:00.000Z',
});

describe('Webhooks on /manage', () => {
  it('lists each webhook with its URL, events and state, and says when OVERDIVE turned one off', async () => {
    serveWebhooks([live, failing]);
    renderWebhooks();
    const section = screen.getByRole('region', { name: 'Webhooks' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading webhooks…');
    const first = await webhookItem(hookUrl);
    expect(within(first).getByText('On')).toBeInTheDocument();
    expect(within(first).getByText('order.paid')).toBeInTheDocument();
    expect(within(first).getByText('license.issued')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Turn off ${hookUrl}` })).toBeInTheDocument();
    const second = await webhookItem(failing.url);
    expect(within(second).getByText('Turned off: failing')).toBeInTheDocument();
    expect(second).toHaveTextContent(
      'OVERDIVE turned this webhook off on Nov 28, 2026, 6:00 AM: its deliveries failed for 3 days.',
    );
    // A webhook that is off sends nothing, not even a test.
    expect(within(second).queryByRole('button', { name: /Send test event/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Send test event to ${hookUrl}` })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add webhook' })).toBeInTheDocument();
  });

  it('turns a failing webhook on again: the notice goes', async () => {
    const calls = serveWebhooks([failing]);
    const user = userEvent.setup();
    const { store } = renderWebhooks();
    const item = await webhookItem(failing.url);
    await user.click(within(item).getByRole('button', { name: `Turn on again ${failing.url}` }));
    expect(await within(item).findByText('On')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('OVERDIVE turned this webhook off');
    expect(calls.patched).toEqual([{ id: failing.id, body: { enabled: true } }]);
    expect(noticeKeys(store)).toEqual(['webhooks.turnedOn']);
    // The notice's button is gone: focus is on the switch that took its place.
    await waitFor(() =>
      expect(within(item).getByRole('button', { name: `Turn off ${failing.url}` })).toHaveFocus(),
    );
  });

  it('turns a webhook off and on', async () => {
    const calls = serveWebhooks([live]);
    const user = userEvent.setup();
    renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Turn off ${hookUrl}` }));
    await within(item).findByRole('button', { name: `Turn on ${hookUrl}` });
    expect(within(item).getByText('Off')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: `Turn on ${hookUrl}` }));
    await within(item).findByRole('button', { name: `Turn off ${hookUrl}` });
    expect(calls.patched.map((call) => call.body)).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('shows a failed switch with the server’s reason', async () => {
    serveWebhooks([live]);
    server.use(
      http.patch(apiUrl('companies/webhooks/:id/'), () =>
        HttpResponse.json({ error: 'Too many requests, retry in 30 seconds' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Turn off ${hookUrl}` }));
    const alert = await within(item).findByText('The webhook could not be changed.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Too many requests, retry in 30 seconds');
    expect(within(item).getByText('On')).toBeInTheDocument();
  });

  it('offers no Add webhook once the company has 10', async () => {
    serveWebhooks(
      Array.from({ length: 10 }, (_, n) =>
        webhookFixture({
          id: `7b1c0a52-0000-4000-8000-0000000002${String(n).padStart(2, '0')}`,
          url: `${hookUrl}/${n}`,
        }),
      ),
    );
    renderWebhooks();
    expect(
      await screen.findByText('A company can have up to 10 webhooks. Delete one to add another.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add webhook' })).not.toBeInTheDocument();
  });

  it('deletes a webhook after confirming, and keeps it when cancelled', async () => {
    const calls = serveWebhooks([live]);
    const user = userEvent.setup();
    const { store } = renderWebhooks();
    const item = await webhookItem(hookUrl);
    const remove = within(item).getByRole('button', { name: `Delete ${hookUrl}` });
    await user.click(remove);
    let dialog = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    expect(dialog).toHaveTextContent(`${hookUrl} stops receiving events at once`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(calls.deleted).toEqual([]);

    await user.click(remove);
    dialog = screen.getByRole('dialog', { name: 'Delete this webhook?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete webhook' }));
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    expect(calls.deleted).toEqual([live.id]);
    expect(noticeKeys(store)).toEqual(['webhooks.deleted']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add webhook' })).toHaveFocus());
  });

  it('changes the events', async () => {
    const calls = serveWebhooks([live]);
    const user = userEvent.setup();
    renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Change events of ${hookUrl}` }));
    const dialog = screen.getByRole('dialog', { name: 'Change events' });
    expect(within(dialog).getByRole('checkbox', { name: /^Order paid/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /^Order created/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /^Order created/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Licence issued/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save events' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.patched).toEqual([{ id: live.id, body: { events: ['order.created', 'order.paid'] } }]);
    await waitFor(() => expect(within(item).getByText('order.created')).toBeInTheDocument());
  });

  it('shows an error with a retry when the webhooks cannot be read', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('companies/webhooks/'), () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
          : HttpResponse.json({ count: 1, next: null, previous: null, results: [live] });
      }),
    );
    const user = userEvent.setup();
    renderWebhooks();
    const message = await screen.findByText('The webhooks could not be loaded.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (alert === null) throw new Error('the error is not announced');
    expect(alert).toHaveTextContent('Database unreachable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await webhookItem(hookUrl)).toBeInTheDocument();
  });

  it('is used with the keyboard alone, its dialog trapping focus and closing on Escape', async () => {
    serveWebhooks([live]);
    const user = userEvent.setup();
    renderWebhooks();
    await webhookItem(hookUrl);
    const add = screen.getByRole('button', { name: 'Add webhook' });
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    expect(within(dialog).getByRole('textbox', { name: 'Endpoint URL' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('checkbox', { name: /^Order created/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(dialog).getByRole('checkbox', { name: /^Order created/ })).not.toBeChecked();
    // Shift+Tab from the first control wraps to the last one inside the dialog.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(add).toHaveFocus();

    const logToggle = screen.getByRole('button', { name: `Delivery log of ${hookUrl}` });
    logToggle.focus();
    await user.keyboard('{Enter}');
    expect(logToggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('has no axe violations, listed and while adding', async () => {
    serveWebhooks([live, failing], { deliveries: { [live.id]: [deliveryFixture()] } });
    const user = userEvent.setup();
    const { container } = renderWebhooks();
    const item = await webhookItem(hookUrl);
    await user.click(within(item).getByRole('button', { name: `Delivery log of ${hookUrl}` }));
    await within(item).findByText('evt_paid0000000000000000');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    await user.click(screen.getByRole('button', { name: 'Sign and add' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('speaks Korean', async () => {
    serveWebhooks([failing]);
    renderWebhooks(signedInState(webhooksWallet), 'ko');
    expect(screen.getByRole('heading', { name: '웹훅' })).toBeInTheDocument();
    const item = await webhookItem(failing.url);
    expect(item).toHaveTextContent('꺼짐: 전송 실패');
    expect(item).toHaveTextContent('3일 동안 전송에 실패해 OVERDIVE가');
    expect(within(item).getByRole('button', { name: `${failing.url} 다시 켜기` })).toHaveTextContent(
      '다시 켜기',
    );
    expect(screen.getByRole('button', { name: '웹훅 추가' })).toBeInTheDocument();
  });
});
