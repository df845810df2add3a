// The product's drawn icons, each drawn once. They are decorative (aria-hidden): the control around an icon carries
// its accessible name, so screen readers read the label, never the drawing.

/** The OVERDIVE mark: the header's logo and the sign-in screen's brand (PRODUCT.md §9). */
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

/** A single-stroke line icon in the text's colour, on a 24-unit grid. */
function LineIcon({ d, size, className }: { d: string; size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} className={className}>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
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
