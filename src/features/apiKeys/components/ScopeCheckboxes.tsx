import { forwardRef } from 'react';
import { CheckboxGroup } from '@/components/forms/CheckboxGroup';
import { useT } from '@/services/i18n';
import { API_KEY_SCOPES } from '../apiKeyForm';
import styles from './ApiKeys.module.css';

/** The scopes a key holds, one checkbox each with what it opens (docs/product.md §12.2: at least one). */
export const ScopeCheckboxes = forwardRef<
  HTMLInputElement,
  {
    chosen: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    error?: string | null;
  }
>(function ScopeCheckboxes(props, firstRef) {
  const t = useT();
  return (
    <CheckboxGroup
      ref={firstRef}
      {...props}
      name="scopes"
      legend={t('apiKeys.create.scopes')}
      hint={t('apiKeys.create.scopesHint')}
      options={API_KEY_SCOPES.map((scope) => ({
        value: scope,
        label: (
          <>
            {t(`apiKeys.scope.${scope}`)} <code className={styles.code}>{scope}</code>
          </>
        ),
        hint: t(`apiKeys.scope.${scope}.hint`),
      }))}
    />
  );
});
