import { render, screen } from '@testing-library/react';
import { avatarFor } from '../services/wallet';
import { Avatar } from './Avatar';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('Avatar', () => {
  it('draws the fallback as a picture, with no character a missing font could turn into a box', () => {
    render(<Avatar address={address} size={74} />);
    const avatar = screen.getByTestId('avatar');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveTextContent(/^$/);
    expect(avatar).toHaveStyle({ width: '74px', height: '74px', background: avatarFor(address).background });
    const path = avatar.querySelector('svg path');
    expect(path).toHaveAttribute('d', avatarFor(address).path);
    expect(path).toHaveAttribute('fill', avatarFor(address).foreground);
  });

  it('shows the account’s own image when it has one', () => {
    render(<Avatar address={address} size={24} imageUrl="https://example.com/a.png" />);
    const avatar = screen.getByTestId('avatar');
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://example.com/a.png');
    expect(avatar.querySelector('svg')).toBeNull();
  });
});
