// The service endpoints in the API contract (docs/api.md "Service"): the load balancer's checks, the account names
// and the API reference itself. The server answers with these schemas; the SPA imports their types only.
import { z } from 'zod';
import { address } from './fields.js';

/** GET health/: the liveness check, 200 while the database answers. */
export const healthSchema = z.strictObject({ status: z.literal('ok') });
/** GET health/ when the database does not answer (503). */
export const healthDownSchema = z.strictObject({ status: z.literal('unavailable'), error: z.string() });

/** GET ready/ (docs/product.md §13.8): whether this copy should get traffic. */
export const readySchema = z.strictObject({ status: z.literal('ready') });
/** GET ready/ when it should not (503): one line per problem, never a node's URL. */
export const notReadySchema = z.strictObject({
  status: z.literal('unavailable'),
  problems: z.array(z.string()),
});

/** GET names/ query (docs/product.md §7 Names). */
export const namesQuerySchema = z.strictObject({ address });
/** GET names/: the account's name, or null. */
export const nameSchema = z.strictObject({ name: z.string().nullable() });

/** GET openapi.json (docs/product.md §12.3): the OpenAPI 3.1 document generated from every route's schemas. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export type Name = z.infer<typeof nameSchema>;
