import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

const values = ['all', 'paid', 'failed'] as const;
type Value = (typeof values)[number];

function Harness({ onSelect }: { onSelect?: (value: Value) => void }) {
  const [selected, setSelected] = useState<Value>('all');
  return (
    <>
      <Tabs
        label="Status"
        tabs={values.map((value) => ({ value, label: value, badge: value === 'paid' ? 3 : undefined }))}
        selected={selected}
        onSelect={(value) => {
          onSelect?.(value);
          setSelected(value);
        }}
        tabId={(value) => `tab-${value}`}
        panelId="panel"
      />
      <div id="panel" role="tabpanel" aria-labelledby={`tab-${selected}`} />
    </>
  );
}

describe('Tabs', () => {
  it('is a labelled tab list whose selected tab alone is in the Tab order and names the panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Status' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('aria-controls', 'panel');
    expect(screen.getByRole('tabpanel', { name: 'all' })).toBeInTheDocument();
    // The badge is part of the tab's name, after the label.
    expect(screen.getByRole('tab', { name: 'paid 3' })).toBeInTheDocument();
  });

  it('moves with the arrow keys (wrapping), Home and End, selecting and focusing as it goes', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    screen.getByRole('tab', { name: 'all' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'paid 3' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'paid 3' })).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'failed' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'all' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'failed' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'all' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'failed' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'paid 3' })).toHaveFocus();
    expect(onSelect.mock.calls.map(([value]) => value)).toEqual([
      'paid',
      'failed',
      'all',
      'failed',
      'all',
      'failed',
      'paid',
    ]);
    expect(screen.getByRole('tabpanel', { name: 'paid 3' })).toBeInTheDocument();
  });

  it('selects on click and leaves other keys alone', async () => {
    const onSelect = jest.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('tab', { name: 'failed' }));
    expect(onSelect).toHaveBeenCalledWith('failed');
    await user.keyboard('a');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });
});
