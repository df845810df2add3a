import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonVariant } from './Button';

/** How long the button says "copied" (SPEC.md §9: copy feedback 1.5 s). */
export const copiedFeedbackMs = 1500;

async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy (older browsers, insecure origins).
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

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
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <Button
      variant={variant}
      className={className}
      aria-label={copied ? copiedLabel : ariaLabel}
      onClick={() => {
        void writeClipboard(text).then((ok) => {
          if (!ok) return;
          setCopied(true);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), copiedFeedbackMs);
        });
      }}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  );
}
