import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from '../Spinner';
import styles from './forms.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** The class names of a button, for links that look like one (a PrefetchLink to the next step). */
export function buttonClassName(variant: ButtonVariant = 'primary', extra?: string): string {
  return `${styles.button} ${styles[variant]} ${extra ?? ''}`.trim();
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work in progress: shows a spinner named by busyLabel, and ignores further presses. */
  busy?: boolean;
  busyLabel?: string;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, busyLabel, type = 'button', className, children, onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName(variant, className)}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // While busy the button stays focusable (no `disabled`, which would drop keyboard focus) but inert.
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {busy ? <Spinner size="small" label={busyLabel ?? ''} /> : null}
      {children}
    </button>
  );
});
