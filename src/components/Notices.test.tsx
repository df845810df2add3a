import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notices, noticeTimeoutMs } from './Notices';

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

  describe('leaving by themselves (docs/product.md §9)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    function renderNotices(onDismiss: (id: string) => void) {
      render(
        <Notices
          notices={[
            { id: 'e', tone: 'error', message: 'Payment failed' },
            { id: 's', tone: 'success', message: 'Saved' },
            { id: 'i', tone: 'info', message: 'Nothing changed' },
          ]}
          onDismiss={onDismiss}
          dismissLabel="Dismiss"
          regionLabel="Notifications"
        />,
      );
    }

    it('dismisses success and info notices after about 6 seconds; errors stay', () => {
      const onDismiss = jest.fn();
      renderNotices(onDismiss);
      act(() => jest.advanceTimersByTime(noticeTimeoutMs - 100));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(200));
      expect(onDismiss.mock.calls.map(([id]) => id as string).sort()).toEqual(['i', 's']);
      act(() => jest.advanceTimersByTime(60_000));
      expect(onDismiss).toHaveBeenCalledTimes(2);
    });

    it('waits while the pointer or the focus is on a notice', () => {
      const onDismiss = jest.fn();
      renderNotices(onDismiss);
      const saved = screen.getByText('Saved').closest('[role="status"]') as HTMLElement;
      fireEvent.mouseEnter(saved);
      act(() => jest.advanceTimersByTime(noticeTimeoutMs * 3));
      expect(onDismiss.mock.calls.map(([id]) => id as string)).toEqual(['i']);
      fireEvent.mouseLeave(saved);
      act(() => jest.advanceTimersByTime(noticeTimeoutMs));
      expect(onDismiss.mock.calls.map(([id]) => id as string)).toEqual(['i', 's']);
    });
  });
});
