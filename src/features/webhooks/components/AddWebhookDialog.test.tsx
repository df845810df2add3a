import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { serveWebhooks, webhookFixture } from '@tests/msw/serve/webhooks';
import { signedInWallet } from '@tests/support/signedIn';
import { serveNonces, verifyAsServerSignedCall } from '@tests/support/signedCalls';
import { renderWebhooks, webhookItem } from '@tests/support/webhooksSection';

// Add webhook on /manage (docs/product.md §12.1): the form checks what the API checks before the wallet is asked,
// the call is signed with `Add webhook {url}` (checked by the API's own verifier), and the answer's secret is shown
// once, in the dialog alone. The list, its actions and the delivery log are WebhooksSection.test.tsx.

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const newUrl = 'https://erp.acme.example/hooks/overdive?source=od';
const live = webhookFixture();

describe('Add webhook', () => {
  it('adds a webhook as a signed call, shows its secret once, and lists it', async () => {
    const signed = await signedInWallet();
    serveNonces();
    const calls = serveWebhooks([]);
    const user = userEvent.setup();
    const { store } = renderWebhooks(signed.preloadedState);
    expect(await screen.findByText('No webhooks yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add webhook' });
    await user.click(add);
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    expect(url).toHaveFocus();
    await user.type(url, ` ${newUrl} `);
    // Every event is chosen to start with; keep two.
    for (const name of [/^Order created/, /^Order expired/, /^Order cancelled/, /^Order refunded/, /^Remix/])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign and add' }));

    const added = await screen.findByRole('dialog', { name: 'Webhook added' });
    const secret = `whsec_test${'A'.repeat(33)}`;
    expect(within(added).getByText(secret)).toBeInTheDocument();
    expect(added).toHaveTextContent('it is shown only now, never again');
    const copy = within(added).getByRole('button', { name: 'Copy secret' });
    expect(copy).toHaveFocus();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(secret);
    expect(await within(added).findByRole('button', { name: 'Secret copied' })).toBeInTheDocument();

    expect(calls.created).toHaveLength(1);
    expect(calls.created[0]).toMatchObject({ url: newUrl, events: ['order.paid', 'license.issued'] });
    await expect(
      verifyAsServerSignedCall({
        method: 'POST',
        path: '/api/companies/webhooks/',
        body: calls.created[0] ?? {},
        statement: `Add webhook ${newUrl}`,
      }),
    ).resolves.toEqual(expect.any(String));
    expect(signed.fake.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
    // The secret is the dialog's alone: never in the store, so never persisted or replayed.
    expect(JSON.stringify(store.getState())).not.toContain(secret);

    await user.click(within(added).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    expect(add).toHaveFocus();
    const item = await webhookItem(newUrl);
    expect(item).toHaveTextContent('order.paid');
    expect(screen.queryByText(secret)).not.toBeInTheDocument();
    // Opened again, the dialog starts empty.
    await user.click(add);
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue('');
  });

  it('checks the URL and the events as the API does before the wallet is asked', async () => {
    const signed = await signedInWallet();
    serveNonces();
    const calls = serveWebhooks([]);
    const user = userEvent.setup();
    renderWebhooks(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    const submit = within(dialog).getByRole('button', { name: 'Sign and add' });

    await user.click(submit);
    expect(url).toHaveFocus();
    expect(url).toHaveAccessibleDescription(
      expect.stringContaining('Enter the URL OVERDIVE should post to.'),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');

    for (const [typed, message] of [
      ['https://hooks.acme.example/a%20b', 'no %, quotes or spaces'],
      ['https://hooks.acme.example/é', 'no %, quotes or spaces'],
      ['ftp://hooks.acme.example/', 'Enter a full URL starting with https:// or http://.'],
      ['hooks.acme.example', 'Enter a full URL starting with https:// or http://.'],
      [`https://hooks.acme.example/${'a'.repeat(1000)}`, 'Use at most 1000 characters.'],
    ] as const) {
      await user.clear(url);
      await user.click(url);
      await user.paste(typed);
      await user.click(submit);
      expect(url).toHaveAccessibleDescription(expect.stringContaining(message));
    }

    await user.clear(url);
    await user.type(url, newUrl);
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(submit);
    const first = within(dialog).getAllByRole('checkbox')[0];
    expect(first).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Events' })).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one event.'),
    );
    expect(calls.created).toEqual([]);
    expect(signed.fake.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(0);
  });

  it('shows the API’s 400 naming url on the field', async () => {
    const signed = await signedInWallet();
    serveNonces();
    serveWebhooks([], {
      create: () =>
        HttpResponse.json(
          {
            error: 'Must resolve to a public address',
            fields: { url: 'Must resolve to a public address' },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderWebhooks(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    const url = within(dialog).getByRole('textbox', { name: 'Endpoint URL' });
    await user.type(url, 'https://10.0.0.7/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and add' }));
    await waitFor(() =>
      expect(url).toHaveAccessibleDescription(expect.stringContaining('Must resolve to a public address')),
    );
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The webhook could not be added.');
    // Typing a new URL clears the server's verdict.
    await user.type(url, 'x');
    expect(url).not.toHaveAttribute('aria-invalid');
  });

  it('says nothing was added when the wallet refuses to sign', async () => {
    const signed = await signedInWallet();
    serveNonces();
    const calls = serveWebhooks([]);
    const user = userEvent.setup();
    renderWebhooks(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), newUrl);
    signed.fake.rejectNext('personal_sign');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and add' }));
    expect(
      await within(dialog).findByText('The signature was cancelled in the wallet. No webhook was added.'),
    ).toBeInTheDocument();
    expect(calls.created).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: 'Endpoint URL' })).toHaveValue(newUrl);
  });

  it('shows the API’s 409 when the company has its 10 webhooks', async () => {
    const signed = await signedInWallet();
    serveNonces();
    serveWebhooks([live], {
      create: () =>
        HttpResponse.json({ error: 'A company has at most 10 webhooks; delete one first' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderWebhooks(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), newUrl);
    await user.click(within(dialog).getByRole('button', { name: 'Sign and add' }));
    const alert = await within(dialog).findByText('The webhook could not be added.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'A company has at most 10 webhooks; delete one first',
    );
  });
});
