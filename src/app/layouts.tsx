import { lazy, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackButton } from '../components/BackButton';
import { HeaderLayout } from '../components/layouts/HeaderLayout';
import { useT } from '../services/i18n';
import { LocaleSwitch } from '../features/ui/components/LocaleSwitch';
import { WalletButton } from '../features/wallet/components/WalletButton';
import { WalletKitProvider } from '../features/wallet/components/WalletKitProvider';
import { backButtonFor } from './backButton';

// The layout of /auth (and of the screens without navigation) is here, in the first load. The licensor's
// navigation layout (splitLayout.tsx) and the storefront's (brandLayout.tsx) load with their routes: /auth needs
// neither to show CONNECT (issue 5).

// The account dialog's recent transactions come from the transactions feature (a layer above the wallet), loaded
// with the dialog.
export const RecentTransactions = lazy(
  () =>
    import(
      /* webpackChunkName: "wallet-transactions" */ '../features/transactions/components/RecentTransactions'
    ),
);

function HeaderBackButton() {
  const t = useT();
  const { pathname, search } = useLocation();
  const rule = backButtonFor(pathname, search);
  return rule ? <BackButton label={t(rule.labelKey)} action={rule.action} /> : null;
}

export function AppHeaderLayout({ full = false, children }: { full?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <WalletKitProvider authentication recentTransactions={RecentTransactions}>
      <HeaderLayout
        backButton={<HeaderBackButton />}
        walletButton={<WalletButton />}
        localeSwitch={<LocaleSwitch />}
        skipLabel={t('nav.skipToContent')}
        full={full}
      >
        {children ?? <Outlet />}
      </HeaderLayout>
    </WalletKitProvider>
  );
}
