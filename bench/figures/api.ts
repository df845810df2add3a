/**
 * API throughput (issue 5): 50 connections for 10 s on loopback against GET /api/companies/{wallet}/ and
 * GET /api/products/orders/ (the 10 000-order licensor's first page), each next to a bare Fastify route answering a
 * fixed JSON body. Runs alternate bare → company → orders → bare on the same machine in the same minute, and each
 * endpoint is compared with the mean of the two bare runs around it.
 */
import { cannon, type CannonResult } from '../lib/httpLoad';

export interface ApiFigures {
  bare: CannonResult[];
  company: CannonResult;
  orders: CannonResult;
  bareRps: number;
}

export async function measureApi(
  {
    bareUrl,
    apiBaseURL,
    token,
    wallet,
  }: { bareUrl: string; apiBaseURL: string; token: string; wallet: string },
  {
    seconds = 10,
    connections = 50,
    warmupSeconds = 2,
  }: { seconds?: number; connections?: number; warmupSeconds?: number } = {},
): Promise<ApiFigures> {
  const auth = { authorization: `Bearer ${token}` };
  const targets = {
    bare: { url: bareUrl, headers: {} },
    company: { url: `${apiBaseURL}/api/companies/${wallet}/`, headers: auth },
    orders: { url: `${apiBaseURL}/api/products/orders/`, headers: auth },
  };
  const run = async (name: keyof typeof targets) => {
    const { url, headers } = targets[name];
    // JIT, connection pools and caches warm up before the measured run.
    await cannon(url, { connections, seconds: warmupSeconds, headers });
    const result = await cannon(url, { connections, seconds, headers });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
    return result;
  };
  const bareBefore = await run('bare');
  const company = await run('company');
  const orders = await run('orders');
  const bareAfter = await run('bare');
  return { bare: [bareBefore, bareAfter], company, orders, bareRps: (bareBefore.rps + bareAfter.rps) / 2 };
}
