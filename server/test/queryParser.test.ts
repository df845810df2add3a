import { z } from 'zod';
import { ApiError } from '../src/http/errors.js';
import { queryInt, queryParser } from '../src/http/validation.js';

const schema = z.strictObject({
  page: queryInt(1, 100).optional(),
  status: z.enum(['paid', 'pending']).optional(),
});

describe('queryParser', () => {
  it('answers a query string it has seen with the same frozen answer, and a new one afresh', () => {
    const parseQuery = queryParser(schema);
    const first = parseQuery({ url: '/api/products/orders/?page=2', query: { page: '2' } });
    expect(first).toEqual({ page: 2 });
    expect(Object.isFrozen(first)).toBe(true);
    // The answer kept for this query string is returned as is, without parsing the object again.
    expect(parseQuery({ url: '/api/products/orders/?page=2', query: { page: '2' } })).toBe(first);
    expect(parseQuery({ url: '/api/products/orders/', query: {} })).toEqual({});
    expect(parseQuery({ url: '/api/products/orders/?status=paid', query: { status: 'paid' } })).toEqual({
      status: 'paid',
    });
  });

  it('refuses a bad query every time it comes, with the fields named', () => {
    const parseQuery = queryParser(schema);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      let refused: unknown;
      try {
        parseQuery({ url: '/x/?page=0&color=red', query: { page: '0', color: 'red' } });
      } catch (error) {
        refused = error;
      }
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).statusCode).toBe(400);
      expect((refused as ApiError).fields).toEqual({
        color: 'Unknown field',
        page: 'Must be between 1 and 100',
      });
    }
  });

  it('keeps only the last query strings, and still answers the older ones correctly', () => {
    const parseQuery = queryParser(schema, 2);
    const one = parseQuery({ url: '/x/?page=1', query: { page: '1' } });
    parseQuery({ url: '/x/?page=2', query: { page: '2' } });
    parseQuery({ url: '/x/?page=3', query: { page: '3' } });
    const again = parseQuery({ url: '/x/?page=1', query: { page: '1' } });
    expect(again).toEqual({ page: 1 });
    expect(again).not.toBe(one);
  });
});
