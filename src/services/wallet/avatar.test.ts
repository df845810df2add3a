import { avatarFor, avatarPalette, javaStringHash } from './avatar';

/** The filled cells of an avatar's path, as "column,row" in its 5 × 5 grid. */
function cells(path: string): Set<string> {
  return new Set(
    [...path.matchAll(/M([\d.]+) ([\d.]+)h/g)].map(
      ([, x, y]) => `${Math.round((Number(x) - 2) / 1.2)},${Math.round((Number(y) - 2) / 1.2)}`,
    ),
  );
}

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

  it('has 35 colours and picks one by |hash mod 35| of the lowercased address', () => {
    expect(avatarPalette).toHaveLength(35);
    const address = '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED';
    const index = Math.abs(javaStringHash(address.toLowerCase()) % 35);
    expect(avatarFor(address).background).toBe(avatarPalette[index]);
    expect(avatarFor(address)).toEqual(avatarFor(address.toLowerCase()));
  });

  it('draws a 5 × 5 pattern mirrored left to right, different for different addresses', () => {
    const addresses = [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
      // Addresses alike but for their last digit still differ.
      '0x0000000000000000000000000000000000000001',
      '0x0000000000000000000000000000000000000002',
    ];
    const patterns = addresses.map((address) => avatarFor(address).path);
    expect(new Set(patterns).size).toBe(addresses.length);
    for (const path of patterns) {
      const filled = cells(path);
      expect(filled.size).toBeGreaterThan(0);
      for (const cell of filled) {
        const [column = 0, row = 0] = cell.split(',').map(Number);
        expect([column, row].every((n) => n >= 0 && n <= 4)).toBe(true);
        expect(filled.has(`${4 - column},${row}`)).toBe(true);
      }
    }
  });

  it('draws the pattern dark on the lightest colours and white on the others', () => {
    const on = (background: string) => {
      for (let n = 0; n < 2000; n += 1) {
        const look = avatarFor(`0x${n.toString(16).padStart(40, '0')}`);
        if (look.background === background) return look.foreground;
      }
      throw new Error(`no address drew ${background}`);
    };
    expect(on('#FFDD86')).toBe('rgba(0,0,0,0.3)');
    expect(on('#5D6DB4')).toBe('#FFF');
  });
});
