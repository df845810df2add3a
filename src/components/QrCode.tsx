import { useMemo } from 'react';
import { encode } from 'uqr';
import styles from './QrCode.module.css';

/**
 * A QR code as one SVG path: a white card, black modules, 20 px of padding each side taken from the nominal size
 * (wallet-kit reference §4.6), error correction medium. Optionally a logo in the middle (medium correction keeps a
 * small covered centre readable). Labelled as an image; the encoded text is also offered as a link by callers.
 */
export function QrCode({
  value,
  size,
  label,
  logoUrl,
  logoBackground,
}: {
  value: string;
  size: number;
  label: string;
  logoUrl?: string;
  logoBackground?: string;
}) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(value, { ecc: 'M', border: 0 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: count };
  }, [value]);
  const padding = 20;
  const inner = size - padding * 2;
  const logoSize = logoUrl ? Math.round(size * 0.19) : 0;
  return (
    <div className={styles.card} style={{ width: size, height: size, padding }} role="img" aria-label={label}>
      <svg
        viewBox={`0 0 ${modules} ${modules}`}
        width={inner}
        height={inner}
        shapeRendering="crispEdges"
        aria-hidden="true"
      >
        <path d={path} fill="#000" />
      </svg>
      {logoUrl ? (
        <span
          className={styles.logo}
          style={{ width: logoSize, height: logoSize, background: logoBackground }}
        >
          <img src={logoUrl} alt="" width={logoSize * 0.88} height={logoSize * 0.88} />
        </span>
      ) : null}
    </div>
  );
}
