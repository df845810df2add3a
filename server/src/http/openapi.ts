import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { openApiDocumentSchema } from '../../../contract/api/service.js';
import { ApiError } from './errors.js';
import { sendSerialized, serialized } from './json.js';
import { answers } from './routeSchemas.js';

/**
 * One API reference (docs/product.md §12.3): the OpenAPI 3.1 document made of the schemas every route declares
 * (http/routeSchemas.ts), served as `GET /api/openapi.json` and rendered by Swagger UI at `GET /api/docs/`.
 * docs/api.md keeps the rules and flows and links there.
 */

/** Where the document and its page are, under /api. */
export const REFERENCE_PATHS = { document: '/openapi.json', page: '/docs' } as const;

/**
 * The page's Content-Security-Policy: Swagger UI's page loads its scripts and styles as files (no inline code, so
 * none is allowed), draws its icons from data: URIs and asks this origin for the document and for "Try it out".
 */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Where a named schema of the document is. */
const COMPONENT = '#/components/schemas/';

/** What a success answer says when its schema says nothing itself. */
const SUCCESS: Readonly<Record<string, string>> = { 200: 'OK', 201: 'Created', 204: 'No content' };

/**
 * A route as the document shows it. Only the API's: the SPA's files and its fallback (http/static.ts, with STATIC_DIR)
 * are routes of the same app, but no part of the API.
 *
 * Each answer gets a description: the error bodies carry theirs (http/routeSchemas.ts answers()); a success answer
 * takes its schema's (`.meta({ description })` in contract/api) or says what its status says, where @fastify/swagger
 * would write "Default Response". Beside a `$ref` it is read from `description`, on an inline schema from its own key.
 */
const documentRoute: SwaggerTransform = (input) => {
  if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
  const output = jsonSchemaTransform(input);
  const declared = (input.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  const documented =
    (output.schema as { response?: Record<string, Record<string, unknown>> } | undefined)?.response ?? {};
  for (const [status, answer] of Object.entries(documented)) {
    if ('description' in answer) continue;
    const schema = declared[status];
    const own = schema instanceof z.ZodType ? z.globalRegistry.get(schema)?.description : undefined;
    answer['$ref' in answer ? 'description' : 'x-response-description'] = own ?? SUCCESS[status] ?? 'OK';
  }
  return output;
};

interface Operation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface DocumentShape {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
}

function operationsOf(document: DocumentShape): Operation[] {
  return Object.values(document.paths ?? {}).flatMap((operations) => Object.values(operations));
}

/** A JSON schema as text, without its description: two error answers differ only in what they say. */
const shapeOf = (schema: unknown) =>
  JSON.stringify(schema, (key, value: unknown) => (key === 'description' ? undefined : value));

/**
 * Every error answer refers to the one `Error` schema (contract/api/errors.ts) instead of repeating it; each status
 * keeps its own description, which is why answers() declares them inline.
 */
function shareErrorSchema(document: DocumentShape): void {
  const error = document.components?.schemas?.Error;
  if (error === undefined) return;
  const errorShape = shapeOf(error);
  for (const operation of operationsOf(document))
    for (const answer of Object.values(operation.responses ?? {}))
      for (const media of Object.values(answer.content ?? {}))
        if (shapeOf(media.schema) === errorShape) media.schema = { $ref: `${COMPONENT}Error` };
}

/**
 * A body whose fields are all optional may be left out (http/routeSchemas.ts: no body is `{}`), as logout's is;
 * @fastify/swagger marks every body required.
 */
function markOptionalBodies(document: DocumentShape): void {
  const schemas = document.components?.schemas ?? {};
  for (const operation of operationsOf(document)) {
    const body = operation.requestBody;
    if (body === undefined) continue;
    const required = Object.values(body.content ?? {}).some(({ schema }) => {
      const own = schema as { $ref?: string; required?: unknown[] } | undefined;
      const resolved = (own?.$ref === undefined ? own : schemas[own.$ref.replace(COMPONENT, '')]) as
        { required?: unknown[] } | undefined;
      return (resolved?.required?.length ?? 0) > 0;
    });
    body.required = required;
  }
}

/** The `$ref`s anywhere in `value`. */
function refsIn(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.add(child.replace(COMPONENT, ''));
      else refsIn(child, found);
    }
  }
}

/**
 * The named schemas (`.meta({ id })` in contract/api) the document refers to, and only those: the type provider
 * lists each one twice, as the request's (`…Input`) and as the answer's, whether a route uses it that way or not.
 */
function usedSchemas(document: DocumentShape): Record<string, unknown> {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn(document.paths, used);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const found = new Set<string>();
    refsIn(schemas[name], found);
    for (const other of found) {
      if (used.has(other)) continue;
      used.add(other);
      pending.push(other);
    }
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** The document as @fastify/swagger and the type provider made it, tidied (above). */
function tidy<T>(input: T): T {
  const document = input as DocumentShape;
  shareErrorSchema(document);
  markOptionalBodies(document);
  return { ...document, components: { ...document.components, schemas: usedSchemas(document) } } as T;
}

/** @fastify/swagger, collecting every route registered after it; call before any route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'OVERDIVE API',
        version: '1',
        description:
          'The API of OVERDIVE: stablecoin payments and Story licences for IP licensors. The rules and flows ' +
          '(signed calls, payments, licences on Story) are in docs/api.md; every request and answer is below. ' +
          'Errors are `{"error": "<text>", "fields": {...}?}`.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // docs/product.md §12.2: a company's API key, taken only by the routes that list it, within the scope
          // each names (http/routeSchemas.ts bearerOrApiKey).
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'od_…',
            description:
              "A company's API key (`Authorization: Bearer od_…`), accepted only by the routes that list it, " +
              'with the scope they name; any other route answers it 401. See docs/api.md, API keys.',
          },
        },
      },
    },
    transform: documentRoute,
    transformObject: (input) => tidy(jsonSchemaTransformObject(input)),
  });
}

/**
 * `GET /api/openapi.json` and the Swagger UI at `GET /api/docs/`, both public. Their answers are long and they read no
 * body: a body over the limit (docs/product.md §7: 1 MB, 413) is refused before answering, as a POST's is, since a
 * client that closes its connection with most of its upload unread gets the socket reset under a long answer.
 */
export function referenceRoutes(
  documentHeaders: Readonly<Record<string, string>>,
  bodyLimitBytes: number,
): FastifyPluginAsync {
  return async (api) => {
    api.addHook('onRequest', (request, _reply, done) => {
      const length = Number(request.headers['content-length'] ?? 0);
      done(length > bodyLimitBytes ? new ApiError(413, 'Request body is too large') : undefined);
    });

    // The document is made once, on its first request: every route is known by then and none is added later.
    let document: Buffer | null = null;
    api.get(
      REFERENCE_PATHS.document,
      {
        schema: {
          summary: 'This document: the OpenAPI 3.1 reference of every route',
          tags: ['Service'],
          response: answers({ 200: openApiDocumentSchema }, [413]),
        },
      },
      async (_request, reply) => sendSerialized(reply, (document ??= serialized(api.swagger()))),
    );

    // Swagger UI's page and files: a document a browser renders, so the headers of the SPA's documents
    // (http/securityHeaders.ts) and a CSP of its own. Its routes are hidden from the document they render.
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    await api.register(swaggerUi, {
      routePrefix: REFERENCE_PATHS.page,
      indexPrefix: '/api',
      staticCSP: DOCS_CSP,
      uiHooks: {
        onRequest: (_request, reply, done) => {
          void reply.headers(documentHeaders);
          done();
        },
      },
      // The base layout, without the standalone layout's top bar: its logo is drawn with a <style> element, which the
      // CSP refuses, and its one control loads another document, which this page does not need.
      uiConfig: { deepLinking: true, layout: 'BaseLayout' },
    });
  };
}
