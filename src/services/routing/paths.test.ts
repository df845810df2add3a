import { paths, surfaceOf } from './paths';

// docs/product.md §4: the public brand page speaks every locale of the wallet kit, the dashboard only ko and en.
describe('surfaceOf', () => {
  it('names a brand page public, with or without a trailing slash and with an encoded slug', () => {
    expect(surfaceOf(paths.storefront('acme'))).toBe('public');
    expect(surfaceOf('/products/acme/')).toBe('public');
    expect(surfaceOf(paths.storefront('한글'))).toBe('public');
  });

  it('names every other screen the dashboard, the product list and deeper paths included', () => {
    for (const path of [
      '/',
      paths.auth,
      paths.products,
      paths.product('p1'),
      '/products',
      '/products/acme/x',
    ]) {
      expect(surfaceOf(path)).toBe('dashboard');
    }
  });
});
