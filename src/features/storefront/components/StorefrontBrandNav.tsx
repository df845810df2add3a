import { type ReactNode } from 'react';

export function StorefrontBrandNav({
  walletButton,
  localeSwitch,
}: {
  walletButton: ReactNode;
  localeSwitch: ReactNode;
}) {
  return (
    <>
      <span>OVERDIVE</span>
      <span style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>
        {localeSwitch}
        {walletButton}
      </span>
    </>
  );
}
