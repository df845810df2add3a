/** Licences on Story (docs/product.md §10): the routes, and what other modules show of the Story records. */
export { storyRoutes } from './routes.js';
export { refuseChangingRegisteredTerms } from './registered.js';
export { buyerLicenseTokens, licenseTokensHeld } from './holdings.js';
