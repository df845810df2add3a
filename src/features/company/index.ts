// The public face of the company feature (docs/architecture.md): other features, app/ and
// the tests import it from here, never from its files.
export {
  companyLookupApi,
  prefetchCompanyLookup,
  takeStartupLookup,
  useLazyGetCompanyByWalletQuery,
} from './companyLookupApi';
