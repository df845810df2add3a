// The baseline of the API figures (issue 5): a bare Fastify route answering a fixed JSON body, on the same Node
// and Fastify as the API, in a process of its own. Prints its port on stdout once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { status: 'ok' };
app.get('/bare/', async () => body);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
