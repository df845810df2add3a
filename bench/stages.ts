/**
 * The API stages of the bench (docs/performance.md): an API process on PGlite or PostgreSQL seeded with a licensor and
 * 10 000 orders, then the API CPU figure and the load figure on it.
 */
import { type Devnet } from '../scripts/devnet/index.js';
import { measureApiCpu, type ApiCpuFigures } from './figures/api';
import { runLoad, type LoadResult } from './figures/load';
import {
  startApiProcess,
  type ApiProcess,
  type ApiProcessOptions,
  type BenchDatabase,
} from './lib/apiProcess';
import { details, figure, log, rows } from './lib/report';
import { benchApi, insertBulkOrders, seedLicensor, type SeededLicensor } from './lib/seed';
import { apiRequests, apiRounds, budgets, loadSeconds, loadUsers, ORDER_COUNT, root } from './lib/settings';
import { median, ms, rps } from './lib/table';

export interface Stage {
  database: BenchDatabase;
  label: string;
  api: ApiProcess;
  licensor: SeededLicensor;
}

/** An API process on `database` with a licensor, its products and ORDER_COUNT orders. */
export async function seededApi(
  label: string,
  database: BenchDatabase,
  base: Omit<ApiProcessOptions, 'database' | 'name'>,
  devnet: Devnet,
): Promise<Stage> {
  const options = { ...base, database, name: `api-${label.toLowerCase()}` };
  let api = await startApiProcess(options);
  const client = benchApi(api.baseURL, devnet.usdc, devnet);
  const licensor = await seedLicensor(client);
  // Bulk rows go straight into the database while no API holds it (PGlite allows one process per folder), and
  // the API starts again on the same port with the same secret, so the licensor's token stays valid.
  await api.stop();
  const seeding = Date.now();
  await insertBulkOrders(database, licensor.orderId, ORDER_COUNT - 1);
  log(`${label}: ${ORDER_COUNT} orders in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
  api = await startApiProcess({ ...options, port: api.port, jwtSecret: api.jwtSecret });
  return { database, label, api, licensor };
}

export async function apiFigures(stage: Stage, runDir: string) {
  const bearer = { authorization: `Bearer ${stage.licensor.session.token}` };
  // Three representative reads: the public brand page's lookup, a licensor's orders page (10 000 orders) and the
  // profile every signed-in screen asks for; the last two go through bearer authentication.
  const endpoints = [
    {
      name: 'GET /api/companies/licensor-info/?slug= (public)',
      path: `/api/companies/licensor-info/?slug=${encodeURIComponent(stage.licensor.company.slug)}`,
      headers: {},
    },
    {
      name: 'GET /api/products/orders/ (bearer, 10 000 orders)',
      path: '/api/products/orders/',
      headers: bearer,
    },
    { name: 'GET /api/auth/profile/ (bearer)', path: '/api/auth/profile/', headers: bearer },
  ];
  const rowName = (endpoint: string) => `${stage.label}: API CPU per request, ${endpoint}`;
  const budget = `≤ ${budgets.apiCpuRatio}× bare Fastify`;
  await figure(
    `api ${stage.label}`,
    endpoints.map(({ name }) => ({ figure: rowName(name), budget })),
    async () => {
      log(
        `${stage.label}: API CPU per request at ${budgets.apiRate} req/s, ${apiRounds} rounds of API → bare windows of ${apiRequests} requests per endpoint`,
      );
      const result: ApiCpuFigures = await measureApiCpu(
        {
          root,
          runDir,
          api: { baseURL: stage.api.baseURL, pid: stage.api.child.pid ?? 0 },
          endpoints,
        },
        { rate: budgets.apiRate, requests: apiRequests, rounds: apiRounds },
      );
      details[`api-cpu-${stage.label}`] = result;
      for (const measured of result.endpoints) {
        const us = (windows: { cpuPerRequestUs: number }[]) =>
          `${Math.round(median(windows.map((w) => w.cpuPerRequestUs)))} µs`;
        // A server that cannot answer 300 requests a second falls behind; the row says what rate it held.
        const held = Math.min(...measured.api.map((w) => w.total / w.seconds));
        const behind = held < budgets.apiRate * 0.95 ? `; API held only ${Math.round(held)} req/s` : '';
        rows.push({
          figure: rowName(measured.endpoint),
          budget,
          result: `${measured.ratio.toFixed(2)}× (rounds ${measured.ratios.map((r) => r.toFixed(2)).join(', ')}; ${us(
            measured.api,
          )} vs ${us(measured.bare)} per request; p99 ${ms(median(measured.api.map((w) => w.p99)))}, bare p99 ${ms(
            median(measured.bare.map((w) => w.p99)),
          )}${behind})`,
          pass: measured.ratio <= budgets.apiCpuRatio,
        });
      }
    },
  );
}

export async function loadFigure(stage: Stage, devnet: Devnet) {
  const name = `${stage.label}: load, ${loadUsers} licensors × ${loadSeconds} s (sign in, browse, create)`;
  await figure(`load ${stage.label}`, [{ figure: name, budget: '0 5xx' }], async () => {
    log(`${stage.label}: load, ${loadUsers} virtual licensors for ${loadSeconds} s`);
    const result: LoadResult = await runLoad(stage.api.baseURL, devnet.usdc, {
      users: loadUsers,
      seconds: loadSeconds,
      chainId: devnet.chainId,
    });
    details[`load-${stage.label}`] = result;
    rows.push({
      figure: name,
      budget: '0 5xx',
      result: `${result.status5xx} 5xx, ${result.unexpected} other errors; ${result.requests.toLocaleString('en-US')} requests, ${rps(
        result.rps,
      )}, p99 ${ms(result.p99)}; ${result.signIns} sign-ins, ${result.productsCreated} products`,
      pass: result.status5xx === 0 && result.unexpected === 0,
    });
  });
}
