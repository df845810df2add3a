// Port checks shared by `npm start`, `npm run devnet` and `npm run serve` (docs/product.md §2): a busy port stops
// start-up with one line naming the port and the variable that moves it, before anything has been started.
import net from 'node:net';

/** Error codes that mean "this address family is not available here", not "the port is taken". */
const NO_SUCH_ADDRESS = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT', 'EINVAL']);

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(NO_SUCH_ADDRESS.has(error.code) ? 'free' : 'busy'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/**
 * Whether nothing listens on `port` on this machine's loopback addresses (IPv4 and, when the machine has it, IPv6):
 * the dev server answers on `localhost`, which may be either.
 */
export async function isPortFree(port) {
  for (const host of ['127.0.0.1', '::1']) if ((await tryListen(port, host)) === 'busy') return false;
  return true;
}

export class PortError extends Error {
  constructor(message) {
    super(message);
    this.name = 'PortError';
  }
}

/** Reads a port variable: a whole number from 1 to 65535, else a PortError naming the variable. */
export function portFromEnv(variable, fallback, env = process.env) {
  const raw = env[variable]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535))
    throw new PortError(`${variable} must be a port number from 1 to 65535 (got "${raw}").`);
  return port;
}

/** The one line `npm start` & co. print when a port is taken. */
export function busyPortMessage(port, variable, command) {
  return `Port ${port} is already in use (${variable}): stop what listens there or choose another port, e.g. ${variable}=${port + 1} ${command}`;
}

/** Throws a PortError with busyPortMessage() for the first taken port of `ports` ([{ port, variable }]). */
export async function assertPortsFree(ports, command) {
  for (const { port, variable } of ports) {
    if (!(await isPortFree(port))) throw new PortError(busyPortMessage(port, variable, command));
  }
}
