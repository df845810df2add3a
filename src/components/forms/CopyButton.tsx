import { type ReactNode } from 'react';
import { Button, type ButtonVariant } from './Button';
import styles from './forms.module.css';
import { useCopyFeedback } from './useCopyFeedback';

/** Copies a text; its label switches to `copiedLabel` for 1.5 s, announced by screen readers. */
export function CopyButton({
  text,
  label,
  copiedLabel,
  variant = 'secondary',
  className,
  ariaLabel,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  variant?: ButtonVariant;
  className?: string;
  /** A fuller accessible name when the visible label is short ("Copy" → "Copy public link"). */
  ariaLabel?: string;
}) {
  const { copied, copy } = useCopyFeedback();
  return (
    <Button
      variant={variant}
      className={className}
      aria-label={copied ? copiedLabel : ariaLabel}
      onClick={() => copy(text)}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}

/**
 * A web address to copy (the brand page's on /manage, a new product's public link): the address in monospace beside
 * its Copy button, then any further actions (`children`). A screen passes classes only to place it.
 */
export function CopyRow({
  text,
  label,
  copiedLabel,
  ariaLabel,
  className,
  textClassName,
  children,
}: {
  text: string;
  label: string;
  copiedLabel: string;
  ariaLabel?: string;
  className?: string;
  textClassName?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`${styles.copyRow} ${className ?? ''}`.trim()}>
      <span className={`${styles.copyText} ${textClassName ?? ''}`.trim()}>{text}</span>
      <CopyButton text={text} label={label} ariaLabel={ariaLabel} copiedLabel={copiedLabel} />
      {children}
    </div>
  );
}
