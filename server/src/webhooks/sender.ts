/**
 * One attempt to post an event to a webhook (docs/product.md §12.1): to the address the SSRF check accepted, never to
 * a second lookup's (the request's `lookup` answers with it, while TLS still checks the certificate against the host
 * name), redirects not followed, the answer's status awaited for at most the timeout (10 s), and at most a few KiB of
 * its body read: an endpoint cannot hold a worker, fill its memory or send it elsewhere.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address.js';

/** How much of an answer's body is read, for the delivery log. */
export const MAX_ANSWER_BYTES = 4096;

export interface Attempt {
  url: URL;
  target: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/** The status an endpoint answered with and the start of its body, or why no answer came. */
export type AttemptResult = { status: number; excerpt: string } | { status: null; error: string };

/** A lookup that answers with the address already checked, whatever it is asked. */
function pinned(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all === true) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** A failure said briefly: the system's error code where there is one (ECONNREFUSED, CERT_HAS_EXPIRED…). */
function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

export function sendAttempt(attempt: Attempt): Promise<AttemptResult> {
  const { url, timeoutMs } = attempt;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    let answer: IncomingMessage | null = null;
    const chunks: Buffer[] = [];
    let received = 0;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      answer?.destroy();
      resolve(result);
    };
    const answered = () => {
      if (answer === null) return;
      const excerpt = Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8');
      finish({ status: answer.statusCode ?? 0, excerpt });
    };
    const request = send(
      {
        protocol: url.protocol,
        hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...attempt.headers, 'content-length': String(Buffer.byteLength(attempt.body)) },
        lookup: pinned(attempt.target),
        agent: false,
      },
      (response) => {
        answer = response;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
          if (received >= MAX_ANSWER_BYTES) answered();
        });
        response.on('end', answered);
        response.on('error', answered);
      },
    );
    // The answer's status within the timeout; a body still trickling in then is not waited for.
    const timer = setTimeout(() => {
      if (answer !== null) answered();
      else finish({ status: null, error: `No answer within ${Math.ceil(timeoutMs / 1000)} s` });
    }, timeoutMs);
    request.on('error', (error) => {
      if (answer !== null) answered();
      else finish({ status: null, error: describe(error) });
    });
    request.end(attempt.body);
  });
}
