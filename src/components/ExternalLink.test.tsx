import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExternalLink, safeHttpsUrl } from './ExternalLink';

describe('safeHttpsUrl', () => {
  it('keeps https URLs and refuses every other scheme', () => {
    expect(safeHttpsUrl('https://acme.example/x')).toBe('https://acme.example/x');
    for (const bad of [
      'http://acme.example',
      'javascript:alert(1)',
      'data:text/html,x',
      '/relative',
      '',
      null,
    ]) {
      expect(safeHttpsUrl(bad)).toBeNull();
    }
  });
});

describe('ExternalLink', () => {
  it('opens an https URL in a new tab without giving it this page, and says so after the text', () => {
    render(
      <ExternalLink href="https://acme.example" newTabLabel="opens in a new tab">
        Acme
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Acme (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://acme.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders a user-provided URL that is not https as plain text', () => {
    render(
      <ExternalLink href="javascript:alert(1)" newTabLabel="opens in a new tab">
        Acme
      </ExternalLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
  });

  it('links a trusted (configured) URL as it is, here without the icon, and calls onClick', async () => {
    const onClick = jest.fn();
    render(
      <ExternalLink
        href="http://localhost:4000/tx/0xab"
        newTabLabel="(opens in a new tab)"
        trusted
        icon={false}
        onClick={onClick}
      >
        View
      </ExternalLink>,
    );
    // A locale text that already has its parentheses is not wrapped twice.
    const link = screen.getByRole('link', { name: 'View (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'http://localhost:4000/tx/0xab');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toBeNull();
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('puts the note into an explicit accessible name', () => {
    render(
      <ExternalLink
        href="https://acme.example"
        newTabLabel="opens in a new tab"
        ariaLabel="Acme on the explorer"
      >
        View
      </ExternalLink>,
    );
    expect(
      screen.getByRole('link', { name: 'Acme on the explorer (opens in a new tab)' }),
    ).toBeInTheDocument();
  });
});
