/**
 * Load (docs/security.md): N concurrent virtual licensors against one API process. Each signs in for real (nonce, an ethers
 * wallet signs the docs/product.md §6 message, wallet-connect), creates its company once (a signed call), then loops:
 * company lookup, products list, orders list, create a product; every few rounds it signs in again. Every answer
 * is timed; any 5xx or unexpected status fails the figure.
 */
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { requestResource, signInMessage } from '../../tests/e2e/support/api';
import { type BenchToken } from '../lib/seed';

export interface LoadResult {
  users: number;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  status5xx: number;
  /** Answers other than the expected ones (non-5xx), and network errors. */
  unexpected: number;
  errors: string[];
  byOperation: Record<string, { count: number; p99: number }>;
  signIns: number;
  productsCreated: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function runLoad(
  baseURL: string,
  token: BenchToken,
  {
    users = 200,
    seconds = 60,
    roundsPerSignIn = 5,
    chainId = 1514,
  }: { users?: number; seconds?: number; roundsPerSignIn?: number; chainId?: number } = {},
): Promise<LoadResult> {
  const origin = new URL(baseURL).origin;
  const latencies: Record<string, number[]> = {};
  const errors: string[] = [];
  let status5xx = 0;
  let unexpected = 0;
  let signIns = 0;
  let productsCreated = 0;
  const deadline = Date.now() + seconds * 1000;

  async function call(
    operation: string,
    method: string,
    path: string,
    { token: bearer, body, expect = [200] }: { token?: string; body?: unknown; expect?: number[] } = {},
  ): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { origin };
    if (bearer !== undefined) headers.authorization = `Bearer ${bearer}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let json: unknown = null;
    try {
      const response = await fetch(`${baseURL}/api/${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      const text = await response.text();
      json = text === '' ? null : JSON.parse(text);
    } catch (error) {
      unexpected += 1;
      if (errors.length < 10) errors.push(`${operation}: ${(error as Error).message}`);
      return { status: 0, json: null };
    }
    (latencies[operation] ??= []).push(performance.now() - started);
    if (status >= 500) status5xx += 1;
    if (!expect.includes(status)) {
      if (status < 500) unexpected += 1;
      if (errors.length < 10) errors.push(`${operation}: ${status} ${JSON.stringify(json).slice(0, 200)}`);
    }
    return { status, json };
  }

  async function signIn(wallet: Wallet): Promise<string | null> {
    const address = wallet.address.toLowerCase();
    const nonce = await call('auth/nonce', 'GET', `auth/nonce/?wallet_address=${address}`);
    if (nonce.status !== 200) return null;
    const message = signInMessage(
      origin,
      wallet.address,
      (nonce.json as { nonce: string }).nonce,
      Date.now(),
      {
        chainId,
      },
    );
    const signature = await wallet.signMessage(message);
    const connected = await call('auth/wallet-connect', 'POST', 'auth/wallet-connect/', {
      body: { wallet_address: address, signature, message },
    });
    if (connected.status !== 200) return null;
    signIns += 1;
    return (connected.json as { token: string }).token;
  }

  async function virtualLicensor(index: number): Promise<void> {
    const wallet = new Wallet(`0x${randomBytes(32).toString('hex')}`);
    const address = wallet.address.toLowerCase();
    let hasCompany = false;
    let made = 0;
    while (Date.now() < deadline) {
      const bearer = await signIn(wallet);
      if (bearer === null) return;
      if (!hasCompany) {
        const lookup = await call('companies/{wallet}', 'GET', `companies/${address}/`, {
          token: bearer,
          expect: [200, 404],
        });
        if (lookup.status === 404) {
          // A signed call (docs/product.md §6): a fresh nonce, and a message covering this very request.
          const callNonce = await call('auth/nonce', 'GET', `auth/nonce/?wallet_address=${address}`);
          if (callNonce.status !== 200) return;
          const seconds = Math.floor(Date.now() / 1000);
          const body = {
            name: `Load Licensor ${index}`,
            slug: `load-${address.slice(2, 14)}`,
            country: 'KR',
          };
          const message = signInMessage(
            origin,
            wallet.address,
            (callNonce.json as { nonce: string }).nonce,
            seconds * 1000,
            {
              chainId,
              statement: `Create company ${body.slug}`,
              resources: [requestResource('POST', '/api/companies/', body)],
            },
          );
          const created = await call('companies (create)', 'POST', 'companies/', {
            token: bearer,
            expect: [201],
            body: {
              ...body,
              auth: {
                wallet_address: address,
                signature: await wallet.signMessage(message),
                timestamp: String(seconds),
                message,
              },
            },
          });
          if (created.status !== 201) return;
        }
        hasCompany = true;
      }
      for (let round = 0; round < roundsPerSignIn && Date.now() < deadline; round += 1) {
        await call('companies/{wallet}', 'GET', `companies/${address}/`, { token: bearer });
        await call('products/products', 'GET', 'products/products/', { token: bearer });
        await call('products/orders', 'GET', 'products/orders/', { token: bearer });
        made += 1;
        const product = await call('products/products (create)', 'POST', 'products/products/', {
          token: bearer,
          expect: [201],
          body: {
            title: `Load Product ${made}`,
            category: 'image',
            license: { flavor: 'commercial_use', commercial_use: true, derivatives_allowed: false },
            price: { amount: '1000000', token: { address: token.address } },
            status: 'published',
          },
        });
        if (product.status === 201) productsCreated += 1;
      }
    }
  }

  const started = performance.now();
  await Promise.all(Array.from({ length: users }, (_, index) => virtualLicensor(index)));
  const elapsed = (performance.now() - started) / 1000;
  const all = Object.values(latencies)
    .flat()
    .sort((a, b) => a - b);
  const byOperation = Object.fromEntries(
    Object.entries(latencies).map(([operation, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return [operation, { count: sorted.length, p99: percentile(sorted, 99) }];
    }),
  );
  return {
    users,
    seconds: elapsed,
    requests: all.length,
    rps: all.length / elapsed,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    status5xx,
    unexpected,
    errors,
    byOperation,
    signIns,
    productsCreated,
  };
}
