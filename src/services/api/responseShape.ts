// What an answer must look like before a screen gets it (docs/security.md: malformed JSON shows an error, never a crash or
// an endless spinner). Endpoints name the shape in `extraOptions.expect`; baseQueryWithReauth turns an answer that
// does not fit into the `errors.malformedResponse` ApiError every screen already shows with its Retry. The checks are
// shallow on purpose: the keys a screen reads first and the types it branches on, not the whole model.
//
// The answers' schemas are the API contract's (contract/api, zod), which the server validates and serialises with.
// They stay there: zod checking answers in the browser would cost about 5 KiB gzip with zod/mini and 95 KiB with the
// contract's zod, against a budget with well under 1 KiB left (docs/performance.md). Instead a shape names the
// contract's answer type (`recordOf<Order>({...})`), so its keys and kinds are checked against the contract by the
// type checker, at no cost in bytes.

/** True when `data` is an answer the endpoint's screens can read. */
export type ResponseShape = (data: unknown) => boolean;

type FieldKind = 'string' | 'number' | 'boolean' | 'array' | 'record' | 'string|null' | 'number|null';

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fits(value: unknown, kind: FieldKind): boolean {
  switch (kind) {
    case 'array':
      return Array.isArray(value);
    case 'record':
      return isRecord(value);
    case 'string|null':
      return value === null || typeof value === 'string';
    case 'number|null':
      return value === null || (typeof value === 'number' && Number.isFinite(value));
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    default:
      return typeof value === kind;
  }
}

/** The kind a field of type `T` is checked as: a field of the contract can only be listed with its own kind. */
type KindOf<T> = [T] extends [string]
  ? 'string'
  : [T] extends [string | null]
    ? 'string|null'
    : [T] extends [number]
      ? 'number'
      : [T] extends [number | null]
        ? 'number|null'
        : [T] extends [boolean]
          ? 'boolean'
          : [T] extends [readonly unknown[]]
            ? 'array'
            : [T] extends [object]
              ? 'record'
              : FieldKind;

/** Fields of the answer type `T` and their kinds; without a type, any names and kinds. */
type FieldsOf<T> = unknown extends T ? Record<string, FieldKind> : { [K in keyof T]?: KindOf<T[K]> };

/**
 * An object whose listed fields have the listed kinds (other fields are not looked at). Name the contract's answer
 * type, `recordOf<Product>({ id: 'string' })`, and a field or kind the contract does not have fails the type check.
 */
export function recordOf<T = unknown>(fields: FieldsOf<T> = {} as FieldsOf<T>): ResponseShape {
  const listed = Object.entries(fields as Record<string, FieldKind>);
  return (data) => isRecord(data) && listed.every(([key, kind]) => fits(data[key], kind));
}

/** A list page (docs/product.md §7: `{count, next, previous, results}`) whose every result fits `item`. */
export function pageOf(item: ResponseShape = recordOf({ id: 'string' })): ResponseShape {
  return (data) =>
    isRecord(data) &&
    fits(data.count, 'number') &&
    fits(data.next ?? null, 'string|null') &&
    Array.isArray(data.results) &&
    data.results.every(item);
}

/** Both shapes at once. */
export function allOf(...shapes: ResponseShape[]): ResponseShape {
  return (data) => shapes.every((shape) => shape(data));
}
