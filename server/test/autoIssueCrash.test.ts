/**
 * Exactly one mint per order, whatever crashes (docs/product.md §11.1): the real API process is SIGKILLed at each step
 * of an automatic mint — as it signs, once the signed mint is stored but before the node has it, and once the node
 * mined it but before the API recorded it — and started again on the same data. After each restart the order is
 * completed, and the chain holds exactly one mint for it: the buyer has exactly the licences bought, and the issuer
 * sent exactly one transaction per order.
 *
 * The chain conversation goes through a proxy (interceptRpc.ts) that holds the chosen call, so the kill lands at that
 * step and not a little earlier or later. PGlite with a data folder by default; with DATABASE_URL
 * (server/test/with-postgres.sh) a PostgreSQL database of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keccak256 } from 'ethers';
import {
  STORY_ADDRESSES,
  decodeLicenseTokensMinted,
  encodeSetIssuerPermission,
} from '../../contract/story/index.js';
import { startDevnet, type Devnet, type DevnetAccount } from '../../scripts/devnet/index.js';
import { MAIL_HOLD_SECONDS } from '../src/mail/outbox.js';
import { startApiProcess, type ApiProcess } from './apiProcess.js';
import { fundedBuyers } from './chainShop.js';
import { bearer, createLicensor, newWallet, openTestDatabase, type TestDatabase } from './helpers.js';
import { startInterceptRpc, type InterceptRpc } from './interceptRpc.js';
import { startSmtp, type Smtp } from './smtpServer.js';
import { openStoryChain, type StoryChain } from './storyChain.js';
import {
  paidStoryOrder,
  recordCollection,
  registerStoryProduct,
  type RegisteredProduct,
  type StoryLicensor,
} from './storyShop.js';

const PRICE = 1_000_000n;
const issuerWallet = newWallet();
const issuer = issuerWallet.address.toLowerCase();

let devnet: Devnet;
let rpc: InterceptRpc;
let story: StoryChain;
let dir: string;
let pgDatabase: TestDatabase | null = null;
let env: Record<string, string>;
let api: ApiProcess;
let on: StoryLicensor;
let product: RegisteredProduct;
let nextBuyer: () => Promise<DevnetAccount>;
let smtp: Smtp;
/** Every order the test paid, with its buyer, quantity and when the API was killed, to count the mints and mails. */
const orders: { id: string; number: string; buyer: string; quantity: number; killedAt: number }[] = [];

beforeAll(async () => {
  devnet = await startDevnet();
  rpc = await startInterceptRpc(devnet.rpcUrl);
  story = await openStoryChain(devnet);
  await story.wallet(issuerWallet.privateKey);
  smtp = await startSmtp();
  dir = mkdtempSync(join(tmpdir(), 'overdive-mint-crash-'));
  let database: Record<string, string> = { DATA_DIR: join(dir, 'pg') };
  if (process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== '') {
    pgDatabase = await openTestDatabase({ migrated: false });
    database = { DATABASE_URL: pgDatabase.url ?? '' };
  }
  env = {
    ...database,
    JWT_SECRET: 'mint-crash-secret-mint-crash-secret-mint',
    RPC_URL: rpc.url,
    ACCEPTED_TOKENS: JSON.stringify([{ symbol: 'USDC', address: devnet.usdc.address, decimals: 6 }]),
    LICENSE_ISSUER_KEY: issuerWallet.privateKey,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'OVERDIVE <no-reply@overdive.example>',
    AUTH_RATE_LIMIT: '1000000',
    API_RATE_LIMIT: '1000000',
  };
  api = await startApiProcess(env);
  // The licensor is told of each paid order by mail (docs/product.md §11.3): once, kills or not.
  const licensor = await createLicensor(api.client, {
    payout_address: newWallet().address,
    contact_email: 'sales@studio.example',
  });
  on = {
    client: api.client,
    licensor,
    wallet: await story.wallet(licensor.wallet.privateKey),
    story,
    devnet,
    price: PRICE,
  };
  await recordCollection(on);
  product = await registerStoryProduct(on);
  const permitted = await story.send(
    on.wallet,
    encodeSetIssuerPermission({ ipId: product.ipId, issuer, permission: 1 }),
  );
  const recorded = await api.client.inject({
    method: 'POST',
    url: `/api/products/products/${product.productId}/auto-issue/`,
    headers: bearer(licensor.token),
    payload: { tx_hash: permitted.hash },
  });
  expect(recorded.json()).toMatchObject({ auto_issue: true });
  nextBuyer = fundedBuyers(devnet, 1000n * PRICE);
});

afterAll(async () => {
  await api?.kill('SIGTERM');
  story?.close();
  await rpc?.close();
  await devnet?.stop();
  await pgDatabase?.close();
  await smtp?.stop();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

async function restart(): Promise<void> {
  api = await startApiProcess(env);
  on = { ...on, client: api.client };
}

async function completed(orderId: string, ms = 60_000): Promise<string> {
  const deadline = Date.now() + ms;
  let status = '';
  while (Date.now() < deadline) {
    const detail = await api.client.inject({
      method: 'GET',
      url: `/api/products/orders/${orderId}/`,
      headers: bearer(on.licensor.token),
    });
    status = detail.json<{ status: string }>().status;
    if (status === 'completed') return status;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return `${status} after ${ms} ms:\n${api.output().slice(-4000)}`;
}

/** Starts `killAt` (resolving when the API reaches the chosen step), pays a new order, then SIGKILLs the API there. */
async function killDuringMint(quantity: number, killAt: () => Promise<unknown>) {
  const buyer = await nextBuyer();
  const reached = killAt();
  const order = await paidStoryOrder(on, product.productId, buyer, quantity);
  await reached;
  expect(await api.kill('SIGKILL')).toBe('SIGKILL');
  orders.push({
    id: order.id,
    number: order.number,
    buyer: buyer.address.toLowerCase(),
    quantity,
    killedAt: Date.now(),
  });
  await restart();
  expect(await completed(order.id)).toBe('completed');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGKILL during an automatic mint', () => {
  it('as the mint is signed: one mint after the restart', async () => {
    await killDuringMint(1, () => api.printed(/licence mint signed/));
  });

  it('once the signed mint is stored, before the node has it: the same mint is sent after the restart', async () => {
    await killDuringMint(2, () => rpc.hold('eth_sendRawTransaction'));
  });

  it('once the node mined it, before the API recorded it: recorded after the restart, not minted again', async () => {
    const before = rpc.forwarded('eth_sendRawTransaction').length;
    await killDuringMint(3, async () => {
      while (rpc.forwarded('eth_sendRawTransaction').length === before) await sleep(10);
      const raw = String(rpc.forwarded('eth_sendRawTransaction')[before]?.[0]);
      return rpc.hold('eth_getTransactionReceipt', (params) => params[0] === keccak256(raw));
    });
  });

  it('left exactly one mint per order on chain, and one issuer transaction each', async () => {
    const logs = await story.provider.getLogs({
      address: STORY_ADDRESSES.licensingModule,
      fromBlock: 0,
      toBlock: 'latest',
    });
    const mints = decodeLicenseTokensMinted(logs);
    for (const order of orders) {
      const toBuyer = mints.filter((mint) => mint.receiver === order.buyer);
      expect(toBuyer.map((mint) => [mint.licensorIpId, Number(mint.amount)])).toEqual([
        [product.ipId, order.quantity],
      ]);
    }
    expect(await story.provider.getTransactionCount(issuer, 'latest')).toBe(orders.length);
  });

  it('told the licensor of each paid order once, by mail, at most a hold after the kill', async () => {
    // A kill may land while the new-order mail is being handed to the mail server: the mail is then held for
    // MAIL_HOLD_SECONDS (the dead run might have been about to finish) and sent as soon as the hold ends.
    const deadline = Date.now() + (MAIL_HOLD_SECONDS + 30) * 1000;
    const subjects = async () => (await smtp.parsed()).map((mail) => mail.subject ?? '');
    while ((await subjects()).length < orders.length && Date.now() < deadline) await sleep(250);
    const taken = await subjects();
    for (const order of orders) {
      const mails = taken.flatMap((subject, index) => (subject.includes(order.number) ? [index] : []));
      expect([order.number, mails.length]).toEqual([order.number, 1]);
      const lateBy = (smtp.takenAt[mails[0] ?? -1] ?? Infinity) - order.killedAt;
      expect({ order: order.number, withinHold: lateBy <= (MAIL_HOLD_SECONDS + 15) * 1000 }).toEqual({
        order: order.number,
        withinHold: true,
      });
    }
  });
});
