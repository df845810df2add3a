import { Outlet } from 'react-router-dom';
import { BrandLayout } from '../components/layouts/BrandLayout';
import { Strings, useT } from '../services/i18n';
import { LocaleSwitch } from '../features/ui/components/LocaleSwitch';
import { WalletButton } from '../features/wallet/components/WalletButton';
import { WalletKitProvider } from '../features/wallet/components/WalletKitProvider';
import { StorefrontBrandNav } from '../features/storefront/components/StorefrontBrandNav';
import { RecentTransactions } from './layouts';

// The storefront's layout: a chunk of its own, loaded with the brand page (router.tsx), so /auth's first load does
// not carry it (issue 5).

export function AppBrandLayout() {
  const t = useT();
  return (
    <WalletKitProvider recentTransactions={RecentTransactions}>
      <BrandLayout
        brandNav={
          // The brand navigation speaks the storefront's texts, which the route preloads with its code.
          <Strings bundles={['storefront']}>
            <StorefrontBrandNav walletButton={<WalletButton />} localeSwitch={<LocaleSwitch />} />
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
