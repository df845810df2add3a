// The baseline of the API CPU figure (docs/performance.md, "API CPU per request"): a bare Fastify on the same Node
// and Fastify as the API, in a process of its own, answering the same paths with the same JSON bodies the API
// answered once, held in memory. BENCH_BARE_ROUTES names a JSON file of [{ path, body }]. Prints its port on stdout
// once listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.env.BENCH_BARE_ROUTES, 'utf8'));
const app = Fastify({ logger: false });
for (const { path, body } of routes) app.get(path, async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
