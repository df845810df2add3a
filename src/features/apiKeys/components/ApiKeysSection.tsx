import { useEffect, useRef, useState } from 'react';
import { API_KEYS_PER_COMPANY } from '@contract/apiKeyScopes';
import { Button, FormSection } from '@/components/forms';
import { ErrorState, SkeletonList } from '@/components/StatusView';
import { describeError } from '@/services/api';
import { useFeatureSelector } from '@/services/hooks';
import { Strings, useT } from '@/services/i18n';
import { selectStoredWallet } from '../../session';
import { useListApiKeysQuery } from '../apiKeysApi';
import { ApiKeyItem } from './ApiKeyItem';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';
import styles from './ApiKeys.module.css';

/**
 * /manage "API keys" (docs/product.md §12.2): the company's live keys, each with its prefix, scopes, creation and
 * last use and Revoke, and Create API key. It brings its own texts (the `apiKeys` bundle).
 */
export function ApiKeysSection() {
  return (
    <Strings bundles={['apiKeys']}>
      <ApiKeys />
    </Strings>
  );
}

function ApiKeys() {
  const t = useT();
  const wallet = useFeatureSelector(selectStoredWallet);
  const keys = useListApiKeysQuery();
  const [creating, setCreating] = useState(false);
  const createRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  // A revoked key takes its button with it: focus moves on to Create API key once the list has refreshed.
  const refocus = useRef(false);
  const page = keys.currentData;

  useEffect(() => {
    if (!refocus.current || keys.isFetching) return;
    refocus.current = false;
    (createRef.current ?? listRef.current)?.focus();
  }, [keys.isFetching, page]);

  let list;
  if (keys.isError) {
    const described = describeError(t, keys.error);
    list = (
      <ErrorState
        message={t('apiKeys.loadFailed')}
        detail={described.detail ?? described.message}
        retryLabel={t('common.retry')}
        onRetry={() => void keys.refetch()}
      />
    );
  } else if (page === undefined) {
    list = <SkeletonList label={t('apiKeys.loading')} rows={2} />;
  } else if (page === null || page.results.length === 0) {
    list = <p className={styles.muted}>{t('apiKeys.empty')}</p>;
  } else {
    list = (
      <ul className={styles.list}>
        {page.results.map((apiKey) => (
          <ApiKeyItem
            key={apiKey.id}
            apiKey={apiKey}
            onRevoked={() => {
              refocus.current = true;
            }}
          />
        ))}
      </ul>
    );
  }

  const full = (page?.count ?? 0) >= API_KEYS_PER_COMPANY;
  return (
    <FormSection title={t('apiKeys.title')} description={t('apiKeys.description')}>
      <div ref={listRef} tabIndex={-1} className={styles.listFrame}>
        {list}
      </div>
      {page !== undefined && !keys.isError ? (
        <div className={styles.actions}>
          {full ? (
            <p className={styles.muted}>{t('apiKeys.limit', { max: API_KEYS_PER_COMPANY })}</p>
          ) : (
            <Button ref={createRef} disabled={!wallet} onClick={() => setCreating(true)}>
              {t('apiKeys.create')}
            </Button>
          )}
        </div>
      ) : null}
      {creating && wallet ? <CreateApiKeyDialog wallet={wallet} onClose={() => setCreating(false)} /> : null}
    </FormSection>
  );
}
