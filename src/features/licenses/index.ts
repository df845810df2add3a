// The public face of the licenses feature (docs/architecture.md): other features, app/ and the tests import it from
// here, never from its files. Its page (/licenses/{tokenId}, docs/product.md §11.2) loads lazily from router.tsx;
// other screens link to it through `paths.license`.
export { canonicalLicenseTokenId } from './licenseTokenId';
export {
  licenseCertificateUrl,
  licensesApi,
  useGetLicenseVerificationQuery,
  type LicenseVerification,
} from './licensesApi';
