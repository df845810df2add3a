/**
 * Every error the API answers with has the body `{"error": "<text>", "fields"?: {...}}` in English (docs/product.md
 * §7). Handlers throw ApiError; the error handler in app.ts turns anything else into the same shape.
 */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new ApiError(400, message, fields);
export const unauthorized = (message: string) =>
  new ApiError(401, message, undefined, { 'www-authenticate': 'Bearer realm="overdive"' });
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message = 'Not found') => new ApiError(404, message);
export const conflict = (message: string, fields?: FieldErrors) => new ApiError(409, message, fields);
export const serviceUnavailable = (message: string) => new ApiError(503, message);
