/**
 * HTTP from a chosen loopback address. Linux answers on every address of 127.0.0.0/8, so each virtual client of the
 * multi-copy test (bench/multiCopy.ts) connects from an address of its own, and the load balancer names that address
 * in X-Forwarded-For: the API's rate limits then count each client apart, as they would count real visitors
 * (docs/product.md §2 TRUST_PROXY), instead of counting the whole test as one visitor.
 */
import http from 'node:http';
import { ApiRequestError, E2EApi } from '../../tests/e2e/support/api';
import { type E2EEnv } from '../../tests/e2e/support/env';

/** The header the balancer adds to every answer, naming the copy that gave it (bench/lib/haproxy.ts). */
export const COPY_HEADER = 'x-overdive-copy';

/**
 * The n-th client address (n from 0) of a group: 127.{group}.0.1, 127.{group}.0.2, … 127.{group}.0.250,
 * 127.{group}.1.1, … Groups keep the load's clients, the seeding and the checks apart (127.0.0.x is left to the
 * servers and the balancer).
 */
export function clientAddress(n: number, group = 1): string {
  return `127.${group}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

export interface Answer {
  /** 0 when no answer came (the connection failed or timed out). */
  status: number;
  json: unknown;
  /** The copy that answered, from the balancer's header; null straight from a copy. */
  copy: string | null;
  /** What went wrong when no answer came. */
  error: string | null;
}

/** One client: a keep-alive connection from `sourceAddress`, one request at a time. */
export class SourceClient {
  private readonly agent: http.Agent;
  readonly origin: string;

  constructor(
    readonly baseURL: string,
    readonly sourceAddress: string,
    /** The Origin sent (an allowed one, as a browser on the app's site would send). */
    origin?: string,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: sourceAddress });
    this.origin = origin ?? new URL(baseURL).origin;
  }

  send(
    method: string,
    path: string,
    { token, body, timeoutMs = 15_000 }: { token?: string; body?: unknown; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const url = new URL(path, this.baseURL);
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = { origin: this.origin };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    return new Promise((resolve) => {
      const request = http.request(
        url,
        { method, headers, agent: this.agent, timeout: timeoutMs },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => resolve(failed(error.message)));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = text;
            try {
              json = text === '' ? null : JSON.parse(text);
            } catch {
              // An HTML error page (the balancer's own 502/503) stays text.
            }
            const copy = response.headers[COPY_HEADER];
            resolve({
              status: response.statusCode ?? 0,
              json,
              copy: typeof copy === 'string' ? copy : null,
              error: null,
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      request.on('error', (error) => resolve(failed(error.message)));
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function failed(error: string): Answer {
  return { status: 0, json: null, copy: null, error };
}

/**
 * The E2E harness's API client (real signatures, the same calls as the browser suite) sending from a client address
 * of its own: seeding licensors this way keeps their sign-ins off any one client's rate limits.
 */
export class SourceBoundApi extends E2EApi {
  constructor(
    env: E2EEnv,
    readonly client: SourceClient,
  ) {
    super(env);
  }

  override async request<T>(
    method: string,
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const answer = await this.client.send(method, `/api/${path}`, { token, body });
    if (answer.status === 0) throw new Error(`${method} /api/${path}: ${answer.error ?? 'no answer'}`);
    if (answer.status < 200 || answer.status >= 300)
      throw new ApiRequestError(answer.status, answer.json, `${method} /api/${path}`);
    return answer.json as T;
  }
}
