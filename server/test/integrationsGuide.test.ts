/**
 * The guide's own code (docs/integrations.md, "Verify a delivery"), run as written in a Node process of its own
 * against a real delivery: a `ping` the API posted to a receiver started here. It accepts that delivery and refuses
 * the same body with another secret, a body changed by one character, and a signature older than its tolerance.
 */
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  bearer,
  createLicensor,
  openTestDatabase,
  startApp,
  type TestApp,
  type TestDatabase,
} from './helpers.js';
import { addWebhook, anotherSecret } from './webhookKit.js';
import { startReceiver, type Receiver } from './webhookReceiver.js';

const GUIDE = resolve(__dirname, '../../docs/integrations.md');

/** The first ```js block after the heading `### {heading}`. */
function guideCode(heading: string): string {
  const text = readFileSync(GUIDE, 'utf8');
  const section = text.slice(text.indexOf(`### ${heading}\n`));
  const match = /```js\n([\s\S]*?)```/.exec(section);
  if (section.length === text.length + 1 || match?.[1] === undefined)
    throw new Error(`no js block under "### ${heading}"`);
  return match[1];
}

let database: TestDatabase;
let app: TestApp;
let receiver: Receiver;
let dir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  receiver = await startReceiver();
  app = await startApp(database.db, { WEBHOOK_ALLOW_PRIVATE: 'true' });
  dir = mkdtempSync(join(tmpdir(), 'overdive-guide-'));
});

afterAll(async () => {
  await app?.close();
  await receiver?.close();
  await database?.close();
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
});

interface Case {
  body: string;
  header: string | undefined;
  secret: string;
}

/** Runs the guide's verifier in a plain Node process on each case; its answers, in order. */
async function verifyWithGuide(cases: Case[]): Promise<unknown[]> {
  writeFileSync(join(dir, 'verify.mjs'), guideCode('Verify a delivery'));
  writeFileSync(
    join(dir, 'run.mjs'),
    `import { verifyOverdiveSignature } from './verify.mjs';
const cases = JSON.parse(process.env.CASES);
console.log(JSON.stringify(cases.map((c) => verifyOverdiveSignature(c.body, c.header, c.secret))));`,
  );
  const { stdout } = await promisify(execFile)(process.execPath, [join(dir, 'run.mjs')], {
    env: { PATH: process.env.PATH ?? '', CASES: JSON.stringify(cases) },
  });
  return JSON.parse(stdout) as unknown[];
}

it("verifies a real delivery with the guide's code, and refuses a forged, changed or old one", async () => {
  const licensor = await createLicensor(app);
  const webhook = await addWebhook(app, licensor, `http://127.0.0.1:${receiver.port}/overdive`);
  const test = await app.inject({
    method: 'POST',
    url: `/api/companies/webhooks/${webhook.id}/test/`,
    headers: bearer(licensor.token),
  });
  expect(test.statusCode).toBe(202);
  const [call] = await receiver.waitFor(1);
  if (call === undefined) throw new Error('no delivery');
  const header = call.headers['overdive-signature'] as string;
  const hourAgo = Math.floor(Date.now() / 1000) - 3600;
  const oldHeader = `t=${hourAgo},v1=${createHmac('sha256', webhook.secret).update(`${hourAgo}.${call.body}`).digest('hex')}`;

  expect(
    await verifyWithGuide([
      { body: call.body, header, secret: webhook.secret },
      { body: call.body, header, secret: anotherSecret(webhook.secret) },
      { body: call.body.replace('ping', 'pong'), header, secret: webhook.secret },
      { body: call.body, header: oldHeader, secret: webhook.secret },
      { body: call.body, header: undefined, secret: webhook.secret },
    ]),
  ).toEqual([true, false, false, false, false]);
});
