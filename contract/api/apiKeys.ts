// API keys in the API contract (docs/product.md §12.2): what POST companies/api-keys/ takes and what the key routes
// answer. The server validates with these schemas; the SPA imports their types only (`import type`).
import { z } from 'zod';
import { API_KEY_NAME_MAX, API_KEY_NAME_PATTERN, API_KEY_SCOPES } from '../apiKeyScopes.js';
import { isoDateTime } from './fields.js';
import { signedCallAuthSchema } from './signedCall.js';

export { API_KEY_SCOPES, type ApiKeyScope } from '../apiKeyScopes.js';

export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

export const apiKeyNameSchema = z
  .string()
  .min(1, 'Must not be empty')
  .max(API_KEY_NAME_MAX, `Must be at most ${API_KEY_NAME_MAX} characters`)
  .regex(API_KEY_NAME_PATTERN, 'Must be ASCII letters, digits, spaces, ".", "_" and "-" only');

/** POST companies/api-keys/: a signed call (docs/product.md §6, statement `Create API key {name}`). */
export const createApiKeySchema = z.strictObject({
  name: apiKeyNameSchema,
  scopes: z
    .array(apiKeyScopeSchema)
    .min(1, 'Choose at least one scope')
    .refine((scopes) => new Set(scopes).size === scopes.length, 'Name each scope once'),
  auth: signedCallAuthSchema,
});

export type ApiKeyCreateInput = Omit<z.input<typeof createApiKeySchema>, 'auth'>;

// Answers.

/** One key as the list shows it: never the key or its hash, only the prefix to recognise it by. */
export const apiKeySchema = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key (`od_` and 8 more), to recognise it by'),
    scopes: z.array(apiKeyScopeSchema),
    created_at: isoDateTime,
    last_used_at: isoDateTime.nullable().describe('Recorded at most once a minute; null: never used'),
  })
  .meta({ id: 'ApiKey', description: "One of the company's API keys" });

/** The 201 of POST companies/api-keys/: the key itself, in this answer only. */
export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z
      .string()
      .describe('`od_` and 32 random bytes in base64url: shown in this answer only, never again'),
  })
  .meta({ id: 'CreatedApiKey', description: 'The new key, with the key itself (shown once)' });

export type ApiKey = z.infer<typeof apiKeySchema>;
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
