/**
 * A local chain that survives restarts, so that it and the database beside it never disagree (docs/product.md §2).
 * Hardhat 2 cannot save its state, so the chain's history is kept instead: a JSON-RPC relay in front of the node
 * appends every state-changing call that succeeded to `<stateDir>/calls.jsonl`, with the block time of the
 * transactions, and the next start replays them on a fresh node whose clock starts at the first start's time.
 * Signed transactions replay to the same hashes, so the payments the database recorded are found again.
 *
 * The node also mines a block every 2 seconds (hardhat.config.cjs), and those empty blocks are not calls. So each
 * transaction keeps its block number too, and the highest block any answer showed (`head.json`, written before that
 * answer leaves) is kept as well: the replay mines empty blocks up to each transaction's block and, at the end, up to
 * that head. Otherwise the replayed chain would be shorter than before the restart, while the payment watcher's
 * stored block (docs/product.md §13.1) remembers the old head, and new transfers would land at or below it, unread.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';

/** Calls that change the chain; everything else is a read and is not kept. */
const RECORDED_METHODS = new Set([
  'eth_sendRawTransaction',
  'eth_sendTransaction',
  'hardhat_setBalance',
  'hardhat_setCode',
  'hardhat_setNonce',
  'hardhat_setStorageAt',
]);
const TRANSACTION_METHODS = new Set(['eth_sendRawTransaction', 'eth_sendTransaction']);

interface RecordedCall {
  method: string;
  params: unknown[];
  /** The block time (seconds) of a transaction, so the replay mines it at the same time. */
  timestamp?: number;
  /** The block number of a transaction, so the replay mines it in the same block. */
  block?: number;
}

interface ChainInfo {
  /** When the chain was first started (ISO 8601): the replaying node's clock starts there. */
  genesis: string;
}

/** `head.json`: the highest block number an answer of the node showed (a head, a block, a receipt, logs). */
interface HeadInfo {
  block: number;
}

interface JsonRpcCall {
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

interface JsonRpcAnswer {
  id?: unknown;
  result?: unknown;
  error?: unknown;
}

export interface ChainState {
  /** When the kept chain began (ISO 8601), for the node's `initialDate`. */
  genesis: string;
  /** Whether there was a chain to pick up (false: a new one begins now). */
  resumed: boolean;
  callsFile: string;
  headFile: string;
  /** The highest block an answer showed so far (the replay mines at least up to it); -1 before any. */
  head: number;
}

function readHead(headFile: string): number {
  if (!existsSync(headFile)) return -1;
  try {
    const info = JSON.parse(readFileSync(headFile, 'utf8')) as HeadInfo;
    return Number.isSafeInteger(info.block) && info.block >= 0 ? info.block : -1;
  } catch {
    return -1;
  }
}

/** Keeps `block` as the head when it is higher than the kept one (written whole: a crash leaves the old file). */
function keepHead(state: ChainState, block: number): void {
  if (block <= state.head) return;
  state.head = block;
  const partial = `${state.headFile}.partial`;
  writeFileSync(partial, `${JSON.stringify({ block } satisfies HeadInfo)}\n`);
  renameSync(partial, state.headFile);
}

/** Opens (or begins) the chain kept in `stateDir`. */
export function openChainState(stateDir: string): ChainState {
  mkdirSync(stateDir, { recursive: true });
  const infoFile = join(stateDir, 'chain.json');
  const callsFile = join(stateDir, 'calls.jsonl');
  const headFile = join(stateDir, 'head.json');
  if (existsSync(infoFile)) {
    const info = JSON.parse(readFileSync(infoFile, 'utf8')) as ChainInfo;
    if (typeof info.genesis === 'string' && !Number.isNaN(Date.parse(info.genesis)))
      return { genesis: info.genesis, resumed: true, callsFile, headFile, head: readHead(headFile) };
  }
  const genesis = new Date().toISOString();
  writeFileSync(infoFile, `${JSON.stringify({ genesis } satisfies ChainInfo)}\n`);
  writeFileSync(callsFile, '');
  writeFileSync(headFile, `${JSON.stringify({ block: 0 } satisfies HeadInfo)}\n`);
  return { genesis, resumed: false, callsFile, headFile, head: 0 };
}

function readCalls(callsFile: string): RecordedCall[] {
  if (!existsSync(callsFile)) return [];
  const calls: RecordedCall[] = [];
  for (const line of readFileSync(callsFile, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const call = JSON.parse(line) as RecordedCall;
      if (typeof call.method === 'string' && Array.isArray(call.params)) calls.push(call);
    } catch {
      // A line cut short by a crash while it was written: the call it held did not finish either.
    }
  }
  return calls;
}

/** One JSON-RPC call to the node; throws on an error answer. */
export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as JsonRpcAnswer;
  if (answer.error !== undefined) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result;
}

async function latestBlock(nodeUrl: string): Promise<{ number: number; timestamp: number }> {
  const block = (await rpc(nodeUrl, 'eth_getBlockByNumber', ['latest', false])) as {
    number: string;
    timestamp: string;
  };
  return { number: Number(BigInt(block.number)), timestamp: Number(BigInt(block.timestamp)) };
}

async function latestTimestamp(nodeUrl: string): Promise<number> {
  return (await latestBlock(nodeUrl)).timestamp;
}

/**
 * Mines empty blocks until the head is `block`, all at the latest block's time (the empty blocks mined by the
 * interval before the restart are not kept, their times neither; this keeps the next replayed block's time its own).
 */
async function mineUpTo(nodeUrl: string, block: number): Promise<void> {
  const latest = await latestBlock(nodeUrl);
  if (latest.number >= block) return;
  await rpc(nodeUrl, 'evm_setNextBlockTimestamp', [latest.timestamp]);
  await rpc(nodeUrl, 'hardhat_mine', [`0x${(block - latest.number).toString(16)}`, '0x0']);
}

/**
 * Replays the kept calls on a fresh node (each transaction in its own block again), mines up to the kept head, then
 * sets the clock back to now. The node must not mine by the interval meanwhile (index.ts turns it on afterwards).
 * Returns how many calls were replayed.
 */
export async function replayChain(state: ChainState, nodeUrl: string): Promise<number> {
  const calls = readCalls(state.callsFile);
  for (const call of calls) {
    if (call.block !== undefined) await mineUpTo(nodeUrl, call.block - 1);
    if (call.timestamp !== undefined) {
      const next = Math.max(call.timestamp, await latestTimestamp(nodeUrl));
      await rpc(nodeUrl, 'evm_setNextBlockTimestamp', [next]);
    }
    await rpc(nodeUrl, call.method, call.params);
  }
  // Every block a client saw is there again, so a block number the database keeps (the watcher's stored block,
  // docs/product.md §13.1) is not ahead of the chain.
  await mineUpTo(nodeUrl, state.head);
  // The clock ran from the first start's time; move it to now so new blocks carry the wall-clock time the API
  // compares with order expiry.
  const now = Math.max(Math.floor(Date.now() / 1000), await latestTimestamp(nodeUrl));
  await rpc(nodeUrl, 'evm_setNextBlockTimestamp', [now]);
  await rpc(nodeUrl, 'evm_mine', []);
  return calls.length;
}

/** The highest block number an answer shows: a head, a block, a receipt or transaction, logs; null for none. */
function shownBlock(method: string, result: unknown): number | null {
  const asNumber = (value: unknown): number | null => {
    if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return null;
    const number = Number(BigInt(value));
    return Number.isSafeInteger(number) ? number : null;
  };
  if (method === 'eth_blockNumber') return asNumber(result);
  if (Array.isArray(result)) {
    let highest: number | null = null;
    for (const item of result) {
      const block = shownBlock('', item);
      if (block !== null && (highest === null || block > highest)) highest = block;
    }
    return highest;
  }
  if (typeof result !== 'object' || result === null) return null;
  const fields = result as { number?: unknown; blockNumber?: unknown };
  // A block has `number`; a receipt, a transaction and a log have `blockNumber`.
  return method.startsWith('eth_getBlockBy') ? asNumber(fields.number) : asNumber(fields.blockNumber);
}

/** Keeps the highest block the answers show (head.json) before they reach the client. */
function keepShownHead(state: ChainState, callList: JsonRpcCall[], answerList: JsonRpcAnswer[]): void {
  for (const call of callList) {
    if (typeof call?.method !== 'string') continue;
    const answer = answerList.find((candidate) => candidate?.id === call.id);
    if (answer === undefined || answer.error !== undefined) continue;
    const block = shownBlock(call.method, answer.result);
    if (block !== null) keepHead(state, block);
  }
}

/** Kept on the node's own word when the chain stops: the last blocks, even the ones no answer showed. */
export async function keepNodeHead(state: ChainState, nodeUrl: string): Promise<void> {
  keepHead(state, (await latestBlock(nodeUrl)).number);
}

/** Records the state-changing calls of one request/answer pair (single or batch), and the head it shows. */
async function recordCalls(
  state: ChainState,
  nodeUrl: string,
  requestBody: string,
  answerBody: string,
): Promise<void> {
  let calls: unknown;
  let answers: unknown;
  try {
    calls = JSON.parse(requestBody);
    answers = JSON.parse(answerBody);
  } catch {
    return;
  }
  const callList = (Array.isArray(calls) ? calls : [calls]) as JsonRpcCall[];
  const answerList = (Array.isArray(answers) ? answers : [answers]) as JsonRpcAnswer[];
  keepShownHead(state, callList, answerList);
  for (const call of callList) {
    if (typeof call?.method !== 'string' || !RECORDED_METHODS.has(call.method)) continue;
    const answer = answerList.find((candidate) => candidate?.id === call.id);
    if (answer === undefined || answer.error !== undefined) continue;
    const record: RecordedCall = {
      method: call.method,
      params: Array.isArray(call.params) ? call.params : [],
    };
    if (TRANSACTION_METHODS.has(call.method) && typeof answer.result === 'string') {
      const receipt = (await rpc(nodeUrl, 'eth_getTransactionReceipt', [answer.result])) as {
        blockNumber: string;
      } | null;
      if (receipt !== null) {
        const block = (await rpc(nodeUrl, 'eth_getBlockByNumber', [receipt.blockNumber, false])) as {
          timestamp: string;
        };
        record.timestamp = Number(BigInt(block.timestamp));
        record.block = Number(BigInt(receipt.blockNumber));
      }
    }
    appendFileSync(state.callsFile, `${JSON.stringify(record)}\n`);
  }
}

const FORWARDED_HEADERS = [
  'content-type',
  'accept',
  'origin',
  'access-control-request-method',
  'access-control-request-headers',
];

function pickHeaders(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

/**
 * The relay on the public host and port: forwards every request to the node (CORS answers included) and records
 * what changed the chain, one call after the other in the order the node answered.
 */
export function startRecordingRelay(
  state: ChainState,
  nodeUrl: string,
  host: string,
  port: number,
): Promise<Server> {
  const node = new URL(nodeUrl);
  let recording: Promise<void> = Promise.resolve();
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = httpRequest(
        {
          host: node.hostname,
          port: node.port,
          path: incoming.url,
          method: incoming.method,
          headers: { ...pickHeaders(incoming.headers, FORWARDED_HEADERS), 'content-length': body.length },
        },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => {
            const answerBody = Buffer.concat(answerChunks);
            if (incoming.method === 'POST') {
              recording = recording
                .then(() => recordCalls(state, nodeUrl, body.toString('utf8'), answerBody.toString('utf8')))
                .catch((error: unknown) =>
                  console.error(
                    `devnet: could not keep a call (${error instanceof Error ? error.message : String(error)})`,
                  ),
                );
            }
            // The answer waits for its record, so a caller that saw its transaction confirmed finds it kept.
            void recording.then(() => {
              const headers = { ...answer.headers };
              delete headers['transfer-encoding'];
              headers['content-length'] = String(answerBody.length);
              outgoing.writeHead(answer.statusCode ?? 502, headers);
              outgoing.end(answerBody);
            });
          });
        },
      );
      forward.on('error', () => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' });
        outgoing.end('The devnet node is not answering.');
      });
      forward.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
