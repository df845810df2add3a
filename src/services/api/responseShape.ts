// What an answer must look like before a screen gets it (docs/security.md: malformed JSON shows an error, never a crash or
// an endless spinner). Endpoints name the shape in `extraOptions.expect`; baseQueryWithReauth turns an answer that
// does not fit into the `errors.malformedResponse` ApiError every screen already shows with its Retry. The checks are
// shallow on purpose: the keys a screen reads first and the types it branches on, not the whole model.

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

/** An object whose listed fields have the listed kinds (other fields are not looked at). */
export function recordOf(fields: Record<string, FieldKind> = {}): ResponseShape {
  return (data) => isRecord(data) && Object.entries(fields).every(([key, kind]) => fits(data[key], kind));
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
