import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notices } from './Notices';

describe('Notices', () => {
  it('lists each notice as its own live region inside a labelled region that is not live itself', async () => {
    const onDismiss = jest.fn();
    render(
      <Notices
        notices={[
          { id: '1', tone: 'error', message: 'Your session expired', detail: 'Sign in again' },
          { id: '2', tone: 'success', message: 'Saved' },
          { id: '3', tone: 'info', message: 'Heads up' },
        ]}
        onDismiss={onDismiss}
        dismissLabel="Dismiss"
        regionLabel="Notifications"
      />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    // Alerts inside a live region are read twice by some screen readers.
    expect(region).not.toHaveAttribute('aria-live');
    const alert = within(region).getByRole('alert');
    expect(alert).toHaveTextContent('Your session expired');
    expect(alert).toHaveTextContent('Sign in again');
    expect(
      within(region)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual(['Saved', 'Heads up']);
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledWith('1');
  });
});
