import { forwardRef } from 'react';
import styles from './forms.module.css';

/**
 * A form-level failure (the server refused, the wallet declined), announced as an alert. Renders nothing without
 * a message, so it can stay in place and speak up when one arrives.
 */
export const FormError = forwardRef<HTMLDivElement, { message?: string | null; detail?: string | null }>(
  function FormError({ message, detail }, ref) {
    return (
      <div ref={ref} role="alert" tabIndex={-1} className={message ? styles.formError : undefined}>
        {message ? (
          <>
            <p className={styles.formErrorMessage}>{message}</p>
            {detail ? <p className={styles.formErrorDetail}>{detail}</p> : null}
          </>
        ) : null}
      </div>
    );
  },
);
