import { useRef } from 'react';
import { buttonClassName } from '@/components/forms';
import { ExternalLink } from '@/components/ExternalLink';
import { PrefetchLink } from '@/components/PrefetchLink';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { paths } from '@/services/routing';
import {
  encodeMintAndRegisterIp,
  encodeRegisterLicenseTerms,
  readLicenseTermsId,
} from '@contract/story/calls.js';
import { licenseToPilTerms } from '@contract/story/terms.js';
import { selectConnectedAddress, selectIsWrongNetwork } from '../../wallet';
import { useGetStoryRegistrationQuery, useRegisterIpMutation } from '../storyApi';
import { ipAssetUrl, sameAddress } from '../storyLinks';
import { readStory, recordMined, sendAndMine } from '../storyTransactions';
import { type StoryProduct, type StoryRegistration } from '../storyTypes';
import { useStoryRun } from '../useStoryRun';
import { AutoIssueSwitch } from './AutoIssueSwitch';
import { StoryStepAction } from './StoryStepAction';
import { StoryCard, StoryQueryPending } from './StoryCard';
import styles from './story.module.css';

type Stage = 'terms' | 'wallet' | 'mining' | 'recording';

/** The registered product's IP asset and terms, with Story's explorer link (docs/product.md §10.4). */
function Registered({ ipId, termsId }: { ipId: string; termsId: string }) {
  const t = useT();
  return (
    <dl className={styles.overview}>
      <dt>{t('story.register.ipAsset')}</dt>
      <dd>
        <ExternalLink
          className={styles.address}
          href={ipAssetUrl(ipId)}
          newTabLabel={t('story.newTab')}
          trusted
        >
          {ipId}
        </ExternalLink>
      </dd>
      <dt>{t('story.register.termsId')}</dt>
      <dd>{termsId}</dd>
    </dl>
  );
}

/**
 * /product/{id} "Register on Story" (docs/product.md §9, §10.2): the company wallet registers the product's PIL terms
 * (skipped when Story already holds the same terms) and mints its IP asset into the company's collection with the
 * metadata our API serves; register-ip then records the IP asset and the terms id. Two confirmations at most. Once
 * registered: the IP asset and "Issue licences automatically" (§11.1).
 */
export function RegisterPanel({ product, companyWallet }: { product: StoryProduct; companyWallet: string }) {
  const t = useT();
  const registered = product.license_terms_id !== null && product.ip_id !== null;
  const query = useGetStoryRegistrationQuery(product.id, { skip: registered });

  let body;
  if (registered) {
    body = (
      <div className={styles.panel}>
        <Registered ipId={product.ip_id ?? ''} termsId={product.license_terms_id ?? ''} />
        <AutoIssueSwitch product={product} companyWallet={companyWallet} />
      </div>
    );
  } else if (!query.currentData) {
    body = <StoryQueryPending query={query} loadingLabel={t('story.register.loading')} />;
  } else {
    body = (
      <RegisterAction product={product} registration={query.currentData} companyWallet={companyWallet} />
    );
  }

  return (
    <StoryCard titleId="story-register-title" title={t('story.register.title')}>
      {body}
    </StoryCard>
  );
}

function RegisterAction({
  product,
  registration,
  companyWallet,
}: {
  product: StoryProduct;
  registration: StoryRegistration;
  companyWallet: string;
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const connected = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const [registerIp] = useRegisterIpMutation();
  const flow = useStoryRun<Stage>();
  // A mined registration whose record failed is recorded again rather than minting a second IP asset.
  const mined = useRef<string | null>(null);
  const collection = registration.collection_address;

  if (!collection) {
    return (
      <div className={styles.panel}>
        <p className={styles.muted}>{t('story.register.needsCollection')}</p>
        <div>
          <PrefetchLink to={paths.manage} className={buttonClassName('secondary')}>
            {t('story.register.toManage')}
          </PrefetchLink>
        </div>
      </div>
    );
  }
  if (!connected || !sameAddress(connected, companyWallet)) {
    return <p className={styles.muted}>{t('story.connectCompanyWallet')}</p>;
  }

  const register = () =>
    void flow
      .run(async (stage) => {
        let hash = mined.current;
        if (hash === null) {
          // The terms first: register-ip needs Story to hold exactly the product's terms (docs/api.md).
          stage('terms');
          const terms = licenseToPilTerms(product.license, registration.terms_uri);
          const existing = await readStory(readLicenseTermsId(terms)).catch(() => 0n);
          if (existing === 0n) {
            await sendAndMine(
              dispatch,
              connected,
              encodeRegisterLicenseTerms(terms),
              t('story.register.termsTxDescription', { title: product.title }),
              stage,
            );
          }
          stage('wallet');
          hash = await sendAndMine(
            dispatch,
            connected,
            encodeMintAndRegisterIp({
              spgNftContract: collection,
              recipient: connected,
              ipMetadata: {
                ipMetadataURI: registration.ip_metadata.uri,
                ipMetadataHash: registration.ip_metadata.hash,
                nftMetadataURI: registration.nft_metadata.uri,
                nftMetadataHash: registration.nft_metadata.hash,
              },
            }),
            t('story.register.txDescription', { title: product.title }),
            stage,
          );
          mined.current = hash;
        }
        stage('recording');
        // Only a hash the API may still accept is kept; any other refusal starts over with a new registration.
        await recordMined(registerIp({ id: product.id, tx_hash: hash }), hash, () => (mined.current = null));
        mined.current = null;
      })
      .then((done) => {
        if (done)
          dispatch(
            noticeRaised({ tone: 'success', key: 'story.register.done', params: { title: product.title } }),
          );
      });

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>{t('story.register.description')}</p>
      <StoryStepAction
        flow={flow}
        wrongNetwork={wrongNetwork}
        label={t('story.register.action')}
        onRun={register}
      />
    </div>
  );
}
