// Icons drawn only inside the wallet dialogs (copy, disconnect, a confirmed step). They live apart from icons.tsx,
// which the first screen loads, so that they travel with the dialogs' own chunks (docs/performance.md budgets).
import { IconFrame, lineStroke } from './icons';

/** A tick, `width` units thick: something copied, a transaction confirmed. */
export function CheckIcon({ width, className }: { width: number; className?: string }) {
  return (
    <IconFrame size={20} className={className}>
      <path d="M5 12.5l4.5 4.5L19 7.5" {...lineStroke(width)} />
    </IconFrame>
  );
}

/** Two overlapping sheets: copies a text. */
export function CopyIcon() {
  return (
    <IconFrame size={20}>
      <rect x="8" y="8" width="11" height="11" rx="2" {...lineStroke(1.8, { cap: false })} />
      <path d="M5 15V6a1 1 0 0 1 1-1h9" {...lineStroke(1.8, { cap: false })} />
    </IconFrame>
  );
}

/** An arrow out of a door: disconnects the wallet. */
export function DisconnectIcon() {
  return (
    <IconFrame size={20}>
      <path
        d="M10 5H6a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h4M14 8l4 4-4 4M18 12H9"
        {...lineStroke(1.8, { join: true })}
      />
    </IconFrame>
  );
}
