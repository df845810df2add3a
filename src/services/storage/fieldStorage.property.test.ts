/**
 * Property tests of the storage codecs (docs/product.md §4, docs/security.md): whatever a key holds, reading never
 * throws; a value the codec cannot accept is treated as empty and removed; what the codec writes, it reads back.
 */
import fc from 'fast-check';
import { createFieldStorage, jsonField, stringField } from './fieldStorage';

const raw = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.constantFrom('', '{', '[', 'null', '"', '\u0000', 'x'.repeat(20_000)),
);

const ids = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

afterEach(() => localStorage.clear());

describe('createFieldStorage', () => {
  it('reads any stored text without throwing; what it cannot decode is removed', async () => {
    const storage = createFieldStorage({
      text: stringField('probe-text', 100),
      list: jsonField('probe-list', ids, 10_000),
    });
    await fc.assert(
      fc.asyncProperty(raw, raw, async (text, list) => {
        localStorage.setItem('probe-text', text);
        localStorage.setItem('probe-list', list);
        const state = (await storage.getItem('ignored')) as Record<string, unknown>;
        const textOk = text.length > 0 && text.length <= 100;
        expect(state.text).toBe(textOk ? text : undefined);
        expect(localStorage.getItem('probe-text')).toBe(textOk ? text : null);
        let decoded: string[] | undefined;
        try {
          decoded = list.length <= 10_000 ? ids(JSON.parse(list)) : undefined;
        } catch {
          decoded = undefined;
        }
        expect(state.list).toEqual(decoded);
        expect(localStorage.getItem('probe-list')).toBe(decoded === undefined ? null : list);
      }),
      { numRuns: 300 },
    );
  });

  it('writes each field to its own key and reads it back', async () => {
    const storage = createFieldStorage({
      text: stringField('probe-text', 100),
      list: jsonField('probe-list', ids),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 100 }),
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 5 }),
        async (text, list) => {
          await storage.setItem('ignored', { text, list });
          expect(await storage.getItem('ignored')).toEqual({ text, list });
          await storage.setItem('ignored', { text: null, list: undefined });
          expect(localStorage.getItem('probe-text')).toBeNull();
          expect(localStorage.getItem('probe-list')).toBeNull();
        },
      ),
    );
  });
});
