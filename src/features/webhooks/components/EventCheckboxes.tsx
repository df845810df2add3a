import { forwardRef, useId } from 'react';
import { CheckboxField } from '@/components/forms';
import { useT } from '@/services/i18n';
import { SUBSCRIBABLE_EVENT_TYPES } from '../webhookForm';
import styles from './Webhooks.module.css';

/**
 * The events a webhook receives, one checkbox each (docs/product.md §12.1: every event but `ping`, at least one). The
 * group's hint and error are read with each checkbox; the ref is the first one, focused when none is chosen.
 */
export const EventCheckboxes = forwardRef<
  HTMLInputElement,
  {
    chosen: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    error?: string | null;
    disabled?: boolean;
  }
>(function EventCheckboxes({ chosen, onChange, error, disabled }, firstRef) {
  const t = useT();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <fieldset className={styles.events} aria-describedby={describedBy} disabled={disabled}>
      <legend className={styles.legend}>{t('webhooks.form.events')}</legend>
      <p id={hintId} className={styles.muted}>
        {t('webhooks.form.eventsHint')}
      </p>
      <div className={styles.eventGrid}>
        {SUBSCRIBABLE_EVENT_TYPES.map((type, index) => (
          <CheckboxField
            key={type}
            ref={index === 0 ? firstRef : undefined}
            name="events"
            value={type}
            checked={chosen.has(type)}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              const next = new Set(chosen);
              if (event.target.checked) next.add(type);
              else next.delete(type);
              onChange(next);
            }}
            label={
              <>
                {t(`webhooks.event.${type}`)} <code className={styles.code}>{type}</code>
              </>
            }
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
