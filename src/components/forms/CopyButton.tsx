import { Button, type ButtonVariant } from './Button';
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
