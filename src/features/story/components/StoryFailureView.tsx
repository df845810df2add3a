import { Button } from '../../../components/forms';
import { ExternalLink } from '../../../components/ExternalLink';
import { describeErrorLine } from '../../../services/api';
import { explorerTxUrl } from '../../../services/config';
import { useT } from '../../../services/i18n';
import { type StoryFailure } from '../storyTransactions';
import styles from './story.module.css';

/** docs/api.md "Licences on Story": each 409 reason the API gives for a Story receipt, said in the licensor's words. */
const reasonKeys: Record<string, string> = {
  'transaction already used': 'story.reason.alreadyUsed',
  'transaction not found': 'story.reason.notFound',
  'transaction not yet mined': 'story.reason.notMined',
  'transaction failed': 'story.reason.failed',
  'sent by another wallet': 'story.reason.otherWallet',
  'no collection created by Story': 'story.reason.noCollection',
  'collection of another wallet': 'story.reason.collectionOfOther',
  'collection open to public minting': 'story.reason.publicMinting',
  'no IP asset registered by Story': 'story.reason.noIpAsset',
  'IP asset of another chain': 'story.reason.otherChain',
  "IP asset outside the company's collection": 'story.reason.outsideCollection',
  'minted to another receiver': 'story.reason.otherReceiver',
  'metadata does not match': 'story.reason.metadata',
  'licence terms not registered': 'story.reason.termsNotRegistered',
  'no licence tokens minted by Story': 'story.reason.noTokens',
  'another IP asset': 'story.reason.otherIp',
  'other licence terms': 'story.reason.otherTerms',
  'wrong quantity': 'story.reason.quantity',
  'no derivative registered by Story': 'story.reason.noDerivative',
  'licence token not issued through OVERDIVE': 'story.reason.notOurToken',
  'licence does not allow derivatives': 'story.reason.noDerivatives',
  'no permission change for this product': 'story.reason.noPermission',
  'permission for another signer': 'story.reason.otherSigner',
  'permission for another module or function': 'story.reason.otherFunction',
  'an earlier permission transaction': 'story.reason.earlierPermission',
};

/** The API's words for a refused receipt: the known reason translated, else the server's own text. */
export function refusalText(
  t: (key: string, params?: Record<string, string | number>) => string,
  failure: Extract<StoryFailure, { kind: 'refused' }>,
): string {
  const key = failure.reason === null ? undefined : reasonKeys[failure.reason];
  if (key) return t(key);
  return failure.detail ?? t('story.failure.refusedUnknown');
}

/**
 * A stopped Story step (docs/product.md §9: errors stay until dismissed and say what to do): what happened, the
 * transaction when one was sent, and Retry. `prefix` names the texts: `story.failure` for the licensor's screens,
 * `storefront.remix.failure` for the buyer's remix on the public page.
 */
export function StoryFailureView({
  failure,
  onRetry,
  prefix = 'story.failure',
  retryLabel,
}: {
  failure: StoryFailure;
  onRetry: () => void;
  prefix?: 'story.failure' | 'storefront.remix.failure';
  retryLabel?: string;
}) {
  const t = useT();
  let message: string;
  let detail: string | null = null;
  switch (failure.kind) {
    case 'rejected':
      message = t(`${prefix}.rejected`);
      break;
    case 'wallet':
      message = t(`${prefix}.wallet`);
      detail = failure.detail;
      break;
    case 'reverted':
      message = t(`${prefix}.reverted`);
      break;
    case 'refused':
      message = t(`${prefix}.refused`);
      detail = prefix === 'story.failure' ? refusalText(t, failure) : failure.detail;
      break;
    case 'api': {
      message = t(`${prefix}.api`);
      detail = describeErrorLine(t, failure.error);
      break;
    }
  }
  const hash = 'hash' in failure ? failure.hash : null;
  return (
    <div role="alert" className={styles.failure}>
      <p className={styles.failureMessage}>{message}</p>
      {detail ? <p className={styles.muted}>{detail}</p> : null}
      {hash ? (
        <ExternalLink href={explorerTxUrl(hash)} newTabLabel={t(`${prefix}.newTab`)} trusted>
          {t(`${prefix}.viewTx`)}
        </ExternalLink>
      ) : null}
      <div>
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? t(`${prefix}.retry`)}
        </Button>
      </div>
    </div>
  );
}
