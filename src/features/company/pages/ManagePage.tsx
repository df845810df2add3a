import { lazy, Suspense } from 'react';
import { useFeatureSelector } from '@/services/hooks';
import { LoadingState } from '@/components/StatusView';
import { useT } from '@/services/i18n';
import { selectStoredWallet } from '../../session';
import { useGetCompanyByWalletQuery } from '../companyApi';
import { SessionsSection } from '../components/SessionsSection';
import styles from '../components/company.module.css';
import { PublicPageSection } from '../components/PublicPageSection';
import { CompanyProfileSection } from '../components/CompanyProfileSection';
import { PayoutAddressSection } from '../components/PayoutAddressSection';
import { SignOutSection } from '../components/SignOutSection';
import { QueryErrorState } from '@/components/QueryErrorState';
import { WebhooksSection } from '../../webhooks';
import { ApiKeysSection } from '../../apiKeys';

// The licence collection on Story sends a Story transaction: its code (contract/story, ethers' ABI coder) loads with
// this section only (docs/product.md §10.5). The issuer wallet (§11.1) comes in the same chunk.
const StoryCollectionSection = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryCollectionSection })),
);
const StoryIssuerSection = lazy(() =>
  import(/* webpackChunkName: "story" */ '../../story').then((m) => ({ default: m.StoryIssuerSection })),
);

/**
 * /manage (docs/product.md §9): company profile edit, payout address, public page link, licence collection on Story,
 * the issuer wallet (§11.1), webhooks (§12.1), API keys (§12.2), sign-out.
 */
export default function ManagePage() {
  const t = useT();
  const wallet = useFeatureSelector(selectStoredWallet);
  const lookup = useGetCompanyByWalletQuery(wallet ?? '', { skip: !wallet });
  const company = lookup.currentData;

  let body;
  if (lookup.isError) {
    body = <QueryErrorState query={lookup} />;
  } else if (!company || !wallet) {
    body = <LoadingState label={t('company.manage.loading')} />;
  } else {
    body = (
      <>
        <PublicPageSection company={company} />
        {/* Keyed by company: another company's values never linger in the form. */}
        <CompanyProfileSection key={company.id} company={company} wallet={wallet} />
        <PayoutAddressSection key={`payout-${company.id}`} company={company} wallet={wallet} />
        <Suspense fallback={<LoadingState label={t('company.manage.storyLoading')} />}>
          <StoryCollectionSection company={company} />
          <StoryIssuerSection />
        </Suspense>
        <WebhooksSection />
        <ApiKeysSection />
        <SignOutSection wallet={wallet} />
        <SessionsSection />
      </>
    );
  }

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 className={styles.title}>{t('company.manage.title')}</h1>
      {body}
    </div>
  );
}
