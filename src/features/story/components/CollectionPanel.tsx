import { useRef } from 'react';
import { FormSection } from '@/components/forms';
import { ExternalLink } from '@/components/ExternalLink';
import { explorerAddressUrl } from '@/services/config';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { collectionSymbol, encodeCreateCollection } from '@contract/story/calls.js';
import { selectConnectedAddress, selectIsWrongNetwork } from '../../wallet';
import { useDeployContractMutation } from '../storyApi';
import { sameAddress } from '../storyLinks';
import { recordMined, sendAndMine } from '../storyTransactions';
import { useStoryRun } from '../useStoryRun';
import { StoryStepAction } from './StoryStepAction';
import styles from './story.module.css';

export interface CollectionCompany {
  name: string;
  wallet_address: string;
  collection_address: string | null;
}

type Stage = 'wallet' | 'mining' | 'recording';

/**
 * /manage "Licence collection on Story" (docs/product.md §10.1): once per company, the company wallet creates the SPG
 * collection its products' IP assets are minted into; deploy-contract records it from the CollectionCreated event.
 */
export function CollectionPanel({ company }: { company: CollectionCompany }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const connected = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const [deployContract] = useDeployContractMutation();
  const flow = useStoryRun<Stage>();
  // A mined creation whose record failed is recorded again, never created twice (a second collection is refused).
  const mined = useRef<string | null>(null);

  const create = () =>
    void flow
      .run(async (stage) => {
        if (!connected) return;
        let hash = mined.current;
        if (hash === null) {
          stage('wallet');
          const call = encodeCreateCollection({
            name: company.name,
            symbol: collectionSymbol(company.name),
            owner: connected,
          });
          hash = await sendAndMine(dispatch, connected, call, t('story.collection.txDescription'), stage);
          mined.current = hash;
        }
        stage('recording');
        await recordMined(deployContract({ tx_hash: hash }), hash, () => (mined.current = null));
        mined.current = null;
      })
      .then((done) => {
        if (done) dispatch(noticeRaised({ tone: 'success', key: 'story.collection.created' }));
      });

  let body;
  if (company.collection_address) {
    body = (
      <dl className={styles.overview}>
        <dt>{t('story.collection.address')}</dt>
        <dd>
          <ExternalLink
            className={styles.address}
            href={explorerAddressUrl(company.collection_address)}
            newTabLabel={t('story.newTab')}
            trusted
          >
            {company.collection_address}
          </ExternalLink>
        </dd>
      </dl>
    );
  } else if (!connected || !sameAddress(connected, company.wallet_address)) {
    body = <p className={styles.muted}>{t('story.connectCompanyWallet')}</p>;
  } else {
    body = (
      <StoryStepAction
        flow={flow}
        wrongNetwork={wrongNetwork}
        label={t('story.collection.create')}
        onRun={create}
      />
    );
  }

  return (
    <FormSection title={t('story.collection.title')} description={t('story.collection.description')}>
      <div className={styles.panel}>{body}</div>
    </FormSection>
  );
}
