// `npm run serve` (docs/product.md §2): production mode in one process, the API plus `dist/` with SPA fallback, on PORT
// (default 8000). The port is checked first, so a busy one gives one line instead of a stack trace.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PortError, assertPortsFree, portFromEnv } from './ports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const main = path.join(root, 'server/dist/server/src/main.js');

try {
  const port = portFromEnv('PORT', 8000);
  await assertPortsFree([{ port, variable: 'PORT' }], 'npm run serve');
} catch (error) {
  if (!(error instanceof PortError)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (!existsSync(main)) {
  console.error('server/dist/server/src/main.js is missing: build first with `npm run build`.');
  process.exit(1);
}

process.env.NODE_ENV = 'production';
process.env.STATIC_DIR ||= 'dist';
await import(main);
