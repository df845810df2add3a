// The parameters in the API's paths (docs/api.md Conventions: ids are UUIDs, and a malformed id is a 404 like an
// unknown one; the server decides each route's answer to a value that does not fit). The SPA builds these paths
// from ids it was given and imports nothing here.
import { z } from 'zod';
import { address } from './fields.js';
import { licenseTokenIdSchema } from './licenses.js';

const lowercase = (value: string) => value.toLowerCase();

/** A UUID in any case, answered and looked up in lowercase. */
const uuidSegment = z.guid().transform(lowercase);

/** `{id}`: the id of a record of `what` (a session, a product, an order). */
export const idPathSchema = (what: string) =>
  z.strictObject({ id: uuidSegment.describe(`The ${what}'s id`) });

/** `{id}` of PATCH companies/{id}/: the company's id. */
export const companyIdPathSchema = z.strictObject({ key: uuidSegment.describe("The company's id") });

/** GET companies/{wallet}/ and companies/{id}/ share the path: the owner's wallet or the company's id. */
export const companyKeyPathSchema = z.strictObject({
  key: z.union([uuidSegment, address]).describe("The company's id, or its owner's wallet address"),
});

/** `{tokenId}` of a licence (docs/product.md §11.2): a licence token id, in decimal. */
export const tokenIdPathSchema = z.strictObject({
  tokenId: licenseTokenIdSchema.describe('The licence token id, a whole number'),
});
