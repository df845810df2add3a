// The public face of the storefront feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export { addCheckoutListeners } from './checkoutListeners';
export { StorefrontBrandNav } from './components/StorefrontBrandNav';
