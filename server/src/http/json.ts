import type { FastifyReply } from 'fastify';

/** An answer serialised ahead of time, as bytes: a cached read (docs/performance.md). */
export function serialized(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

/**
 * Sends an answer serialised ahead of time with the content type Fastify gives the objects it serialises itself, so
 * clients cannot tell the two apart. Bytes, not a string: a string would be measured and encoded again on every
 * send, a pass over the whole body each (a page of orders is ~14 KB).
 */
export function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
