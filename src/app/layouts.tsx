import { lazy, useCallback, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BackButton } from '../components/BackButton';
import { BrandLayout } from '../components/layouts/BrandLayout';
import { HeaderLayout } from '../components/layouts/HeaderLayout';
import { SplitLayout } from '../components/layouts/SplitLayout';
import { type NavItem } from '../components/layouts/NavList';
import { locales, Strings, useT } from '../services/i18n';
import { paths } from '../services/routing';
import { LocaleSwitch, mobileMenuClosed, mobileMenuOpened, selectMobileMenuOpen } from '../features/ui';
import { WalletButton, WalletKitProvider } from '../features/wallet';
import { StorefrontBrandNav } from '../features/storefront';
import { backButtonFor } from './backButton';
import { useAppDispatch, useAppSelector } from './hooks';

// The account dialog's recent transactions come from the transactions feature (a layer above the wallet), loaded
// with the dialog.
// The account dialog's stablecoin balance (the accepted token from GET config/, read from the wallet's chain).
const StablecoinBalance = lazy(
  () =>
    import(/* webpackChunkName: "wallet-stablecoin" */ '../features/products/components/StablecoinBalance'),
);
const RecentTransactions = lazy(
  () =>
    import(
      /* webpackChunkName: "wallet-transactions" */ '../features/transactions/components/RecentTransactions'
    ),
);

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
    <WalletKitProvider
      authentication
      recentTransactions={RecentTransactions}
      stablecoinBalance={StablecoinBalance}
    >
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

function HeaderBackButton() {
  const t = useT();
  const { pathname, search } = useLocation();
  const rule = backButtonFor(pathname, search);
  return rule ? <BackButton label={t(rule.labelKey)} action={rule.action} /> : null;
}

export function AppHeaderLayout({ full = false, children }: { full?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <WalletKitProvider
      authentication
      recentTransactions={RecentTransactions}
      stablecoinBalance={StablecoinBalance}
    >
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

export function AppBrandLayout() {
  const t = useT();
  return (
    <WalletKitProvider recentTransactions={RecentTransactions} stablecoinBalance={StablecoinBalance}>
      <BrandLayout
        brandNav={
          // The brand navigation speaks the storefront's texts, which the route preloads with its code.
          <Strings bundles={['storefront']}>
            <StorefrontBrandNav
              walletButton={<WalletButton />}
              localeSwitch={<LocaleSwitch options={locales} />}
            />
          </Strings>
        }
        skipLabel={t('nav.skipToContent')}
        footer={<span>{t('brand.poweredBy')}</span>}
      >
        <Outlet />
      </BrandLayout>
    </WalletKitProvider>
  );
}
