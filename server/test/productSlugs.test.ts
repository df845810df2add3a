import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.js';
import {
  bearer,
  createLicensor,
  openTestDatabase,
  productInput,
  type Licensor,
  type TestApp,
  type TestDatabase,
  startApp,
} from './helpers.js';

// docs/product.md §9: product slugs keep non-Latin titles readable (Unicode), never a generic `product`; unique per
// company; the slugs of the earlier ASCII rule keep working.

let database: TestDatabase;
let app: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await startApp(database.db);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function post(licensor: Licensor, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/products/products/',
    headers: bearer(licensor.token),
    payload,
  });
}

async function created(licensor: Licensor, overrides: Record<string, unknown>) {
  const response = await post(licensor, productInput({ status: 'published', ...overrides }));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; slug: string }>();
}

describe('product slugs made from titles', () => {
  it.each([
    ['달빛 캐릭터 팩', '달빛-캐릭터-팩'],
    ['夜空のイラスト集', '夜空のイラスト集'],
    ['ｶﾞｲﾄﾞ Book', 'ガイド-book'],
    ['Café Loops!', 'cafe-loops'],
    ['Ночные ЗВУКИ', 'ночные-звуки'],
    ['हिंदी फ़ॉन्ट', 'हिंदी-फ़ॉन्ट'],
    ['Moonlight Character Pack', 'moonlight-character-pack'],
  ])('%s gives %s', async (title, slug) => {
    const licensor = await createLicensor(app);
    expect((await created(licensor, { title })).slug).toBe(slug);
  });

  it('never gives a generic `product`: a title of symbols only takes its category', async () => {
    const licensor = await createLicensor(app);
    expect((await created(licensor, { title: '★★★', category: 'audio' })).slug).toBe('audio');
  });

  it('stays unique per company and is free again in another company', async () => {
    const licensor = await createLicensor(app);
    const other = await createLicensor(app);
    expect((await created(licensor, { title: '달빛 팩' })).slug).toBe('달빛-팩');
    expect((await created(licensor, { title: '달빛 팩' })).slug).toBe('달빛-팩-2');
    expect((await created(licensor, { title: '달빛, 팩' })).slug).toBe('달빛-팩-3');
    expect((await created(other, { title: '달빛 팩' })).slug).toBe('달빛-팩');
  });

  it('keeps long titles within 64 characters counted as the database counts them', async () => {
    const licensor = await createLicensor(app);
    const { slug } = await created(licensor, { title: '가'.repeat(120) });
    expect(Array.from(slug)).toHaveLength(48);
  });

  it('is what the public brand page lists', async () => {
    const licensor = await createLicensor(app);
    await created(licensor, { title: '夜空のイラスト集' });
    const page = await app.inject({
      method: 'GET',
      url: `/api/companies/licensor-info/?slug=${licensor.company.slug}`,
    });
    expect(page.json<{ products_page: { results: { slug: string }[] } }>().products_page.results).toEqual([
      expect.objectContaining({ slug: '夜空のイラスト集' }),
    ]);
  });
});

describe('product slugs given by the licensor', () => {
  it('takes a Unicode slug, in its composed form when typed decomposed', async () => {
    const licensor = await createLicensor(app);
    expect((await created(licensor, { slug: '서울-야경' })).slug).toBe('서울-야경');
    const decomposed = '부산-바다'.normalize('NFD');
    expect(decomposed).not.toBe('부산-바다');
    expect((await created(licensor, { slug: decomposed })).slug).toBe('부산-바다');
    const clash = await post(licensor, productInput({ slug: '서울-야경'.normalize('NFD') }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ fields: { slug: 'Already taken' } });
  });

  it('still takes and keeps ASCII slugs of the earlier rule, and changes a slug to a Unicode one', async () => {
    const licensor = await createLicensor(app);
    const product = await created(licensor, { slug: 'night-sky-2024' });
    expect(product.slug).toBe('night-sky-2024');
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(licensor.token),
      payload: { slug: '밤하늘-2024' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ slug: '밤하늘-2024' });
  });

  it.each([
    ['Bad Slug'],
    ['달빛 팩'],
    ['Дом'],
    ['-달빛'],
    ['달빛-'],
    ['달빛--팩'],
    ['달빛_팩'],
    ['달빛/팩'],
    ['달빛#팩'],
    ['%EB%8B%AC'],
    ['달빛\u200b팩'],
    ['😀'],
    ['가'.repeat(65)],
    [''],
  ])('refuses %j', async (slug) => {
    const licensor = await createLicensor(app);
    const response = await post(licensor, productInput({ slug }));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty(['slug']);
  });
});

describe('migration 009', () => {
  it('keeps the rows of the ASCII rule and lets the database refuse what no link can carry', async () => {
    const { db, close } = await openTestDatabase({ migrated: false });
    // The database as it stood before 009, holding a product of the ASCII rule.
    const before = await mkdtemp(join(tmpdir(), 'overdive-migrations-'));
    try {
      for (const name of await readdir(MIGRATIONS_DIR)) {
        if (name.endsWith('.sql') && name < '009')
          await copyFile(join(MIGRATIONS_DIR, name), join(before, name));
      }
      await migrate(db, before);
      const company = await db.query<{ id: string }>(
        `INSERT INTO companies (wallet_address, name, slug, payout_address)
         VALUES ($1, 'Studio', 'studio-009', $1) RETURNING id`,
        ['0x'.padEnd(42, '9')],
      );
      const companyId = company.rows[0]?.id ?? null;
      const insert = (slug: string) =>
        db.query(
          `INSERT INTO products (company_id, slug, title, category, license_flavor, commercial_use,
             derivatives_allowed, attribution_required, territory, ai_learning_allowed, price_amount, token_symbol,
             token_address, token_decimals)
           VALUES ($1, $2, 'A title', 'image', 'custom', false, false, true, 'Worldwide', false, 1, 'USDC',
             $3, 6)`,
          [companyId, slug, '0x'.padEnd(42, 'a')],
        );
      await insert('old-ascii-slug');
      await expect(insert('달빛-캐릭터-팩')).rejects.toThrow(/products_slug_check/);
      expect(await migrate(db)).toContain('009_unicode_product_slugs.sql');
      const kept = await db.query<{ slug: string }>('SELECT slug FROM products');
      expect(kept.rows).toEqual([{ slug: 'old-ascii-slug' }]);
      await insert('old-ascii-slug-2');
      await insert('달빛-캐릭터-팩');
      await insert('夜空');
      for (const bad of ['Bad', 'a b', '-a', 'a-', 'a--b', 'a/b', 'a#b', 'a%20b', 'a_b', 'x'.repeat(65)]) {
        await expect(insert(bad)).rejects.toThrow(/products_slug_check/);
      }
    } finally {
      await close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
