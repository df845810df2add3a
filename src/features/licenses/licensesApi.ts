import type { LicenseVerification } from '../../../contract/api/licenses';
import { api, isRecord, recordOf } from '../../services/api';
import { config } from '../../services/config';

// A licence token's public verification (docs/product.md §11.2): what GET licenses/{tokenId}/ answers, without a
// session. The type comes from the API contract as `import type`, so no schema code reaches the bundle.

export type { LicenseVerification };

// What the page reads first (docs/security.md: anything else is a malformed answer, shown with Retry).
const verificationShape = (data: unknown) =>
  recordOf<LicenseVerification>({
    token_id: 'string',
    status: 'string',
    holder: 'string|null',
    licensee: 'string',
    product: 'record',
    licensor: 'record',
    ip_id: 'string',
    terms: 'record',
    order_number: 'string',
    issued_at: 'string',
    mint_tx_hash: 'string',
  })(data) &&
  isRecord(data) &&
  recordOf<LicenseVerification['product']>({ title: 'string', slug: 'string' })(data.product) &&
  recordOf<LicenseVerification['licensor']>({ name: 'string', slug: 'string' })(data.licensor);

export const licensesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Public: one licence token as OVERDIVE issued it; a token OVERDIVE did not issue is `null` (404). */
    getLicenseVerification: build.query<LicenseVerification | null, string>({
      query: (tokenId) => `licenses/${encodeURIComponent(tokenId)}/`,
      extraOptions: { public: true, expect: verificationShape },
    }),
  }),
});

export const { useGetLicenseVerificationQuery } = licensesApi;

/** The licence's certificate (docs/product.md §11.2 **Download certificate**), a PDF the API makes. */
export function licenseCertificateUrl(tokenId: string): string {
  return `${config.apiBaseUrl}/api/licenses/${encodeURIComponent(tokenId)}/certificate.pdf`;
}
