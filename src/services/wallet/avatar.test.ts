import { avatarFor, avatarPalette, javaStringHash } from './avatar';

describe('fallback avatar', () => {
  it('hashes like Java String#hashCode', () => {
    expect(javaStringHash('')).toBe(0);
    expect(javaStringHash('a')).toBe(97);
    expect(javaStringHash('hello')).toBe(99162322);
    // Overflows wrap to a signed 32-bit integer, as in Java.
    expect(javaStringHash('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(
      Array.from('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed').reduce(
        (hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0,
        0,
      ),
    );
  });

  it('has 35 pairs and picks one by |hash mod 35| of the lowercased address', () => {
    expect(avatarPalette).toHaveLength(35);
    const address = '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED';
    const index = Math.abs(javaStringHash(address.toLowerCase()) % 35);
    expect(avatarFor(address)).toEqual({
      emoji: avatarPalette[index]?.[0],
      background: avatarPalette[index]?.[1],
    });
    expect(avatarFor(address)).toEqual(avatarFor(address.toLowerCase()));
  });
});
