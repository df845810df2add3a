import { forwardRef } from 'react';
import { CheckboxGroup } from '@/components/forms/CheckboxGroup';
import { useT } from '@/services/i18n';
import { SUBSCRIBABLE_EVENT_TYPES } from '../webhookForm';
import styles from './Webhooks.module.css';

/** The events a webhook receives, one checkbox each (docs/product.md §12.1: every event but `ping`, at least one). */
export const EventCheckboxes = forwardRef<
  HTMLInputElement,
  {
    chosen: ReadonlySet<string>;
    onChange: (next: Set<string>) => void;
    error?: string | null;
    disabled?: boolean;
  }
>(function EventCheckboxes(props, firstRef) {
  const t = useT();
  return (
    <CheckboxGroup
      ref={firstRef}
      {...props}
      name="events"
      legend={t('webhooks.form.events')}
      hint={t('webhooks.form.eventsHint')}
      columns
      options={SUBSCRIBABLE_EVENT_TYPES.map((type) => ({
        value: type,
        label: (
          <>
            {t(`webhooks.event.${type}`)} <code className={styles.code}>{type}</code>
          </>
        ),
      }))}
    />
  );
});
