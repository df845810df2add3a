import { useRef } from 'react';
import { CheckboxField } from '@/components/forms';
import { api } from '@/services/api';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { encodeSetIssuerPermission } from '@contract/story/calls.js';
import { selectConnectedAddress, selectIsWrongNetwork } from '../../wallet';
import { useGetIssuerQuery } from '../issuerApi';
import { useSetAutoIssueMutation } from '../storyApi';
import { sameAddress } from '../storyLinks';
import { recordMined, sendAndMine } from '../storyTransactions';
import { type StoryProduct } from '../storyTypes';
import { useStoryRun } from '../useStoryRun';
import { StoryFailureView } from './StoryFailureView';
import { StoryQueryPending } from './StoryCard';
import styles from './story.module.css';

type Stage = 'wallet' | 'mining' | 'recording';

/**
 * /product/{id} "Issue licences automatically" (docs/product.md §9, §11.1), once the product is registered on Story.
 * Offered only when this server runs an issuer wallet: the switch is that wallet's permission on chain, and without
 * it nothing would issue the licences.
 */
export function AutoIssueSwitch({
  product,
  companyWallet,
}: {
  product: StoryProduct;
  companyWallet: string;
}) {
  const t = useT();
  const issuer = useGetIssuerQuery();
  const data = issuer.currentData;
  if (!data) return <StoryQueryPending query={issuer} loadingLabel={t('story.autoIssue.loading')} />;
  if (!data.enabled || data.address === null || product.ip_id === null) {
    return <p className={styles.muted}>{t('story.autoIssue.serverOff')}</p>;
  }
  return (
    <AutoIssueControl
      product={product}
      ipId={product.ip_id}
      issuer={data.address}
      companyWallet={companyWallet}
    />
  );
}

/**
 * One wallet confirmation of `AccessController.setPermission(ipId, issuer, LicensingModule, mintLicenseTokens, 1 or
 * 0)` from the company wallet (the IP's owner), then auto-issue/ records it from the PermissionSet event. The switch
 * shows what the API recorded, never what was merely asked for.
 */
function AutoIssueControl({
  product,
  ipId,
  issuer,
  companyWallet,
}: {
  product: StoryProduct;
  ipId: string;
  issuer: string;
  companyWallet: string;
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const connected = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const [setAutoIssue, recorded] = useSetAutoIssueMutation();
  const flow = useStoryRun<Stage>();
  // A mined permission change whose record failed is recorded again, never sent twice: a second transaction would
  // leave the first one unrecorded and refused later as an earlier permission transaction.
  const mined = useRef<{ hash: string; permission: 0 | 1 } | null>(null);
  // The recorded answer shows at once; the product page's own read follows from the invalidated tag, and a newer
  // read of the product (another tab's change) wins over it.
  const answer = recorded.data;
  const on =
    answer?.id === product.id && answer.updated_at >= product.updated_at
      ? answer.auto_issue
      : product.auto_issue;
  const owner = connected !== null && sameAddress(connected, companyWallet);

  const toggle = () => {
    if (!connected) return;
    const permission: 0 | 1 = on ? 0 : 1;
    void flow
      .run(async (stage) => {
        let hash = mined.current?.permission === permission ? mined.current.hash : null;
        if (hash === null) {
          stage('wallet');
          hash = await sendAndMine(
            dispatch,
            connected,
            encodeSetIssuerPermission({ ipId, issuer, permission }),
            t(permission === 1 ? 'story.autoIssue.onTx' : 'story.autoIssue.offTx', { title: product.title }),
            stage,
          );
          mined.current = { hash, permission };
        }
        stage('recording');
        // Only a hash the API may still accept is kept; any other refusal starts over with a new transaction.
        await recordMined(setAutoIssue({ id: product.id, tx_hash: hash }), hash, () => {
          mined.current = null;
          // Refused for good: the permission may have changed meanwhile (another tab, a later transaction), so the
          // product is read again and the switch shows what the API holds.
          dispatch(api.util.invalidateTags([{ type: 'Product', id: product.id }]));
        });
        mined.current = null;
      })
      .then((done) => {
        if (done)
          dispatch(
            noticeRaised({
              tone: 'success',
              key: permission === 1 ? 'story.autoIssue.turnedOn' : 'story.autoIssue.turnedOff',
              params: { title: product.title },
            }),
          );
      });
  };

  return (
    <div className={styles.panel}>
      <CheckboxField
        role="switch"
        label={t('story.autoIssue.label')}
        hint={t('story.autoIssue.hint')}
        checked={on}
        disabled={!owner || wrongNetwork}
        aria-busy={flow.busy || undefined}
        // While a change runs the switch keeps its focus and its recorded state, and ignores further presses.
        onChange={() => {
          if (!flow.busy) toggle();
        }}
      />
      {flow.busy ? (
        <p className={styles.muted} aria-live="polite">
          {t(`story.stage.${flow.stage ?? 'wallet'}`)}
        </p>
      ) : null}
      {!owner ? <p className={styles.muted}>{t('story.connectCompanyWallet')}</p> : null}
      {wrongNetwork ? <p className={styles.muted}>{t('story.wrongNetwork')}</p> : null}
      {flow.failure ? <StoryFailureView failure={flow.failure} onRetry={toggle} /> : null}
    </div>
  );
}
