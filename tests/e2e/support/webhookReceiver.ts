/**
 * A licensor's webhook endpoint for the browser suite (docs/product.md §12.1): a real https server on 127.0.0.1 that
 * records every delivery and answers 200. The API under test runs in production mode, where a webhook must be
 * https: globalSetup makes a certificate for 127.0.0.1 with openssl and gives it to the API as a trusted CA
 * (NODE_EXTRA_CA_CERTS), and WEBHOOK_ALLOW_PRIVATE lets it post to this machine.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:https';
import { type AddressInfo } from 'node:net';
import { join } from 'node:path';

export interface ReceiverTls {
  certPath: string;
  keyPath: string;
}

/** A self-signed certificate for 127.0.0.1, valid for a day, in `dir`. */
export function makeReceiverCertificate(dir: string): ReceiverTls {
  const certPath = join(dir, 'webhook-receiver.crt');
  const keyPath = join(dir, 'webhook-receiver.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
  return { certPath, keyPath };
}

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** `https://127.0.0.1:{port}` */
  origin: string;
  deliveries: ReceivedDelivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(tls: ReceiverTls | undefined): Promise<WebhookReceiver> {
  if (tls === undefined)
    throw new Error('no webhook receiver certificate: run the browser suite with `npm run e2e`');
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer(
    { cert: readFileSync(tls.certPath), key: readFileSync(tls.keyPath) },
    (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        deliveries.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    deliveries,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
