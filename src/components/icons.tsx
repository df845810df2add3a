// The product's drawn icons, each drawn once. They are decorative (aria-hidden): the control around an icon carries
// its accessible name, so screen readers read the label, never the drawing.
import { type ReactNode } from 'react';

/** The OVERDIVE mark: the header's logo and the sign-in screen's brand (docs/product.md §9). */
export function LogoMark({ size }: { size: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" width={size} height={size}>
      <rect width="32" height="32" rx="8" fill="var(--color-point)" />
      <path
        d="M9 16a7 7 0 1 0 14 0a7 7 0 1 0-14 0m4 0a3 3 0 1 1 6 0a3 3 0 1 1-6 0"
        fill="#fff"
        fillRule="evenodd"
      />
    </svg>
  );
}

/**
 * The paint of a line drawing: strokes in the text's colour, `width` units wide, no fill, with round ends (`cap`)
 * and/or round corners (`join`).
 */
export function lineStroke(
  width: number,
  { cap = true, join = false }: { cap?: boolean; join?: boolean } = {},
) {
  return {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: width,
    strokeLinecap: cap ? 'round' : undefined,
    strokeLinejoin: join ? 'round' : undefined,
  } as const;
}

/** A decorative drawing on a square grid of `grid` units (24 unless said), shown `size` pixels wide. */
export function IconFrame({
  size,
  grid = 24,
  className,
  children,
}: {
  size: number;
  grid?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${grid} ${grid}`} width={size} height={size} className={className}>
      {children}
    </svg>
  );
}

/** A single-stroke line icon in the text's colour, on a 24-unit grid. */
function LineIcon({ d, size, className }: { d: string; size: number; className?: string }) {
  return (
    <IconFrame size={size} className={className}>
      <path d={d} {...lineStroke(2)} />
    </IconFrame>
  );
}

/** Closes a dialog, a menu or a notice. */
export function CloseIcon({ size }: { size: number }) {
  return <LineIcon d="M6 6l12 12M18 6L6 18" size={size} />;
}

/** Opens the navigation on narrow screens. */
export function MenuIcon({ size }: { size: number }) {
  return <LineIcon d="M4 7h16M4 12h16M4 17h16" size={size} />;
}

/** Back: points to the reading direction's start, so it turns around in right-to-left languages. */
export function BackIcon({ size }: { size: number }) {
  return <LineIcon d="M15 5l-7 7 7 7" size={size} className="flip-in-rtl" />;
}

/** A finished step: a wizard's last screen and a paid checkout. */
export function DoneIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" width="56" height="56" className={className}>
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path d="M14 25l7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** A wallet: the connect button on narrow screens, where its text is for screen readers only. */
export function WalletIcon({ className }: { className?: string }) {
  return (
    <IconFrame size={20} className={className}>
      <path
        d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5v9A2.5 2.5 0 0 0 6.5 19H20v-11H6.5A2.5 2.5 0 0 1 4 7.5Z"
        {...lineStroke(1.8, { cap: false, join: true })}
      />
      <circle cx="16" cy="13.5" r="1.4" fill="currentColor" />
    </IconFrame>
  );
}

/** A warning triangle: the wallet on a network the product does not offer. */
export function WarningIcon({ className }: { className?: string }) {
  return (
    <IconFrame size={20} className={className}>
      <path d="M12 3 2 21h20L12 3Z" {...lineStroke(1.8, { cap: false, join: true })} />
      <path d="M12 10v5M12 17.5v.5" {...lineStroke(1.8)} />
    </IconFrame>
  );
}
