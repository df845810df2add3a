// The field rules every request schema of the API contract is made of (docs/product.md §7, §8). Runs on the server (it
// validates with them); the SPA imports only the types of the schemas built from them, so none of this ships.
import { z } from 'zod';

/** Strings go into PostgreSQL `text`, which cannot hold NUL; refusing it keeps it a 400 instead of a 500. */
export const noNul = (value: string) => !value.includes('\u0000');

/** A text field: no NUL, length counted in characters after trimming surrounding white space. */
export function text(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min, min === 1 ? 'Must not be empty' : `Must be at least ${min} characters`)
    .max(max, `Must be at most ${max} characters`)
    .refine(noNul, 'Must not contain NUL characters');
}

export const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Must be a 0x-prefixed 20-byte hex address')
  .transform((value) => value.toLowerCase());

/** https only: user-provided links end up in the SPA and the public page (links limited to https). */
export const httpsUrl = z
  .url({ protocol: /^https$/, error: 'Must be an https:// URL' })
  .max(2048, 'Must be at most 2048 characters')
  .refine(noNul, 'Must not contain NUL characters');

export const email = z.email('Must be an email address').max(254, 'Must be at most 254 characters');

export const uuid = z.uuid();

/** Forms send "" for an empty optional field; it means "none". */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? null : value), schema.nullable());

/** Amounts are integers in token base units, carried as decimal strings (docs/product.md §3). */
export const baseUnits = z
  .string()
  .regex(/^[0-9]{1,72}$/, 'Must be a whole number of base units, as a string of at most 72 digits')
  // zod runs every check even after the pattern failed: only digits reach BigInt.
  .refine((value) => !/^[0-9]+$/.test(value) || BigInt(value) > 0n, 'Must be greater than zero')
  .transform((value) => BigInt(value).toString());

/** Query values arrive as strings (or arrays when repeated, which is rejected). */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `Must be between ${min} and ${max}`);

export const queryText = (max: number) =>
  z.string().max(max, `Must be at most ${max} characters`).refine(noNul, 'Must not contain NUL characters');

/** `?page=&page_size=` (docs/product.md §7), page_size at most 100. */
export const paginationQuery = {
  page: queryInt(1, 1_000_000).optional(),
  page_size: queryInt(1, 100).optional(),
};

/** Lists (docs/product.md §7): `{count, next, previous, results}`; `next`/`previous` are relative URLs. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

/** A list page of `T` as the API sends it. */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** Timestamps travel as ISO 8601 strings. */
export const isoDateTime = z.string();
