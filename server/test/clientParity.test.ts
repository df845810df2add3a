// The SPA mirrors the API contract's rules so a form never sends what the API refuses
// (src/components/forms/validators.ts). The SPA takes only the contract's types (zod would ship with its schemas), so
// its checks stay its own; these tests hold them to the contract (contract/api): each value the contract refuses,
// the client refuses too.
import { textLength, validateEmail, validateText } from '../../src/components/forms/validators.js';
import { text } from '../../contract/api/fields.js';
import { createOrderSchema, updateOrderSchema } from '../../contract/api/orders.js';

const order = {
  product_id: '00000000-0000-4000-8000-000000000001',
  quantity: 1,
  buyer_address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
};

function serverTakesEmail(email: string): boolean {
  return createOrderSchema.safeParse({ ...order, buyer_email: email }).success;
}

describe('the checkout email: the client refuses what the API refuses', () => {
  it.each([
    'a@b.c',
    'a..b@x.io',
    '.a@x.io',
    'a.@x.io',
    'a@x',
    'a@@x.io',
    'a b@x.io',
    'a@-x.io',
    `${'a'.repeat(250)}@x.io`,
  ])('%s', (email) => {
    expect(serverTakesEmail(email)).toBe(false);
    expect(validateEmail(email)).not.toBeNull();
  });

  it.each(['a@b.co', 'first.last+tag@sub.example.com', 'o_neil@x.io', 'a-b@x-y.io'])(
    'and takes what it takes: %s',
    (email) => {
      expect(serverTakesEmail(email)).toBe(true);
      expect(validateEmail(email)).toBeNull();
    },
  );
});

describe('text lengths: both count code points of the trimmed text (zod 4.6 and char_length)', () => {
  it.each([
    ['1,500 emoji (3,000 UTF-16 units)', '🎵'.repeat(1500), true],
    ['2,000 emoji', '🎵'.repeat(2000), true],
    ['2,001 emoji', '🎵'.repeat(2001), false],
    ['2,001 letters', 'a'.repeat(2001), false],
    ['2,000 letters inside white space', `  ${'a'.repeat(2000)}  `, true],
  ])('an order note of %s', (_name, note, fits) => {
    expect(updateOrderSchema.safeParse({ note }).success).toBe(fits);
    expect(textLength(note) <= 2000).toBe(fits);
  });

  it.each([
    ['one emoji', '🎵', false],
    ['two emoji', '🎵🎵', true],
    ['one letter inside white space', ' a ', false],
  ])('a company name (2 to 120) of %s', (_name, name, fits) => {
    expect(text(2, 120).safeParse(name).success).toBe(fits);
    expect(validateText(name, { min: 2, max: 120 }) === null).toBe(fits);
  });
});
