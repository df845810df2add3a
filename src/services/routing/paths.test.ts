import { paths, surfaceOf } from './paths';

// docs/product.md §4: the public brand page speaks every locale of the wallet kit, the dashboard only ko and en.
describe('surfaceOf', () => {
  it('names a brand page public, with or without a trailing slash and with an encoded slug', () => {
    expect(surfaceOf(paths.storefront('acme'))).toBe('public');
    expect(surfaceOf('/products/acme/')).toBe('public');
    expect(surfaceOf(paths.storefront('한글'))).toBe('public');
  });

  it("names a licence's verification page public (docs/product.md §11.2)", () => {
    expect(surfaceOf(paths.license('7'))).toBe('public');
    expect(surfaceOf('/licenses/7/')).toBe('public');
    // Even a malformed id: the page itself says it is not a licence token number, in the visitor's language.
    expect(surfaceOf(paths.license('abc'))).toBe('public');
  });

  it('names every other screen the dashboard, the product list and deeper paths included', () => {
    for (const path of [
      '/',
      paths.auth,
      paths.products,
      paths.product('p1'),
      '/products',
      '/products/acme/x',
      '/licenses',
      '/licenses/7/certificate.pdf',
    ]) {
      expect(surfaceOf(path)).toBe('dashboard');
    }
  });
});

describe('paths', () => {
  it('builds a product link on its brand page with the slug as the fragment, Unicode slugs encoded', () => {
    expect(paths.storefrontProduct('acme', 'sunset-loops')).toBe('/products/acme#sunset-loops');
    expect(paths.storefrontProduct('acme', '노을-루프')).toBe(
      `/products/acme#${encodeURIComponent('노을-루프')}`,
    );
  });

  it("builds a licence token's verification page", () => {
    expect(paths.license('7')).toBe('/licenses/7');
    expect(paths.license('a/b')).toBe('/licenses/a%2Fb');
  });
});
