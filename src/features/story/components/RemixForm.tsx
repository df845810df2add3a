import { type FormEvent, useId, useState } from 'react';
import { Button, TextField } from '@/components/forms';
import { ExternalLink } from '@/components/ExternalLink';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { encodeRegisterDerivativeWithLicenseTokens } from '@contract/story/calls.js';
import { selectConnectedAddress, selectIsWrongNetwork } from '../../wallet';
import { useRemixConnectMutation } from '../storyApi';
import { ipAssetUrl } from '../storyLinks';
import { recordMined, sendAndMine } from '../storyTransactions';
import { useStoryRun } from '../useStoryRun';
import { StoryFailureView } from './StoryFailureView';
import styles from './story.module.css';

const addressPattern = /^0x[0-9a-fA-F]{40}$/;

type Stage = 'wallet' | 'mining' | 'recording';

/**
 * The buyer's remix on the public page (docs/product.md §10.4): the holder of licence tokens whose terms allow
 * derivatives links an IP asset they own to the licensed one with `registerDerivativeWithLicenseTokens` (burning the
 * tokens), and remix-connect records it. Texts are `storefront.remix.*`: this is a buyer's screen.
 */
export function RemixForm({ tokenIds, productTitle }: { tokenIds: readonly string[]; productTitle: string }) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const connected = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const [remixConnect] = useRemixConnectMutation();
  const flow = useStoryRun<Stage>();
  const [childIp, setChildIp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [mined, setMined] = useState<{ hash: string; child: string } | null>(null);
  const headingId = useId();

  const submit = () => {
    const child = childIp.trim();
    if (!addressPattern.test(child)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    if (!connected) return;
    void flow.run(async (stage) => {
      let hash = mined && mined.child === child ? mined.hash : null;
      if (hash === null) {
        stage('wallet');
        hash = await sendAndMine(
          dispatch,
          connected,
          encodeRegisterDerivativeWithLicenseTokens({ childIpId: child, licenseTokenIds: tokenIds }),
          t('storefront.remix.txDescription', { title: productTitle }),
          stage,
        );
        setMined({ hash, child });
      }
      stage('recording');
      // A failed record retries the same hash; a refusal for good forgets it, so the next try is a new transaction.
      await recordMined(remixConnect({ tx_hash: hash }), hash, () => setMined(null));
      setMined(null);
      setDone(child);
    });
  };

  if (done) {
    return (
      <p className={styles.muted} role="status">
        {t('storefront.remix.done')}{' '}
        <ExternalLink
          className={styles.address}
          href={ipAssetUrl(done)}
          newTabLabel={t('storefront.newTab')}
          trusted
        >
          {done}
        </ExternalLink>
      </p>
    );
  }

  return (
    <form
      className={styles.panel}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={headingId} className={styles.cardTitle}>
        {t('storefront.remix.title')}
      </h3>
      <TextField
        label={t('storefront.remix.childIp')}
        hint={t('storefront.remix.childIpHint')}
        error={invalid ? t('storefront.remix.childIpInvalid') : undefined}
        value={childIp}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => setChildIp(event.target.value)}
      />
      {flow.failure ? (
        <StoryFailureView failure={flow.failure} onRetry={submit} prefix="storefront.remix.failure" />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={flow.busy} disabled={wrongNetwork}>
          {t('storefront.remix.submit')}
        </Button>
        {flow.busy ? (
          <span className={styles.muted} aria-live="polite">
            {t(`storefront.remix.stage.${flow.stage ?? 'wallet'}`)}
          </span>
        ) : null}
      </div>
    </form>
  );
}
