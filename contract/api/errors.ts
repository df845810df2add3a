// The body of every refusal the API answers (docs/product.md §7: `{"error": "<text>", "fields": {...}?}`), declared by
// each route for its 4xx and 5xx answers. The SPA imports its type only (`import type`), so nothing here ships.
import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    /** What went wrong, in English. */
    error: z.string(),
    /** The fields at fault, each with its reason; nested fields dotted (`license.territory`), unknown ones "Unknown field". */
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error', description: 'An error: its text, and the fields at fault' });

export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
