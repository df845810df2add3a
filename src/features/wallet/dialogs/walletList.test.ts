import { detectEnvironment, walletCatalogue } from './walletCatalogue';
import { buildWalletList, connectQrSize, downloadQrSize, getWalletEntries } from './walletList';

const chromeDesktop = detectEnvironment(
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  0,
  false,
);
const iphone = detectEnvironment(
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  5,
  false,
);

describe('environment', () => {
  it('reads browser, platform and phone from the user agent', () => {
    expect(chromeDesktop).toEqual({ browser: 'Chrome', platform: 'Windows', mobile: false, ios: false });
    expect(iphone).toMatchObject({ mobile: true, ios: true });
    expect(detectEnvironment('Mozilla/5.0 (Macintosh) Safari/605', 5, false)).toMatchObject({ mobile: true });
    expect(detectEnvironment('Mozilla/5.0 (X11; Linux) Firefox/128.0', 0, false)).toMatchObject({
      browser: 'Firefox',
      platform: 'Linux',
    });
    expect(detectEnvironment('Mozilla/5.0 (Windows) Chrome/126 Edg/126', 0, false).browser).toBe('Edge');
  });
});

describe('wallet list', () => {
  const installed = [
    { id: 'io.metamask', name: 'MetaMask', icon: 'data:image/svg+xml,<svg/>' },
    { id: 'com.example.other', name: 'Other Wallet', icon: '' },
  ];

  it('lists installed wallets first, de-duplicates the catalogue by rdns, groups in order', () => {
    const groups = buildWalletList({ installed, recentIds: [], environment: chromeDesktop });
    expect(groups.map((group) => group.name)).toEqual(['Installed', 'Recommended', 'Popular']);
    expect(groups[0]?.entries.map((entry) => entry.id)).toEqual(['io.metamask', 'com.example.other']);
    expect(
      groups.flatMap((group) => group.entries).filter((entry) => entry.id === 'io.metamask'),
    ).toHaveLength(1);
    expect(groups[0]?.entries[1]?.iconUrl).toMatch(/^data:image\/svg\+xml/);
  });

  it('puts at most 3 recent wallets first within their group, with the Recent flag', () => {
    const groups = buildWalletList({
      installed,
      recentIds: ['com.example.other', 'gone.wallet', 'com.trustwallet.app', 'me.rainbow', 'io.rabby'],
      environment: chromeDesktop,
    });
    const recent = groups.flatMap((group) => group.entries).filter((entry) => entry.recent);
    expect(recent.map((entry) => entry.id)).toEqual([
      'com.example.other',
      'com.trustwallet.app',
      'me.rainbow',
    ]);
    expect(groups[0]?.entries[0]?.id).toBe('com.example.other');
    expect(groups.find((group) => group.name === 'Popular')?.entries.map((entry) => entry.id)).toEqual([
      'com.trustwallet.app',
      'me.rainbow',
      'com.coinbase.wallet',
    ]);
  });

  it('offers at most 5 wallets to get, with store links for the phone in use', () => {
    const entries = getWalletEntries(chromeDesktop, [
      ...walletCatalogue,
      ...walletCatalogue.map((w) => ({ ...w, id: `${w.id}.2` })),
    ]);
    expect(entries).toHaveLength(5);
    expect(entries[0]?.extensionUrl).toContain('chromewebstore.google.com');
    expect(getWalletEntries(iphone)[0]?.mobileUrl).toContain('apps.apple.com');
    expect(getWalletEntries(iphone)[0]?.step.hasExtension).toBe(false);
  });
});

describe('QR sizes (docs/product.md §21)', () => {
  it('318 compact, 382 wide, narrower windows shrink it, 268 for downloads', () => {
    expect(connectQrSize(true, 375)).toBe(318);
    expect(connectQrSize(false, 1280)).toBe(382);
    expect(connectQrSize(false, 700)).toBe(382);
    expect(connectQrSize(false, 600)).toBe(292);
    expect(connectQrSize(false, 500)).toBe(280);
    expect(downloadQrSize).toBe(268);
  });
});
