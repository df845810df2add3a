/**
 * None lost to a crash (docs/product.md §12.1): the real API process (server/src/main.ts) is killed with SIGKILL right
 * after it answered a payment on the local chain, while its endpoint has not answered anything yet; started again on
 * the same data, it still delivers `order.paid`, the event it recorded in the payment's transaction, signed, with
 * the same id. PGlite with a data folder by default; PostgreSQL with DATABASE_URL (server/test/with-postgres.sh).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevnet, type Devnet } from '../../scripts/devnet/index.js';
import { startApiProcess, type ApiProcess } from './apiProcess.js';
import {
  bearer,
  createLicensor,
  createProduct,
  openTestDatabase,
  placeOrder,
  type TestDatabase,
} from './helpers.js';
import { addWebhook, deliveriesOf, until, verifySignature } from './webhookKit.js';
import { startReceiver, type Receiver } from './webhookReceiver.js';

let devnet: Devnet;
let dir: string;
let receiver: Receiver;
let target: Record<string, string>;
let pgDatabase: TestDatabase | null = null;
const processes: ApiProcess[] = [];

beforeAll(async () => {
  devnet = await startDevnet();
  receiver = await startReceiver('hang');
  dir = mkdtempSync(join(tmpdir(), 'overdive-webhook-crash-'));
  if (process.env.DATABASE_URL === undefined || process.env.DATABASE_URL === '') {
    target = { DATA_DIR: join(dir, 'pg') };
  } else {
    pgDatabase = await openTestDatabase({ migrated: false });
    target = { DATABASE_URL: pgDatabase.url ?? '' };
  }
});

afterAll(async () => {
  for (const child of processes) if (child.child.exitCode === null) await child.kill();
  await receiver?.close();
  await pgDatabase?.close();
  await devnet?.stop();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ApiProcess> {
  const api = await startApiProcess({
    JWT_SECRET: 'webhook-crash-secret-webhook-crash-secret',
    RPC_URL: devnet.rpcUrl,
    ACCEPTED_TOKENS: JSON.stringify([{ symbol: 'USDC', address: devnet.usdc.address, decimals: 6 }]),
    AUTH_RATE_LIMIT: '1000000',
    API_RATE_LIMIT: '1000000',
    WEBHOOK_ALLOW_PRIVATE: 'true',
    ...target,
  });
  processes.push(api);
  return api;
}

it('delivers order.paid after the API is killed right after the payment', async () => {
  const first = await start();
  const licensor = await createLicensor(first.client);
  const product = await createProduct(
    first.client,
    licensor,
    { price: { amount: '1500000', token: { address: devnet.usdc.address } } },
    devnet.usdc.address,
  );
  const webhook = await addWebhook(first.client, licensor, `${receiver.url}/paid`, ['order.paid']);
  const buyer = devnet.accounts[3];
  if (buyer === undefined) throw new Error('no devnet account');
  const order = await placeOrder(first.client, product.id, buyer);
  const txHash = await devnet.transfer(buyer, order.pay_to, BigInt(order.total));
  const paid = await first.client.inject({
    method: 'POST',
    url: `/api/products/orders/${order.id}/pay/`,
    payload: { tx_hash: txHash },
  });
  expect([paid.statusCode, paid.json<{ status: string }>().status]).toEqual([200, 'paid']);
  expect(await first.kill('SIGKILL')).toBe('SIGKILL');
  // Whatever the killed copy had begun never got an answer.
  const beforeRestart = receiver.calls.length;
  receiver.fallback = { status: 204 };

  const second = await start();
  await until(() => receiver.calls.length > beforeRestart, 90_000);
  const delivered = receiver.calls.at(-1);
  if (delivered === undefined) throw new Error('no call');
  const event = JSON.parse(delivered.body) as { id: string; type: string; data: { order: { id: string } } };
  expect(event).toMatchObject({ type: 'order.paid', data: { order: { id: order.id, status: 'paid' } } });
  expect(delivered.headers['overdive-event-id']).toBe(event.id);
  expect(
    verifySignature(webhook.secret, delivered.body, delivered.headers['overdive-signature'] as string),
  ).not.toBeNull();
  // Any attempt of the killed copy carried the same event.
  for (const call of receiver.calls) expect(call.headers['overdive-event-id']).toBe(event.id);

  const token = licensor.token;
  await until(
    async () => (await deliveriesOf(second.client, token, webhook.id))[0]?.delivered_at !== null,
    30_000,
  );
  const log = await deliveriesOf(second.client, token, webhook.id);
  expect(log).toEqual([
    expect.objectContaining({ event_id: event.id, type: 'order.paid', last_status: 204 }),
  ]);
  const detail = await second.client.inject({
    method: 'GET',
    url: `/api/products/orders/${order.id}/`,
    headers: bearer(token),
  });
  expect(detail.json()).toMatchObject({ status: 'paid', payment_tx_hash: txHash });
});
