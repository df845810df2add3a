/**
 * Setup through the real API, for speed: sign in with a wallet key in Node (docs/product.md §6), create the company and
 * products, fund accounts on the devnet, and put a session into a page's localStorage. Specs that test the sign-in
 * itself go through the UI instead. The message is written here from docs/product.md §6, independently of the app and
 * the server, so a drift between them and the contract fails the suite.
 */
import { createHash, randomBytes } from 'node:crypto';
import canonicalize from 'canonicalize';
import { type Page } from '@playwright/test';
import { Contract, JsonRpcProvider, Network, Wallet } from 'ethers';
import { type E2EAccount, type E2EEnv } from './env';
import { type TestWallet } from './testWallet';

export interface ApiSession {
  token: string;
  /** Lowercase, as the app stores it under `wallet_address`. */
  walletAddress: string;
  signer: Wallet;
}

export interface Company {
  id: string;
  wallet_address: string;
  name: string;
  slug: string;
  payout_address: string;
  [field: string]: unknown;
}

export interface Product {
  id: string;
  slug: string;
  title: string;
  status: string;
  price: { amount: string; token: { symbol: string; address: string; decimals: number } };
  [field: string]: unknown;
}

export interface Order {
  id: string;
  number: string;
  status: string;
  total: string;
  /** Where the buyer sends the total: the payout address. */
  pay_to: string;
  [field: string]: unknown;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    what: string,
  ) {
    super(`${what} answered ${status}: ${JSON.stringify(body)}`);
  }
}

/** A new random wallet (no funds): each spec that writes data uses its own, so specs never share a company. */
export function newAccount(): E2EAccount {
  const wallet = Wallet.createRandom();
  return { address: wallet.address, privateKey: wallet.privateKey };
}

export function signerOf(account: E2EAccount | Wallet): Wallet {
  return account instanceof Wallet ? account : new Wallet(account.privateKey);
}

const WELCOME =
  'Welcome to OVERDIVE! Sign this message to prove you own this wallet. It does not send a transaction or cost gas.';

/**
 * docs/product.md §6: an EIP-4361 message for `origin`, lines joined with "\n", the address in EIP-55 case, Expiration
 * Time 10 minutes after Issued At; a signed call adds its one resource.
 */
export function signInMessage(
  origin: string,
  checksumAddress: string,
  nonce: string,
  issuedAtMs: number,
  {
    chainId,
    statement = WELCOME,
    resources = [],
  }: { chainId: number; statement?: string; resources?: string[] },
): string {
  return [
    `${new URL(origin).host} wants you to sign in with your Ethereum account:`,
    checksumAddress,
    '',
    statement,
    '',
    `URI: ${new URL(origin).origin}`,
    'Version: 1',
    `Chain ID: ${chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${new Date(issuedAtMs).toISOString()}`,
    `Expiration Time: ${new Date(issuedAtMs + 10 * 60_000).toISOString()}`,
    ...(resources.length === 0 ? [] : ['Resources:', ...resources.map((resource) => `- ${resource}`)]),
  ].join('\n');
}

/** What a signed call covers (docs/product.md §6): `urn:overdive:request:{METHOD}:{path}:{sha256 of RFC 8785 body}`. */
export function requestResource(method: string, path: string, body: object): string {
  const hash = createHash('sha256')
    .update(canonicalize(body) ?? '')
    .digest('hex');
  return `urn:overdive:request:${method}:${path}:${hash}`;
}

function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

export class E2EApi {
  constructor(readonly env: E2EEnv) {}

  /** The app's origin; signed calls send it as `Origin`, as the browser would. */
  get origin(): string {
    return new URL(this.env.baseURL).origin;
  }

  async request<T>(
    method: string,
    path: string,
    { token, body }: { token?: string; body?: unknown } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { origin: this.origin };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.env.baseURL}/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed: unknown = text === '' ? null : JSON.parse(text);
    if (!response.ok) throw new ApiRequestError(response.status, parsed, `${method} /api/${path}`);
    return parsed as T;
  }

  async nonce(walletAddress: string): Promise<string> {
    const { nonce } = await this.request<{ nonce: string }>(
      'GET',
      `auth/nonce/?wallet_address=${walletAddress.toLowerCase()}`,
    );
    return nonce;
  }

  /** Nonce, sign, wallet-connect: a fresh JWT for the account. */
  async signIn(account: E2EAccount | Wallet): Promise<ApiSession> {
    const signer = signerOf(account);
    const walletAddress = signer.address.toLowerCase();
    const nonce = await this.nonce(walletAddress);
    const message = signInMessage(this.origin, signer.address, nonce, Date.now(), {
      chainId: this.env.chainId,
    });
    const signature = await signer.signMessage(message);
    const { token } = await this.request<{ token: string }>('POST', 'auth/wallet-connect/', {
      body: { wallet_address: walletAddress, signature, message },
    });
    return { token, walletAddress, signer };
  }

  /**
   * The `auth` block of a signed call (docs/product.md §6): a fresh nonce, the action's statement and the one resource
   * covering `method`, `path` and `body` (as sent, without `auth`); `timestamp` is Issued At in seconds.
   */
  async signedCallAuth(
    signer: Wallet,
    { method, path, body, statement }: { method: string; path: string; body: object; statement: string },
  ): Promise<{ wallet_address: string; signature: string; timestamp: string; message: string }> {
    const seconds = Math.floor(Date.now() / 1000);
    const message = signInMessage(
      this.origin,
      signer.address,
      await this.nonce(signer.address),
      seconds * 1000,
      {
        chainId: this.env.chainId,
        statement,
        resources: [requestResource(method, `/api/${path}`, body)],
      },
    );
    return {
      wallet_address: signer.address.toLowerCase(),
      signature: await signer.signMessage(message),
      timestamp: String(seconds),
      message,
    };
  }

  async createCompany(session: ApiSession, fields: Record<string, unknown> = {}): Promise<Company> {
    const suffix = uniqueSuffix();
    const body = {
      name: `E2E Licensor ${suffix}`,
      slug: `e2e-${suffix}`,
      description: 'A licensor created by the browser suite.',
      country: 'KR',
      ...fields,
    };
    const auth = await this.signedCallAuth(session.signer, {
      method: 'POST',
      path: 'companies/',
      body,
      statement: `Create company ${String(body.slug)}`,
    });
    return this.request<Company>('POST', 'companies/', { token: session.token, body: { ...body, auth } });
  }

  /** A product priced in the devnet USDC (1 USDC unless `price` says otherwise), published unless `status` says. */
  async createProduct(session: ApiSession, fields: Record<string, unknown> = {}): Promise<Product> {
    return this.request<Product>('POST', 'products/products/', {
      token: session.token,
      body: {
        title: `E2E Product ${uniqueSuffix()}`,
        summary: 'A product created by the browser suite.',
        category: 'image',
        license: { flavor: 'commercial_use', commercial_use: true, derivatives_allowed: false },
        price: {
          amount: String(10n ** BigInt(this.env.usdc.decimals)),
          token: { address: this.env.usdc.address },
        },
        status: 'published',
        ...fields,
      },
    });
  }

  /**
   * A buyer's order, `pending_payment` until paid. docs/product.md §7: the buyer signs in, and the wallet must hold the
   * total in USDC, so the buyer is funded with 1000 USDC first.
   */
  async createOrder(
    productId: string,
    buyer: E2EAccount | Wallet,
    quantity = 1,
    buyerEmail?: string,
  ): Promise<Order> {
    await fundAccount(this.env, signerOf(buyer).address, { usdc: 1000n * 10n ** 6n });
    const session = await this.signIn(buyer);
    return this.request<Order>('POST', 'products/orders/', {
      token: session.token,
      body: {
        product_id: productId,
        quantity,
        ...(buyerEmail === undefined ? {} : { buyer_email: buyerEmail }),
      },
    });
  }

  /**
   * A signed-in licensor with a company (and products when asked): a new random wallet unless `account` is given.
   * Returns the account too, to load it into the test wallet (`wallet.useAccount(licensor.account.privateKey)`).
   */
  async licensor({
    account = newAccount(),
    company = {},
    products = [],
  }: { account?: E2EAccount; company?: Record<string, unknown>; products?: Record<string, unknown>[] } = {}) {
    const session = await this.signIn(account);
    const created = await this.createCompany(session, company);
    const made: Product[] = [];
    for (const fields of products) made.push(await this.createProduct(session, fields));
    return { account, session, company: created, products: made };
  }
}

/**
 * English texts: the locale choice of docs/product.md §4 (`locale`), stored before the app starts (from /robots.txt).
 */
export async function chooseEnglish(page: Page): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
}

/**
 * Puts a session where the app keeps it (docs/product.md §4: `jwt_token`, `wallet_address` lowercase) before the app
 * starts: it opens a same-origin file that loads no app code, writes localStorage, and leaves the page there.
 * With `wallet`, the test wallet also holds the session's account and has authorised the site, and `rk-latest-id`
 * names it, so the app restores the connection on load like a returning user's.
 */
export async function seedSession(
  page: Page,
  session: Pick<ApiSession, 'token' | 'walletAddress'> & { signer?: Wallet },
  { wallet }: { wallet?: TestWallet } = {},
): Promise<void> {
  if (wallet !== undefined && session.signer === undefined)
    throw new Error('seedSession: connecting the wallet needs the session signer');
  // Off the app before the wallet changes account: an open app answers an account change by signing out and
  // reloading (docs/product.md §16), and that reload would race this navigation.
  await page.goto('/robots.txt');
  if (wallet !== undefined && session.signer !== undefined) {
    await wallet.useAccount(session.signer.privateKey);
    wallet.authorise();
  }
  await page.evaluate(
    ([token, address, walletId]) => {
      localStorage.setItem('jwt_token', token);
      localStorage.setItem('wallet_address', address);
      if (walletId !== null) localStorage.setItem('rk-latest-id', walletId);
    },
    [session.token, session.walletAddress.toLowerCase(), wallet?.rdns ?? null] as const,
  );
}

/**
 * A newcomer (signed in, no company) with the test wallet connected, on the company wizard's first step in English:
 * where the fault specs start a signed company creation.
 */
export async function openCompanyWizard(page: Page, api: E2EApi, wallet: TestWallet) {
  const session = await api.signIn(newAccount());
  await seedSession(page, session, { wallet });
  await chooseEnglish(page);
  await page.goto('/create?step=1');
  return { session, main: page.getByRole('main') };
}

const ERC20_ABI = [
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
];

/**
 * The accounts that pay for fundAccount: 9, 8, 7, 6 for parallel workers 0–3, so two workers never race for a
 * nonce. Specs leave accounts 6–9 alone.
 */
function funderOf(env: E2EEnv): E2EAccount {
  const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? '0');
  const funder = env.accounts[9 - (parallelIndex % 4)];
  if (funder === undefined) throw new Error('The devnet has no funder account');
  return funder;
}

/** The devnet's RPC with no answer cache: each transaction needs the account's current nonce. */
export function devnetProvider(env: E2EEnv): JsonRpcProvider {
  const network = Network.from(env.chainId);
  return new JsonRpcProvider(env.rpcUrl, network, { staticNetwork: network, cacheTimeout: -1 });
}

/** Gives `address` native coin (set directly on the devnet) and test USDC (a real transfer from a funder). */
export async function fundAccount(
  env: E2EEnv,
  address: string,
  { native = 10n ** 20n, usdc = 0n }: { native?: bigint; usdc?: bigint } = {},
): Promise<void> {
  const provider = devnetProvider(env);
  try {
    await provider.send('hardhat_setBalance', [address, `0x${native.toString(16)}`]);
    if (usdc > 0n) {
      const token = new Contract(env.usdc.address, ERC20_ABI, new Wallet(funderOf(env).privateKey, provider));
      const tx = await token.getFunction('transfer')(address, usdc);
      await tx.wait();
    }
  } finally {
    provider.destroy();
  }
}

/** Moves `amount` test USDC out of `from` (a real transfer it signs), say to empty a wallet after it ordered. */
export async function sendUsdc(env: E2EEnv, from: E2EAccount, to: string, amount: bigint): Promise<string> {
  const provider = devnetProvider(env);
  try {
    const token = new Contract(env.usdc.address, ERC20_ABI, new Wallet(from.privateKey, provider));
    const tx = (await token.getFunction('transfer')(to, amount)) as {
      hash: string;
      wait(): Promise<unknown>;
    };
    await tx.wait();
    return tx.hash;
  } finally {
    provider.destroy();
  }
}

/** The buyer pays `order` in Node as the public page's checkout does: a real USDC transfer of its total, then pay/. */
export async function payOrderOnChain(
  env: E2EEnv,
  api: E2EApi,
  order: Order,
  buyer: E2EAccount,
): Promise<void> {
  const hash = await sendUsdc(env, buyer, order.pay_to, BigInt(order.total));
  await api.request('POST', `products/orders/${order.id}/pay/`, { body: { tx_hash: hash } });
}

export async function usdcBalance(env: E2EEnv, address: string): Promise<bigint> {
  const provider = devnetProvider(env);
  try {
    return (await new Contract(env.usdc.address, ERC20_ABI, provider).getFunction('balanceOf')(
      address,
    )) as bigint;
  } finally {
    provider.destroy();
  }
}

/**
 * A new licensor (company, and products when asked) whose session is already in the page's localStorage; with
 * `wallet`, connected in the test wallet too (see seedSession).
 */
export async function seedLicensor(
  page: Page,
  api: E2EApi,
  { wallet, ...options }: Parameters<E2EApi['licensor']>[0] & { wallet?: TestWallet } = {},
) {
  const licensor = await api.licensor(options);
  await seedSession(page, licensor.session, { wallet });
  return licensor;
}
