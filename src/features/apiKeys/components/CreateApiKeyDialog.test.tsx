import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { devToolsSanitizers } from '@/app/devtools';
import { apiKeyFixture, createdKey, serveApiKeys } from '@tests/msw/serve/apiKeys';
import { apiKeyItem, renderApiKeys } from '@tests/support/apiKeysSection';
import { signedInWallet } from '@tests/support/signedIn';
import { serveNonces, verifyAsServerSignedCall } from '@tests/support/signedCalls';

// Create API key on /manage (docs/product.md §12.2): the form checks what the API checks before the wallet is asked,
// the call is signed with `Create API key {name}` (checked by the API's own verifier), and the answer's key is shown
// once, in the dialog alone. The list and Revoke are ApiKeysSection.test.tsx.

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

describe('Create API key', () => {
  it('creates a key as a signed call, shows it once with Copy, and lists it without the key', async () => {
    const signed = await signedInWallet();
    serveNonces();
    const calls = serveApiKeys([]);
    const user = userEvent.setup();
    const { store } = renderApiKeys(signed.preloadedState);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create API key' });
    await user.click(create);
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    const name = within(dialog).getByRole('textbox', { name: 'Key name' });
    expect(name).toHaveFocus();
    await user.type(name, '  Shop sync-2.0_eu  ');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Update orders/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read orders/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign and create' }));

    const shown = await screen.findByRole('dialog', { name: 'API key created' });
    expect(within(shown).getByText(createdKey)).toBeInTheDocument();
    expect(shown).toHaveTextContent('you will not see it again');
    const copy = within(shown).getByRole('button', { name: 'Copy key' });
    expect(copy).toHaveFocus();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(createdKey);
    expect(await within(shown).findByRole('button', { name: 'Key copied' })).toBeInTheDocument();

    // The scopes in the API's order, the name as signed: spaces around it are not part of it.
    expect(calls.created).toHaveLength(1);
    expect(calls.created[0]).toMatchObject({
      name: 'Shop sync-2.0_eu',
      scopes: ['orders:read', 'orders:write'],
    });
    await expect(
      verifyAsServerSignedCall({
        method: 'POST',
        path: '/api/companies/api-keys/',
        body: calls.created[0] ?? {},
        statement: 'Create API key Shop sync-2.0_eu',
      }),
    ).resolves.toEqual(expect.any(String));
    expect(signed.fake.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
    // The key is the dialog's alone: never in the store, and masked in what DevTools would be shown of it.
    const state = store.getState();
    expect(JSON.stringify(state)).not.toContain(createdKey);
    expect(JSON.stringify(devToolsSanitizers.stateSanitizer(state))).not.toContain(createdKey);

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(create).toHaveFocus();
    const item = await apiKeyItem('Shop sync-2.0_eu');
    expect(item).toHaveTextContent(`${createdKey.slice(0, 11)}…`);
    expect(item).toHaveTextContent('Never');
    expect(screen.queryByText(createdKey)).not.toBeInTheDocument();
    // Opened again, the dialog starts empty.
    await user.click(create);
    expect(screen.getByRole('textbox', { name: 'Key name' })).toHaveValue('');
  });

  it('checks the name and the scopes as the API does before the wallet is asked', async () => {
    const signed = await signedInWallet();
    serveNonces();
    const calls = serveApiKeys([]);
    const user = userEvent.setup();
    renderApiKeys(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    const name = within(dialog).getByRole('textbox', { name: 'Key name' });
    const submit = within(dialog).getByRole('button', { name: 'Sign and create' });
    const scopes = within(dialog).getByRole('group', { name: 'Scopes' });

    // Leaving the name is no submit: no scope is chosen yet, and the scopes say nothing of it until one is tried.
    await user.type(name, 'Warehouse');
    await user.tab();
    expect(scopes).not.toHaveAccessibleDescription(expect.stringContaining('Choose at least one scope.'));
    await user.clear(name);

    await user.click(submit);
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Give the key a name.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');

    for (const typed of ['100%', 'say "hi"', 'naïve', 'Zürich', 'a'.repeat(65)]) {
      await user.clear(name);
      await user.click(name);
      await user.paste(typed);
      await user.click(submit);
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining(
          'Use only English letters, digits, spaces, dots (.), underscores (_) and hyphens (-)',
        ),
      );
    }

    await user.clear(name);
    await user.type(name, 'a'.repeat(64));
    await user.click(submit);
    expect(name).not.toHaveAttribute('aria-invalid');
    const first = within(dialog).getAllByRole('checkbox')[0];
    expect(first).toHaveFocus();
    expect(scopes).toHaveAccessibleDescription(expect.stringContaining('Choose at least one scope.'));
    expect(calls.created).toEqual([]);
    expect(signed.fake.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(0);
  });

  it('shows the API’s 400 naming name on the field', async () => {
    const signed = await signedInWallet();
    serveNonces();
    serveApiKeys([], {
      create: () =>
        HttpResponse.json(
          {
            error: 'Must be ASCII letters, digits, spaces, ".", "_" and "-" only',
            fields: { name: 'Must be ASCII letters, digits, spaces, ".", "_" and "-" only' },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderApiKeys(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    const name = within(dialog).getByRole('textbox', { name: 'Key name' });
    await user.type(name, 'Warehouse');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read products/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign and create' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(expect.stringContaining('Must be ASCII letters, digits')),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The key could not be created.');
    // Typing another name clears the server's verdict.
    await user.type(name, 'x');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('says no key was created when the wallet refuses to sign', async () => {
    const signed = await signedInWallet();
    serveNonces();
    const calls = serveApiKeys([]);
    const user = userEvent.setup();
    renderApiKeys(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Key name' }), 'Warehouse');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read orders/ }));
    signed.fake.rejectNext('personal_sign');
    await user.click(within(dialog).getByRole('button', { name: 'Sign and create' }));
    expect(
      await within(dialog).findByText('The signature was cancelled in the wallet. No key was created.'),
    ).toBeInTheDocument();
    expect(calls.created).toEqual([]);
    expect(within(dialog).getByRole('textbox', { name: 'Key name' })).toHaveValue('Warehouse');
  });

  it('shows the API’s 409 when the company has its 25 keys', async () => {
    const signed = await signedInWallet();
    serveNonces();
    serveApiKeys([apiKeyFixture()], {
      create: () =>
        HttpResponse.json({ error: 'A company has at most 25 API keys; revoke one first' }, { status: 409 }),
    });
    const user = userEvent.setup();
    renderApiKeys(signed.preloadedState);
    await user.click(await screen.findByRole('button', { name: 'Create API key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Key name' }), 'Warehouse');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Read orders/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Sign and create' }));
    const alert = await within(dialog).findByText('The key could not be created.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent(
      'A company has at most 25 API keys; revoke one first',
    );
  });
});
