import { useState } from 'react';
import { Button } from '@/components/forms';
import { useI18n } from '@/services/i18n';
import type { ApiKey } from '../apiKeysApi';
import { RevokeApiKeyDialog } from './RevokeApiKeyDialog';
import styles from './ApiKeys.module.css';

/**
 * One key on /manage (docs/product.md §12.2): its name, the prefix to recognise it by (never the key), what it may do,
 * when it was made and last used, and Revoke.
 */
export function ApiKeyItem({ apiKey, onRevoked }: { apiKey: ApiKey; onRevoked: () => void }) {
  const { t, formatDate } = useI18n();
  const [revoking, setRevoking] = useState(false);
  const { name } = apiKey;
  return (
    <li className={styles.item}>
      <h3 className={styles.name}>{name}</h3>
      <dl className={styles.facts}>
        <div>
          <dt>{t('apiKeys.list.prefix')}</dt>
          <dd>
            <code className={styles.code}>{apiKey.prefix}…</code>
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.scopes')}</dt>
          <dd>
            <ul className={styles.scopeList}>
              {apiKey.scopes.map((scope) => (
                <li key={scope}>
                  <code className={styles.code}>{scope}</code>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.created')}</dt>
          <dd>{formatDate(apiKey.created_at)}</dd>
        </div>
        <div>
          <dt>{t('apiKeys.list.lastUsed')}</dt>
          <dd>{apiKey.last_used_at ? formatDate(apiKey.last_used_at) : t('apiKeys.list.neverUsed')}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="danger"
          aria-label={t('apiKeys.list.revokeLabel', { name })}
          onClick={() => setRevoking(true)}
        >
          {t('apiKeys.list.revoke')}
        </Button>
      </div>
      {revoking ? (
        <RevokeApiKeyDialog apiKey={apiKey} onClose={() => setRevoking(false)} onRevoked={onRevoked} />
      ) : null}
    </li>
  );
}
