/**
 * `npm run demo` (docs/product.md §2): `npm start`, plus a demo licensor with products and orders paid on the local
 * chain, so a newcomer sees a full dashboard at once. Everything is made through the API as the app makes it:
 * EIP-4361 sign-ins, the company created by a signed call (docs/product.md §6), buyers signed in before they order
 * and paying with real ERC-20 transfers that the API checks on chain (§7). The development wallet starts on the demo
 * licensor's account. Data already there (a second `npm run demo`) is left as it is.
 *
 * A little over 300 lines on purpose: one script read top to bottom in the order the demo is built.
 */
import { Wallet } from 'ethers';
import { requestResource, signedCallStatement } from '../server/src/auth/signedCall.js';
import { formatEip4361Message, welcomeStatement } from '../src/services/auth/eip4361.js';
import { DEVNET_CHAIN_ID, type Devnet, type DevnetAccount } from './devnet/index.js';
import { start } from './start.js';

/** Accounts #0 and #1 stay free for the README's tour; the demo licensor is #2, its buyers #3–#6. */
export const DEMO_LICENSOR_ACCOUNT = 2;
const DEMO_BUYER_ACCOUNTS = [3, 4, 5, 6];

const company = {
  name: 'Northwind Sound',
  slug: 'northwind-sound',
  description:
    'Field recordings, loops and artwork from a small Seoul studio, licensed for film, games and remixes.',
  contact_email: 'licensing@northwind.example',
  country: 'KR',
};

interface DemoProduct {
  title: string;
  summary: string;
  category: string;
  license: Record<string, unknown>;
  /** USDC, as a decimal string. */
  price: string;
  max_licenses: number | null;
  status: 'published' | 'draft';
}

const products: DemoProduct[] = [
  {
    title: 'Storm Loops Vol. 1',
    summary: 'Twelve thunderstorm loops, 24-bit, for film and games.',
    category: 'audio',
    license: {
      flavor: 'commercial_remix',
      commercial_use: true,
      derivatives_allowed: true,
      commercial_rev_share_pct: 10,
    },
    price: '2.5',
    max_licenses: 100,
    status: 'published',
  },
  {
    title: 'Neon Skyline',
    summary: 'A 6000 px night-city illustration for covers and key art.',
    category: 'image',
    license: { flavor: 'commercial_use', commercial_use: true, derivatives_allowed: false },
    price: '15',
    max_licenses: 20,
    status: 'published',
  },
  {
    title: 'Field Recordings: Seoul',
    summary: 'Markets, subway and rain, forty minutes of city sound.',
    category: 'audio',
    license: { flavor: 'non_commercial_remix', commercial_use: false, derivatives_allowed: true },
    price: '1',
    max_licenses: null,
    status: 'published',
  },
  {
    title: 'Lo-fi Drum Kit',
    summary: 'Eighty one-shots, still being mixed.',
    category: 'audio',
    license: { flavor: 'commercial_use', commercial_use: true, derivatives_allowed: false },
    price: '5',
    max_licenses: null,
    status: 'draft',
  },
];

/** Who buys what, and where the demo leaves each order (docs/product.md §8 statuses). */
const orders: {
  buyer: number;
  product: number;
  quantity: number;
  end: 'completed' | 'paid' | 'pending_payment' | 'cancelled';
}[] = [
  { buyer: 3, product: 0, quantity: 1, end: 'completed' },
  { buyer: 4, product: 1, quantity: 1, end: 'paid' },
  { buyer: 5, product: 0, quantity: 2, end: 'completed' },
  { buyer: 6, product: 2, quantity: 1, end: 'pending_payment' },
  { buyer: 3, product: 1, quantity: 1, end: 'cancelled' },
];

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** The API as the browser calls it: from the app's origin, which the sign-in messages name (docs/product.md §6). */
class DemoClient {
  constructor(
    private readonly apiUrl: string,
    private readonly origin: string,
  ) {}

  async call<T>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
    const response = await fetch(`${this.apiUrl}${path}`, {
      method,
      headers: {
        origin: this.origin,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    const body: unknown = text === '' ? null : JSON.parse(text);
    if (!response.ok) throw new ApiError(response.status, body, `${method} ${path}`);
    return body as T;
  }

  /** An EIP-4361 message for this origin with a fresh nonce (docs/product.md §6). */
  private async message(
    wallet: Wallet,
    statement: string,
    resources: string[] = [],
  ): Promise<{ text: string; issuedAt: number }> {
    const { nonce } = await this.call<{ nonce: string }>(
      'GET',
      `/api/auth/nonce/?wallet_address=${wallet.address}`,
    );
    // Whole seconds, so the signed call's `timestamp` and `Issued At` agree exactly.
    const issuedAt = Math.floor(Date.now() / 1000) * 1000;
    const text = formatEip4361Message({
      origin: this.origin,
      address: wallet.address,
      statement,
      chainId: DEVNET_CHAIN_ID,
      nonce,
      issuedAtMs: issuedAt,
      resources,
    });
    return { text, issuedAt };
  }

  async signIn(wallet: Wallet): Promise<string> {
    const { text } = await this.message(wallet, welcomeStatement);
    const { token } = await this.call<{ token: string }>('POST', '/api/auth/wallet-connect/', {
      body: { wallet_address: wallet.address, signature: await wallet.signMessage(text), message: text },
    });
    return token;
  }

  /** A signed call: the body plus `auth`, whose one resource covers method, path and the canonical body (§6). */
  async signedCall<T>(
    wallet: Wallet,
    token: string,
    method: 'POST' | 'PATCH',
    path: string,
    body: Record<string, unknown>,
    statement: string,
  ): Promise<T> {
    // The resource exactly as the server recomputes it from the request (docs/product.md §6).
    const { text, issuedAt } = await this.message(wallet, statement, [requestResource(method, path, body)]);
    const auth = {
      wallet_address: wallet.address,
      signature: await wallet.signMessage(text),
      timestamp: String(issuedAt / 1000),
      message: text,
    };
    return this.call<T>(method, path, { token, body: { ...body, auth } });
  }
}

function listOf<T>(answer: T[] | { results: T[] }): T[] {
  return Array.isArray(answer) ? answer : answer.results;
}

function baseUnits(decimal: string, decimals: number): string {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return (BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')).toString();
}

interface Order {
  id: string;
  number: string;
  status: string;
  total: string;
  pay_to: string;
  token: { address: string };
}

export async function seedDemo(devnet: Devnet, apiUrl: string, webUrl: string): Promise<string> {
  const client = new DemoClient(apiUrl, webUrl);
  const account = (index: number): DevnetAccount => {
    const found = devnet.accounts[index];
    if (found === undefined) throw new Error(`the local chain has no account #${index}`);
    return found;
  };
  const licensorAccount = account(DEMO_LICENSOR_ACCOUNT);
  const licensor = new Wallet(licensorAccount.privateKey);
  const token = await client.signIn(licensor);

  const existing = listOf(
    await client.call<{ slug: string }[] | { results: { slug: string }[] }>('GET', '/api/companies/', {
      token,
    }),
  );
  if (existing.length > 0) return `the demo licensor is already set up (${existing[0]?.slug}); nothing added`;

  const body = { ...company, payout_address: licensor.address.toLowerCase() };
  await client.signedCall(
    licensor,
    token,
    'POST',
    '/api/companies/',
    body,
    signedCallStatement.createCompany(company.slug),
  );

  const productIds: string[] = [];
  for (const product of products) {
    const created = await client.call<{ id: string }>('POST', '/api/products/products/', {
      token,
      body: {
        title: product.title,
        summary: product.summary,
        category: product.category,
        license: product.license,
        price: {
          amount: baseUnits(product.price, devnet.usdc.decimals),
          token: { address: devnet.usdc.address },
        },
        max_licenses: product.max_licenses,
        status: product.status,
      },
    });
    productIds.push(created.id);
  }

  const buyerTokens = new Map<number, string>();
  for (const index of DEMO_BUYER_ACCOUNTS)
    buyerTokens.set(index, await client.signIn(new Wallet(account(index).privateKey)));

  for (const [n, plan] of orders.entries()) {
    const buyerToken = buyerTokens.get(plan.buyer) as string;
    const order = await client.call<Order>('POST', '/api/products/orders/', {
      token: buyerToken,
      body: {
        product_id: productIds[plan.product],
        quantity: plan.quantity,
        buyer_email: `buyer${n + 1}@example.com`,
      },
    });
    if (plan.end === 'cancelled') {
      await client.call('PATCH', `/api/products/orders/${order.id}/`, {
        token,
        body: { status: 'cancelled', note: 'The buyer asked to cancel.' },
      });
      continue;
    }
    if (plan.end === 'pending_payment') continue;
    // A real ERC-20 transfer of the total to the order's payout address, which the API checks on chain.
    const txHash = await devnet.transfer(account(plan.buyer), order.pay_to, BigInt(order.total), {
      token: order.token.address,
    });
    try {
      await client.call('POST', `/api/products/orders/${order.id}/pay/`, { body: { tx_hash: txHash } });
    } catch (error) {
      // The API's own payment watcher may have paid it first (docs/product.md §7); then the order says so.
      const seen = await client.call<Order>('GET', `/api/products/orders/${order.id}/`, { token });
      if (seen.status !== 'paid') throw error;
    }
    if (plan.end === 'completed') {
      await client.call('PATCH', `/api/products/orders/${order.id}/`, {
        token,
        body: { status: 'completed', note: 'Licence sent by e-mail.' },
      });
    }
  }
  return `demo licensor ${company.name} (account #${DEMO_LICENSOR_ACCOUNT}, ${licensor.address}): ${products.length} products, ${orders.length} orders, ${orders.filter((o) => o.end === 'paid' || o.end === 'completed').length} paid on the local chain`;
}

if (process.env.RPC_URL?.trim()) {
  console.error('npm run demo pays its orders on the local chain: unset RPC_URL.');
  process.exit(1);
}

await start({
  command: 'npm run demo',
  // The development wallet starts on the demo licensor's account (src/services/wallet/devWallet).
  env: { DEV_WALLET_ACCOUNT: String(DEMO_LICENSOR_ACCOUNT) },
  afterReady: async ({ devnet, apiUrl, webUrl }) => {
    if (devnet === null) throw new Error('npm run demo needs the local chain');
    console.info(`\x1b[1m[demo]\x1b[0m ${await seedDemo(devnet, apiUrl, webUrl)}`);
    console.info(
      `\x1b[1m[demo]\x1b[0m the Dev Wallet has account #${DEMO_LICENSOR_ACCOUNT} selected: CONNECT and sign in to see its Home; its public page is ${webUrl}/products/${company.slug}`,
    );
  },
});
