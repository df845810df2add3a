import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { slugSchema } from '../../../contract/api/companies.js';
import { brandPageSlugOf } from '../../../contract/brandPagePath.js';
import type { Config } from '../config.js';

/**
 * webpack's content-hashed file names (`main.3f2a9c1b.js`) never change content: cache them for a year. The brotli
 * and gzip copies the build writes beside them (`main.3f2a9c1b.js.br`) are the same content.
 */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;

/** An HTML file or its pre-compressed copy (`index.html.br`). */
const HTML_FILE = /\.html(\.br|\.gz)?$/i;

const ROBOTS_TXT = 'User-agent: *\nDisallow: /api/\n';

/**
 * The production Content-Security-Policy (docs/product.md §2, docs/security.md): no inline script or style, connections only to this
 * origin and the configured chain RPC and name-API hosts, no framing.
 */
export function contentSecurityPolicy(config: Pick<Config, 'cspConnectSrc'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' https: data:",
    `connect-src ${["'self'", ...config.cspConnectSrc].join(' ')}`,
    "font-src 'self' data:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** What answers a GET outside /api that no file matched: index.html, or false when the request is not the SPA's. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * Serves the built SPA from STATIC_DIR (`npm run serve`, docs/product.md §2). Files are served as they are; any other
 * GET outside /api that does not look like a file gets index.html so client-side routes survive a reload: the
 * returned fallback, for the app's not-found handler.
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Config & { staticDir: string },
  /** Security headers that only mean something on a document (http/securityHeaders.ts), for the HTML files. */
  documentHeaders: Readonly<Record<string, string>>,
): Promise<SpaFallback> {
  const csp = contentSecurityPolicy(config);

  // Loaded only when serving the SPA: it pulls in an ESM-only dependency that Jest's CommonJS runtime cannot load, so
  // the API's in-process tests never touch it (the static tests run the real process instead).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, {
    root: config.staticDir,
    index: false,
    // The build writes .br and .gz beside each text asset; they go out as they are, with no compression per request.
    preCompressed: true,
    cacheControl: false,
    // Every HTML answer is a file sent from here (files, `/`, the SPA fallback), so the CSP is set here rather than
    // in an onSend hook that every API answer would go through too.
    setHeaders: (reply, path) => {
      if (HTML_FILE.test(path)) reply.headers(documentHeaders).header('content-security-policy', csp);
      reply.header(
        'cache-control',
        HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // With `index: false` the static plugin answers a directory, `/` included, with 403; the root is the SPA.
  app.get('/', async (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));

  if (!existsSync(join(config.staticDir, 'robots.txt'))) {
    // Lighthouse's SEO audit wants a real robots.txt (docs/toolchain.md).
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').send(ROBOTS_TXT),
    );
  }

  const brandPageFiles = brandPageScreenFiles(config.staticDir, app.log);
  return (request, reply) => sendSpaIndex(request, reply, brandPageFiles);
}

/** dist/route-assets.json as the build writes it (webpack.config.js): the brand page's screen files. */
const routeAssetsSchema = z.object({ brandPage: z.array(z.string().regex(/^assets\/[\w.-]+\.(js|css)$/)) });

/**
 * The brand page's screen files (its route chunk's script and stylesheet), read once at start from the build's
 * route-assets.json: a rebuilt dist/ needs a restart, as the API's own code does. A build without the file (a
 * development build) gets no hint, and the page loads its screen as every other route does; a file that is not what
 * the build writes gets no hint either, and a warning.
 */
function brandPageScreenFiles(staticDir: string, log: FastifyBaseLogger): readonly string[] {
  const file = join(staticDir, 'route-assets.json');
  if (!existsSync(file)) return [];
  try {
    return routeAssetsSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).brandPage;
  } catch (error) {
    log.warn(
      { err: error, file },
      "route-assets.json is not the build's: the brand page's screen is not hinted",
    );
    return [];
  }
}

function sendSpaIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  brandPageFiles: readonly string[],
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  // A missing /main.abc.js must stay a 404, not turn into HTML the browser then fails to run as script.
  if (/\.[A-Za-z0-9]+$/.test(path.split('/').pop() ?? '')) return false;
  const preload = brandPagePreload(path, brandPageFiles);
  if (preload !== null) void reply.header('link', preload);
  void reply.header('cache-control', 'no-cache').sendFile('index.html');
  return true;
}

/**
 * The public brand page (docs/product.md §9) can show nothing before its brand's data and its screen's code are in:
 * these hints on the document let the browser ask for both while the start-up scripts download instead of after they
 * ran (docs/performance.md). The data's URL is the one the page's own query builds (storefront's getLicensorInfo), so
 * the browser hands that answer to it; the screen's files are the ones webpack's chunk loader then asks for.
 */
function brandPagePreload(path: string, brandPageFiles: readonly string[]): string | null {
  const slug = brandPageSlugOf(path);
  if (slug === null || !slugSchema.safeParse(slug).success) return null;
  return [
    `</api/companies/licensor-info/?slug=${slug}>; rel=preload; as=fetch; crossorigin=anonymous`,
    ...brandPageFiles.map(
      (file) => `</${file}>; rel=preload; as=${file.endsWith('.css') ? 'style' : 'script'}`,
    ),
  ].join(', ');
}
