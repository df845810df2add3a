import { type z } from 'zod';
import { ApiError, type FieldErrors } from './errors.js';

// The field rules live in the API contract (contract/api/fields.ts), shared with the SPA's types.
export {
  address,
  baseUnits,
  email,
  emptyAsNull,
  httpsUrl,
  noNul,
  queryInt,
  queryText,
  text,
  uuid,
} from '../../../contract/api/fields.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** An ILIKE pattern matching `term` anywhere; `%` and `_` typed by the user are literal characters. */
export function containsPattern(term: string): string {
  return `%${likeEscaped(term)}%`;
}

/** A LIKE pattern matching texts that start with `term`, its wildcards escaped. */
export function prefixPattern(term: string): string {
  return `${likeEscaped(term)}%`;
}

function likeEscaped(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function pathOf(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Parses a body or query with a zod schema. Failures answer 400 with `fields` mapping each bad field to a reason;
 * unknown fields are named in the error text itself.
 */
export function parse<S extends z.ZodType>(schema: S, input: unknown, where: 'body' | 'query'): z.output<S> {
  const value = where === 'body' && input === undefined ? {} : input;
  if (where === 'body' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    throw new ApiError(400, 'Request body must be a JSON object');
  }
  const result = schema.safeParse(value, {
    error: (issue) => (issue.input === undefined ? 'This field is required' : undefined),
  });
  if (result.success) return result.data;

  // A Map, then Object.fromEntries: field names such as `__proto__` or `constructor` come from the client and must
  // become plain keys, not touch the object's prototype.
  const fields = new Map<string, string>();
  const unknown: string[] = [];
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const name = pathOf([...issue.path, key]);
        unknown.push(name);
        fields.set(name, 'Unknown field');
      }
    } else {
      const name = pathOf(issue.path) || (where === 'body' ? 'body' : 'query');
      if (!fields.has(name)) fields.set(name, issue.message);
    }
  }
  const invalid = [...fields.keys()].filter((name) => !unknown.includes(name));
  const parts: string[] = [];
  if (unknown.length > 0)
    parts.push(`unknown ${where === 'body' ? 'field' : 'parameter'}(s): ${unknown.join(', ')}`);
  if (invalid.length > 0)
    parts.push(`invalid ${where === 'body' ? 'field' : 'parameter'}(s): ${invalid.join(', ')}`);
  const text = parts.join('; ');
  throw new ApiError(
    400,
    text.charAt(0).toUpperCase() + text.slice(1),
    Object.fromEntries(fields) as FieldErrors,
  );
}
