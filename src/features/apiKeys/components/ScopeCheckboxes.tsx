import { forwardRef, useId } from 'react';
import { CheckboxField } from '@/components/forms';
import { useT } from '@/services/i18n';
import { API_KEY_SCOPES } from '../apiKeyForm';
import styles from './ApiKeys.module.css';

/**
 * The scopes a key holds, one checkbox each with what it opens (docs/product.md §12.2: at least one). The group's hint
 * and error are read with each checkbox; the ref is the first one, focused when none is chosen.
 */
export const ScopeCheckboxes = forwardRef<
  HTMLInputElement,
  {
    chosen: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    error?: string | null;
  }
>(function ScopeCheckboxes({ chosen, onChange, error }, firstRef) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.scopes} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>{t('apiKeys.create.scopes')}</legend>
      <p id={hintId} className={styles.muted}>
        {t('apiKeys.create.scopesHint')}
      </p>
      {API_KEY_SCOPES.map((scope, index) => (
        <CheckboxField
          key={scope}
          ref={index === 0 ? firstRef : undefined}
          name="scopes"
          value={scope}
          checked={chosen.has(scope)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const next = new Set(chosen);
            if (event.target.checked) next.add(scope);
            else next.delete(scope);
            onChange(next);
          }}
          label={
            <>
              {t(`apiKeys.scope.${scope}`)} <code className={styles.code}>{scope}</code>
            </>
          }
          hint={t(`apiKeys.scope.${scope}.hint`)}
        />
      ))}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
