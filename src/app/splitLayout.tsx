import { useCallback } from 'react';
import { Outlet } from 'react-router-dom';
import { SplitLayout } from '../components/layouts/SplitLayout';
import { type NavItem } from '../components/layouts/NavList';
import { useT } from '../services/i18n';
import { paths } from '../services/routing';
import { LocaleSwitch } from '../features/ui/components/LocaleSwitch';
import { mobileMenuClosed, mobileMenuOpened, selectMobileMenuOpen } from '../features/ui/uiSlice';
import { WalletButton } from '../features/wallet/components/WalletButton';
import { WalletKitProvider } from '../features/wallet/components/WalletKitProvider';
import { useAppDispatch, useAppSelector } from './hooks';
import { RecentTransactions } from './layouts';

// The licensor's screens with navigation (Home, Orders, Products, Manage): a chunk of its own, loaded with the
// first of them (router.tsx), so /auth's first load does not carry it (issue 5).

function useNavItems(): NavItem[] {
  const t = useT();
  return [
    { to: paths.home, label: t('nav.home'), end: true },
    { to: paths.orders, label: t('nav.order') },
    { to: paths.products, label: t('nav.product') },
    { to: paths.manage, label: t('nav.manage') },
  ];
}

export function AppSplitLayout() {
  const t = useT();
  const dispatch = useAppDispatch();
  const menuOpen = useAppSelector(selectMobileMenuOpen);
  const onMenuOpen = useCallback(() => dispatch(mobileMenuOpened()), [dispatch]);
  const onMenuClose = useCallback(() => dispatch(mobileMenuClosed()), [dispatch]);
  return (
    <WalletKitProvider authentication recentTransactions={RecentTransactions}>
      <SplitLayout
        navItems={useNavItems()}
        labels={{
          menu: t('nav.menu'),
          nav: t('nav.label'),
          close: t('nav.closeMenu'),
          privacy: t('privacy.notice'),
          privacyBody: t('privacy.body'),
          skip: t('nav.skipToContent'),
          home: `${t('app.name')} ${t('nav.home')}`,
        }}
        walletButton={<WalletButton />}
        localeSwitch={<LocaleSwitch />}
        menuOpen={menuOpen}
        onMenuOpen={onMenuOpen}
        onMenuClose={onMenuClose}
      >
        <Outlet />
      </SplitLayout>
    </WalletKitProvider>
  );
}
