import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiUrl, server } from '@tests/msw/server';
import { apiKeyFixture, serveApiKeys } from '@tests/msw/serve/apiKeys';
import { apiKeyItem, apiKeysWallet, renderApiKeys } from '@tests/support/apiKeysSection';
import { axeViolations } from '@tests/support/axeJsdom';
import { signedInState } from '@tests/support/signedIn';

// The company's API keys on /manage (docs/product.md §12.2), against the API's answers (tests/msw/serve/apiKeys.ts)
// and a real store: the list and Revoke. Creating one is CreateApiKeyDialog.test.tsx.

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const warehouse = apiKeyFixture();
const shop = apiKeyFixture({
  id: '5e6f0a52-0000-4000-8000-000000000002',
  name: 'Shop',
  prefix: 'od_S4opq9Zt',
  scopes: ['orders:write'],
  last_used_at: null,
});

describe('API keys on /manage', () => {
  it('lists each key with its prefix, scopes, creation and last use, never the key', async () => {
    serveApiKeys([warehouse, shop]);
    renderApiKeys();
    const section = screen.getByRole('region', { name: 'API keys' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading API keys…');
    const first = await apiKeyItem('Warehouse sync');
    expect(first).toHaveTextContent('Starts withod_Wh7xK2pQ…');
    expect(within(first).getByText('orders:read')).toBeInTheDocument();
    expect(within(first).getByText('products:read')).toBeInTheDocument();
    expect(first).toHaveTextContent('CreatedNov 20, 2026, 9:00 AM');
    expect(first).toHaveTextContent('Last usedNov 28, 2026, 6:00 AM');
    const second = await apiKeyItem('Shop');
    expect(second).toHaveTextContent('Last usedNever');
    expect(within(second).getByText('orders:write')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Revoke Shop' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create API key' })).toBeInTheDocument();
  });

  it('revokes a key after confirming, and keeps it when cancelled', async () => {
    const calls = serveApiKeys([warehouse]);
    const user = userEvent.setup();
    const { store } = renderApiKeys();
    const item = await apiKeyItem('Warehouse sync');
    const revoke = within(item).getByRole('button', { name: 'Revoke Warehouse sync' });
    await user.click(revoke);
    let dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    expect(dialog).toHaveTextContent('Systems that use Warehouse sync (od_Wh7xK2pQ…) are refused');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revoke).toHaveFocus();
    expect(calls.revoked).toEqual([]);

    await user.click(revoke);
    dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    expect(calls.revoked).toEqual([warehouse.id]);
    expect(store.getState().ui.notices.map((notice) => notice.key)).toEqual(['apiKeys.revoke.done']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create API key' })).toHaveFocus());
  });

  it('shows why a revoke failed and keeps the dialog open', async () => {
    serveApiKeys([warehouse]);
    server.use(
      http.delete(apiUrl('companies/api-keys/:id/'), () =>
        HttpResponse.json({ error: 'Database unreachable' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    renderApiKeys();
    const item = await apiKeyItem('Warehouse sync');
    await user.click(within(item).getByRole('button', { name: 'Revoke Warehouse sync' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The key could not be revoked.');
    expect(alert).toHaveTextContent('Database unreachable');
    expect(await apiKeyItem('Warehouse sync')).toBeInTheDocument();
  });

  it('offers no Create API key once the company has 25', async () => {
    serveApiKeys(
      Array.from({ length: 25 }, (_, index) =>
        apiKeyFixture({
          id: `5e6f0a52-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
          name: `Key ${index + 1}`,
        }),
      ),
    );
    renderApiKeys();
    await apiKeyItem('Key 25');
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
    expect(
      screen.getByText('A company can have up to 25 API keys. Revoke one to create another.'),
    ).toBeInTheDocument();
  });

  it('shows an error with a retry when the keys cannot be read', async () => {
    let reads = 0;
    server.use(
      http.get(apiUrl('companies/api-keys/'), () => {
        reads += 1;
        return reads === 1
          ? HttpResponse.json({ error: 'Database unreachable' }, { status: 503 })
          : HttpResponse.json({ count: 1, next: null, previous: null, results: [warehouse] });
      }),
    );
    const user = userEvent.setup();
    renderApiKeys();
    const message = await screen.findByText('The API keys could not be loaded.');
    const alert = message.closest<HTMLElement>('[role="alert"]');
    if (alert === null) throw new Error('the error is not announced');
    expect(alert).toHaveTextContent('Database unreachable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await apiKeyItem('Warehouse sync')).toBeInTheDocument();
  });

  it('is used with the keyboard alone, its dialog trapping focus and closing on Escape', async () => {
    serveApiKeys([warehouse]);
    const user = userEvent.setup();
    renderApiKeys();
    await apiKeyItem('Warehouse sync');
    const create = screen.getByRole('button', { name: 'Create API key' });
    create.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Create API key' });
    expect(within(dialog).getByRole('textbox', { name: 'Key name' })).toHaveFocus();
    await user.tab();
    const readOrders = within(dialog).getByRole('checkbox', { name: /^Read orders/ });
    expect(readOrders).toHaveFocus();
    await user.keyboard(' ');
    expect(readOrders).toBeChecked();
    // Shift+Tab from the first control wraps to the last one inside the dialog.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(create).toHaveFocus();

    const revoke = screen.getByRole('button', { name: 'Revoke Warehouse sync' });
    revoke.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Revoke this API key?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(revoke).toHaveFocus();
  });

  it('has no axe violations, listed, while creating and while revoking', async () => {
    serveApiKeys([warehouse, shop]);
    const user = userEvent.setup();
    const { container } = renderApiKeys();
    await apiKeyItem('Shop');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Create API key' }));
    await user.click(screen.getByRole('button', { name: 'Sign and create' }));
    expect(await axeViolations(document.body)).toEqual([]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Revoke Shop' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('speaks Korean', async () => {
    serveApiKeys([shop]);
    const user = userEvent.setup();
    renderApiKeys(signedInState(apiKeysWallet), 'ko');
    expect(screen.getByRole('heading', { name: 'API 키' })).toBeInTheDocument();
    const item = await apiKeyItem('Shop');
    expect(item).toHaveTextContent('마지막 사용없음');
    await user.click(within(item).getByRole('button', { name: 'Shop 폐기' }));
    expect(screen.getByRole('dialog', { name: '이 API 키를 폐기할까요?' })).toHaveTextContent(
      '다음 호출부터 거부됩니다',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'API 키 만들기' }));
    expect(screen.getByRole('checkbox', { name: /^주문 읽기/ })).toBeInTheDocument();
  });
});
