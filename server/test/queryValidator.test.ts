import { z } from 'zod';
import { ApiError } from '../src/http/errors.js';
import { accepted, queryValidator } from '../src/http/routeSchemas.js';
import { queryInt } from '../src/http/validation.js';

const schema = z.strictObject({
  page: queryInt(1, 100).optional(),
  status: z.enum(['paid', 'pending']).optional(),
});

/** What the validator hands the handler for `query`: its answer, or the refusal `accepted()` throws. */
function outcome(validate: ReturnType<typeof queryValidator>, query: Record<string, unknown>) {
  const { value } = validate(query);
  try {
    return { value: accepted(value) };
  } catch (error) {
    return { refused: error };
  }
}

describe('the query validator of a route', () => {
  it('answers a query it has seen with the same frozen answer, and a new one afresh', () => {
    const validate = queryValidator(schema);
    const first = outcome(validate, { page: '2' }).value;
    expect(first).toEqual({ page: 2 });
    expect(Object.isFrozen(first)).toBe(true);
    // The answer kept for this query is returned as is, without parsing the object again.
    expect(outcome(validate, { page: '2' }).value).toBe(first);
    expect(outcome(validate, {}).value).toEqual({});
    expect(outcome(validate, { status: 'paid' }).value).toEqual({ status: 'paid' });
  });

  it('refuses a bad query every time it comes, with the fields named', () => {
    const validate = queryValidator(schema);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { refused } = outcome(validate, { page: '0', color: 'red' });
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).statusCode).toBe(400);
      expect((refused as ApiError).message).toBe('Unknown parameter(s): color; invalid parameter(s): page');
      expect((refused as ApiError).fields).toEqual({
        color: 'Unknown field',
        page: 'Must be between 1 and 100',
      });
    }
  });

  it('keeps only the last queries, and still answers the older ones correctly', () => {
    const validate = queryValidator(schema, 2);
    const one = outcome(validate, { page: '1' }).value;
    outcome(validate, { page: '2' });
    outcome(validate, { page: '3' });
    const again = outcome(validate, { page: '1' }).value;
    expect(again).toEqual({ page: 1 });
    expect(again).not.toBe(one);
  });

  it('a refused query read without accepted() still throws its refusal, never the unchecked value', () => {
    const { value } = queryValidator(schema)({ page: 'x' });
    expect(() => (value as { page?: unknown }).page).toThrow(ApiError);
    expect(() => Object.keys(value as object)).toThrow(ApiError);
  });
});
