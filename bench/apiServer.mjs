// The API as `npm run serve` runs it (server/dist, the same configuration from the environment, migrations, the
// same Fastify app), plus one route the API does not have: GET /bench/fixed/ answering a fixed JSON body. It is the
// baseline of the API throughput figures (issue 5): a bare route in the same process and through the same request
// pipeline (request ids, security headers, CORS, access logs), so the comparison prices what an endpoint's own work
// (authentication, database, serialisation) adds. Prints nothing itself; the app logs "Server listening".
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const dist = process.env.BENCH_SERVER_DIST ?? join(process.cwd(), 'server/dist');
const load = (file) => import(pathToFileURL(join(dist, file)).href);
const [{ buildApp }, { loadConfig }, { migrate, openDatabase }] = await Promise.all([
  load('app.js'),
  load('config.js'),
  load('db/index.js'),
]);

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const app = await buildApp(config, { db });
const fixed = { status: 'ok', service: 'overdive' };
app.get('/bench/fixed/', async () => fixed);
await app.listen({ port: config.port, host: config.host });

const stop = () => {
  app
    .close()
    .then(() => db.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
