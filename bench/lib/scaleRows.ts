/**
 * The rows `npm run bench:scale` loads (docs/performance.md, "Ten million orders"), as PostgreSQL's COPY text format:
 * companies, a few products each, and orders placed over the last year as the API writes them (server/src/orders/
 * repository.ts insertOrder: `ORD-YYYY-NNNNNN` numbers from one sequence, the product's price and token, the payout
 * address, the terms the buyer agreed to). Deterministic: the same settings give the same data, run after run.
 */
import { createHash } from 'node:crypto';

export interface ScaleToken {
  symbol: string;
  address: string;
  decimals: number;
}

export interface ScaleCompany {
  id: string;
  wallet: string;
  name: string;
  slug: string;
  products: ScaleProduct[];
}

export interface ScaleProduct {
  id: string;
  slug: string;
  title: string;
  category: string;
  /** Base units of the token. */
  price: bigint;
  /** The terms an order copies (server/src/orders/orders.ts), already escaped for COPY. */
  terms: string;
}

export const PRODUCTS_PER_COMPANY = 3;
const CATEGORIES = ['image', 'audio', 'character', 'software'];
const LICENSE = {
  flavor: 'commercial_use',
  commercial_use: true,
  derivatives_allowed: false,
  attribution_required: true,
  commercial_rev_share_pct: null,
  territory: 'Worldwide',
  ai_learning_allowed: false,
};
/** An unpaid order holds its licences this long (ORDER_HOLD_SECONDS' default, docs/product.md §7). */
export const HOLD_MS = 900_000;
const YEAR_MS = 365 * 24 * 3600_000;

/** A UUID (version 4 layout) from a name: the same name gives the same id. */
function nameUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const addressOf = (name: string) => `0x${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;

/** Company 0 is the big tenant, whose wallet is `bigWallet` (the local chain's test account #5). */
export function makeCompanies(count: number, bigWallet: string): ScaleCompany[] {
  return Array.from({ length: count }, (_, index) => {
    const slug = `scale-${String(index).padStart(5, '0')}`;
    const name = index === 0 ? 'Moon Studio' : `Scale Licensor ${index}`;
    const products = Array.from({ length: PRODUCTS_PER_COMPANY }, (_, p) => {
      const id = nameUuid(`product ${index} ${p}`);
      const product = {
        id,
        slug: `pack-${p + 1}`,
        title: `Moonlight Pack ${p + 1}`,
        category: CATEGORIES[(index + p) % CATEGORIES.length] ?? 'image',
        price: BigInt(1 + ((index * 7 + p * 13) % 50)) * 1_000_000n,
      };
      const terms = JSON.stringify({
        company: { name, slug },
        product: { id, slug: product.slug, title: product.title, category: product.category, ip_id: null },
        license: LICENSE,
      });
      return { ...product, terms: terms.replace(/\\/g, '\\\\') };
    });
    return {
      id: nameUuid(`company ${index}`),
      wallet: index === 0 ? bigWallet.toLowerCase() : addressOf(`wallet ${index}`),
      name,
      slug,
      products,
    };
  });
}

export function companyLines(companies: ScaleCompany[], now: number): string {
  const created = new Date(now - YEAR_MS - 86_400_000).toISOString();
  return companies
    .map((c) =>
      [
        c.id,
        c.wallet,
        c.name,
        c.slug,
        'Characters and music licensed for games.',
        'KR',
        c.wallet,
        created,
        created,
      ].join('\t'),
    )
    .join('\n')
    .concat('\n');
}
export const COMPANY_COLUMNS =
  'id, wallet_address, name, slug, description, country, payout_address, created_at, updated_at';

export function productLines(companies: ScaleCompany[], token: ScaleToken, now: number): string {
  const created = new Date(now - YEAR_MS - 3_600_000).toISOString();
  const lines: string[] = [];
  for (const c of companies)
    for (const p of c.products)
      lines.push(
        [
          p.id,
          c.id,
          p.slug,
          p.title,
          p.category,
          'commercial_use',
          't',
          'f',
          't',
          'Worldwide',
          'f',
          p.price.toString(),
          token.symbol,
          token.address.toLowerCase(),
          String(token.decimals),
          'published',
          created,
          created,
          created,
        ].join('\t'),
      );
  return `${lines.join('\n')}\n`;
}
export const PRODUCT_COLUMNS =
  'id, company_id, slug, title, category, license_flavor, commercial_use, derivatives_allowed, ' +
  'attribution_required, territory, ai_learning_allowed, price_amount, token_symbol, token_address, token_decimals, ' +
  'status, published_at, created_at, updated_at';

export const ORDER_COLUMNS =
  'number, company_id, product_id, buyer_address, quantity, unit_price, total, token_symbol, token_address, ' +
  'token_decimals, pay_to, terms, status, payment_tx_hash, paid_at, expires_at, created_at, updated_at, ' +
  'refund_tx_hash, refund_amount, refunded_at';

/** A small, fast generator (mulberry32): the data is the same run after run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The order number the API would give the n-th order placed in `year` (repository.ts insertOrder). */
export function orderNumber(year: number, n: number): string {
  return `ORD-${year}-${n < 1_000_000 ? String(n).padStart(6, '0') : String(n)}`;
}

const hex64 = (prefix: string, n: number) => `0x${prefix}${n.toString(16).padStart(64 - prefix.length, '0')}`;

/**
 * `count` orders in COPY lines, oldest first, `batch` lines per string: one in ten is the big tenant's (company 0),
 * the rest spread over the other companies. Statuses as a year of trade leaves them: unpaid orders of the last
 * hold are still pending (and hold their licences), older unpaid ones expired; most were paid and completed.
 */
export function* orderLines(
  companies: ScaleCompany[],
  token: ScaleToken,
  count: number,
  now: number,
  batch = 2000,
): Generator<string> {
  const next = random(20261207);
  const buyers = Array.from({ length: Math.min(200_000, Math.max(1000, Math.floor(count / 20))) }, (_, i) =>
    addressOf(`buyer ${i}`),
  );
  const start = now - YEAR_MS;
  const step = (YEAR_MS - 60_000) / count;
  const address = token.address.toLowerCase();
  const decimals = String(token.decimals);
  let lines: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const company = i % 10 === 0 ? companies[0] : companies[1 + Math.floor(next() * (companies.length - 1))];
    if (company === undefined) throw new Error('no company');
    const product = company.products[Math.floor(next() * company.products.length)];
    if (product === undefined) throw new Error('no product');
    const created = Math.floor(start + i * step);
    const createdAt = new Date(created);
    const quantity = 1 + Math.floor(next() * next() * 3);
    const total = product.price * BigInt(quantity);
    const roll = next();
    let status: string;
    if (created + HOLD_MS > now) status = 'pending_payment';
    else if (roll < 0.62) status = 'completed';
    else if (roll < 0.72) status = 'paid';
    else if (roll < 0.86) status = 'expired';
    else if (roll < 0.94) status = 'cancelled';
    else if (roll < 0.97) status = 'refunded';
    else status = 'failed';
    const paid = status === 'completed' || status === 'paid' || status === 'refunded';
    const paidAt = paid ? new Date(created + 60_000 + Math.floor(next() * 240_000)).toISOString() : '\\N';
    const refunded =
      status === 'refunded' ? new Date(Math.min(now, created + 86_400_000)).toISOString() : '\\N';
    const expires = new Date(created + HOLD_MS).toISOString();
    const updated =
      refunded !== '\\N'
        ? refunded
        : paid
          ? paidAt
          : status === 'expired'
            ? expires
            : createdAt.toISOString();
    lines.push(
      [
        orderNumber(createdAt.getUTCFullYear(), i + 1),
        company.id,
        product.id,
        buyers[Math.floor(next() * buyers.length)],
        String(quantity),
        product.price.toString(),
        total.toString(),
        token.symbol,
        address,
        decimals,
        company.wallet,
        product.terms,
        status,
        paid ? hex64('a', i + 1) : '\\N',
        paidAt,
        expires,
        createdAt.toISOString(),
        updated,
        status === 'refunded' ? hex64('b', i + 1) : '\\N',
        status === 'refunded' ? total.toString() : '\\N',
        refunded,
      ].join('\t'),
    );
    if (lines.length === batch) {
      yield `${lines.join('\n')}\n`;
      lines = [];
    }
  }
  if (lines.length > 0) yield `${lines.join('\n')}\n`;
}
