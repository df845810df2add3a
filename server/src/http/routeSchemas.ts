import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  preValidationHookHandler,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../contract/apiKeyScopes.js';
import { apiErrorSchema } from '../../../contract/api/errors.js';
import { ApiError, notFound } from './errors.js';
import { withHook } from './routeHooks.js';
import { parse } from './validation.js';

/**
 * Every route declares its params, query, body and answers as zod schemas of the API contract (docs/product.md §12.3):
 * Fastify validates the request with them, serialises the answer with them, and the OpenAPI document is made of
 * them (http/openapi.ts).
 *
 * A request part that does not fit is not refused by Fastify on the spot: a handler checks the session first (and a
 * few check the caller's company or the path first), so an anonymous request learns nothing about its body
 * (auth/guard.ts), and the refusals keep their order. The part is replaced by a value that throws its refusal, the
 * exact ApiError `parse` gives (http/validation.ts: `fields`, 'Unknown field', 'This field is required'), where the
 * handler takes it with `accepted()`, at the place the handler used to parse it; a handler that reads it without
 * `accepted()` still gets the refusal at its first read, never the unchecked value.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The scope an API key needs on this route (docs/product.md §12.2), taken from the route schema's `security`
     * (bearerOrApiKey), where it is declared; a route without one takes no key.
     */
    apiKeyScope?: ApiKeyScope;
  }
}

/** The refusal each refused part throws, by the stand-in it was replaced with. */
const refusals = new WeakMap<object, ApiError>();

function refusedPart(error: ApiError): object {
  const raise = (): never => {
    throw error;
  };
  const standIn = new Proxy(Object.freeze({}), {
    // Symbols are asked by inspection and promise checks, never by a handler reading a field.
    get: (_target, key) => (typeof key === 'symbol' ? undefined : raise()),
    has: raise,
    ownKeys: raise,
    getOwnPropertyDescriptor: raise,
  });
  refusals.set(standIn, error);
  return standIn;
}

/** A validated request part: its parsed value, or its refusal thrown here (see above). */
export function accepted<T>(part: T): T {
  const error = typeof part === 'object' && part !== null ? refusals.get(part) : undefined;
  if (error !== undefined) throw error;
  return part;
}

/** The answer to path parameters that do not fit, by the schema a route declares them with (pathParams). */
const pathRefusals = new WeakMap<z.ZodType, () => ApiError>();

/**
 * A route's path parameters: `schema` for the document and the validation, and what a value that does not fit
 * answers (docs/api.md: a malformed id is the same 404 as an unknown one).
 */
export function pathParams<S extends z.ZodType>(schema: S, refusal: () => ApiError): S {
  const own = schema.clone();
  pathRefusals.set(own, refusal);
  return own;
}

/** The 404 of a malformed id: the same as for an id that does not exist. */
export const idPath = <S extends z.ZodType>(schema: S, what: string): S =>
  pathParams(schema, () => notFound(`${what} not found`));

function validated(read: () => unknown): { value: unknown } {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof ApiError) return { value: refusedPart(error) };
    throw error;
  }
}

/**
 * Answers of the last `keep` query strings of a route: a hot list (docs/performance.md) is asked the same few query
 * strings over and over, and zod's parse was ~6% of the server's time on a cached page of orders. Answers are frozen,
 * so no handler can change what another gets; a refused query is not kept and is checked again every time.
 */
export function queryValidator(schema: z.ZodType, keep = 256): (query: unknown) => { value: unknown } {
  const answers = new Map<string, unknown>();
  return (query) => {
    const key = JSON.stringify(query);
    const known = answers.get(key);
    if (known !== undefined) return { value: known };
    const result = validated(() => Object.freeze(parse(schema, query, 'query')));
    if (refusals.has(result.value as object)) return result;
    if (answers.size >= keep) answers.delete(answers.keys().next().value as string);
    answers.set(key, result.value);
    return result;
  };
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  switch (httpPart) {
    case 'body':
      return (body) => validated(() => parse(schema, body, 'body'));
    case 'querystring':
      return queryValidator(schema);
    case 'params': {
      const refusal = pathRefusals.get(schema) ?? (() => notFound());
      return (params) => {
        const result = schema.safeParse(params);
        return { value: result.success ? result.data : refusedPart(refusal()) };
      };
    }
    default:
      throw new Error(`Routes declare no schema for their ${httpPart ?? 'request'}`);
  }
};

/** The bodies as the clients sent them, before validation replaced them with their parsed values. */
const sentBodies = new WeakMap<FastifyRequest, unknown>();

/**
 * The body as sent, JSON-parsed but not validated: what a signed call's signature covers (docs/product.md §6,
 * auth/signedCall.ts), where the parsed body has addresses lowercased and "" made null.
 */
export function sentBody(request: FastifyRequest): unknown {
  return sentBodies.has(request) ? sentBodies.get(request) : request.body;
}

/**
 * Before a body is validated: it is kept as sent (sentBody), and a missing one is made `{}`. Fastify hands a body
 * validator `null` for a request without a body, the same as for a JSON `null`, and parse takes no body as `{}` but
 * refuses `null` (not an object).
 */
const keepSentBody: preValidationHookHandler = (request, _reply, done) => {
  sentBodies.set(request, request.body);
  if (request.body === undefined) request.body = {};
  done();
};

/** What each refusal means, for the document's answers (docs/api.md Conventions, status codes). */
const REFUSALS = {
  400: 'Bad input: `fields` names each field at fault (unknown ones as "Unknown field")',
  401: 'No, malformed, tampered, expired or revoked token (WWW-Authenticate: Bearer), an unknown or revoked API key or one on a route that takes none, or a sign-in or signed call that does not verify',
  403: 'Acting for another wallet, or an API key without the scope the route needs (the text names it)',
  404: 'Not found, or not the caller’s (no existence leak)',
  409: 'A conflict with the current state; the text says why',
  413: 'The body is over the size limit',
  415: 'The body is not application/json',
  429: 'Rate limited (Retry-After says when to try again)',
  503: 'The database or the chain node is unavailable',
} as const;
export type Refusal = keyof typeof REFUSALS;

type ErrorBody = typeof apiErrorSchema;
const errorAnswers = new Map<number, ErrorBody>();
/** The error answers of answers(), whatever their status. */
const errorBodies = new WeakSet<z.ZodType>();

/** The error body (contract/api/errors.ts), described as the answer of `status`. */
function errorAnswer(status: Refusal): ErrorBody {
  let schema = errorAnswers.get(status);
  if (schema === undefined) {
    schema = apiErrorSchema.describe(REFUSALS[status]);
    errorAnswers.set(status, schema);
    errorBodies.add(schema);
  }
  return schema;
}

const serverFault = apiErrorSchema.describe(
  'A server fault (500, "Internal server error") or an unavailable database or chain node (503)',
);
errorBodies.add(serverFault);

/**
 * Answers go out through their schema (the type provider's serializer: an answer that does not fit its schema is a
 * 500, never a silent change), except error bodies: the error handler in app.ts makes them, always `{error,
 * fields?}`, and their field names come from the client, which zod's copy of a record would lose when one is
 * `__proto__` (http/validation.ts keeps such names as plain keys).
 */
const answerSerializer: FastifySerializerCompiler<z.ZodType> = (route) =>
  errorBodies.has(route.schema) ? (body) => JSON.stringify(body) : serializerCompiler(route);

/** An answer that is not JSON (a PDF): its media type and schema. */
export interface ContentAnswer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

/**
 * A route's answers: its own (status → schema) and the error body for each refusal it may give, besides those every
 * route may give: 400 (a malformed URL, an undeclared query: app.ts, http/queryGuard.ts), 429 (http/rateLimit.ts,
 * unless the route is exempt) and 5xx (the error handler in app.ts).
 */
export function answers<A extends Record<number, z.ZodType | ContentAnswer>, R extends Refusal = never>(
  own: A,
  refusals: readonly R[] = [],
  { rateLimited = true }: { rateLimited?: boolean } = {},
): A & Record<R | 400 | 429, ErrorBody> & { '5xx': ErrorBody } {
  const map: Record<string, z.ZodType | ContentAnswer> = { ...own };
  const statuses = new Set<Refusal>([400, ...(rateLimited ? [429 as const] : []), ...refusals]);
  for (const status of [...statuses].sort()) map[status] = errorAnswer(status);
  map['5xx'] = serverFault;
  return map as A & Record<R | 400 | 429, ErrorBody> & { '5xx': ErrorBody };
}

/** The answer of a route that answers nothing (204): `what` happened. */
export const noContent = (what: string) => z.undefined().describe(what);

/** The security of a route that needs a session: a bearer token (docs/api.md Authentication). */
export const BEARER = [{ bearer: [] }];

/**
 * The security of a route that also takes an API key (docs/product.md §12.2): a session's token, or a key of the
 * company holding `scope`. Declared here once per route: the document shows it, and useRouteSchemas sets the route's
 * `config.apiKeyScope` from it, which the key check (auth/guard.ts requireCaller) and the key's rate limit read.
 */
export function bearerOrApiKey(scope: ApiKeyScope): Record<string, string[]>[] {
  return [{ bearer: [] }, { apiKey: [scope] }];
}

/** The scope a route's declared security gives API keys, if any (bearerOrApiKey). */
function apiKeyScopeOf(security: unknown): ApiKeyScope | undefined {
  if (!Array.isArray(security)) return undefined;
  for (const requirement of security as Record<string, unknown>[]) {
    const scopes = requirement.apiKey;
    if (!Array.isArray(scopes)) continue;
    const [scope] = scopes as unknown[];
    if (scopes.length !== 1 || !(API_KEY_SCOPES as readonly unknown[]).includes(scope)) {
      throw new Error('A route takes an API key with exactly one scope of contract/apiKeyScopes.ts');
    }
    return scope as ApiKeyScope;
  }
  return undefined;
}

/**
 * The compilers of every route of `app`, and the body step above for the routes that declare a body. Call before
 * any route is registered.
 */
export function useRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer);
  app.addHook('onRoute', (route) => {
    if (route.schema?.body !== undefined) route.preValidation = withHook(route.preValidation, keepSentBody);
    const apiKeyScope = apiKeyScopeOf(route.schema?.security);
    if (apiKeyScope !== undefined) route.config = { ...route.config, apiKeyScope };
  });
}
