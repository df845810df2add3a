// The fallback avatar of an account without a name avatar (wallet-kit reference §2.5): one of 35 emoji and colour
// pairs, picked by a 32-bit Java-style string hash of the lowercased address, so an address always looks the same.
// The pairs are our own; only the way of choosing one follows the kit.

export const avatarPalette: readonly (readonly [emoji: string, background: string])[] = [
  ['🐶', '#FC5C54'],
  ['🐱', '#FFD95A'],
  ['🦊', '#E95D72'],
  ['🐼', '#6A87C8'],
  ['🐨', '#5FD0F3'],
  ['🐯', '#75C06B'],
  ['🦁', '#FFDD86'],
  ['🐸', '#5FC6D4'],
  ['🐙', '#FF949A'],
  ['🐳', '#FF8024'],
  ['🦄', '#9DA2A8'],
  ['🐝', '#EFD84F'],
  ['🦋', '#7FCBA3'],
  ['🐢', '#F1DB55'],
  ['🦉', '#B59CF0'],
  ['🐧', '#A5E0B4'],
  ['🦀', '#6EC1E4'],
  ['🐬', '#F4A261'],
  ['🦜', '#8AC0E0'],
  ['🐞', '#FFC46B'],
  ['🍄', '#A3D9FF'],
  ['🌵', '#F7B2BD'],
  ['🌻', '#7B8CDE'],
  ['🌈', '#4FB0AE'],
  ['🔥', '#5D6DB4'],
  ['⭐', '#E8A0BF'],
  ['🍉', '#8FD694'],
  ['🍋', '#D18CE0'],
  ['🥑', '#FFB347'],
  ['🍩', '#6CC3D5'],
  ['🎈', '#9BE08D'],
  ['🎲', '#F28482'],
  ['🚀', '#84A59D'],
  ['🪐', '#F6BD60'],
  ['💎', '#F5CAC3'],
];

/** Java's String#hashCode over UTF-16 code units, as a signed 32-bit integer. */
export function javaStringHash(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return hash;
}

export function avatarFor(address: string): { emoji: string; background: string } {
  const index = Math.abs(javaStringHash(address.toLowerCase()) % avatarPalette.length);
  const [emoji, background] = avatarPalette[index] ?? avatarPalette[0] ?? ['🐶', '#FC5C54'];
  return { emoji, background };
}
