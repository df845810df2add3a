import { useEffect, useRef, useState } from 'react';
import { MAX_WEBHOOKS } from '@contract/webhookValues';
import { Button, FormSection } from '@/components/forms';
import { ErrorState, SkeletonList } from '@/components/StatusView';
import { describeError } from '@/services/api';
import { useFeatureSelector } from '@/services/hooks';
import { Strings, useT } from '@/services/i18n';
import { selectStoredWallet } from '../../session';
import { useListWebhooksQuery } from '../webhooksApi';
import { AddWebhookDialog } from './AddWebhookDialog';
import { WebhookItem } from './WebhookItem';
import styles from './Webhooks.module.css';

/**
 * /manage "Webhooks" (docs/product.md §12.1): the company's webhooks, each with its switch, events, test event,
 * delivery log and delete, and Add webhook. It brings its own texts (the `webhooks` bundle).
 */
export function WebhooksSection() {
  return (
    <Strings bundles={['webhooks']}>
      <Webhooks />
    </Strings>
  );
}

function Webhooks() {
  const t = useT();
  const wallet = useFeatureSelector(selectStoredWallet);
  const webhooks = useListWebhooksQuery();
  const [adding, setAdding] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A deleted webhook takes its buttons with it: focus moves on to Add webhook once the list has refreshed.
  const refocus = useRef(false);
  const page = webhooks.currentData;

  useEffect(() => {
    if (!refocus.current || webhooks.isFetching) return;
    refocus.current = false;
    (addRef.current ?? listRef.current)?.focus();
  }, [webhooks.isFetching, page]);

  let list;
  if (webhooks.isError) {
    const described = describeError(t, webhooks.error);
    list = (
      <ErrorState
        message={t('webhooks.loadFailed')}
        detail={described.detail ?? described.message}
        retryLabel={t('common.retry')}
        onRetry={() => void webhooks.refetch()}
      />
    );
  } else if (page === undefined) {
    list = <SkeletonList label={t('webhooks.loading')} rows={2} />;
  } else if (page === null || page.results.length === 0) {
    list = <p className={styles.muted}>{t('webhooks.empty')}</p>;
  } else {
    list = (
      <ul className={styles.list}>
        {page.results.map((webhook) => (
          <WebhookItem
            key={webhook.id}
            webhook={webhook}
            onDeleted={() => {
              refocus.current = true;
            }}
          />
        ))}
      </ul>
    );
  }

  const full = (page?.count ?? 0) >= MAX_WEBHOOKS;
  return (
    <FormSection title={t('webhooks.title')} description={t('webhooks.description')}>
      <div ref={listRef} tabIndex={-1} className={styles.listFrame}>
        {list}
      </div>
      {page !== undefined && !webhooks.isError ? (
        <div className={styles.actions}>
          {full ? (
            <p className={styles.muted}>{t('webhooks.limit', { max: MAX_WEBHOOKS })}</p>
          ) : (
            <Button ref={addRef} disabled={!wallet} onClick={() => setAdding(true)}>
              {t('webhooks.add')}
            </Button>
          )}
        </div>
      ) : null}
      {adding && wallet ? <AddWebhookDialog wallet={wallet} onClose={() => setAdding(false)} /> : null}
    </FormSection>
  );
}
