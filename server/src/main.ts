/**
 * The API process: configuration, migrations, listen, graceful shutdown (docs/product.md §2). `npm run start:api` runs it with
 * tsx in watch mode; `npm run serve` runs the compiled copy in production mode with the built SPA.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { migrate, openDatabase } from './db/index.js';

/** How long requests in flight get to finish after SIGTERM before the process gives up on them. */
const SHUTDOWN_GRACE_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      // docs/product.md §2: one clear line naming the bad variable, then stop.
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const db = await openDatabase(config);
  let app;
  try {
    const applied = await migrate(db);
    app = await buildApp(config, { db });
    if (applied.length > 0) app.log.info({ applied }, 'database migrated');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await db.close();
    throw error;
  }
  const server = app;

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C means "now".
      process.exit(1);
    }
    stopping = true;
    server.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const timer = setTimeout(() => {
      server.log.error('requests still running after the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    server
      .close()
      .then(() => db.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        server.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`API failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
