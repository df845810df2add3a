import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/renderWithProviders';
import { productOf } from '@tests/support/productFixtures';
import { LicenseTermsList } from './LicenseTermsList';

const remix = productOf().license;

function valueOf(name: string): string {
  const term = screen.getByText(name, { selector: 'dt' });
  return within(term.parentElement as HTMLElement).getByRole('definition').textContent ?? '';
}

describe('LicenseTermsList', () => {
  it('shows a commercial remix licence with its revenue share', () => {
    renderWithProviders(<LicenseTermsList license={{ ...remix, commercial_rev_share_pct: 4.35 }} />);
    expect(valueOf('Commercial use')).toBe('Allowed');
    expect(valueOf('Derivatives')).toBe('Allowed');
    expect(valueOf('Revenue share')).toBe('4.35%');
    expect(valueOf('Territory')).toBe('Worldwide');
  });

  it('says 0 % when a share applies but none was set', () => {
    renderWithProviders(<LicenseTermsList license={{ ...remix, commercial_rev_share_pct: null }} />);
    expect(valueOf('Revenue share')).toBe('0%');
  });

  it('has no revenue share without commercial use or without derivatives', () => {
    const { unmount } = renderWithProviders(
      <LicenseTermsList license={{ ...remix, derivatives_allowed: false }} />,
    );
    expect(screen.queryByText('Revenue share')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <LicenseTermsList license={{ ...remix, commercial_use: false, commercial_rev_share_pct: null }} />,
    );
    expect(valueOf('Commercial use')).toBe('Not allowed');
    expect(screen.queryByText('Revenue share')).not.toBeInTheDocument();
  });
});
