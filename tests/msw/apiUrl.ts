// The API's address in the jsdom suite (tests/env.cjs sets API_BASE_URL to http://localhost).
export const apiUrl = (path: string) => `http://localhost/api/${path.replace(/^\//, '')}`;

/** A list endpoint's page of `results`. */
export const pageOf = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

/** An id the API gives (a UUID), as opposed to a fixed path beside it (orders/stats/, orders/mine/…). */
export const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
