import { useRef, useState } from 'react';
import { Button } from '@/components/forms';
import { noticeRaised } from '@/services/events';
import { useFeatureDispatch, useFeatureSelector } from '@/services/hooks';
import { useT } from '@/services/i18n';
import { walletRequest } from '@/services/wallet';
import { encodeMintLicenseTokens } from '@contract/story/calls.js';
import { selectConnectedAddress, selectIsWrongNetwork, selectWalletChainId } from '../../wallet';
import { transactionAdded } from '../../transactions';
import {
  BatchFailedError,
  hashOfCall,
  isMethodMissing,
  sendCalls,
  supportsBatching,
  waitForCalls,
  type WalletRequest,
} from '../batchCalls';
import { useListAwaitingLicenseTokensQuery, useRecordLicenseTokensMutation } from '../storyApi';
import { sameAddress } from '../storyLinks';
import { recordMined, sendAndMine, StoryStepError } from '../storyTransactions';
import { type AwaitingOrder } from '../storyTypes';
import { useStoryRun } from '../useStoryRun';
import { StoryFailureView } from './StoryFailureView';
import { StoryCard, StoryQueryPending } from './StoryCard';
import { QueueItem } from './QueueItem';
import styles from './story.module.css';

type Stage = 'wallet' | 'mining' | 'recording';

/**
 * Home's "paid orders waiting for their licence tokens" (docs/product.md §9, §10.3). "Issue licences" mints each
 * waiting order's tokens to its buyer from the IP owner's wallet and records them with license-token. Story lets only
 * the IP owner mint private terms, so a Multicall3 batch would be refused (the multicall contract would be the
 * caller). A wallet that batches (EIP-5792, batchCalls.ts) sends every waiting order's mint from the owner's account
 * in ONE confirmation; any other wallet gets one confirmation per order, queued in one flow that goes on by itself
 * after each confirmation. Orders the API is issuing itself (docs/product.md §11.1) show so and are not minted here.
 */
export function LicenceQueue({
  wallet,
  companyWallet,
  onlyWhenWaiting = false,
}: {
  wallet: string;
  companyWallet: string;
  /** Orders (docs/product.md §9) shows the queue only while an order waits; Home always has the card. */
  onlyWhenWaiting?: boolean;
}) {
  const t = useT();
  const dispatch = useFeatureDispatch();
  const connected = useFeatureSelector(selectConnectedAddress);
  const wrongNetwork = useFeatureSelector(selectIsWrongNetwork);
  const chainId = useFeatureSelector(selectWalletChainId);
  const query = useListAwaitingLicenseTokensQuery({ wallet });
  const [recordTokens] = useRecordLicenseTokensMutation();
  const flow = useStoryRun<Stage>();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // Tokens minted but not yet recorded, by order: a retry records them instead of minting again.
  const minted = useRef(new Map<string, string>());

  const orders = query.currentData?.results ?? [];
  // docs/product.md §11.1: an order the API is minting itself is left out of the licensor's batch, so its buyer
  // never gets twice the tokens; an order automatic issuing could not issue stays here, issuable by hand.
  const issuable = orders.filter((order) => !order.issuing);

  const mintCall = (order: AwaitingOrder) =>
    encodeMintLicenseTokens({
      licensorIpId: order.ip_id,
      licenseTermsId: order.license_terms_id,
      amount: order.quantity,
      receiver: order.buyer_address,
    });

  /**
   * docs/product.md §10.3: mints every order not yet minted with one wallet_sendCalls when the wallet batches; false
   * when it does not (the queue then asks once per order). The hashes are kept like the queue's, so a failed record
   * is retried with its hash, never minted twice.
   */
  const mintInOneBatch = async (
    waiting: AwaitingOrder[],
    owner: string,
    stage: (s: Stage) => void,
  ): Promise<boolean> => {
    const toMint = waiting.filter((order) => !minted.current.has(order.order_id));
    if (toMint.length < 2 || chainId === null) return false;
    const request: WalletRequest = (method, params) => walletRequest(method, params);
    if (!(await supportsBatching(request, owner, chainId))) return false;
    stage('wallet');
    let id: string;
    try {
      id = await sendCalls(request, owner, chainId, toMint.map(mintCall));
    } catch (error) {
      // A wallet that answered its capabilities but not the call itself: the queue still works.
      if (isMethodMissing(error)) return false;
      throw error;
    }
    stage('mining');
    let hashes: string[];
    try {
      hashes = await waitForCalls(request, id);
    } catch (error) {
      if (!(error instanceof BatchFailedError)) throw error;
      const hash = error.hashes[0];
      throw new StoryStepError(
        hash === undefined
          ? { kind: 'wallet', detail: t('story.failure.batchFailed', { status: error.status }) }
          : { kind: 'reverted', hash },
      );
    }
    for (const [index, order] of toMint.entries()) {
      const hash = hashOfCall(hashes, index, toMint.length);
      if (hash === null)
        throw new StoryStepError({
          kind: 'wallet',
          detail: t('story.failure.batchNoHashes'),
        });
      minted.current.set(order.order_id, hash);
      try {
        await dispatch(
          transactionAdded({
            hash,
            description: t('story.queue.txDescription', { number: order.order_number }),
          }),
        );
      } catch {
        // Only the offered chains keep a list; issuing goes on.
      }
    }
    return true;
  };

  const issueOne = async (order: AwaitingOrder, owner: string, stage: (s: Stage) => void) => {
    let hash = minted.current.get(order.order_id);
    if (hash === undefined) {
      stage('wallet');
      hash = await sendAndMine(
        dispatch,
        owner,
        mintCall(order),
        t('story.queue.txDescription', { number: order.order_number }),
        stage,
      );
      minted.current.set(order.order_id, hash);
    }
    stage('recording');
    await recordMined(recordTokens({ orderId: order.order_id, tx_hash: hash }), hash, () =>
      minted.current.delete(order.order_id),
    );
    minted.current.delete(order.order_id);
  };

  const issue = () => {
    if (!connected) return;
    // Tokens this wallet already minted are still recorded, whatever the API says of the order since.
    const waiting = orders.filter((order) => !order.issuing || minted.current.has(order.order_id));
    void flow
      .run(async (stage) => {
        setProgress({ done: 0, total: waiting.length });
        await mintInOneBatch(waiting, connected, stage);
        for (const [index, order] of waiting.entries()) {
          await issueOne(order, connected, stage);
          setProgress({ done: index + 1, total: waiting.length });
        }
      })
      .then((done) => {
        setProgress(null);
        if (done && waiting.length > 0)
          dispatch(
            noticeRaised({ tone: 'success', key: 'story.queue.issued', params: { count: waiting.length } }),
          );
      });
  };

  if (onlyWhenWaiting && orders.length === 0 && !flow.busy && !flow.failure) return null;

  let body;
  if (!query.currentData) {
    body = <StoryQueryPending query={query} loadingLabel={t('story.queue.loading')} />;
  } else if (orders.length === 0) {
    body = <p className={styles.muted}>{t('story.queue.empty')}</p>;
  } else {
    const owner = connected !== null && sameAddress(connected, companyWallet);
    body = (
      <>
        <ul className={styles.list}>
          {orders.map((order) => (
            <QueueItem key={order.order_id} order={order} />
          ))}
        </ul>
        {!owner && issuable.length > 0 ? (
          <p className={styles.muted}>{t('story.connectCompanyWallet')}</p>
        ) : null}
        {wrongNetwork && issuable.length > 0 ? (
          <p className={styles.muted}>{t('story.wrongNetwork')}</p>
        ) : null}
        {flow.failure ? <StoryFailureView failure={flow.failure} onRetry={issue} /> : null}
        {owner && (issuable.length > 0 || flow.busy) ? (
          <div className={styles.actions}>
            <Button busy={flow.busy} disabled={wrongNetwork} onClick={issue}>
              {t('story.queue.issue', { count: issuable.length })}
            </Button>
            {flow.busy ? (
              <span className={styles.muted} aria-live="polite">
                {progress
                  ? t('story.queue.progress', { done: progress.done + 1, total: progress.total })
                  : null}{' '}
                {t(`story.stage.${flow.stage ?? 'wallet'}`)}
              </span>
            ) : null}
          </div>
        ) : null}
      </>
    );
  }

  return (
    <StoryCard titleId="story-queue-title" title={t('story.queue.title')}>
      {body}
    </StoryCard>
  );
}
