import {
  USDC_E,
  bearer,
  createLicensor,
  createProduct,
  newWallet,
  openTestDatabase,
  productInput,
  signIn,
  startApp,
  type Licensor,
  type TestApp,
  type TestDatabase,
} from './helpers.js';

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

function patch(licensor: Licensor, id: string, payload: Record<string, unknown>) {
  return app.inject({
    method: 'PATCH',
    url: `/api/products/products/${id}/`,
    headers: bearer(licensor.token),
    payload,
  });
}

describe('GET /api/products/', () => {
  it('answers an index of the product endpoints', async () => {
    const index = await app.inject({ method: 'GET', url: '/api/products/' });
    expect(index.json()).toEqual({
      products: '/api/products/products/',
      orders: '/api/products/orders/',
      order_stats: '/api/products/orders/stats/',
      my_orders: '/api/products/orders/mine/',
      wallet_transactions: '/api/products/wallet-transactions/',
      deploy_contract: '/api/products/deploy-contract/',
      remix_connect: '/api/products/remix-connect/',
      awaiting_license_tokens: '/api/products/orders/awaiting-license-tokens/',
    });
  });
});

describe('POST /api/products/products/', () => {
  it('creates a draft with license defaults, a slug from the title and the accepted token', async () => {
    const licensor = await createLicensor(app);
    const response = await post(licensor, productInput());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      company_id: licensor.company.id,
      slug: 'moonlight-character-pack',
      title: 'Moonlight Character Pack',
      summary: 'Twelve characters for your stories',
      description: '',
      category: 'character',
      cover_image_url: null,
      ip_id: null,
      license_terms_id: null,
      // docs/product.md §11.1: off until the licensor permits the issuer wallet on Story.
      auto_issue: false,
      license: {
        flavor: 'commercial_remix',
        commercial_use: true,
        derivatives_allowed: true,
        attribution_required: true,
        commercial_rev_share_pct: 5,
        territory: 'Worldwide',
        ai_learning_allowed: false,
      },
      price: { amount: '25000000', token: { symbol: 'USDC.e', address: USDC_E, decimals: 6 } },
      max_licenses: null,
      licenses_sold: 0,
      licenses_reserved: 0,
      licenses_remaining: null,
      sold_out: false,
      status: 'draft',
      published_at: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const again = await post(licensor, productInput());
    expect(again.json()).toMatchObject({ slug: 'moonlight-character-pack-2' });
    const korean = await post(licensor, productInput({ title: '달빛 캐릭터 팩' }));
    expect(korean.json()).toMatchObject({ slug: '달빛-캐릭터-팩', title: '달빛 캐릭터 팩' });
  });

  it('can publish at once, takes an explicit slug, a cover, an IP id and a cap', async () => {
    const licensor = await createLicensor(app);
    const ipId = newWallet().address;
    const response = await post(
      licensor,
      productInput({
        status: 'published',
        slug: 'my-pack',
        cover_image_url: 'https://cdn.example/cover.png',
        ip_id: ipId,
        max_licenses: 10,
        license: {
          flavor: 'custom',
          commercial_use: true,
          derivatives_allowed: false,
          commercial_rev_share_pct: 0,
          territory: 'KR',
          ai_learning_allowed: true,
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'published',
      published_at: expect.any(String),
      slug: 'my-pack',
      ip_id: ipId.toLowerCase(),
      max_licenses: 10,
      license: { territory: 'KR', ai_learning_allowed: true, commercial_rev_share_pct: 0 },
    });
    const clash = await post(licensor, productInput({ slug: 'my-pack' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ fields: { slug: 'Already taken' } });
  });

  it('keeps the license rules: no revenue share without commercial use or derivatives; flavors fix their switches', async () => {
    const licensor = await createLicensor(app);
    const cases: [Record<string, unknown>, string][] = [
      [
        {
          flavor: 'non_commercial_remix',
          commercial_use: false,
          derivatives_allowed: true,
          commercial_rev_share_pct: 10,
        },
        'license.commercial_rev_share_pct',
      ],
      [
        { flavor: 'custom', commercial_use: true, derivatives_allowed: false, commercial_rev_share_pct: 10 },
        'license.commercial_rev_share_pct',
      ],
      [
        { flavor: 'commercial_use', commercial_use: false, derivatives_allowed: false },
        'license.commercial_use',
      ],
      [
        { flavor: 'commercial_use', commercial_use: true, derivatives_allowed: true },
        'license.derivatives_allowed',
      ],
      [
        { flavor: 'non_commercial_remix', commercial_use: true, derivatives_allowed: true },
        'license.commercial_use',
      ],
      [
        {
          flavor: 'commercial_remix',
          commercial_use: true,
          derivatives_allowed: true,
          commercial_rev_share_pct: 100.5,
        },
        'license.commercial_rev_share_pct',
      ],
      [
        {
          flavor: 'commercial_remix',
          commercial_use: true,
          derivatives_allowed: true,
          commercial_rev_share_pct: 1.234,
        },
        'license.commercial_rev_share_pct',
      ],
      [
        {
          flavor: 'commercial_remix',
          commercial_use: true,
          derivatives_allowed: true,
          commercial_rev_share_pct: '5',
        },
        'license.commercial_rev_share_pct',
      ],
      [{ flavor: 'exclusive', commercial_use: true, derivatives_allowed: true }, 'license.flavor'],
      [{ flavor: 'custom', commercial_use: 'yes', derivatives_allowed: true }, 'license.commercial_use'],
      [{ flavor: 'custom', commercial_use: true }, 'license.derivatives_allowed'],
    ];
    for (const [license, field] of cases) {
      const response = await post(licensor, productInput({ license }));
      expect([response.statusCode, field]).toEqual([400, field]);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    }
    const ok = await post(
      licensor,
      productInput({
        license: {
          flavor: 'non_commercial_remix',
          commercial_use: false,
          derivatives_allowed: true,
          commercial_rev_share_pct: 0,
        },
      }),
    );
    expect(ok.statusCode).toBe(201);
    const twoDecimals = await post(
      licensor,
      productInput({
        license: {
          flavor: 'commercial_remix',
          commercial_use: true,
          derivatives_allowed: true,
          commercial_rev_share_pct: 12.34,
        },
      }),
    );
    expect(twoDecimals.json()).toMatchObject({ license: { commercial_rev_share_pct: 12.34 } });
  });

  it('validates price, token, cap, category, text and URLs; names unknown fields', async () => {
    const licensor = await createLicensor(app);
    const cases: [Record<string, unknown>, string][] = [
      [{ price: { amount: 25, token: { address: USDC_E } } }, 'price.amount'],
      [{ price: { amount: '1.5', token: { address: USDC_E } } }, 'price.amount'],
      [{ price: { amount: '0', token: { address: USDC_E } } }, 'price.amount'],
      [{ price: { amount: '-1', token: { address: USDC_E } } }, 'price.amount'],
      [{ price: { amount: '1'.repeat(73), token: { address: USDC_E } } }, 'price.amount'],
      [{ price: { amount: '100', token: { address: newWallet().address } } }, 'price.token'],
      [{ price: { amount: '100', token: { address: USDC_E, decimals: 18 } } }, 'price.token'],
      [{ price: { amount: '100', token: { address: USDC_E, symbol: 'DAI' } } }, 'price.token'],
      [{ price: { amount: '100' } }, 'price.token'],
      [{ max_licenses: 0 }, 'max_licenses'],
      [{ max_licenses: 1.5 }, 'max_licenses'],
      [{ max_licenses: '10' }, 'max_licenses'],
      [{ category: 'weapons' }, 'category'],
      [{ title: 'ab' }, 'title'],
      [{ title: 'x'.repeat(121) }, 'title'],
      [{ summary: 's'.repeat(281) }, 'summary'],
      [{ description: 'd'.repeat(10_001) }, 'description'],
      [{ cover_image_url: 'http://cdn.example/c.png' }, 'cover_image_url'],
      [{ ip_id: 'ip-1' }, 'ip_id'],
      [{ status: 'archived' }, 'status'],
      [{ slug: 'Bad Slug' }, 'slug'],
      [{ licenses_sold: 5 }, 'licenses_sold'],
      [{ company_id: licensor.company.id }, 'company_id'],
    ];
    for (const [overrides, field] of cases) {
      const response = await post(licensor, productInput(overrides));
      expect([response.statusCode, field]).toEqual([400, field]);
      expect(response.json<{ fields: Record<string, string> }>().fields).toHaveProperty([field]);
    }
  });

  it('stores SQL-looking text verbatim', async () => {
    const licensor = await createLicensor(app);
    const title = "'; DELETE FROM products WHERE '1'='1";
    const description = '\\x00 %_ $1 $$ -- /* */ <img src=x onerror=alert(1)>';
    const response = await post(licensor, productInput({ title, description }));
    expect(response.statusCode).toBe(201);
    const read = await app.inject({
      method: 'GET',
      url: `/api/products/products/${response.json<{ id: string }>().id}/`,
      headers: bearer(licensor.token),
    });
    expect(read.json()).toMatchObject({ title, description });
  });

  it('needs a company', async () => {
    const token = await signIn(app, newWallet());
    const response = await app.inject({
      method: 'POST',
      url: '/api/products/products/',
      headers: bearer(token),
      payload: productInput(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No company for this wallet; create one first' });
  });
});

describe('GET /api/products/products/', () => {
  it('lists own products with status, search, ordering and pagination', async () => {
    const licensor = await createLicensor(app);
    const other = await createLicensor(app);
    await createProduct(app, other, { title: 'Not Mine At All' });
    for (const [title, status] of [
      ['Alpha Pack', 'published'],
      ['Beta Pack', 'draft'],
      ['Gamma 100% Pack', 'published'],
    ] as const) {
      await createProduct(app, licensor, { title, status });
    }
    const list = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/products/products/${query}`,
        headers: bearer(licensor.token),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{
        count: number;
        next: string | null;
        previous: string | null;
        results: { title: string }[];
      }>();
    };
    const all = await list('');
    expect(all.count).toBe(3);
    expect(all.results.map((p) => p.title)).toEqual(['Gamma 100% Pack', 'Beta Pack', 'Alpha Pack']);
    expect((await list('?status=published')).count).toBe(2);
    expect((await list('?search=beta')).results.map((p) => p.title)).toEqual(['Beta Pack']);
    expect((await list('?search=100%25')).results.map((p) => p.title)).toEqual(['Gamma 100% Pack']);
    expect((await list('?search=%25')).count).toBe(1);
    expect((await list('?search=_')).count).toBe(0);
    expect((await list('?ordering=title')).results.map((p) => p.title)).toEqual([
      'Alpha Pack',
      'Beta Pack',
      'Gamma 100% Pack',
    ]);
    const page1 = await list('?ordering=title&page_size=2');
    expect(page1).toMatchObject({
      count: 3,
      previous: null,
      next: '/api/products/products/?ordering=title&page_size=2&page=2',
    });
    const page2 = await list('?ordering=title&page_size=2&page=2');
    expect(page2.results.map((p) => p.title)).toEqual(['Gamma 100% Pack']);
    expect(page2).toMatchObject({
      next: null,
      previous: '/api/products/products/?ordering=title&page_size=2&page=1',
    });
    expect((await list('?page=9')).results).toEqual([]);
    for (const query of [
      '?ordering=price;DROP',
      '?status=sold',
      '?page=0',
      '?page_size=500',
      '?foo=1',
      '?page=1&page=2',
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/products/products/${query}`,
        headers: bearer(licensor.token),
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });
});

describe('product by id', () => {
  it('another company’s product is 404 for read, change and delete', async () => {
    const owner = await createLicensor(app);
    const stranger = await createLicensor(app);
    const product = await createProduct(app, owner, { status: 'draft' });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/api/products/products/${product.id}/`,
        headers: bearer(stranger.token),
        payload: method === 'PATCH' ? { title: 'Stolen title' } : undefined,
      });
      expect(response.statusCode).toBe(404);
    }
    const still = await app.inject({
      method: 'GET',
      url: `/api/products/products/${product.id}/`,
      headers: bearer(owner.token),
    });
    expect(still.json()).toMatchObject({ title: 'Moonlight Character Pack', status: 'draft' });
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/products/products/${id}/`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('PATCH merges fields, keeps license rules and follows the status machine', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor, { status: 'draft' });
    const edited = await patch(licensor, product.id, {
      title: 'Renamed Pack',
      price: { amount: '30000000' },
      license: { commercial_rev_share_pct: 7.5 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Renamed Pack',
      price: { amount: '30000000', token: { address: USDC_E } },
      license: { flavor: 'commercial_remix', commercial_rev_share_pct: 7.5, derivatives_allowed: true },
    });
    const breaksRule = await patch(licensor, product.id, {
      license: { flavor: 'custom', derivatives_allowed: false },
    });
    expect(breaksRule.statusCode).toBe(400);

    const illegal: [string, string][] = [['draft', 'paused']];
    for (const [, to] of illegal) {
      const response = await patch(licensor, product.id, { status: to });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: `Cannot change a product from draft to ${to}`,
        fields: { status: 'Not allowed' },
      });
    }
    expect((await patch(licensor, product.id, { status: 'archived' })).statusCode).toBe(409);
    for (const to of ['published', 'paused', 'published', 'paused', 'archived']) {
      const response = await patch(licensor, product.id, { status: to });
      expect([to, response.statusCode]).toEqual([to, 200]);
      expect(response.json()).toMatchObject({ status: to });
    }
    const frozen = await patch(licensor, product.id, { title: 'After archive' });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json()).toEqual({ error: 'Archived products cannot be changed' });
    expect((await patch(licensor, product.id, { status: 'published' })).statusCode).toBe(409);
  });

  it('published products cannot go back to draft', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    const response = await patch(licensor, product.id, { status: 'draft' });
    expect(response.statusCode).toBe(409);
  });

  it('DELETE removes drafts only', async () => {
    const licensor = await createLicensor(app);
    const draft = await createProduct(app, licensor, { status: 'draft' });
    const published = await createProduct(app, licensor);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/products/products/${published.id}/`,
      headers: bearer(licensor.token),
    });
    expect(refused.statusCode).toBe(409);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/products/products/${draft.id}/`,
      headers: bearer(licensor.token),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await app.inject({
      method: 'GET',
      url: `/api/products/products/${draft.id}/`,
      headers: bearer(licensor.token),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('every product call needs a valid token', async () => {
    const licensor = await createLicensor(app);
    const product = await createProduct(app, licensor);
    for (const [method, url] of [
      ['GET', '/api/products/products/'],
      ['POST', '/api/products/products/'],
      ['GET', `/api/products/products/${product.id}/`],
      ['PATCH', `/api/products/products/${product.id}/`],
      ['DELETE', `/api/products/products/${product.id}/`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PATCH' ? { title: 'x' } : undefined,
      });
      expect([method, url, response.statusCode]).toEqual([method, url, 401]);
    }
  });
});
