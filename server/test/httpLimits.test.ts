/**
 * HTTP limits (docs/product.md §7): request headers within 10 seconds and a whole request within 30 seconds, else the
 * socket is closed. The tests configure short limits (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS) to see it happen.
 */
import { connect, type Socket } from 'node:net';
import { openTestDatabase, startApp, type TestApp, type TestDatabase } from './helpers.js';

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db, { HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1500' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

interface Drip {
  /** ms from the first byte until the server closed the socket; null if it was still open when the drip ended. */
  closedAfterMs: number | null;
  /** What the server wrote before closing. */
  answer: string;
}

/**
 * Sends `head` at once, then `trickle` one byte every `everyMs`, as a client that wants to hold the socket would,
 * for at most `forMs`.
 */
function drip(head: string, trickle: string, everyMs: number, forMs: number): Promise<Drip> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(port), '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', () => {
      // A reset while writing is the server closing the socket: the 'close' event reports it.
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (Date.now() - started >= forMs) {
          clearInterval(timer);
          socket.removeAllListeners('close');
          socket.destroy();
          resolve({ closedAfterMs: null, answer });
          return;
        }
        if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent] ?? '');
        sent += 1;
      }, everyMs);
    });
    socket.once('error', (error) => {
      if (sent === 0) reject(error);
    });
  });
}

const slowHeaders = `GET /api/health/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'a'.repeat(200)}\r\n\r\n`;

describe('slow clients', () => {
  it('closes the socket of a client that sends its headers one byte at a time', async () => {
    // The attack: a few hundred such sockets hold every connection the server has, each costing a byte a tick.
    const result = await drip('', slowHeaders, 20, 4_000);
    expect(result.closedAfterMs).not.toBeNull();
    expect(result.closedAfterMs).toBeLessThan(3_000);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes the socket of a client whose body never finishes', async () => {
    const head =
      'POST /api/auth/wallet-connect/ HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    // The headers arrive at once; the body trickles in and would take 20 s.
    const slowBody = await drip(head, ' '.repeat(1000), 20, 6_000);
    expect(slowBody.closedAfterMs).not.toBeNull();
    expect(slowBody.closedAfterMs).toBeLessThan(4_000);
    expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends its request in time', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
  });
});
