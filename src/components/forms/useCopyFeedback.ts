import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a copy control says "copied" (docs/product.md §21: copy feedback 1.5 s). */
export const copiedFeedbackMs = 1500;

/**
 * Writes a text to the clipboard: the async Clipboard API, else (older browsers, insecure origins, a refused
 * permission) a selection-based copy. True when the text was copied. Focus stays where it was.
 */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Fall through to the selection-based copy.
  }
  const active = document.activeElement;
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
  if (active instanceof HTMLElement && document.activeElement !== active) active.focus();
  return copied;
}

/**
 * Copy with feedback: `copy(text)` writes the text and `copied` is true for 1.5 s afterwards (a new copy restarts
 * the 1.5 s). By default only a write that worked says so; `confirmFailedWrites` says "copied" at once whatever the
 * clipboard answers, as the wallet kit's account dialog does (a failed write never becomes an unhandled rejection).
 */
export function useCopyFeedback({ confirmFailedWrites = false }: { confirmFailedWrites?: boolean } = {}): {
  copied: boolean;
  copy: (text: string) => void;
} {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const confirm = useCallback(() => {
    if (!mounted.current) return;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), copiedFeedbackMs);
  }, []);

  const copy = useCallback(
    (text: string) => {
      const written = writeClipboard(text);
      if (confirmFailedWrites) confirm();
      else
        void written.then((ok) => {
          if (ok) confirm();
        });
    },
    [confirm, confirmFailedWrites],
  );

  return { copied, copy };
}
