import { type Storage as PersistStorage } from 'redux-persist';
import { readItem, removeItem, writeItem } from './localStore';

/**
 * How one state field maps to one localStorage key. `decode` returns `undefined` for a value it cannot accept;
 * that value is then removed, so tampered storage is repaired rather than carried along (docs/product.md §4).
 */
export interface FieldCodec<T> {
  key: string;
  encode: (value: T) => string | null;
  decode: (raw: string) => T | undefined;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- field types differ per slice
type Codecs = Record<string, FieldCodec<any>>;

/**
 * A redux-persist storage that writes each persisted field of a slice to its own exact localStorage key, in the
 * formats docs/product.md §4 fixes (`jwt_token` raw, `rk-transactions` JSON, …), instead of redux-persist's single
 * `persist:<key>` blob. Use with `serialize: false` and `deserialize: false`.
 */
export function createFieldStorage(codecs: Codecs): PersistStorage {
  return {
    getItem(): Promise<Record<string, unknown>> {
      const state: Record<string, unknown> = {};
      for (const [field, codec] of Object.entries(codecs)) {
        const raw = readItem(codec.key);
        if (raw === null) continue;
        let value: unknown;
        try {
          value = codec.decode(raw);
        } catch {
          value = undefined;
        }
        if (value === undefined) removeItem(codec.key);
        else state[field] = value;
      }
      return Promise.resolve(state);
    },
    setItem(_key: string, state: Record<string, unknown>): Promise<void> {
      for (const [field, codec] of Object.entries(codecs)) {
        const value = state[field];
        const encoded = value === undefined || value === null ? null : codec.encode(value);
        if (encoded === null) removeItem(codec.key);
        else if (readItem(codec.key) !== encoded) writeItem(codec.key, encoded);
      }
      return Promise.resolve();
    },
    removeItem(): Promise<void> {
      for (const codec of Object.values(codecs)) removeItem(codec.key);
      return Promise.resolve();
    },
  };
}

/** A plain string field; the empty string counts as absent. Longer values than `maxLength` are rejected. */
export function stringField(key: string, maxLength = 8192): FieldCodec<string> {
  return {
    key,
    encode: (value) => value,
    decode: (raw) => (raw.length > 0 && raw.length <= maxLength ? raw : undefined),
  };
}

/** A JSON field whose parsed value `validate` turns into the state value, or rejects with undefined. */
export function jsonField<T>(
  key: string,
  validate: (value: unknown) => T | undefined,
  maxLength = 1_000_000,
): FieldCodec<T> {
  return {
    key,
    encode: (value) => JSON.stringify(value),
    decode: (raw) => {
      if (raw.length > maxLength) return undefined;
      return validate(JSON.parse(raw) as unknown);
    },
  };
}
