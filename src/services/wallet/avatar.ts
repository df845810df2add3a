// The fallback avatar of an account without a name avatar (wallet-kit reference §2.5): one of 35 colours, picked by a
// 32-bit Java-style string hash of the lowercased address as the kit picks its emoji and colour pairs, with a
// pattern of the address's own drawn on it. Not an emoji: a browser without a colour emoji font (many Linux desktops)
// draws an emoji as an empty box, and a drawing looks the same everywhere. The colours are our own; only the way of
// choosing one follows the kit.

export const avatarPalette: readonly string[] = [
  '#FC5C54',
  '#FFD95A',
  '#E95D72',
  '#6A87C8',
  '#5FD0F3',
  '#75C06B',
  '#FFDD86',
  '#5FC6D4',
  '#FF949A',
  '#FF8024',
  '#9DA2A8',
  '#EFD84F',
  '#7FCBA3',
  '#F1DB55',
  '#B59CF0',
  '#A5E0B4',
  '#6EC1E4',
  '#F4A261',
  '#8AC0E0',
  '#FFC46B',
  '#A3D9FF',
  '#F7B2BD',
  '#7B8CDE',
  '#4FB0AE',
  '#5D6DB4',
  '#E8A0BF',
  '#8FD694',
  '#D18CE0',
  '#FFB347',
  '#6CC3D5',
  '#9BE08D',
  '#F28482',
  '#84A59D',
  '#F6BD60',
  '#F5CAC3',
];

/** Java's String#hashCode over UTF-16 code units, as a signed 32-bit integer. */
export function javaStringHash(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return hash;
}

/** FNV-1a, 32 bits: every character moves every bit, so addresses alike at the start (0x0000…) still differ. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** The pattern's grid: 5 × 5 cells of 1.2 in a 10 × 10 view box, inside the round crop. */
export const AVATAR_VIEW_BOX = '0 0 10 10';
const CELL = 1.2;
const ORIGIN = 2;

/** Perceived lightness (0–1) of a #RRGGBB colour, to draw dark on the lightest backgrounds and white on the rest. */
function lightness(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  return 0.299 * (red ?? 0) + 0.587 * (green ?? 0) + 0.114 * (blue ?? 0);
}

export interface AvatarLook {
  background: string;
  /** The colour of the pattern. */
  foreground: string;
  /** The pattern as one SVG path in AVATAR_VIEW_BOX: a 5 × 5 grid mirrored left to right, 15 bits of the address. */
  path: string;
}

export function avatarFor(address: string): AvatarLook {
  const key = address.toLowerCase();
  const index = Math.abs(javaStringHash(key) % avatarPalette.length);
  const background = avatarPalette[index] ?? '#FC5C54';
  const bits = fnv1a(key);
  let path = '';
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const bit = row * 3 + Math.min(column, 4 - column);
      if ((bits >>> bit) & 1) {
        path += `M${+(ORIGIN + column * CELL).toFixed(1)} ${+(ORIGIN + row * CELL).toFixed(1)}h${CELL}v${CELL}h-${CELL}z`;
      }
    }
  }
  return { background, foreground: lightness(background) > 0.75 ? 'rgba(0,0,0,0.3)' : '#FFF', path };
}
