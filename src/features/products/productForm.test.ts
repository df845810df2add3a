import {
  applyProductChange,
  changedProductFields,
  editableProductFields,
  onChainLicenseFields,
  emptyProductForm,
  parseProductDraft,
  productFields,
  productFormFrom,
  type ProductFormValues,
  productServerProblems,
  toProductInput,
  validateMaxLicenses,
  validateProductForm,
  validateRevShare,
} from './productForm';
import { revenueShareApplies } from './productTypes';
import { productOf, usdc } from '../../../tests/support/productFixtures';

const tokens = [usdc, { symbol: 'DAI', address: '0x00000000000000000000000000000000000000da', decimals: 18 }];

const valid: ProductFormValues = {
  ...emptyProductForm(usdc.address),
  title: 'Rain loops',
  category: 'audio',
  amount: '12.5',
};

describe('validateProductForm', () => {
  it('accepts the smallest valid product', () => {
    expect(validateProductForm(valid, tokens)).toEqual({});
  });

  it('takes product addresses in any script, as the API does (docs/product.md §9), and refuses the rest', () => {
    for (const slug of [
      'rain-loops',
      '달빛-캐릭터-팩',
      '夜空のイラスト集',
      'ночные-звуки',
      '부산-바다'.normalize('NFD'),
    ]) {
      expect([slug, validateProductForm({ ...valid, slug }, tokens).slug]).toEqual([slug, undefined]);
    }
    for (const slug of ['Rain Loops', '달빛 팩', '달빛--팩', '-달빛', '달빛#팩', '😀']) {
      expect([slug, validateProductForm({ ...valid, slug }, tokens).slug]).toEqual([
        slug,
        { key: 'products.errors.slugPattern' },
      ]);
    }
    expect(validateProductForm({ ...valid, slug: '가'.repeat(65) }, tokens).slug).toEqual({
      key: 'forms.tooLong',
      params: { max: 64 },
    });
  });

  it('checks the basics against the API rules', () => {
    expect(
      validateProductForm(
        {
          ...valid,
          title: 'ab',
          slug: 'Rain Loops',
          summary: 'x'.repeat(281),
          description: 'x'.repeat(10_001),
          category: '',
          cover_image_url: 'http://img.example/a.png',
          ip_id: '0x123',
        },
        tokens,
      ),
    ).toEqual({
      title: { key: 'forms.tooShort', params: { min: 3 } },
      slug: { key: 'products.errors.slugPattern' },
      summary: { key: 'forms.tooLong', params: { max: 280 } },
      description: { key: 'forms.tooLong', params: { max: 10_000 } },
      category: { key: 'products.errors.category' },
      cover_image_url: { key: 'forms.httpsUrl' },
      ip_id: { key: 'forms.address' },
    });
    expect(validateProductForm({ ...valid, title: 'x'.repeat(121) }, tokens).title).toEqual({
      key: 'forms.tooLong',
      params: { max: 120 },
    });
  });

  it('leaves the slug optional (the API makes one from the title)', () => {
    expect(validateProductForm({ ...valid, slug: '' }, tokens)).toEqual({});
    expect(validateProductForm({ ...valid, slug: 'x'.repeat(65) }, tokens).slug?.key).toBe('forms.tooLong');
  });

  it('checks the price in the chosen token’s decimals', () => {
    expect(validateProductForm({ ...valid, amount: '1.0000001' }, tokens).amount).toEqual({
      key: 'products.errors.amountDecimals',
      params: { decimals: 6, symbol: 'USDC.e' },
    });
    expect(
      validateProductForm({ ...valid, token_address: tokens[1]!.address, amount: '1.0000001' }, tokens),
    ).toEqual({});
    expect(validateProductForm({ ...valid, amount: '' }, tokens).amount).toEqual({ key: 'forms.required' });
    expect(validateProductForm({ ...valid, amount: '-3' }, tokens).amount?.key).toBe(
      'products.errors.amountNegative',
    );
    expect(validateProductForm({ ...valid, amount: '0' }, tokens).amount?.key).toBe(
      'products.errors.amountZero',
    );
    expect(validateProductForm({ ...valid, amount: 'ten' }, tokens).amount?.key).toBe(
      'products.errors.amount',
    );
    expect(validateProductForm({ ...valid, amount: '9'.repeat(70) }, tokens).amount?.key).toBe(
      'products.errors.amountTooLarge',
    );
  });

  it('requires an accepted token', () => {
    expect(validateProductForm({ ...valid, token_address: '0xdead' }, tokens)).toEqual({
      token_address: { key: 'products.errors.token' },
    });
  });

  it('checks the territory and the cap', () => {
    expect(validateProductForm({ ...valid, territory: ' ' }, tokens).territory).toEqual({
      key: 'forms.required',
    });
    expect(validateMaxLicenses({ cap: 'unlimited', max_licenses: 'junk' })).toBeNull();
    expect(validateMaxLicenses({ cap: 'limited', max_licenses: '' })).toEqual({ key: 'forms.required' });
    expect(validateMaxLicenses({ cap: 'limited', max_licenses: '0' })?.key).toBe(
      'products.errors.maxLicenses',
    );
    expect(validateMaxLicenses({ cap: 'limited', max_licenses: '1.5' })?.key).toBe(
      'products.errors.maxLicenses',
    );
    expect(validateMaxLicenses({ cap: 'limited', max_licenses: '1000001' })?.key).toBe(
      'products.errors.maxLicenses',
    );
    expect(validateMaxLicenses({ cap: 'limited', max_licenses: '1' })).toBeNull();
    expect(validateMaxLicenses({ cap: 'limited', max_licenses: '1000000' })).toBeNull();
  });

  it('checks only the given fields', () => {
    expect(validateProductForm({ ...emptyProductForm(), summary: 'x'.repeat(300) }, [], ['summary'])).toEqual(
      {
        summary: { key: 'forms.tooLong', params: { max: 280 } },
      },
    );
  });
});

describe('license rules (docs/product.md §8)', () => {
  it('sets the preset switches with the flavor and keeps them for custom', () => {
    const nonCommercial = applyProductChange(valid, 'flavor', 'non_commercial_remix');
    expect(nonCommercial).toMatchObject({ commercial_use: false, derivatives_allowed: true });
    const commercialUse = applyProductChange(valid, 'flavor', 'commercial_use');
    expect(commercialUse).toMatchObject({ commercial_use: true, derivatives_allowed: false });
    const remix = applyProductChange(valid, 'flavor', 'commercial_remix');
    expect(remix).toMatchObject({ commercial_use: true, derivatives_allowed: true });
    expect(applyProductChange(remix, 'flavor', 'custom')).toMatchObject({
      flavor: 'custom',
      commercial_use: true,
      derivatives_allowed: true,
    });
  });

  it('has a revenue share only with commercial use and derivatives', () => {
    expect(revenueShareApplies({ commercial_use: true, derivatives_allowed: true })).toBe(true);
    expect(revenueShareApplies({ commercial_use: false, derivatives_allowed: true })).toBe(false);
    expect(revenueShareApplies({ commercial_use: true, derivatives_allowed: false })).toBe(false);
    const withShare = { ...applyProductChange(valid, 'flavor', 'commercial_remix'), rev_share: '12.5' };
    expect(toProductInput(withShare, tokens).license.commercial_rev_share_pct).toBe(12.5);
    // Switching to a flavor without derivatives drops the share rather than sending one the API refuses.
    const noDerivatives = applyProductChange(withShare, 'flavor', 'commercial_use');
    expect(toProductInput(noDerivatives, tokens).license.commercial_rev_share_pct).toBeNull();
    expect(validateProductForm({ ...noDerivatives, rev_share: '999' }, tokens)).toEqual({});
  });

  it('takes a share from 0 to 100 with at most two decimals', () => {
    expect(validateRevShare('')).toBeNull();
    expect(validateRevShare('0')).toBeNull();
    expect(validateRevShare('100')).toBeNull();
    expect(validateRevShare('12.34')).toBeNull();
    expect(validateRevShare('12.345')).toEqual({ key: 'products.errors.revShareDecimals' });
    expect(validateRevShare('100.01')).toEqual({ key: 'products.errors.revShare' });
    expect(validateRevShare('-1')).toEqual({ key: 'products.errors.revShare' });
    expect(validateRevShare('abc')).toEqual({ key: 'products.errors.revShare' });
  });
});

describe('conversions', () => {
  it('builds the create body with base units computed by BigInt', () => {
    expect(
      toProductInput(
        {
          ...valid,
          title: '  Rain loops ',
          slug: 'rain',
          cover_image_url: ' ',
          ip_id: '0xABCDEFabcdef0123456789012345678901234567',
          amount: '1,000.25',
          cap: 'limited',
          max_licenses: '50',
        },
        tokens,
      ),
    ).toEqual({
      slug: 'rain',
      title: 'Rain loops',
      summary: '',
      description: '',
      category: 'audio',
      cover_image_url: null,
      ip_id: '0xabcdefabcdef0123456789012345678901234567',
      license: {
        flavor: 'non_commercial_remix',
        commercial_use: false,
        derivatives_allowed: true,
        attribution_required: true,
        commercial_rev_share_pct: null,
        territory: 'Worldwide',
        ai_learning_allowed: false,
      },
      price: { amount: '1000250000', token: usdc },
      max_licenses: 50,
    });
    expect(
      toProductInput({ ...valid, token_address: tokens[1]!.address, amount: '0.1' }, tokens).price.amount,
    ).toBe('100000000000000000');
    expect(toProductInput(valid, tokens)).not.toHaveProperty('slug');
  });

  it('refuses to build a body from an unvalidated form', () => {
    expect(() => toProductInput({ ...valid, amount: 'x' }, tokens)).toThrow();
    expect(() => toProductInput({ ...valid, category: '' }, tokens)).toThrow();
  });

  it('reads a product back into the form, amounts as typed decimals', () => {
    const product = productOf({ price: { amount: '12500000', token: usdc }, max_licenses: 10 });
    expect(productFormFrom(product)).toMatchObject({
      amount: '12.5',
      token_address: usdc.address,
      cap: 'limited',
      max_licenses: '10',
      rev_share: '10',
      flavor: 'commercial_remix',
    });
  });

  it('sends only what changed, within the fields the status allows', () => {
    const product = productOf({ status: 'draft', max_licenses: null });
    const values = { ...productFormFrom(product), title: 'New title', amount: '20', summary: 'New summary' };
    expect(changedProductFields(product, values, tokens, productFields)).toEqual({
      title: 'New title',
      summary: 'New summary',
      price: { amount: '20000000', token: usdc },
    });
    expect(changedProductFields(product, values, tokens, editableProductFields('published'))).toEqual({
      summary: 'New summary',
    });
    expect(changedProductFields(product, productFormFrom(product), tokens, productFields)).toEqual({});
    const limited = { ...productFormFrom(product), cap: 'limited' as const, max_licenses: '5' };
    expect(changedProductFields(product, limited, tokens, productFields)).toEqual({ max_licenses: 5 });
    const licensed = { ...productFormFrom(product), ai_learning_allowed: true };
    expect(changedProductFields(product, licensed, tokens, productFields).license).toMatchObject({
      ai_learning_allowed: true,
      commercial_rev_share_pct: 10,
    });
  });

  it('lets drafts change everything, published and paused only their texts and cover, archived nothing', () => {
    expect(editableProductFields('draft')).toEqual(productFields);
    expect(editableProductFields('published')).toEqual(['summary', 'description', 'cover_image_url']);
    expect(editableProductFields('paused')).toEqual(['summary', 'description', 'cover_image_url']);
    expect(editableProductFields('archived')).toEqual([]);
  });

  it('keeps the licence and IP asset of a product registered on Story out of the form (docs/product.md §10.2)', () => {
    const registeredDraft = editableProductFields('draft', true);
    for (const field of onChainLicenseFields) expect(registeredDraft).not.toContain(field);
    expect(registeredDraft).toEqual(expect.arrayContaining(['title', 'summary', 'amount', 'max_licenses']));
    expect(editableProductFields('published', true)).toEqual(['summary', 'description', 'cover_image_url']);
  });

  it('reads back drafts and refuses tampered ones', () => {
    expect(
      parseProductDraft({ title: 'Rain', flavor: 'custom', commercial_use: true, cap: 'limited' }),
    ).toMatchObject({
      title: 'Rain',
      flavor: 'custom',
      commercial_use: true,
      cap: 'limited',
    });
    expect(parseProductDraft({ title: 3 })).toBeNull();
    expect(parseProductDraft({ flavor: 'pirate' })).toBeNull();
    expect(parseProductDraft({ category: 'weapons' })).toBeNull();
    expect(parseProductDraft({ commercial_use: 'yes' })).toBeNull();
    expect(parseProductDraft({ cap: 'some' })).toBeNull();
    expect(parseProductDraft([])).toMatchObject({ title: '' });
    expect(parseProductDraft(null)).toBeNull();
  });

  it('maps the API’s nested field errors onto the form', () => {
    expect(
      productServerProblems({
        'license.commercial_rev_share_pct': 'Must be 0 or null without commercial use',
        'price.token': 'Must be one of the accepted tokens',
        slug: 'Already taken',
        title: 'Must be at least 3 characters',
        body: 'Request body must be a JSON object',
      }),
    ).toEqual({
      problems: {
        rev_share: {
          key: 'forms.serverRejected',
          params: { reason: 'Must be 0 or null without commercial use' },
        },
        token_address: {
          key: 'forms.serverRejected',
          params: { reason: 'Must be one of the accepted tokens' },
        },
        slug: { key: 'products.errors.slugTaken' },
        title: { key: 'forms.serverRejected', params: { reason: 'Must be at least 3 characters' } },
      },
      rest: ['body: Request body must be a JSON object'],
    });
  });
});
